#if Server
  import DomainKitsGRDBCore
  import GRDB

  /// The server's own tables in the kits' SQLite file, versioned in `server_schema`.
  ///
  /// `DomainKitsDatabase` accepts other tables in its file but refuses migrations it does not know in
  /// `grdb_migrations`, so the server does not use GRDB's migrator: it keeps its version in `server_schema(version,
  /// demo_seeded)` and migrates with plain SQL in one write transaction, after `DomainKitsDatabase.open` has checked
  /// and migrated the kits' schema. Version 1 is the version table alone; accounts, sequences and the other tables of
  /// the design (docs/design/reference-server.md §7.3) come with the slices that use them, one version each.
  enum SQLiteServerSchema {
    /// The newest server schema this version writes and reads.
    static let version = 1

    /// Creates the server's tables in `database` when they are missing, or checks that the ones there are not
    /// newer than ``version``.
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
          if let stored = try Int.fetchOne(db, sql: "SELECT version FROM server_schema ORDER BY version DESC LIMIT 1") {
            return stored
          }
          try db.execute(
            sql: "INSERT INTO server_schema (version, demo_seeded) VALUES (?, 0)", arguments: [current])
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
  }
#endif
