#if Server
  import DomainKitsGRDBCore
  import Foundation
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
  ///   classification, which the kit's `EvaluationLecture` does not hold), `server_secrets` (the key tokens are signed
  ///   with when no `DOMAINKITS_SERVER_JWT_SECRET` is given, so tokens outlive a restart). See
  ///   docs/design/reference-server.md §7.3.
  /// - Version 3 ("couple", slice 3): `couple_users` (a couple-app account's nickname and picture, which WagerKit
  ///   keeps only inside a couple) and `mission_categories` (the mission catalogue, each `MissionCategory` as JSON).
  ///   Its SQL depends on version 2 only.
  /// - Version 4 ("hous", slice 5): `hous_users` (a Hous user's sign-up fields, profile, setting, test result and
  ///   current room, keyed by the homie's id, which is the account's `kit_id`) and `hous_rooms` (a room's invite
  ///   code). The members, rules, checks and events of a room are HouseRulesKit's tables. Its SQL depends on version 2
  ///   only (written as version 3 on its branch, renumbered when it landed after the couple app's).
  ///
  /// `demo_seeded` holds the demo's level, not a flag: 0 none, 1 SUWIKI's (slice 2), 2 SUWIKI's and the couple app's,
  /// 3 Hous's too (``DemoSeed/level``), so a store seeded by an older server gets the newer parts at its next start.
  enum SQLiteServerSchema {
    /// The newest server schema this version writes and reads.
    static let version = 4

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
            CREATE TABLE server_secrets (
              name TEXT PRIMARY KEY NOT NULL,
              value BLOB NOT NULL
            );
            """)
      case 3:
        // The couple app (slice 3).
        try db.execute(
          sql: """
            CREATE TABLE couple_users (
              account_id INTEGER PRIMARY KEY NOT NULL REFERENCES accounts (id),
              nickname TEXT NOT NULL,
              image TEXT
            );
            CREATE TABLE mission_categories (
              id INTEGER PRIMARY KEY,
              body TEXT NOT NULL
            );
            """)
      case 4:
        // Hous (slice 5).
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

    /// The token-signing key kept in this file, made from `candidate` by the first server that asks: every later
    /// start, and every process on the same file, reads the same bytes, so tokens survive a restart or a kill.
    static func tokenSecret(_ database: DomainKitsDatabase, candidate: TokenSecret) async throws -> TokenSecret {
      let stored = try await database.write { db -> [UInt8]? in
        try db.execute(
          sql: "INSERT OR IGNORE INTO server_secrets (name, value) VALUES ('token', ?)",
          arguments: [Data(candidate.bytes)])
        return try Data.fetchOne(db, sql: "SELECT value FROM server_secrets WHERE name = 'token'").map { Array($0) }
      }
      return stored.flatMap(TokenSecret.init(bytes:)) ?? candidate
    }

    /// How much of the demo data was written to this file (`server_schema.demo_seeded`): 0 none, else the
    /// ``DemoSeed/level`` of the server that wrote it.
    static func demoLevel(_ database: DomainKitsDatabase) async throws -> Int {
      try await database.read { db in
        try Int.fetchOne(db, sql: "SELECT demo_seeded FROM server_schema LIMIT 1") ?? 0
      }
    }

    /// Records that the demo data up to `level` is written, so a restart does not write it again.
    static func markDemoSeeded(_ database: DomainKitsDatabase, level: Int) async throws {
      try await database.write { db in
        try db.execute(sql: "UPDATE server_schema SET demo_seeded = ?", arguments: [level])
      }
    }
  }
#endif
