#if Server
  import DomainKitsGRDBCore
  import GRDB

  /// The open store the routes work on: the kits' repositories and the server's own tables, for one
  /// ``ServerStorage``.
  ///
  /// So far it holds the database and answers `/health`; the kits' repositories join it with the routes that use
  /// them (docs/design/reference-server.md §7.1), so every route stays storage-blind.
  package struct ServerRepositories: Sendable {
    /// The storage this was opened from.
    package let storage: ServerStorage
    /// The kits' SQLite database, with the server's tables beside the kits'.
    let database: DomainKitsDatabase

    /// Opens the storage: the kits' database checked and migrated (`DomainKitsDatabase.open(atPath:)`), then the
    /// server's own schema (``SQLiteServerSchema``).
    ///
    /// - Throws: ``ServerStorageError/database(_:)`` when the file cannot be opened or is not the kits',
    ///   ``ServerStorageError/newerServerSchema(path:version:supported:)`` when a newer server wrote it.
    package static func open(_ storage: ServerStorage) async throws(ServerStorageError) -> ServerRepositories {
      switch storage {
      case .sqlite(let path):
        let database: DomainKitsDatabase
        do throws(DomainKitsDatabaseError) {
          database = try DomainKitsDatabase.open(atPath: path)
        } catch {
          throw .database(error)
        }
        try await SQLiteServerSchema.migrate(database, path: path)
        return ServerRepositories(storage: storage, database: database)
      }
    }

    /// Whether the store answers a read of the server's schema: `/health` says `unavailable` when it does not.
    func answers() async -> Bool {
      do {
        _ = try await database.read { db in
          try Int.fetchOne(db, sql: "SELECT version FROM server_schema LIMIT 1")
        }
        return true
      } catch {
        return false
      }
    }
  }
#endif
