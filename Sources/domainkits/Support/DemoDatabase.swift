import ArgumentParser
import DomainKitsGRDB

/// The `--database PATH` of the timetable, candles and wager demos: an SQLite file (DomainKitsGRDB) that keeps what
/// one run stores for the next.
enum DemoDatabase {
  /// Opens (or creates) the file; a file that is not a DomainKits database is a usage error naming it.
  static func open(_ path: String) throws -> DomainKitsDatabase {
    do {
      return try DomainKitsDatabase.open(atPath: path)
    } catch {
      throw ValidationError("--database: \(error)")
    }
  }
}
