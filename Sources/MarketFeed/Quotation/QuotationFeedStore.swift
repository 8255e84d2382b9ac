#if LiveFeed
  /// A quotation feed's engine in a ``LatestStateMailbox``, with the open connection's outgoing messages (so that
  /// opening another market re-subscribes on the same socket).
  final class QuotationFeedStore: Sendable {
    private struct Content: LatestStateContent {
      var engine: QuotationFeedEngine
      var outgoing: AsyncStream<QuotationOutgoing>.Continuation?
      let request: @Sendable (MarketCode?) -> String

      var version: UInt64 { engine.version }

      /// Sends the request for the current open market on the open connection.
      mutating func subscribe() {
        guard let outgoing else { return }
        outgoing.yield(.text(request(engine.openMarket)))
        engine.requestSent()
        engine.touch()
      }
    }

    private let mailbox: LatestStateMailbox<Content>

    /// A store of `engine`; `request` builds the subscription request for an open market.
    init(engine: QuotationFeedEngine, request: @escaping @Sendable (MarketCode?) -> String) {
      mailbox = LatestStateMailbox(Content(engine: engine, request: request))
    }

    /// Changes the engine and wakes the consumer if the change is new to it.
    @discardableResult
    func update<Result>(_ body: (inout QuotationFeedEngine) -> Result) -> Result {
      mailbox.update { body(&$0.engine) }
    }

    /// Reads the engine without changing it.
    func read<Result>(_ body: (QuotationFeedEngine) -> Result) -> Result {
      mailbox.read { body($0.engine) }
    }

    /// A connection opened: its outgoing messages go to `outgoing`, starting with the subscription request.
    func attach(_ outgoing: AsyncStream<QuotationOutgoing>.Continuation) {
      mailbox.update { content in
        content.outgoing = outgoing
        content.subscribe()
      }
    }

    /// The connection ended: nothing more is sent on it.
    func detach() {
      mailbox.update { $0.outgoing = nil }
    }

    /// Sends `message` on the open connection, if any; returns whether one was open.
    @discardableResult
    func send(_ message: QuotationOutgoing) -> Bool {
      mailbox.read { content in
        guard let outgoing = content.outgoing else { return false }
        outgoing.yield(message)
        return true
      }
    }

    /// Follows `code` from now on, re-subscribing on the open connection (a later connection subscribes to it).
    /// Under one lock with the change, so a request for an older choice never follows a newer one.
    func open(_ code: MarketCode?) {
      mailbox.update { content in
        guard content.engine.open(code) else { return }
        if content.outgoing != nil { content.subscribe() }
      }
    }

    /// Ends the consumer's sequence once it has read the last state.
    func finish() {
      mailbox.finish()
    }

    /// The newest state, waiting for one newer than the last read; `nil` once the feed stopped and the last state
    /// was read, or when the consumer's task is cancelled.
    func next() async -> QuotationFeedState? {
      await mailbox.next { content, _ in content.engine.takeState() }
    }
  }
#endif
