#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB

  /// A folder of its own under the system's temporary directory, removed when the value goes away.
  final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "DomainKitsGRDBTests-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of a file in the folder.
    func path(_ name: String) -> String {
      url.appendingPathComponent(name).path
    }

    deinit {
      try? FileManager.default.removeItem(at: url)
    }
  }

  /// Databases for the tests: in memory, or a file opened as a `DatabasePool` (real concurrent readers and one
  /// writer, as in an app).
  enum TestDatabase {
    static func inMemory() throws -> DomainKitsDatabase {
      try DomainKitsDatabase.inMemory()
    }

    /// A new database file in `folder`, opened as a pool.
    static func pool(in folder: TemporaryFolder, name: String = "\(UUID().uuidString).sqlite") throws
      -> DomainKitsDatabase
    {
      try DomainKitsDatabase.open(atPath: folder.path(name))
    }
  }
#endif
