#if Server
  import DomainKitsPostgresCore
  import PostgresNIO

  /// The server's own tables in PostgreSQL: the schema `domainkits_server` of the kits' database, versioned in
  /// `domainkits_server.server_schema`, with the versions and tables of ``SQLiteServerSchema``.
  ///
  /// The kits' migration (`DomainKitsPostgres.migrate()`) refuses a database whose current schema (`public`) has
  /// tables it does not know, so the server's tables live in a schema of their own, every name qualified, and the
  /// session's `search_path` is left alone. ``migrate(_:location:)`` runs after the kits' migration, in one
  /// `READ COMMITTED` transaction behind a transaction-scoped advisory lock: two servers starting at once migrate one
  /// after the other, and the second (whose statements run after the wait and see what the first committed) finds
  /// the schema complete. Each version's SQL is frozen once shipped; a database is brought from the version it has to
  /// ``version`` one step at a time, in the same transaction. One statement per element: the extended query
  /// protocol runs one statement at a time.
  ///
  /// - Version 1: `server_schema` alone.
  /// - Version 2: `accounts` (ids from an identity column: a real sequence, never reused), `server_secrets` (the
  ///   token-signing key when none is given), `suwiki_lectures`, and
  ///   TimetableKit's favourite majors (`favorite_major_list`, `favorite_major`) for
  ///   ``PostgresFavoriteMajorsRepository``: on SQLite those are the kits' own tables, in PostgreSQL no kit has them
  ///   (docs/design/reference-server.md §7.2, gap 3). SQLite's `sequences` table has no twin: each
  ///   ``SequenceKind`` is a real sequence (``PostgresIdentifierSequence``), created by every migration when
  ///   missing, as SQLite creates a kind's row on its first number.
  /// - Version 3 (the couple app): `couple_users` and `mission_categories`, as SQLite's version 3.
  /// - Version 4 (Hous): `hous_users` and `hous_rooms`, as SQLite's version 4 (``PostgresHousDirectory``), ids under
  ///   the "C" collation as the kits' house tables keep them, the notification setting a `BOOLEAN`.
  ///
  /// `demo_seeded` holds the demo's level (``DemoSeed/level``), as on SQLite.
  enum PostgresServerSchema {
    /// The PostgreSQL schema that holds the server's tables.
    static let name = "domainkits_server"

    /// The newest server schema this version writes and reads.
    static let version = 4

    /// The lock two starting servers take turns on ("DKSV").
    static let lock = AdvisoryLock(0x444B_5356, "domainkits_server.server_schema")

    /// Creates or migrates the server's tables in `database` (migrated by the kits already), or checks that the ones
    /// there are not newer than ``version``. `location` names the database in errors (its URL without a password).
    ///
    /// - Throws: ``ServerStorageError/newerServerSchema(path:version:supported:)`` for a database a newer server
    ///   wrote, with nothing written to it, and ``ServerStorageError/postgres(_:)`` when PostgreSQL fails.
    static func migrate(_ database: DomainKitsPostgres, location: String) async throws(ServerStorageError) {
      let current = version
      do {
        try await database.write(locking: { _ in [Self.lock] }) { connection in
          try await connection.perform("CREATE SCHEMA IF NOT EXISTS domainkits_server")
          try await connection.perform(
            """
            CREATE TABLE IF NOT EXISTS domainkits_server.server_schema (
              version BIGINT NOT NULL,
              demo_seeded BIGINT NOT NULL
            )
            """)
          let stored = try await connection.rows(
            "SELECT version FROM domainkits_server.server_schema ORDER BY version DESC LIMIT 1"
          ).first?.decode(Int.self)
          if let stored, stored > current {
            throw ServerStorageError.newerServerSchema(path: location, version: stored, supported: current)
          }
          if stored == nil {
            try await connection.perform(
              "INSERT INTO domainkits_server.server_schema (version, demo_seeded) VALUES (1, 0)")
          }
          var step = (stored ?? 1) + 1
          while step <= current {
            for statement in Self.statements(to: step) {
              try await connection.perform(PostgresQuery(unsafeSQL: statement))
            }
            step += 1
          }
          if stored != current {
            try await connection.perform("UPDATE domainkits_server.server_schema SET version = \(current)")
          }
          for kind in SequenceKind.allCases {
            try await connection.perform(
              PostgresQuery(
                unsafeSQL: "CREATE SEQUENCE IF NOT EXISTS \(PostgresIdentifierSequence.sequence(of: kind)) "
                  + "AS BIGINT START WITH \(kind.start) MINVALUE 1"))
          }
        }
      } catch let error as ServerStorageError {
        throw error
      } catch let error as DomainKitsPostgresError {
        throw .postgres(error)
      } catch {
        throw .postgres(.queryFailed(sqlState: "", message: "\(error)"))
      }
    }

    /// The statements that take the schema from `step - 1` to `step`.
    private static func statements(to step: Int) -> [String] {
      switch step {
      case 2:
        [
          """
          CREATE TABLE domainkits_server.accounts (
            id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            api TEXT NOT NULL CHECK (api IN ('suwiki', 'hous', 'couple')),
            login TEXT NOT NULL,
            email TEXT,
            password_hash TEXT NOT NULL,
            kit_id TEXT NOT NULL,
            refresh_jti TEXT,
            created_at BIGINT NOT NULL,
            closed_at BIGINT,
            CONSTRAINT accounts_login_key UNIQUE (api, login),
            CONSTRAINT accounts_kit_id_key UNIQUE (api, kit_id)
          )
          """,
          // SQLite's `UNIQUE (api, email COLLATE NOCASE)`: lower() under the "C" collation folds ASCII letters only,
          // as NOCASE does, whatever the database's locale.
          """
          CREATE UNIQUE INDEX accounts_email_key ON domainkits_server.accounts (api, lower(email COLLATE "C"))
          """,
          """
          CREATE TABLE domainkits_server.server_secrets (
            name TEXT PRIMARY KEY,
            value BYTEA NOT NULL
          )
          """,
          """
          CREATE TABLE domainkits_server.suwiki_lectures (
            id BIGINT PRIMARY KEY,
            major TEXT NOT NULL,
            lecture_type TEXT NOT NULL
          )
          """,
          """
          CREATE TABLE domainkits_server.favorite_major_list (
            id TEXT COLLATE "C" PRIMARY KEY
          )
          """,
          // The SQLite adapter's `favorite_major`: each major once per list, non-blank and without surrounding ASCII
          // spaces (space, tab, line feed, carriage return), as `FavoriteMajors` keeps it, whatever the writer.
          """
          CREATE TABLE domainkits_server.favorite_major (
            list_id TEXT COLLATE "C" NOT NULL
              REFERENCES domainkits_server.favorite_major_list (id) ON DELETE CASCADE,
            position BIGINT NOT NULL,
            major TEXT NOT NULL CHECK (major <> '' AND major = btrim(major, ' ' || chr(9) || chr(10) || chr(13))),
            PRIMARY KEY (list_id, position),
            UNIQUE (list_id, major)
          )
          """,
        ]
      case 3:
        // The couple app (slice 3), as SQLiteServerSchema's version 3.
        [
          """
          CREATE TABLE domainkits_server.couple_users (
            account_id BIGINT PRIMARY KEY REFERENCES domainkits_server.accounts (id),
            nickname TEXT NOT NULL,
            image TEXT
          )
          """,
          """
          CREATE TABLE domainkits_server.mission_categories (
            id BIGINT PRIMARY KEY,
            body TEXT NOT NULL
          )
          """,
        ]
      case 4:
        // Hous (slice 5), as SQLiteServerSchema's version 4.
        [
          """
          CREATE TABLE domainkits_server.hous_users (
            homie_id TEXT COLLATE "C" PRIMARY KEY,
            name TEXT NOT NULL,
            gender TEXT NOT NULL,
            birthday TEXT,
            fcm_token TEXT NOT NULL,
            notifications BOOLEAN NOT NULL,
            job TEXT NOT NULL,
            introduction TEXT NOT NULL,
            hashtags TEXT NOT NULL,
            test_scores TEXT,
            tested_at BIGINT,
            house_id TEXT COLLATE "C",
            CHECK ((test_scores IS NULL) = (tested_at IS NULL))
          )
          """,
          "CREATE INDEX hous_users_by_house ON domainkits_server.hous_users (house_id)",
          """
          CREATE TABLE domainkits_server.hous_rooms (
            house_id TEXT COLLATE "C" PRIMARY KEY,
            invite_code TEXT COLLATE "C" NOT NULL UNIQUE
          )
          """,
        ]
      default:
        []
      }
    }

    /// The token-signing key kept in `server_secrets`, `candidate` written by the first server that asks (a
    /// conflicting insert from another server at the same moment leaves the first one's).
    static func tokenSecret(_ database: DomainKitsPostgres, candidate: TokenSecret) async throws -> TokenSecret {
      let candidateBytes = ByteBuffer(bytes: candidate.bytes)
      let stored = try await database.write(locking: { _ in [] }) { connection -> [UInt8]? in
        try await connection.perform(
          """
          INSERT INTO domainkits_server.server_secrets (name, value) VALUES ('token', \(candidateBytes))
          ON CONFLICT (name) DO NOTHING
          """)
        let value = try await connection.rows(
          "SELECT value FROM domainkits_server.server_secrets WHERE name = 'token'"
        ).first?.decode(ByteBuffer.self)
        return value.map { Array($0.readableBytesView) }
      }
      return stored.flatMap(TokenSecret.init(bytes:)) ?? candidate
    }

    /// How much of the demo data was written to this database (`server_schema.demo_seeded`): 0 none, else the
    /// ``DemoSeed/level`` of the server that wrote it.
    static func demoLevel(_ database: DomainKitsPostgres) async throws -> Int {
      try await database.read { connection in
        try await connection.rows("SELECT demo_seeded FROM domainkits_server.server_schema LIMIT 1")
          .first?.decode(Int.self) ?? 0
      }
    }

    /// Records that the demo data up to `level` is written, so a restart does not write it again.
    static func markDemoSeeded(_ database: DomainKitsPostgres, level: Int) async throws {
      try await database.write(locking: { _ in [] }) { connection in
        try await connection.perform("UPDATE domainkits_server.server_schema SET demo_seeded = \(level)")
      }
    }

    /// Reads the schema's version: what `/health` asks.
    static func check(_ database: DomainKitsPostgres) async throws {
      try await database.read { connection in
        _ = try await connection.rows("SELECT version FROM domainkits_server.server_schema LIMIT 1")
      }
    }
  }
#endif
