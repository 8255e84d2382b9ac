#if Server
  import DomainKitsGRDBCore
  import GRDB

  /// The server's own tables in the kits' SQLite file, versioned in `server_schema`.
  ///
  /// `DomainKitsDatabase` accepts other tables in its file but refuses migrations it does not know in
  /// `grdb_migrations`, so the server does not use GRDB's migrator: it keeps its version in `server_schema(version,
  /// demo_seeded)` and migrates with plain SQL in one write transaction, after `DomainKitsDatabase.open` has checked
  /// and migrated the kits' schema. Each version's SQL is frozen once shipped; a file is brought from the version it
  /// has to ``version`` one step at a time, in the same transaction.
  ///
  /// - Version 1: `server_schema` alone.
  /// - Version 2: `accounts` (credentials, the kit's id for the account, the current refresh token's id),
  ///   `sequences` (the next number of each kind of id) and `suwiki_lectures` (a SUWIKI lecture's department and
  ///   classification, which the kit's `EvaluationLecture` does not hold). See docs/design/reference-server.md §7.3.
  /// - Version 3 ("hous"): `hous_users` (a Hous user's sign-up fields, profile, setting, test result and current
  ///   room, keyed by the homie's id, which is the account's `kit_id`) and `hous_rooms` (a room's invite code). The
  ///   members, rules, checks and events of a room are HouseRulesKit's tables.
  enum SQLiteServerSchema {
    /// The newest server schema this version writes and reads.
    static let version = 3

    /// Creates or migrates the server's tables in `database`, or checks that the ones there are not newer than
    /// ``version``.
    ///
    /// - Throws: ``ServerStorageError/newerServerSchema(path:version:supported:)`` for a file a newer server wrote,
    ///   with nothing written to it, and ``ServerStorageError/database(_:)`` when SQLite fails.
    static func migrate(_ database: DomainKitsDatabase, path: String) async throws(ServerStorageError) {
      let current = version
      let found: Int
      do {
        found = try await database.write { db -> Int in
          try db.execute(
            sql: "CREATE TABLE IF NOT EXISTS server_schema (version INTEGER NOT NULL, demo_seeded INTEGER NOT NULL)")
          let stored = try Int.fetchOne(db, sql: "SELECT version FROM server_schema ORDER BY version DESC LIMIT 1")
          if let stored, stored >= current {
            return stored
          }
          if stored == nil {
            try db.execute(sql: "INSERT INTO server_schema (version, demo_seeded) VALUES (1, 0)")
          }
          var step = (stored ?? 1) + 1
          while step <= current {
            try Self.migrate(db, to: step)
            step += 1
          }
          try db.execute(sql: "UPDATE server_schema SET version = ?", arguments: [current])
          return current
        }
      } catch let error as DomainKitsDatabaseError {
        throw .database(error)
      } catch {
        throw .database(.sqlite(code: 1, message: "\(error)"))
      }
      guard found <= current else {
        throw .newerServerSchema(path: path, version: found, supported: current)
      }
    }

    /// Runs the SQL that takes the schema from `step - 1` to `step`.
    private static func migrate(_ db: Database, to step: Int) throws {
      switch step {
      case 2:
        try db.execute(
          sql: """
            CREATE TABLE accounts (
              id INTEGER PRIMARY KEY AUTOINCREMENT,
              api TEXT NOT NULL CHECK (api IN ('suwiki', 'hous', 'couple')),
              login TEXT NOT NULL,
              email TEXT,
              password_hash TEXT NOT NULL,
              kit_id TEXT NOT NULL,
              refresh_jti TEXT,
              created_at INTEGER NOT NULL,
              closed_at INTEGER,
              UNIQUE (api, login),
              UNIQUE (api, email COLLATE NOCASE),
              UNIQUE (api, kit_id)
            );
            CREATE TABLE sequences (
              name TEXT PRIMARY KEY NOT NULL,
              next INTEGER NOT NULL CHECK (next >= 1)
            );
            CREATE TABLE suwiki_lectures (
              id INTEGER PRIMARY KEY,
              major TEXT NOT NULL,
              lecture_type TEXT NOT NULL
            );
            """)
      case 3:  // hous
        try db.execute(
          sql: """
            CREATE TABLE hous_users (
              homie_id TEXT PRIMARY KEY NOT NULL,
              name TEXT NOT NULL,
              gender TEXT NOT NULL,
              birthday TEXT,
              fcm_token TEXT NOT NULL,
              notifications INTEGER NOT NULL CHECK (notifications IN (0, 1)),
              job TEXT NOT NULL,
              introduction TEXT NOT NULL,
              hashtags TEXT NOT NULL,
              test_scores TEXT,
              tested_at INTEGER,
              house_id TEXT,
              CHECK ((test_scores IS NULL) = (tested_at IS NULL))
            );
            CREATE INDEX hous_users_by_house ON hous_users (house_id);
            CREATE TABLE hous_rooms (
              house_id TEXT PRIMARY KEY NOT NULL,
              invite_code TEXT NOT NULL UNIQUE
            );
            """)
      default:
        break
      }
    }

    /// Whether the demo data was written to this file (`server_schema.demo_seeded`).
    static func isDemoSeeded(_ database: DomainKitsDatabase) async throws -> Bool {
      try await database.read { db in
        try Int.fetchOne(db, sql: "SELECT demo_seeded FROM server_schema LIMIT 1") == 1
      }
    }

    /// Marks the demo data written, so a restart does not write it again.
    static func markDemoSeeded(_ database: DomainKitsDatabase) async throws {
      try await database.write { db in
        try db.execute(sql: "UPDATE server_schema SET demo_seeded = 1")
      }
    }
  }
#endif
