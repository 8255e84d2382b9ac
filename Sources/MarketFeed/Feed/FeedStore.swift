#if LiveFeed
  /// The feed's engine in a ``LatestStateMailbox``, with the message rate measured as the consumer reads.
  ///
  /// Writers (the socket's read loop, the REST fetcher) change the engine and wake the consumer if it waits; the
  /// consumer takes the newest state. However many changes happen while the consumer is busy, its next read returns
  /// one state (the back-pressure), counting the changes it never saw on their own as coalesced.
  final class FeedStore: Sendable {
    private struct Content: LatestStateContent {
      var engine: FeedEngine
      var rate = RateMeter()
      var version: UInt64 { engine.version }
    }

    private let mailbox: LatestStateMailbox<Content>
    private let uptime: @Sendable () -> Duration

    init(engine: FeedEngine, uptime: @escaping @Sendable () -> Duration) {
      mailbox = LatestStateMailbox(Content(engine: engine))
      self.uptime = uptime
    }

    /// Changes the engine and wakes the consumer if the change is new to it.
    @discardableResult
    func update<Result>(_ body: (inout FeedEngine) -> Result) -> Result {
      mailbox.update { body(&$0.engine) }
    }

    /// Reads the engine without changing it.
    func read<Result>(_ body: (FeedEngine) -> Result) -> Result {
      mailbox.read { body($0.engine) }
    }

    /// Ends the consumer's sequence once it has read the last state.
    func finish() {
      mailbox.finish()
    }

    /// The newest state, waiting for one newer than the last read; `nil` once the feed stopped and the last state was
    /// read, or when the consumer's task is cancelled.
    func next() async -> MarketFeedState? {
      let uptime = uptime
      return await mailbox.next { content, skipped in
        content.rate.sample(count: content.engine.metrics.messagesReceived, at: uptime())
        content.engine.metrics.messagesPerSecond = content.rate.rate
        return content.engine.takeState(coalesced: skipped)
      }
    }
  }

  /// The states of a running ``BithumbFeed``: each element is the newest ``MarketFeedState``.
  ///
  /// A concrete `AsyncSequence` (no `some AsyncSequence<Element, Failure>`, which needs iOS 18). It never throws
  /// and never queues: a consumer slower than the feed gets the latest state at each read, at most one per read.
  /// It ends when the feed stops or the consuming task is cancelled; ``BithumbFeed/run(isolation:_:)`` then throws the
  /// reason, if any. One consumer per run: a second iterator competes for the same states.
  public struct MarketFeedUpdates: AsyncSequence, Sendable {
    /// Each element is the newest state of the feed.
    public typealias Element = MarketFeedState

    let store: FeedStore

    /// The iterator: each ``next()`` waits for a state newer than the last one returned.
    public struct AsyncIterator: AsyncIteratorProtocol {
      let store: FeedStore

      /// The newest state, or `nil` when the feed stopped or the task was cancelled.
      public mutating func next() async -> MarketFeedState? {
        await store.next()
      }
    }

    /// An iterator over the feed's states.
    public func makeAsyncIterator() -> AsyncIterator {
      AsyncIterator(store: store)
    }
  }
#endif
