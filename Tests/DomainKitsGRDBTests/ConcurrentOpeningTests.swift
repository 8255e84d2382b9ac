#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import Testing

  /// An app and its extension open one file at the same time. SQLite's locks work between connections of one
  /// process as between processes, so threads stand in for processes here; `Scripts/check-sqlite-processes.sh`
  /// runs real ones in CI.
  @Suite("Opening one new file from several connections at once")
  struct ConcurrentOpeningTests {
    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    /// Opens `path` from `count` threads at once and returns the errors, by thread.
    private static func openConcurrently(_ path: String, count: Int) -> [String] {
      let lock = NSLock()
      nonisolated(unsafe) var errors: [String] = []
      DispatchQueue.concurrentPerform(iterations: count) { _ in
        do {
          let database = try DomainKitsDatabase.open(atPath: path)
          _ = try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM timetable") }
        } catch {
          lock.withLock { errors.append("\(error)") }
        }
      }
      return lock.withLock { errors }
    }

    @Test("Every opener succeeds, each migration is applied once and the file is intact")
    func newFileFromManyConnections() throws {
      for attempt in 0..<12 {
        let path = folder.path("shared-\(attempt).sqlite")
        let errors = Self.openConcurrently(path, count: 6)
        #expect(errors.isEmpty, "attempt \(attempt): \(errors)")
        let queue = try DatabaseQueue(path: path)
        try queue.read { db in
          #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
          #expect(try Int32.fetchOne(db, sql: "PRAGMA application_id") == DomainKitsDatabase.applicationID)
          let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
          #expect(applied == DomainKitsDatabase.migrationIdentifiers)
        }
        try queue.close()
      }
    }
  }
#endif
