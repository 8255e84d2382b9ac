#if LiveFeed
  import NIOConcurrencyHelpers

  /// The feed's engine behind a lock, with the one consumer's wake-up.
  ///
  /// Writers (the socket's read loop, the REST fetcher) change the engine under the lock and wake the consumer if
  /// it waits; the consumer takes the newest state under the lock. No queue sits between them: however many
  /// changes happen while the consumer is busy, its next read returns one state (the back-pressure).
  final class FeedStore: Sendable {
    private struct Guarded {
      var engine: FeedEngine
      var deliveredVersion: UInt64 = 0
      var waiter: CheckedContinuation<Void, Never>?
      var finished = false
      var consumerCancelled = false
      var rate = RateMeter()
    }

    private let guarded: NIOLockedValueBox<Guarded>
    private let uptime: @Sendable () -> Duration

    init(engine: FeedEngine, uptime: @escaping @Sendable () -> Duration) {
      guarded = NIOLockedValueBox(Guarded(engine: engine))
      self.uptime = uptime
    }

    /// Changes the engine and wakes the consumer if the change is new to it.
    @discardableResult
    func update<Result>(_ body: (inout FeedEngine) -> Result) -> Result {
      let (result, waiter) = guarded.withLockedValue { state in
        let result = body(&state.engine)
        guard state.engine.version != state.deliveredVersion, let waiter = state.waiter else {
          return (result, CheckedContinuation<Void, Never>?.none)
        }
        state.waiter = nil
        return (result, waiter)
      }
      waiter?.resume()
      return result
    }

    /// Reads the engine without changing it.
    func read<Result>(_ body: (FeedEngine) -> Result) -> Result {
      guarded.withLockedValue { body($0.engine) }
    }

    /// Ends the consumer's sequence once it has read the last state.
    func finish() {
      let waiter = guarded.withLockedValue { state in
        state.finished = true
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume()
    }

    /// The newest state, waiting for one newer than the last read; `nil` once the feed stopped and the last state was
    /// read, or when the consumer's task is cancelled.
    func next() async -> MarketFeedState? {
      while true {
        if Task.isCancelled { return nil }
        let now = uptime()
        let taken: MarketFeedState?? = guarded.withLockedValue { state in
          if state.consumerCancelled { return .some(nil) }
          let version = state.engine.version
          if version != state.deliveredVersion {
            // Versions between the last read and this one were never seen on their own.
            let skipped = max(0, Int(clamping: version &- state.deliveredVersion) - 1)
            state.deliveredVersion = version
            state.rate.sample(count: state.engine.metrics.messagesReceived, at: now)
            state.engine.metrics.messagesPerSecond = state.rate.rate
            return .some(state.engine.takeState(coalesced: skipped))
          }
          return state.finished ? .some(nil) : .none
        }
        if let taken { return taken }
        await waitForChange()
      }
    }

    private func waitForChange() async {
      await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          let resumeNow = guarded.withLockedValue { state in
            if state.finished || state.consumerCancelled || state.engine.version != state.deliveredVersion {
              return true
            }
            state.waiter = continuation
            return false
          }
          if resumeNow { continuation.resume() }
        }
      } onCancel: {
        let waiter = guarded.withLockedValue { state in
          state.consumerCancelled = true
          defer { state.waiter = nil }
          return state.waiter
        }
        waiter?.resume()
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
