#if Server
  import DomainKitsGRDBCore
  import GRDB
  import HouseRulesKit
  import HouseRulesKitGRDB
  import LectureEvaluationKit
  import LectureEvaluationKitGRDB
  import TimetableKit
  import TimetableKitGRDB

  /// The open store the routes work on: the kits' repositories and the server's own tables, for one
  /// ``ServerStorage``.
  ///
  /// Every route reaches storage through these protocols, so routes are storage-blind
  /// (docs/design/reference-server.md §7.1): SQLite now, PostgreSQL later behind the same ones.
  package struct ServerRepositories: Sendable {
    /// The storage this was opened from.
    package let storage: ServerStorage
    /// The kits' SQLite database, with the server's tables beside the kits'.
    let database: DomainKitsDatabase
    /// SUWIKI's students, lectures, posts, purchases, reports and points (LectureEvaluationKit).
    package let posts: any LecturePostRepository & LecturePostListing
    /// SUWIKI's favourite majors, one list per student (TimetableKit).
    package let favoriteMajors: any FavoriteMajorsRepository
    /// The server's accounts and refresh tokens.
    package let accounts: any AccountRepository
    /// The numbers the wire uses as ids.
    package let sequences: any IdentifierSequence
    /// SUWIKI's lectures' departments and classifications.
    package let lectures: any LectureCatalogue
    /// Hous's rooms: members, categories, rules, checks, events and test results (HouseRulesKit).
    package let houses: any HouseRepository
    /// Hous's users and rooms' invite codes, beside the kit's houses.
    package let hous: any HousDirectory

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
        return ServerRepositories(
          storage: storage, database: database, posts: SQLiteLecturePostRepository(database),
          favoriteMajors: SQLiteFavoriteMajorsRepository(database),
          accounts: SQLiteAccountRepository(database: database),
          sequences: SQLiteIdentifierSequence(database: database),
          lectures: SQLiteLectureCatalogue(database: database), houses: SQLiteHouseRepository(database),
          hous: SQLiteHousDirectory(database: database))
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

    /// Whether the demo data was written to this store.
    func isDemoSeeded() async throws -> Bool {
      try await SQLiteServerSchema.isDemoSeeded(database)
    }

    /// Marks the demo data written.
    func markDemoSeeded() async throws {
      try await SQLiteServerSchema.markDemoSeeded(database)
    }
  }
#endif
