#if LiveFeed
  import NIOConcurrencyHelpers

  /// A quotation feed's engine behind a lock, with the consumer's wake-up and the open connection's outgoing
  /// messages (so that opening another market re-subscribes on the same socket).
  final class QuotationFeedStore: Sendable {
    private struct Guarded {
      var engine: QuotationFeedEngine
      var deliveredVersion: UInt64 = 0
      var waiter: CheckedContinuation<Void, Never>?
      var finished = false
      var consumerCancelled = false
      var outgoing: AsyncStream<QuotationOutgoing>.Continuation?
      let request: @Sendable (MarketCode?) -> String

      /// Sends the request for the current open market on the open connection.
      mutating func subscribe() {
        guard let outgoing else { return }
        outgoing.yield(.text(request(engine.openMarket)))
        engine.requestSent()
        engine.touch()
      }

      /// The waiting consumer, if the engine changed since its last read.
      mutating func takeWaiter() -> CheckedContinuation<Void, Never>? {
        guard engine.version != deliveredVersion, let waiter else { return nil }
        self.waiter = nil
        return waiter
      }
    }

    private let guarded: NIOLockedValueBox<Guarded>

    /// A store of `engine`; `request` builds the subscription request for an open market.
    init(engine: QuotationFeedEngine, request: @escaping @Sendable (MarketCode?) -> String) {
      guarded = NIOLockedValueBox(Guarded(engine: engine, request: request))
    }

    /// Changes the engine and wakes the consumer if the change is new to it.
    @discardableResult
    func update<Result>(_ body: (inout QuotationFeedEngine) -> Result) -> Result {
      let (result, waiter) = guarded.withLockedValue { state in
        (body(&state.engine), state.takeWaiter())
      }
      waiter?.resume()
      return result
    }

    /// Reads the engine without changing it.
    func read<Result>(_ body: (QuotationFeedEngine) -> Result) -> Result {
      guarded.withLockedValue { body($0.engine) }
    }

    /// A connection opened: its outgoing messages go to `outgoing`, starting with the subscription request.
    func attach(_ outgoing: AsyncStream<QuotationOutgoing>.Continuation) {
      let waiter = guarded.withLockedValue { state in
        state.outgoing = outgoing
        state.subscribe()
        return state.takeWaiter()
      }
      waiter?.resume()
    }

    /// The connection ended: nothing more is sent on it.
    func detach() {
      guarded.withLockedValue { $0.outgoing = nil }
    }

    /// Sends `message` on the open connection, if any; returns whether one was open.
    @discardableResult
    func send(_ message: QuotationOutgoing) -> Bool {
      guarded.withLockedValue { state in
        guard let outgoing = state.outgoing else { return false }
        outgoing.yield(message)
        return true
      }
    }

    /// Follows `code` from now on, re-subscribing on the open connection (a later connection subscribes to it).
    /// Under one lock with the change, so a request for an older choice never follows a newer one.
    func open(_ code: MarketCode?) {
      let waiter = guarded.withLockedValue { state -> CheckedContinuation<Void, Never>? in
        guard state.engine.open(code) else { return nil }
        if state.outgoing != nil { state.subscribe() }
        return state.takeWaiter()
      }
      waiter?.resume()
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

    /// The newest state, waiting for one newer than the last read; `nil` once the feed stopped and the last state
    /// was read, or when the consumer's task is cancelled.
    func next() async -> QuotationFeedState? {
      while true {
        if Task.isCancelled { return nil }
        let taken: QuotationFeedState?? = guarded.withLockedValue { state in
          if state.consumerCancelled { return .some(nil) }
          if state.engine.version != state.deliveredVersion {
            state.deliveredVersion = state.engine.version
            return .some(state.engine.takeState())
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
#endif
