#if Postgres
  import Foundation
  import LectureEvaluationKitPostgres
  import PostgresNIO

  /// A transaction on a connection of its own that keeps the locks its statements took until ``finish()``: what
  /// makes a repository's write wait mid-transaction, at a moment the test chooses.
  struct LockHolder: Sendable {
    private let task: Task<Void, any Error>
    private let release: AsyncStream<Void>.Continuation

    /// Begins a transaction on a connection of `client`, runs `statements` in it, and returns once they ran.
    static func hold(_ client: PostgresClient, _ statements: [String]) async throws -> LockHolder {
      let (released, release) = AsyncStream<Void>.makeStream()
      let (ready, readyContinuation) = AsyncThrowingStream<Void, any Error>.makeStream()
      let task = Task<Void, any Error> {
        do {
          try await client.withConnection { connection in
            try await connection.perform("BEGIN")
            for statement in statements {
              try await connection.perform(PostgresQuery(unsafeSQL: statement))
            }
            readyContinuation.yield(())
            for await _ in released { break }
            try await connection.perform("COMMIT")
          }
          readyContinuation.finish()
        } catch {
          readyContinuation.finish(throwing: error)
          throw error
        }
      }
      for try await _ in ready { break }
      return LockHolder(task: task, release: release)
    }

    /// Commits the transaction, which releases its locks, and waits (at most 10 s) for the commit: `true` when it
    /// committed, `false` when it failed (its connection was broken by the test) or hung.
    @discardableResult
    func finish() async -> Bool {
      release.yield(())
      release.finish()
      guard case .success? = await Bounded.result(of: task, within: .seconds(10)) else { return false }
      return true
    }
  }

  /// Waiting with a deadline for work that may not notice cancellation (a query blocked on a lock does not).
  enum Bounded {
    /// The test waited longer than it allows.
    struct TimedOut: Error, CustomStringConvertible {
      let description: String
    }

    /// `task`'s result, or `nil` when it has not finished after `limit`; the task is then cancelled (and left to
    /// end on its own).
    static func result<Value: Sendable>(of task: Task<Value, any Error>, within limit: Duration) async
      -> Result<Value, any Error>?
    {
      let outcome = await withCheckedContinuation {
        (continuation: CheckedContinuation<Result<Value, any Error>?, Never>) in
        let once = ResumeOnce(continuation)
        Task {
          let finished = await task.result
          once.resume(finished)
        }
        Task {
          try? await Task.sleep(for: limit)
          once.resume(nil)
        }
      }
      if outcome == nil { task.cancel() }
      return outcome
    }

    /// Calls `operation` until it succeeds, for at most `limit`, retrying only what maps to `cannotConnect`
    /// (`DomainKitsPostgres.mapping`): a connection the pool handed out before it saw the server close it, or a
    /// call made while the server restarts.
    static func recovering<Value: Sendable>(
      within limit: Duration = .seconds(15), _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
      let deadline = ContinuousClock.now + limit
      while true {
        let remaining = max(deadline - ContinuousClock.now, .milliseconds(1))
        guard let outcome = await Self.result(of: Task { try await operation() }, within: remaining) else {
          throw TimedOut(description: "the database did not come back within \(limit)")
        }
        switch outcome {
        case .success(let value):
          return value
        case .failure(let error):
          guard case .cannotConnect? = DomainKitsPostgres.mapping(error) as? DomainKitsPostgresError,
            ContinuousClock.now < deadline
          else { throw error }
          try await Task.sleep(for: .milliseconds(50))
        }
      }
    }
  }

  /// Resumes a continuation with the first value it is given and ignores the others.
  final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) {
      self.continuation = continuation
    }

    func resume(_ value: Value) {
      lock.lock()
      let continuation = self.continuation
      self.continuation = nil
      lock.unlock()
      continuation?.resume(returning: value)
    }
  }

  /// The server's backends, as `pg_stat_activity` shows them.
  enum Backends {
    /// The process ids of the backends connected to `database`, sorted.
    static func all(_ client: PostgresClient, database: String) async throws -> [Int32] {
      try await client.query("SELECT pid FROM pg_stat_activity WHERE datname::text = \(database) ORDER BY pid")
        .collect().map { try $0.decode(Int32.self) }
    }

    /// The process ids of the backends connected to `database` that wait for a lock, once there are at least
    /// `count` of them (polled every 20 ms for at most `limit`).
    static func waitingForLock(
      _ client: PostgresClient, database: String, count: Int, limit: Duration = .seconds(10)
    ) async throws -> [Int32] {
      let deadline = ContinuousClock.now + limit
      while true {
        let pids = try await client.query(
          """
          SELECT pid FROM pg_stat_activity
            WHERE datname::text = \(database) AND wait_event_type = 'Lock' ORDER BY pid
          """
        ).collect().map { try $0.decode(Int32.self) }
        if pids.count >= count { return pids }
        guard ContinuousClock.now < deadline else {
          throw Bounded.TimedOut(description: "\(pids.count) backends wait for a lock after \(limit), not \(count)")
        }
        try await Task.sleep(for: .milliseconds(20))
      }
    }
  }

  /// The script Scripts/with-postgres.sh writes to stop and start its cluster (`DOMAINKITS_POSTGRES_CONTROL`).
  enum ServerControl {
    /// The script's path, when the environment names one.
    static let path = ProcessInfo.processInfo.environment["DOMAINKITS_POSTGRES_CONTROL"]

    /// Whether the tests that stop the server can run.
    static var isConfigured: Bool { FreshDatabases.isConfigured && path != nil }

    /// The script failed.
    struct Failed: Error, CustomStringConvertible {
      let description: String
    }

    /// Runs the script with `argument` (`stop-immediate` or `start`) and waits for it.
    static func run(_ argument: String) async throws {
      guard let path else { throw Failed(description: "DOMAINKITS_POSTGRES_CONTROL is not set") }
      let status: Int32 = try await withCheckedThrowingContinuation { continuation in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [argument]
        process.terminationHandler = { process in continuation.resume(returning: process.terminationStatus) }
        do {
          try process.run()
        } catch {
          continuation.resume(throwing: error)
        }
      }
      guard status == 0 else { throw Failed(description: "\(path) \(argument) exited with status \(status)") }
    }
  }
#endif
