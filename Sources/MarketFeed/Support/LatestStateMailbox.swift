#if LiveFeed
  import NIOConcurrencyHelpers

  /// What a ``LatestStateMailbox`` holds: a value whose `version` moves on every change its consumer should see.
  protocol LatestStateContent: Sendable {
    /// Moves on every change; the consumer reads a state whenever it differs from the version it read last.
    var version: UInt64 { get }
  }

  /// A latest-state mailbox between producers and one consumer.
  ///
  /// Producers (a socket's read loop, a REST fetcher) change the content under a lock and wake the consumer if it
  /// waits; the consumer takes a state built from the newest content under the same lock. No queue sits between them:
  /// however many changes happen while the consumer is busy, its next read returns one state (the back-pressure),
  /// never one older than a state it already read. After ``finish()`` the consumer still reads the last change, then
  /// `nil`; a cancelled consumer reads `nil`.
  final class LatestStateMailbox<Content: LatestStateContent>: Sendable {
    private struct Guarded: Sendable {
      var content: Content
      var deliveredVersion: UInt64 = 0
      var waiter: CheckedContinuation<Void, Never>?
      var finished = false
      var consumerCancelled = false

      /// The waiting consumer, if the content changed since its last read.
      mutating func takeWaiter() -> CheckedContinuation<Void, Never>? {
        guard content.version != deliveredVersion, let waiter else { return nil }
        self.waiter = nil
        return waiter
      }
    }

    private let guarded: NIOLockedValueBox<Guarded>

    /// A mailbox holding `content`; the consumer's first read waits for a version other than 0.
    init(_ content: Content) {
      guarded = NIOLockedValueBox(Guarded(content: content))
    }

    /// Changes the content and wakes the consumer if the change is new to it.
    @discardableResult
    func update<Result>(_ body: (inout Content) -> Result) -> Result {
      let (result, waiter) = guarded.withLockedValue { state in
        (body(&state.content), state.takeWaiter())
      }
      waiter?.resume()
      return result
    }

    /// Reads the content without changing it.
    func read<Result>(_ body: (Content) -> Result) -> Result {
      guarded.withLockedValue { body($0.content) }
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

    /// The state `take` builds from the newest content, waiting for a version other than the last one read; `nil`
    /// once the mailbox finished and the last state was read, or when the consumer's task is cancelled.
    ///
    /// `take` runs under the lock with the number of versions between the last read and this one, which the
    /// consumer never saw on their own (`0` when it read every change).
    func next<State>(_ take: (inout Content, _ skipped: Int) -> State) async -> State? {
      while true {
        if Task.isCancelled { return nil }
        let taken: State?? = guarded.withLockedValue { state in
          if state.consumerCancelled { return .some(nil) }
          let version = state.content.version
          if version != state.deliveredVersion {
            let skipped = max(0, Int(clamping: version &- state.deliveredVersion) - 1)
            state.deliveredVersion = version
            return .some(take(&state.content, skipped))
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
            if state.finished || state.consumerCancelled || state.content.version != state.deliveredVersion {
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
