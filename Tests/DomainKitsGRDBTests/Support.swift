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

  /// One of our files with 400 notes (about 100 pages of rows), closed: its `-wal` checkpointed and removed.
  func writeNotesFile(at path: String) throws {
    let database = try DomainKitsDatabase.open(atPath: path)
    try database.writer.write { db in
      try db.execute(sql: "CREATE TABLE app_notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
      for index in 0..<400 {
        try db.execute(
          sql: "INSERT INTO app_notes (text) VALUES (?)", arguments: [String(repeating: "메모 \(index) ", count: 60)])
      }
    }
    try (database.writer as? DatabasePool)?.close()
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
