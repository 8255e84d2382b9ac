#if LiveFeed
  import Foundation
  import MarketFeed
  import Synchronization

  /// What the live demos do about their connection: each failed attempt is said on standard error with its reason,
  /// and a feed that has not connected within `bound` ends the command with that reason (EX_UNAVAILABLE, 69).
  final class ConnectionWatch: Sendable {
    /// How long the command waits for a first connection.
    let bound: Duration
    /// What is followed, for the messages.
    let endpoint: String
    private let state = Mutex<(connected: Bool, reported: FeedConnectionState?, reason: String?)>(
      (false, nil, nil))

    /// Runs `work` (a feed's run) and returns its result, ending it when the watch expires before a first
    /// connection (then ``noConnection()`` is thrown).
    func race<Result: Sendable>(_ work: @escaping @Sendable () async throws -> Result) async throws -> Result {
      try await withThrowingTaskGroup(of: Result?.self) { group in
        group.addTask { try await work() }
        group.addTask {
          // Cancelled (Ctrl-C): the feed's own result, with its metrics, ends the command.
          do { try await self.expire() } catch is CancellationError {}
          return nil
        }
        // The feed's result ends the command; the watch only ends it by throwing.
        while let result = try await group.next() {
          if let result {
            group.cancelAll()
            return result
          }
        }
        throw noConnection()
      }
    }

    init(bound: Duration, endpoint: String) {
      self.bound = bound
      self.endpoint = endpoint
    }

    /// Notes a state's connection; a new failure or stop is printed on standard error.
    func observe(_ connection: FeedConnectionState) {
      let line: String? = state.withLock { state in
        guard connection != state.reported else { return nil }
        state.reported = connection
        switch connection {
        case .connected:
          state.connected = true
          return nil
        case .waitingToReconnect(let failures, let delay, let reason):
          state.reason = reason
          return "connection attempt \(failures) to \(endpoint) failed: \(reason); trying again in "
            + Self.seconds(delay)
        case .stopped(let reason?):
          state.reason = reason
          return "the feed stopped: \(reason)"
        case .connecting, .stopped(nil):
          return nil
        }
      }
      if let line { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
    }

    /// A delay in seconds with one decimal ("0.5 s", "12.0 s"), the same in every locale.
    static func seconds(_ duration: Duration) -> String {
      let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
      return "\(milliseconds / 1_000).\(milliseconds % 1_000 / 100) s"
    }

    /// Whether a connection ever opened.
    var connected: Bool { state.withLock { $0.connected } }

    /// Waits for `bound`; throws the failure that ends the command when no connection opened by then.
    func expire() async throws {
      try await Task.sleep(for: bound)
      guard !connected else { return }
      throw noConnection()
    }

    /// The failure for a feed that never connected within the bound (`received` nil), or that ended having
    /// delivered `received` messages (none).
    func noConnection(received messages: Int? = nil) -> DemoFailure {
      let reason = state.withLock { $0.reason }.map { " (last failure: \($0))" } ?? ""
      let what =
        if let messages {
          connected
            ? "received \(messages) messages from \(endpoint)" : "could not connect to \(endpoint)"
        } else {
          "could not connect to \(endpoint) within \(bound.components.seconds) s"
        }
      return DemoFailure(what + reason, exitCode: SysExit.unavailable)
    }
  }
#endif
