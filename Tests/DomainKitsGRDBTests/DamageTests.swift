#if SQLite
  import DomainKitsCore
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import Testing

  @Suite("Damage inside the file, found before anything is written")
  struct DamageTests {
    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    @Test("4 KB of random bytes in page 31 is corruptDatabase at open; the file keeps its bytes, nothing beside it")
    func randomBytesInPage31() throws {
      let path = folder.path("damaged.sqlite")
      try writeNotesFile(at: path)
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      var generator = SplitMix64(seed: 31)
      let garbage = Data((0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) })
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.seek(toOffset: 30 * 4_096)  // page 31, counting from 1
      handle.write(garbage)
      try handle.close()
      let damaged = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(damaged.count > 31 * 4_096, "the file has a page 31")

      #expect {
        try DomainKitsDatabase.open(atPath: path)
      } throws: { error in
        guard case .corruptDatabase(let failedPath, let message) = error as? DomainKitsDatabaseError else {
          return false
        }
        return failedPath == path && !message.isEmpty
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged, "a refused file keeps its bytes")
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test("Another application's file in WAL mode is refused without -wal or -shm left beside it")
    func foreignWALFile() throws {
      let path = folder.path("notes.sqlite")
      do {
        let pool = try DatabasePool(path: path)
        try pool.write { db in try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)") }
        try pool.close()
      }
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(throws: DomainKitsDatabaseError.foreignDatabase(path: path, applicationID: 0, tables: ["note"])) {
        try DomainKitsDatabase.open(atPath: path)
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test("An intact file of ours passes the check and opens")
    func intactFile() async throws {
      let path = folder.path("intact.sqlite")
      try writeNotesFile(at: path)
      let database = try DomainKitsDatabase.open(atPath: path)
      let count = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM app_notes") }
      #expect(count == 400)
    }
  }
#endif
