#if Server
  import DomainKitsGRDBCore
  import GRDB

  /// The database behind one ``ServerRepositories``: what the server asks beyond the repositories (whether the store
  /// answers, whether the demo is in it) and what it stops when it stops.
  enum ServerStore: Sendable {
    /// The kits' SQLite file, with the server's tables beside the kits' (``SQLiteServerSchema``).
    case sqlite(DomainKitsDatabase)
    /// The kits' PostgreSQL database, with the server's schema `domainkits_server` (``PostgresServerSchema``).
    case postgres(PostgresStore)

    /// The SQLite database, on SQLite.
    var sqlite: DomainKitsDatabase? {
      guard case .sqlite(let database) = self else { return nil }
      return database
    }

    /// The PostgreSQL store, on PostgreSQL.
    var postgres: PostgresStore? {
      guard case .postgres(let store) = self else { return nil }
      return store
    }

    /// Reads the server schema's version, or throws what the store throws.
    func check() async throws {
      switch self {
      case .sqlite(let database):
        _ = try await database.read { db in
          try Int.fetchOne(db, sql: "SELECT version FROM server_schema LIMIT 1")
        }
      case .postgres(let store):
        try await PostgresServerSchema.check(store.database)
      }
    }

    /// The token-signing key this store keeps, `candidate` written by the first caller (every later start reads it).
    func tokenSecret(candidate: TokenSecret) async throws -> TokenSecret {
      switch self {
      case .sqlite(let database):
        return try await SQLiteServerSchema.tokenSecret(database, candidate: candidate)
      case .postgres(let store):
        return try await PostgresServerSchema.tokenSecret(store.database, candidate: candidate)
      }
    }

    /// How much of the demo data was written to this store: 0 none, else a ``DemoSeed/level``.
    func demoLevel() async throws -> Int {
      switch self {
      case .sqlite(let database):
        return try await SQLiteServerSchema.demoLevel(database)
      case .postgres(let store):
        return try await PostgresServerSchema.demoLevel(store.database)
      }
    }

    /// Records the demo data written up to `level`.
    func markDemoSeeded(level: Int) async throws {
      switch self {
      case .sqlite(let database):
        try await SQLiteServerSchema.markDemoSeeded(database, level: level)
      case .postgres(let store):
        try await PostgresServerSchema.markDemoSeeded(store.database, level: level)
      }
    }

    /// Stops what runs for the store: PostgreSQL's client. An SQLite file needs nothing (its connections close with
    /// the last reference).
    func close() async {
      if case .postgres(let store) = self { await store.close() }
    }
  }
#endif
