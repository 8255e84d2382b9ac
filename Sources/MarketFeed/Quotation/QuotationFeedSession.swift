#if LiveFeed
  /// What the body of ``QuotationFeed/run(isolation:_:)`` gets: the states, and the one thing the app changes while
  /// the feed runs, which market is open.
  public struct QuotationFeedSession: Sendable {
    let store: QuotationFeedStore

    /// The feed's states; each element is the newest one.
    public var updates: QuotationFeedUpdates { QuotationFeedUpdates(store: store) }

    /// Follows `code`'s order book and trades instead of the open market's (`nil`: none): the feed sends the new
    /// subscription on the open socket (no reconnect), and the book, candles and trades start over.
    public func open(_ code: MarketCode?) {
      store.open(code)
    }
  }

  /// The states of a running ``QuotationFeed``: each element is the newest ``QuotationFeedState``.
  ///
  /// Never throws and never queues: a consumer slower than the feed gets the latest state at each read (with every
  /// market's latest ticker among ``QuotationFeedState/changedTickers``). It ends when the feed stops or the
  /// consuming task is cancelled. One consumer per run.
  public struct QuotationFeedUpdates: AsyncSequence, Sendable {
    /// Each element is the newest state of the feed.
    public typealias Element = QuotationFeedState

    let store: QuotationFeedStore

    /// The iterator: each ``next()`` waits for a state newer than the last one returned.
    public struct AsyncIterator: AsyncIteratorProtocol {
      let store: QuotationFeedStore

      /// The newest state, or `nil` when the feed stopped or the task was cancelled.
      public mutating func next() async -> QuotationFeedState? {
        await store.next()
      }
    }

    /// An iterator over the feed's states.
    public func makeAsyncIterator() -> AsyncIterator {
      AsyncIterator(store: store)
    }
  }
#endif
