#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import Testing
  import TimetableKit

  /// SQLite's (extended) result codes and the case each maps to, for the file "/data/kits.sqlite" and message "m".
  private let resultCodeCases: [(Int32, DomainKitsDatabaseError)] = [
    (13, .diskFull(path: "/data/kits.sqlite", message: "m")),  // SQLITE_FULL: ENOSPC, max_page_count
    (778, .diskFull(path: "/data/kits.sqlite", message: "m")),  // SQLITE_IOERR_WRITE: EFBIG, EDQUOT
    (4874, .diskFull(path: "/data/kits.sqlite", message: "m")),  // SQLITE_IOERR_SHMSIZE
    (1546, .diskFull(path: "/data/kits.sqlite", message: "m")),  // SQLITE_IOERR_TRUNCATE
    (8, .readOnly(path: "/data/kits.sqlite", message: "m")),  // SQLITE_READONLY
    (1032, .readOnly(path: "/data/kits.sqlite", message: "m")),  // SQLITE_READONLY_DBMOVED
    (5, .busy(path: "/data/kits.sqlite", message: "m")),  // SQLITE_BUSY
    (517, .busy(path: "/data/kits.sqlite", message: "m")),  // SQLITE_BUSY_SNAPSHOT
    (6, .busy(path: "/data/kits.sqlite", message: "m")),  // SQLITE_LOCKED
    (14, .cannotOpen(path: "/data/kits.sqlite", message: "m")),  // SQLITE_CANTOPEN
    (26, .notADatabase(path: "/data/kits.sqlite")),  // SQLITE_NOTADB
    (11, .corruptDatabase(path: "/data/kits.sqlite", message: "m")),  // SQLITE_CORRUPT
    (266, .sqlite(code: 266, message: "m")),  // SQLITE_IOERR_READ: an I/O error, not a lack of space
    (1034, .sqlite(code: 1034, message: "m")),  // SQLITE_IOERR_FSYNC
    (19, .sqlite(code: 19, message: "m")),  // SQLITE_CONSTRAINT
  ]

  /// The failures a person can act on, each its own case: a folder where the file should be, a full disk, a file
  /// another process holds; and SQLite's result codes behind them.
  @Suite("Failures a person can act on")
  struct WriteFailureTests {
    let folder: TemporaryFolder
    let fall = Semester(year: 2025, term: .second)

    init() throws {
      folder = try TemporaryFolder()
    }

    @Test("SQLite's result codes map to the case a person acts on", arguments: resultCodeCases)
    func resultCodes(code: Int32, expected: DomainKitsDatabaseError) {
      let error = DatabaseError(resultCode: ResultCode(rawValue: code), message: "m")
      #expect(DomainKitsDatabaseError(error, path: "/data/kits.sqlite") == expected)
    }

    @Test("A folder at the path is isDirectory at open, and nothing is created in it")
    func folderAtThePath() throws {
      let path = folder.path("kits.sqlite")
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      #expect(throws: DomainKitsDatabaseError.isDirectory(path: path)) { try DomainKitsDatabase.open(atPath: path) }
      #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      #expect(throws: DomainKitsDatabaseError.isDirectory(path: folder.url.path)) {
        try DomainKitsDatabase.open(atPath: folder.url.path)
      }
    }

    @Test("A write past the file's size limit (PRAGMA max_page_count) is diskFull and writes nothing")
    func fullFile() async throws {
      let path = folder.path("full.sqlite")
      let database = try DomainKitsDatabase.open(atPath: path)
      let repository = SQLiteCourseRepository(database)
      let small = try CatalogueFixture.courses(count: 3)
      try await repository.save(small, in: fall)
      // The limit is the connection's: the pool's writer, which every repository write goes through.
      try await database.writer.writeWithoutTransaction { db in
        let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
        _ = try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages + 2)")
      }
      let large = try CatalogueFixture.courses(count: 2_000, variant: 1)
      await #expect {
        try await repository.save(large, in: fall)
      } throws: { error in
        guard case .diskFull(let failedPath, _) = error as? DomainKitsDatabaseError else { return false }
        return failedPath == path
      }
      #expect(try await repository.courses(in: fall) == small)
      #expect(
        DomainKitsDatabaseError.diskFull(path: path, message: "database or disk is full").description
          == "cannot write to \"\(path)\": the disk is full or the file has reached its size limit")
    }

    @Test("A write while another connection holds the write lock is busy, and succeeds once it is released")
    func busyFile() async throws {
      let path = folder.path("locked.sqlite")
      var configuration = DomainKitsDatabase.defaultConfiguration
      configuration.busyMode = .immediateError
      let database = try DomainKitsDatabase.open(atPath: path, configuration: configuration)
      let repository = SQLiteCourseRepository(database)
      let courses = try CatalogueFixture.courses(count: 3)
      var blocking = Configuration()
      blocking.allowsUnsafeTransactions = true
      let blocker = try DatabaseQueue(path: path, configuration: blocking)
      try await blocker.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
      await #expect {
        try await repository.save(courses, in: fall)
      } throws: { error in
        guard case .busy(let failedPath, _) = error as? DomainKitsDatabaseError else { return false }
        return failedPath == path
      }
      try await blocker.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
      try blocker.close()
      try await repository.save(courses, in: fall)
      #expect(try await repository.courses(in: fall) == courses)
    }

    @Test("Each new case is one sentence naming the file, without SQLite's numbers")
    func descriptions() {
      let path = "/tmp/kits.sqlite"
      let sentences = [
        DomainKitsDatabaseError.isDirectory(path: path).description,
        DomainKitsDatabaseError.readOnly(path: path, message: "attempt to write a readonly database").description,
        DomainKitsDatabaseError.diskFull(path: path, message: "disk I/O error").description,
        DomainKitsDatabaseError.busy(path: path, message: "database is locked").description,
      ]
      #expect(
        sentences == [
          "\"/tmp/kits.sqlite\" is a folder, not a database file",
          "cannot write to \"/tmp/kits.sqlite\": the file, its folder or its file system is read-only",
          "cannot write to \"/tmp/kits.sqlite\": the disk is full or the file has reached its size limit",
          "\"/tmp/kits.sqlite\" is locked by another process; try again when it has finished",
        ])
      #expect(
        !DomainKitsDatabaseError.sqlite(code: 266, message: "disk I/O error").description.hasPrefix("SQLite error"))
    }
  }
#endif
