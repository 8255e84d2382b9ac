import ArgumentParser
import CandleKit
import LectureEvaluationKit
import MarketBoardKit
import TimetableKit
import WagerKit

#if SQLite
  import DomainKitsGRDB
#endif

/// The `--database PATH` of the timetable, evaluations, candles, wager and market demos: an SQLite file (DomainKitsGRDB) that keeps what
/// one run stores for the next. The SQLite adapter is behind the package's `SQLite` trait, so this build only has
/// the file when it was built with it (`swift run --traits SQLite domainkits ...`).
struct DemoStore: Sendable {
  /// The file's path.
  let path: String

  #if SQLite
    /// The open database.
    let database: DomainKitsDatabase

    /// Opens (or creates) the file. A file that is not a DomainKits database, or one that cannot be opened, throws
    /// its `DomainKitsDatabaseError`, reported like the database's later failures (`DemoFailure`), not as a usage
    /// error.
    static func open(_ path: String) throws -> DemoStore {
      let database = try DomainKitsDatabase.open(atPath: path)
      return DemoStore(path: path, database: database)
    }

    var courses: any CourseRepository { SQLiteCourseRepository(database) }
    var timetables: any TimetableRepository { SQLiteTimetableRepository(database) }
    var candles: any CandleRepository { SQLiteCandleRepository(database) }
    var couples: any CoupleRepository { SQLiteCoupleRepository(database) }
    var battles: any BattleRepository { SQLiteBattleRepository(database) }
    var coupons: any CouponRepository { SQLiteCouponRepository(database) }
    var lecturePosts: any LecturePostRepository { SQLiteLecturePostRepository(database) }
    var favoriteMarkets: any FavoriteMarketsRepository { SQLiteFavoriteMarketsRepository(database) }
  #else
    /// This build has no SQLite adapter: asking for a file is a usage error that says how to get one.
    static func open(_ path: String) throws -> DemoStore {
      throw ValidationError(
        "--database needs the SQLite adapter, which this build left out; run it as "
          + "`swift run --traits SQLite domainkits <demo> --database \(path)`")
    }

    var courses: any CourseRepository { InMemoryCourseRepository() }
    var timetables: any TimetableRepository { InMemoryTimetableRepository() }
    var candles: any CandleRepository { InMemoryCandleRepository() }
    var couples: any CoupleRepository { InMemoryCoupleRepository() }
    var battles: any BattleRepository { InMemoryBattleRepository() }
    var coupons: any CouponRepository { InMemoryCouponRepository() }
    var lecturePosts: any LecturePostRepository { InMemoryLecturePostRepository() }
    var favoriteMarkets: any FavoriteMarketsRepository { InMemoryFavoriteMarketsRepository() }
  #endif
}
