#if Server
  import DomainKitsGRDBCore
  import GRDB
  import LectureEvaluationKit
  import LectureEvaluationKitGRDB
  import TimetableKit
  import TimetableKitGRDB
  import WagerKit
  import WagerKitGRDB

  /// The open store the routes work on: the kits' repositories and the server's own tables, for one
  /// ``ServerStorage``.
  ///
  /// Every route reaches storage through these protocols, so routes are storage-blind
  /// (docs/design/reference-server.md §7.1): SQLite now, PostgreSQL later behind the same ones (WagerKitPostgres has
  /// the couple app's three; the server's own tables need a PostgreSQL `CoupleUserDirectory` and
  /// `MissionCatalogue`).
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
    /// The couple app's couples (WagerKit): one active couple per partner, invite codes that connect once.
    package let couples: any CoupleRepository
    /// The couple app's battles (WagerKit): one live battle per couple, settled with its coupon.
    package let battles: any BattleRepository
    /// The couple app's wish coupons (WagerKit): used once, by their owner.
    package let coupons: any CouponRepository
    /// The couple app's users' nicknames and pictures.
    package let coupleUsers: any CoupleUserDirectory
    /// The couple app's mission categories.
    package let missions: any MissionCatalogue

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
          lectures: SQLiteLectureCatalogue(database: database), couples: SQLiteCoupleRepository(database),
          battles: SQLiteBattleRepository(database), coupons: SQLiteCouponRepository(database),
          coupleUsers: SQLiteCoupleUserDirectory(database: database),
          missions: SQLiteMissionCatalogue(database: database))
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

    /// How much of the demo data was written to this store: 0 none, else a ``DemoSeed/level``.
    func demoLevel() async throws -> Int {
      try await SQLiteServerSchema.demoLevel(database)
    }

    /// Records the demo data written up to `level`.
    func markDemoSeeded(level: Int) async throws {
      try await SQLiteServerSchema.markDemoSeeded(database, level: level)
    }
  }
#endif
