#if Postgres
  import Foundation
  import Logging
  import PostgresNIO

  /// A PostgreSQL database that holds the kits' data, migrated to the current schema: what every PostgreSQL
  /// repository of this library is created with.
  ///
  /// It wraps a postgres-nio `PostgresClient` (a pool of connections). A server app runs the client beside its
  /// other services (`client.run()`, as postgres-nio asks) and calls ``migrate()`` once before serving; a test or a
  /// tool uses ``withDatabase(_:maximumAttempts:_:)``, which runs the client, migrates and hands the database to its
  /// closure:
  ///
  /// ```swift
  /// let url = "postgres://dk@127.0.0.1:5432/suwiki"
  /// guard let configuration = DomainKitsPostgres.configuration(url: url) else { return }
  /// try await DomainKitsPostgres.withDatabase(configuration) { database in
  ///   let posts = PostgresLecturePostRepository(database)
  ///   try await posts.purchaseExamInfo(lecture: 4242, by: "student", at: .now)
  /// }
  /// ```
  ///
  /// The repositories' writes run in one `READ COMMITTED` transaction each, behind transaction-scoped advisory
  /// locks on the keys the write changes (a house; a student and a lecture; a couple and its partners), taken in
  /// one global order before the write reads: writers of one key take turns, each reading
  /// what the previous one committed, and writers of other keys neither wait nor abort. They read rows, apply the
  /// kit's rules and write the result back; a balance, a lecture's sums, a couple, a battle or a coupon is written
  /// over the values read (compare and set), so a writer that bypassed the locks is a conflict there, never a lost
  /// update. The schema's constraints (`CHECK`s, primary keys, `UNIQUE`, triggers) hold whoever writes. A deadlock
  /// (40P01), a unique violation another writer caused (23505) and a conflict are retried, up to `maximumAttempts`
  /// attempts in all with a short random pause between them; after that the write throws
  /// `DomainKitsPostgresError.retriesExhausted(attempts:sqlState:)`. Nothing else is retried: a statement timeout
  /// (57014), another constraint violation or a broken connection fails the call at once, with the transaction
  /// rolled back. Reads of several rows run in one `REPEATABLE READ READ ONLY` transaction, so they see one snapshot
  /// and are never aborted.
  ///
  /// The schema is versioned in the table `domainkits_schema` (the application id `DomainKits` and the schema
  /// version). ``migrate()`` refuses, untouched, a database written by a newer version and a database that has
  /// tables but is not this library's.
  public struct DomainKitsPostgres: Sendable {
    /// The application id this library writes in `domainkits_schema`.
    public static let applicationID = "DomainKits"

    /// The schema version this library writes: the number of migrations it knows.
    public static var schemaVersion: Int { migrations.count }

    /// The pool the repositories read and write through.
    public let client: PostgresClient

    /// How many times a write is attempted before a serialization failure or a deadlock is reported.
    public let maximumAttempts: Int

    /// The isolation level a write transaction begins with.
    package enum WriteIsolation: Sendable {
      /// `SERIALIZABLE`: what the repositories' rules rely on, and the only level apps get.
      case serializable
      /// `READ COMMITTED`, PostgreSQL's default: concurrent read-modify-writes lose updates.
      case readCommitted
    }

    /// The isolation level of ``write(_:)``: `.serializable`, always, outside this package's tests.
    ///
    /// It exists so that DomainKitsPostgresTests can run the same concurrent load under `.readCommitted` and show
    /// that its checks catch what the serializable level prevents (a lost update of a balance or of a lecture's
    /// sums). It is not public: an app cannot lower the level. (`write(locking:_:)` runs under `READ COMMITTED`
    /// by design, behind its locks; in this mode it takes none.)
    package var writeIsolation: WriteIsolation = .serializable

    /// A database on `client`, which the app runs (`client.run()`); call ``migrate()`` before the first request.
    ///
    /// - Parameters:
    ///   - client: The postgres-nio pool the app runs.
    ///   - maximumAttempts: Attempts of a write that keeps meeting serialization failures or deadlocks (at least 1;
    ///     16 by default).
    public init(client: PostgresClient, maximumAttempts: Int = 16) {
      self.client = client
      self.maximumAttempts = max(1, maximumAttempts)
    }

    /// The client configuration of a `postgres://user[:password]@host[:port]/database` URL, with TLS disabled: for
    /// a server on loopback or a private network (build a `PostgresClient.Configuration` with TLS otherwise). `nil`
    /// when the text is not such a URL.
    public static func configuration(url: String) -> PostgresClient.Configuration? {
      guard let components = URLComponents(string: url),
        components.scheme == "postgres" || components.scheme == "postgresql",
        let host = components.host, !host.isEmpty, let user = components.user, !user.isEmpty
      else { return nil }
      let database = String(components.path.drop { $0 == "/" })
      return PostgresClient.Configuration(
        host: host, port: components.port ?? 5432, username: user, password: components.password,
        database: database.isEmpty ? nil : database, tls: .disable)
    }

    /// Runs a client for `configuration`, migrates its database, and runs `body` with it; the client stops when
    /// `body` returns or throws.
    ///
    /// - Throws: what ``migrate()`` throws, or what `body` throws.
    public static func withDatabase<Value: Sendable>(
      _ configuration: PostgresClient.Configuration, maximumAttempts: Int = 16,
      _ body: (DomainKitsPostgres) async throws -> Value
    ) async throws -> Value {
      let client = PostgresClient(configuration: configuration)
      return try await withThrowingTaskGroup(of: Void.self, returning: Value.self) { group in
        group.addTask { await client.run() }
        defer { group.cancelAll() }
        let database = DomainKitsPostgres(client: client, maximumAttempts: maximumAttempts)
        try await database.migrate()
        return try await body(database)
      }
    }

    /// Checks the database and brings its schema to ``schemaVersion``, in one transaction.
    ///
    /// A transaction-scoped advisory lock makes concurrent migrations (two app instances starting at once) run one
    /// after the other: the second finds the schema complete.
    ///
    /// - Throws: `DomainKitsPostgresError.foreignDatabase(database:applicationID:tables:)` or
    ///   `.newerSchema(database:version:supported:)`, with nothing written; `.cannotConnect(message:)`; or
    ///   `.queryFailed(sqlState:message:)` when a migration fails (it is rolled back).
    public func migrate() async throws {
      do {
        try await transaction(begin: "BEGIN") { connection in try await Self.migrateSchema(connection) }
      } catch {
        throw Self.mapping(error)
      }
    }

    // MARK: Transactions

    /// Runs `body` in one `SERIALIZABLE` transaction (``writeIsolation``) and commits it, retrying the whole
    /// transaction on a serialization failure or a deadlock up to ``maximumAttempts`` attempts. `body` may run more
    /// than once: it must only read and write through the connection. An error `body` throws rolls the transaction
    /// back and passes through (PostgreSQL's errors become ``DomainKitsPostgresError``s); other failures are not
    /// retried.
    package func write<Value: Sendable>(_ body: (PostgresConnection) async throws -> Value) async throws -> Value {
      try await retrying(begin: writeIsolation == .serializable ? Self.serializable : Self.readCommitted, body)
    }

    /// Runs `body` in one `READ COMMITTED` transaction after taking transaction-scoped advisory locks on the keys
    /// `locks` names: the write path of the repositories whose writers all name the keys they change (a house; a
    /// lecture and the students a lecture-post command touches).
    ///
    /// `locks` runs first, in the transaction, and may read to find the keys (a post's lecture); the locks are then
    /// taken in one global order (``AdvisoryLock``'s), so two writers never wait for each other in a cycle, and
    /// `body` runs after the waits: READ COMMITTED takes a snapshot per statement, so `body` reads what the previous
    /// holder of each key committed and its read-modify-write is never stale. Writers of other keys neither wait nor
    /// abort, where `SERIALIZABLE`'s predicate locks, on tables whose rows share index pages, abort unrelated
    /// writers. Deadlocks (40P01) and a unique violation (23505: a row another writer inserted under a key this
    /// one did not lock, such as a post identifier) are retried as in ``write(_:)``: the retry reads the row and the
    /// kit's rule refuses the call.
    ///
    /// With ``writeIsolation`` `.readCommitted` (the tests' weakened mode) the locks are not taken, and the
    /// repositories write without their compare-and-set guards: the naive read-modify-write.
    package func write<Value: Sendable>(
      locking locks: (PostgresConnection) async throws -> [AdvisoryLock],
      _ body: (PostgresConnection) async throws -> Value
    ) async throws -> Value {
      let takesLocks = writeIsolation == .serializable
      return try await retrying(begin: Self.readCommitted, alsoRetrying: ["23505"]) { connection in
        if takesLocks {
          for lock in Set(try await locks(connection)).sorted() {
            try await connection.perform("SELECT pg_advisory_xact_lock(\(lock.namespace), \(lock.key))")
          }
        }
        return try await body(connection)
      }
    }

    private static let serializable: PostgresQuery = "BEGIN ISOLATION LEVEL SERIALIZABLE"
    private static let readCommitted: PostgresQuery = "BEGIN ISOLATION LEVEL READ COMMITTED"

    /// Runs `body` in a transaction begun with `begin`, retrying serialization failures and deadlocks up to
    /// ``maximumAttempts`` attempts.
    private func retrying<Value: Sendable>(
      begin: PostgresQuery, alsoRetrying extra: Set<String> = [], _ body: (PostgresConnection) async throws -> Value
    ) async throws -> Value {
      var attempt = 1
      while true {
        do {
          return try await transaction(begin: begin, body)
        } catch {
          guard let sqlState = Self.retryableState(of: error, alsoRetrying: extra) else { throw Self.mapping(error) }
          guard attempt < maximumAttempts else {
            throw DomainKitsPostgresError.retriesExhausted(attempts: attempt, sqlState: sqlState)
          }
          attempt += 1
          // A short random pause, longer with each attempt, so that the transactions that collided do not meet
          // again at once.
          try await Task.sleep(for: .milliseconds(Int.random(in: 1...(4 * attempt))))
        }
      }
    }

    /// Runs `body` in one `REPEATABLE READ READ ONLY` transaction: every query sees the same snapshot.
    package func read<Value: Sendable>(_ body: (PostgresConnection) async throws -> Value) async throws -> Value {
      do {
        return try await transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
      } catch {
        throw Self.mapping(error)
      }
    }

    private func transaction<Value: Sendable>(
      begin: PostgresQuery, _ body: (PostgresConnection) async throws -> Value
    ) async throws -> Value {
      try await client.withConnection { connection in
        try await connection.perform(begin)
        do {
          let value = try await body(connection)
          try await connection.perform("COMMIT")
          return value
        } catch {
          // After a failed COMMIT the server has already ended the transaction; ROLLBACK then only warns. After the
          // session ended there is nothing to roll back (the server did when it ended the session) and nothing to
          // send it on.
          if !Self.endedSession(error, on: connection) { _ = try? await connection.perform("ROLLBACK") }
          throw error
        }
      }
    }

    /// Whether `error` (or `connection`) says the session is over: the connection closed, or the server ended the
    /// session (SQLSTATE class 08, 57P01–57P05: terminated, shut down, restarting after a crash).
    static func endedSession(_ error: any Error, on connection: PostgresConnection) -> Bool {
      if connection.isClosed { return true }
      if case .cannotConnect? = error as? DomainKitsPostgresError { return true }
      guard let error = error as? PSQLError else { return false }
      switch error.code {
      case .serverClosedConnection, .uncleanShutdown, .connectionError:
        return true
      case .server:
        let sqlState = error.serverInfo?[.sqlState] ?? ""
        return sqlState.hasPrefix("08") || sqlState.hasPrefix("57P")
      default:
        return false
      }
    }

    /// The SQLSTATE of an error a retry may get past (a serialization failure, a deadlock, a `ConcurrentChange` as
    /// 40001, or one of `extra`); `nil` for other errors.
    static func retryableState(of error: any Error, alsoRetrying extra: Set<String> = []) -> String? {
      if error is ConcurrentChange { return "40001" }
      guard let error = error as? PSQLError, error.code == .server, let state = error.serverInfo?[.sqlState],
        state == "40001" || state == "40P01" || extra.contains(state)
      else { return nil }
      return state
    }

    /// `error` as the repositories throw it: postgres-nio's errors become ``DomainKitsPostgresError``s; the kits'
    /// errors, this type and cancellation pass through.
    ///
    /// A connection that broke is `cannotConnect`, whether postgres-nio saw it close (a server killed or stopped)
    /// or the server said so before closing it: SQLSTATE class 08 (connection exception) and 57P01–57P05 (an
    /// administrator's `pg_terminate_backend`, a shutdown, a crash of another backend, the database dropped, an
    /// idle session timeout). A request that was waiting for a connection of the pool when its task was cancelled
    /// is a `CancellationError`.
    package static func mapping(_ error: any Error) -> any Error {
      if let error = error as? PSQLError {
        if error.code == .queryCancelled { return CancellationError() }
        guard error.code == .server else {
          return DomainKitsPostgresError.cannotConnect(message: "\(error.code)")
        }
        let sqlState = error.serverInfo?[.sqlState] ?? ""
        let message = error.serverInfo?[.message] ?? ""
        if sqlState.hasPrefix("08") || sqlState.hasPrefix("57P") {
          return DomainKitsPostgresError.cannotConnect(message: "\(message) (SQLSTATE \(sqlState))")
        }
        return DomainKitsPostgresError.queryFailed(sqlState: sqlState, message: message)
      }
      if let error = error as? PostgresDecodingError {
        return DomainKitsPostgresError.invalidStoredValue(
          table: "(query)", key: "column \(error.columnName)",
          reason: "cannot be read as \(error.targetType): \(error.code)")
      }
      // The pool's own errors (a pool shut down, no connection could be made for too long) live in postgres-nio's
      // `_ConnectionPoolModule`, which this module does not import.
      if String(reflecting: type(of: error)).hasSuffix("ConnectionPoolError") {
        // `requestCancelled`: the caller's task was cancelled while it waited for a connection (a full pool, or a
        // server that is down: the pool keeps trying to connect and only fails waiting requests after a minute).
        if Task.isCancelled || "\(error)".contains("requestCancelled") { return CancellationError() }
        return DomainKitsPostgresError.cannotConnect(message: "\(error)")
      }
      return error
    }

    /// What postgres-nio logs for the repositories: nothing (errors reach the caller as values).
    package static let logger = Logger(label: "DomainKitsPostgres", factory: { _ in SwiftLogNoOpLogHandler() })
  }
#endif
