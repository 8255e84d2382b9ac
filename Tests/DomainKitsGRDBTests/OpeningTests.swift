#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import Testing
  import TimetableKit
  import WagerKit

  @Suite("Opening, migrating and refusing files")
  struct OpeningTests {
    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    @Test("A new file is created in WAL mode, stamped with the application ID and migrated to every kit's schema")
    func newFile() async throws {
      let path = folder.path("new.sqlite")
      let database = try DomainKitsDatabase.open(atPath: path)
      try await database.writer.read { db in
        #expect(try Int32.fetchOne(db, sql: "PRAGMA application_id") == DomainKitsDatabase.applicationID)
        #expect(try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal")
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
        #expect(applied == DomainKitsDatabase.migrationIdentifiers)
      }
      #expect(
        DomainKitsDatabase.migrationIdentifiers == [
          "timetable-v1", "house-rules-v1", "wager-v1", "box-office-v1", "order-book-v1", "candles-v1",
          "body-dates-iso8601-v1",
          "market-board-v1",
          "timetable-evaluations-v1",
          "lecture-post-reports-v1",
          "timetable-favorite-majors-v1",
        ])
    }

    @Test("An empty file (zero bytes) is a new database")
    func emptyFile() async throws {
      let path = folder.path("empty.sqlite")
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      let database = try DomainKitsDatabase.open(atPath: path)
      #expect(try await SQLiteCourseRepository(database).semesters().isEmpty)
    }

    @Test("A second run on the same file sees the first run's data, and opening again migrates nothing")
    func reopen() async throws {
      let path = folder.path("kits.sqlite")
      let semester = Semester(year: 2025, term: .second)
      let course = try Course(name: "데이터베이스", scheduleText: "IT106(금1,2)", code: "30412", section: "001")
      do {
        let first = try DomainKitsDatabase.open(atPath: path)
        try await SQLiteCourseRepository(first).save([course], in: semester)
        try await SQLiteTimetableRepository(first).save(Timetable(id: UUID(), name: "1안"))
      }
      let second = try DomainKitsDatabase.open(atPath: path)
      #expect(try await SQLiteCourseRepository(second).courses(in: semester) == [course])
      #expect(try await SQLiteTimetableRepository(second).timetables().map(\.name) == ["1안"])
      let third = try DomainKitsDatabase(DatabaseQueue(path: path))
      #expect(try await SQLiteCourseRepository(third).courses(in: semester) == [course])
    }

    /// The first schema version as it shipped: only TimetableKit's migration, written by hand so that later edits
    /// of the migration code cannot change what this test opens.
    private func writeFirstSchemaVersion(at path: String, stampApplicationID: Bool) throws {
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        try db.execute(
          sql: """
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('timetable-v1');
            CREATE TABLE course_catalogue (
              id INTEGER PRIMARY KEY, year INTEGER NOT NULL, term INTEGER NOT NULL CHECK (term IN (1, 2)),
              UNIQUE (year, term));
            CREATE TABLE course (
              catalogue_id INTEGER NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL,
              schedule_text TEXT, code TEXT, section TEXT, professor TEXT, classification TEXT, grade INTEGER,
              credits_tenths INTEGER NOT NULL CHECK (credits_tenths >= 0), evaluation_method TEXT, lecture_type TEXT,
              offered_year INTEGER, offered_term INTEGER CHECK (offered_term IN (1, 2)), clock_meetings TEXT,
              departments TEXT NOT NULL, PRIMARY KEY (catalogue_id, position)) WITHOUT ROWID;
            CREATE INDEX course_by_name ON course(catalogue_id, name);
            CREATE TABLE course_department (
              catalogue_id INTEGER NOT NULL, department TEXT NOT NULL, position INTEGER NOT NULL,
              PRIMARY KEY (catalogue_id, department, position)) WITHOUT ROWID;
            CREATE TABLE timetable (
              id TEXT PRIMARY KEY NOT NULL, position INTEGER NOT NULL UNIQUE, name TEXT, body TEXT NOT NULL);
            CREATE TABLE timetable_selection (
              singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
              timetable_id TEXT REFERENCES timetable(id) ON DELETE SET NULL);
            INSERT INTO course_catalogue (id, year, term) VALUES (1, 2024, 1);
            INSERT INTO course (catalogue_id, position, name, schedule_text, code, section, professor,
              credits_tenths, departments)
              VALUES (1, 0, '데이터베이스', 'IT106(금1,2)', '30412', '001', '김교수', 30, '15:컴퓨터학부');
            INSERT INTO course_department VALUES (1, '컴퓨터학부', 0);
            """)
        if stampApplicationID {
          try db.execute(sql: "PRAGMA application_id = \(DomainKitsDatabase.applicationID)")
        }
      }
      try queue.close()
    }

    @Test("A database of the first schema version is migrated and keeps its data", arguments: [true, false])
    func migratesFirstVersion(stampedApplicationID: Bool) async throws {
      let path = folder.path("v1.sqlite")
      try writeFirstSchemaVersion(at: path, stampApplicationID: stampedApplicationID)
      let database = try DomainKitsDatabase.open(atPath: path)
      let applied = try await database.writer.read { db in
        try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
      }
      #expect(applied == DomainKitsDatabase.migrationIdentifiers)
      let expected = try Course(
        name: "데이터베이스", scheduleText: "IT106(금1,2)", code: "30412", section: "001", professor: "김교수",
        departments: ["컴퓨터학부"], credits: 3)
      #expect(try await SQLiteCourseRepository(database).courses(in: Semester(year: 2024, term: .first)) == [expected])
      // The tables of the kits that came later work at once.
      let cache = SQLiteBoxOfficeResponseCache(database)
      let now = Date(timeIntervalSince1970: 1_763_737_260)
      try await cache.save(Data("{}".utf8), for: .movieInfo(code: "1"), expiresAt: now + 60)
      #expect(try await cache.response(for: .movieInfo(code: "1"), at: now) == Data("{}".utf8))
    }

    @Test("A file of garbage bytes, or of text, is a typed error and is left as it was")
    func garbage() throws {
      let path = folder.path("garbage.sqlite")
      var generator = SystemRandomNumberGenerator()
      let bytes = (0..<8_192).map { _ in UInt8.random(in: 0...255, using: &generator) }
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      #expect(throws: DomainKitsDatabaseError.notADatabase(path: path)) { try DomainKitsDatabase.open(atPath: path) }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes), "the file is left as it was")
      let text = folder.path("notes.txt")
      #expect(FileManager.default.createFile(atPath: text, contents: Data("장보기: 우유, 계란\n".utf8)))
      #expect(throws: DomainKitsDatabaseError.notADatabase(path: text)) { try DomainKitsDatabase.open(atPath: text) }
    }

    @Test("A database with damaged pages is a typed error")
    func corrupt() throws {
      let path = folder.path("damaged.sqlite")
      do {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
          try db.execute(sql: "CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)")
          for index in 0..<200 {
            try db.execute(
              sql: "INSERT INTO filler (text) VALUES (?)", arguments: [String(repeating: "가", count: index)])
          }
        }
        try queue.close()
      }
      // Keep the 100-byte header, overwrite the rest of page 1 (the schema's b-tree) with garbage.
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.seek(toOffset: 100)
      handle.write(Data(repeating: 0xA5, count: 3_996))
      try handle.close()
      #expect {
        try DomainKitsDatabase.open(atPath: path)
      } throws: { error in
        guard case .corruptDatabase(let failedPath, _) = error as? DomainKitsDatabaseError else { return false }
        return failedPath == path
      }
    }

    @Test("An SQLite file of another application is refused, and left untouched (not even switched to WAL)")
    func foreign() throws {
      let path = folder.path("notes.sqlite")
      do {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
          try db.execute(
            sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO note (body) VALUES ('메모')")
        }
        try queue.close()
      }
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(throws: DomainKitsDatabaseError.foreignDatabase(path: path, applicationID: 0, tables: ["note"])) {
        try DomainKitsDatabase.open(atPath: path)
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
      #expect(throws: DomainKitsDatabaseError.foreignDatabase(path: path, applicationID: 0, tables: ["note"])) {
        try DomainKitsDatabase(DatabaseQueue(path: path))
      }

      // Another app's GRDB database, with its own migrations; and a database stamped with another application ID.
      let other = folder.path("other-grdb.sqlite")
      do {
        let queue = try DatabaseQueue(path: other)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("createPlayer") { db in try db.execute(sql: "CREATE TABLE player (id INTEGER)") }
        try migrator.migrate(queue)
        try queue.close()
      }
      #expect(
        throws: DomainKitsDatabaseError.foreignDatabase(
          path: other, applicationID: 0, tables: ["grdb_migrations", "player"])
      ) {
        try DomainKitsDatabase.open(atPath: other)
      }
      let stamped = folder.path("stamped.sqlite")
      do {
        let queue = try DatabaseQueue(path: stamped)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA application_id = 1234") }
        try queue.close()
      }
      #expect(throws: DomainKitsDatabaseError.foreignDatabase(path: stamped, applicationID: 1234, tables: [])) {
        try DomainKitsDatabase.open(atPath: stamped)
      }
    }

    @Test("A database written by a newer version is refused, naming the migrations this version does not know")
    func newer() throws {
      let path = folder.path("newer.sqlite")
      do {
        let database = try DomainKitsDatabase.open(atPath: path)
        try database.writer.write { db in
          try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('timetable-v2'), ('a-future-kit-v1')")
        }
      }
      #expect(
        throws: DomainKitsDatabaseError.newerSchema(path: path, unknownMigrations: ["a-future-kit-v1", "timetable-v2"])
      ) {
        try DomainKitsDatabase.open(atPath: path)
      }
    }

    @Test("A file in a missing folder cannot be opened, with a typed error")
    func missingFolder() {
      let path = folder.path("missing/folder/kits.sqlite")
      #expect {
        try DomainKitsDatabase.open(atPath: path)
      } throws: { error in
        guard case .cannotOpen(let failedPath, _) = error as? DomainKitsDatabaseError else { return false }
        return failedPath == path
      }
    }

    @Test("Errors name the file and what is wrong")
    func descriptions() {
      #expect(
        DomainKitsDatabaseError.notADatabase(path: "/tmp/a.sqlite").description
          == "\"/tmp/a.sqlite\" is not an SQLite database")
      #expect(
        DomainKitsDatabaseError.foreignDatabase(path: "/tmp/b.sqlite", applicationID: 0, tables: ["note"]).description
          == "\"/tmp/b.sqlite\" belongs to another application (application_id 0, tables: note)")
      #expect(
        DomainKitsDatabaseError.invalidStoredValue(table: "course", key: "2025-2 #3", reason: "bad").description
          == "stored row 2025-2 #3 of course is invalid: bad")
      #expect(DomainKitsDatabaseError.sqlite(code: 13, message: "database or disk is full").description.contains("13"))
    }
  }
#endif
