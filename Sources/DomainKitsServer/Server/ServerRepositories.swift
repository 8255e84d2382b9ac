#if Server
  import DomainKitsGRDBCore
  import DomainKitsPostgresCore
  import HouseRulesKit
  import HouseRulesKitGRDB
  import HouseRulesKitPostgres
  import LectureEvaluationKit
  import LectureEvaluationKitGRDB
  import LectureEvaluationKitPostgres
  import TimetableKit
  import TimetableKitGRDB
  import WagerKit
  import WagerKitGRDB
  import WagerKitPostgres

  /// The open store the routes work on: the kits' repositories and the server's own tables, for one
  /// ``ServerStorage``.
  ///
  /// Every route reaches storage through these protocols, so routes are storage-blind
  /// (docs/design/reference-server.md §7.1): the same routes, demo seed and tests run on SQLite and on PostgreSQL.
  package struct ServerRepositories: Sendable {
    /// The storage this was opened from.
    package let storage: ServerStorage
    /// The database behind the repositories.
    let store: ServerStore
    /// SUWIKI's students, lectures, posts, purchases, reports and points (LectureEvaluationKit), with a student's own
    /// posts and every lecture with its averages in one read.
    package let posts: any LecturePostRepository & LecturePostListing & LectureAveragesListing
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
    /// Hous's rooms: members, categories, rules, checks, events and test results (HouseRulesKit).
    package let houses: any HouseRepository
    /// Hous's users and rooms' invite codes, beside the kit's houses.
    package let hous: any HousDirectory

    /// How long `/health` waits for the store before it says `unavailable`.
    static let healthTimeout: Duration = .seconds(1)

    /// Opens the storage and migrates it.
    ///
    /// - SQLite: the kits' database checked and migrated (`DomainKitsDatabase.open(atPath:)`), then the server's own
    ///   tables (``SQLiteServerSchema``).
    /// - PostgreSQL: a postgres-nio client started for the URL (``PostgresStore``; ``close()`` or the server's
    ///   service group stops it), the kits' schema migrated (`DomainKitsPostgres.migrate()`), then the server's
    ///   schema `domainkits_server` (``PostgresServerSchema``). Both migrations are safe when several servers start
    ///   at once. On failure the client is stopped before the error is thrown.
    ///
    /// - Throws: ``ServerStorageError/database(_:)`` when the file cannot be opened or is not the kits',
    ///   ``ServerStorageError/postgres(_:)`` when the PostgreSQL database cannot be reached, is not the kits' or
    ///   fails, ``ServerStorageError/invalidPostgresURL`` for a URL that is none, and
    ///   ``ServerStorageError/newerServerSchema(path:version:supported:)`` when a newer server wrote the store.
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
          storage: storage, store: .sqlite(database), posts: SQLiteLecturePostRepository(database),
          favoriteMajors: SQLiteFavoriteMajorsRepository(database),
          accounts: SQLiteAccountRepository(database: database),
          sequences: SQLiteIdentifierSequence(database: database),
          lectures: SQLiteLectureCatalogue(database: database), couples: SQLiteCoupleRepository(database),
          battles: SQLiteBattleRepository(database), coupons: SQLiteCouponRepository(database),
          coupleUsers: SQLiteCoupleUserDirectory(database: database),
          missions: SQLiteMissionCatalogue(database: database), houses: SQLiteHouseRepository(database),
          hous: SQLiteHousDirectory(database: database))
      case .postgres(let url):
        guard let configuration = DomainKitsPostgres.configuration(url: url) else { throw .invalidPostgresURL }
        let store = PostgresStore(configuration: configuration)
        let database = store.database
        do throws(ServerStorageError) {
          try await migrateKits(database)
          try await PostgresServerSchema.migrate(database, location: storage.location)
        } catch {
          await store.close()
          throw error
        }
        return ServerRepositories(
          storage: storage, store: .postgres(store), posts: PostgresLecturePostRepository(database),
          favoriteMajors: PostgresFavoriteMajorsRepository(database: database),
          accounts: PostgresAccountRepository(database: database),
          sequences: PostgresIdentifierSequence(database: database),
          lectures: PostgresLectureCatalogue(database: database), couples: PostgresCoupleRepository(database),
          battles: PostgresBattleRepository(database), coupons: PostgresCouponRepository(database),
          coupleUsers: PostgresCoupleUserDirectory(database: database),
          missions: PostgresMissionCatalogue(database: database), houses: PostgresHouseRepository(database),
          hous: PostgresHousDirectory(database: database))
      }
    }

    /// Runs the kits' PostgreSQL migration, its errors as ``ServerStorageError/postgres(_:)``.
    private static func migrateKits(_ database: DomainKitsPostgres) async throws(ServerStorageError) {
      do {
        try await database.migrate()
      } catch let error as DomainKitsPostgresError {
        throw .postgres(error)
      } catch {
        throw .postgres(.cannotConnect(message: "\(error)"))
      }
    }

    /// The token-signing key this store keeps, written from a random one on the first call: what `serve` signs with
    /// when `DOMAINKITS_SERVER_JWT_SECRET` is not set, so a restarted server (after a kill too) still accepts the
    /// tokens it issued before.
    package func storedTokenSecret() async throws -> TokenSecret {
      try await store.tokenSecret(candidate: .random())
    }

    /// Whether the store answers a read of the server's schema within ``healthTimeout``: `/health` says
    /// `unavailable` when it does not. A read still waiting then (a PostgreSQL pool that cannot connect keeps a
    /// request waiting for up to a minute) is cancelled and left to end on its own.
    func answers() async -> Bool {
      let store = self.store
      let (outcomes, outcome) = AsyncStream.makeStream(of: Bool.self)
      let reading = Task {
        do {
          try await store.check()
          outcome.yield(true)
        } catch {
          outcome.yield(false)
        }
      }
      let timer = Task {
        try? await Task.sleep(for: Self.healthTimeout)
        outcome.yield(false)
      }
      var answered = false
      for await value in outcomes {
        answered = value
        break
      }
      timer.cancel()
      reading.cancel()
      outcome.finish()
      return answered
    }

    /// How much of the demo data was written to this store: 0 none, else a ``DemoSeed/level``.
    func demoLevel() async throws -> Int {
      try await store.demoLevel()
    }

    /// Records the demo data written up to `level`.
    func markDemoSeeded(level: Int) async throws {
      try await store.markDemoSeeded(level: level)
    }

    /// Stops what runs for the store (PostgreSQL's client; nothing for SQLite). The server's service group does it
    /// when it stops (``StoreShutdown``); a caller that opened a store and runs no server calls it when done.
    package func close() async {
      await store.close()
    }
  }
#endif
