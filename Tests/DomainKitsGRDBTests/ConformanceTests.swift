#if SQLite
  import DomainKitsGRDB
  import Foundation
  import RepositoryConformance
  import Testing

  /// The kits' repository suites, the same functions the kits run against their in-memory actors, run here against
  /// SQLite: in memory, and on a file opened as a `DatabasePool` where concurrent tasks really run in parallel.
  @Suite("SQLite repositories pass the kits' conformance suites")
  struct ConformanceTests {
    enum Storage: String, CaseIterable, CustomTestStringConvertible {
      case memory, file
      var testDescription: String { rawValue }
    }

    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    private func database(_ storage: Storage) throws -> DomainKitsDatabase {
      switch storage {
      case .memory: try TestDatabase.inMemory()
      case .file: try TestDatabase.pool(in: folder)
      }
    }

    @Test("CourseRepository", arguments: Storage.allCases)
    func courses(storage: Storage) async throws {
      try await exerciseCourseRepository { SQLiteCourseRepository(try database(storage)) }
    }

    @Test("TimetableRepository", arguments: Storage.allCases)
    func timetables(storage: Storage) async throws {
      try await exerciseTimetableRepository { SQLiteTimetableRepository(try database(storage)) }
    }

    @Test("FavoriteMajorsRepository, with concurrent stars", arguments: Storage.allCases)
    func favoriteMajors(storage: Storage) async throws {
      try await exerciseFavoriteMajorsRepository { SQLiteFavoriteMajorsRepository(try database(storage)) }
    }

    @Test("LecturePostRepository, with concurrent purchases and writes", arguments: Storage.allCases)
    func lecturePosts(storage: Storage) async throws {
      try await exerciseLecturePostRepository { SQLiteLecturePostRepository(try database(storage)) }
    }

    @Test("LecturePostListing", arguments: Storage.allCases)
    func lecturePostListing(storage: Storage) async throws {
      try await exerciseLecturePostListing { SQLiteLecturePostRepository(try database(storage)) }
    }

    @Test("LectureAveragesListing", arguments: Storage.allCases)
    func lectureAveragesListing(storage: Storage) async throws {
      try await exerciseLectureAveragesListing { SQLiteLecturePostRepository(try database(storage)) }
    }

    @Test("HouseRepository", arguments: Storage.allCases)
    func houses(storage: Storage) async throws {
      try await exerciseHouseRepository { SQLiteHouseRepository(try database(storage)) }
    }

    @Test("BattleRepository, with 200 concurrent creates", arguments: Storage.allCases)
    func battles(storage: Storage) async throws {
      try await exerciseBattleRepository { SQLiteBattleRepository(try database(storage)) }
    }

    @Test("CoupleRepository, with 100 concurrent joins", arguments: Storage.allCases)
    func couples(storage: Storage) async throws {
      try await exerciseCoupleRepository { SQLiteCoupleRepository(try database(storage)) }
    }

    @Test("CouponRepository, with 100 concurrent uses", arguments: Storage.allCases)
    func coupons(storage: Storage) async throws {
      try await exerciseCouponRepository { SQLiteCouponRepository(try database(storage)) }
    }

    @Test("OrderBookRepository", arguments: Storage.allCases)
    func orderBooks(storage: Storage) async throws {
      try await exerciseOrderBookRepository { SQLiteOrderBookRepository(try database(storage)) }
    }

    @Test("FavoriteMarketsRepository", arguments: Storage.allCases)
    func favoriteMarkets(storage: Storage) async throws {
      try await exerciseFavoriteMarketsRepository { SQLiteFavoriteMarketsRepository(try database(storage)) }
    }

    @Test("CandleRepository", arguments: Storage.allCases)
    func candles(storage: Storage) async throws {
      try await exerciseCandleRepository { SQLiteCandleRepository(try database(storage)) }
    }

    @Test("BoxOfficeResponseCache", arguments: Storage.allCases)
    func responseCache(storage: Storage) async throws {
      try await exerciseResponseCache { SQLiteBoxOfficeResponseCache(try database(storage)) }
    }
  }
#endif
