#if SQLite
  import DomainKitsCore
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import Testing

  @Suite("A file left by a crash with a hot rollback journal")
  struct HotJournalTests {
    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    /// One of our files in rollback-journal mode with 400 committed notes, closed.
    private func writeOwnFile(at path: String) throws {
      try writeNotesFile(at: path)
      let queue = try DatabaseQueue(path: path)
      try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
      try queue.close()
    }

    /// A copy of `path` taken mid-transaction, after changed pages spilled into the file: what a process killed at
    /// that moment leaves (the file half-written, its `-journal` holding the pages to roll back, no lock held).
    private func crashedCopy(of path: String, to copy: String) throws {
      let queue = try DatabaseQueue(path: path)
      try queue.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA cache_size = 1")
        try db.execute(sql: "BEGIN IMMEDIATE")
        try db.execute(sql: "UPDATE app_notes SET text = 'lost'")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try FileManager.default.copyItem(atPath: path + "-journal", toPath: copy + "-journal")
        try db.execute(sql: "ROLLBACK")
      }
      try queue.close()
    }

    @Test("The journal is rolled back at open: the last commit's rows, the journal gone, the file writable")
    func hotJournalRecovered() async throws {
      let path = folder.path("original.sqlite")
      let crashed = folder.path("crashed.sqlite")
      try writeOwnFile(at: path)
      try crashedCopy(of: path, to: crashed)
      let journal = try Data(contentsOf: URL(fileURLWithPath: crashed + "-journal"))
      #expect(journal.count > 4_096, "the journal holds pages to roll back")
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: crashed)) != Data(contentsOf: URL(fileURLWithPath: path)),
        "changed pages reached the file before the crash")

      let database = try DomainKitsDatabase.open(atPath: crashed)
      let lost = try await database.writer.read { db in
        try Int.fetchOne(db, sql: "SELECT count(*) FROM app_notes WHERE text = 'lost'")
      }
      let count = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM app_notes") }
      #expect(lost == 0)
      #expect(count == 400)
      #expect(!FileManager.default.fileExists(atPath: crashed + "-journal"))
      try await database.writer.write { db in try db.execute(sql: "DELETE FROM app_notes WHERE id = 1") }
    }
  }
#endif
