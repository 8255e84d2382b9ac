#if SQLite
  import Foundation
  import GRDB
  import PropertyBased
  import Testing
  import TimetableKit

  @testable import DomainKitsGRDB
  @testable import TimetableKitGRDB

  @Suite("Course catalogues in SQLite")
  struct CatalogueTests {
    let fall = Semester(year: 2025, term: .second)

    @Test("Imported portal courses round-trip exactly: merged departments, 1.5 credits, Korean and NFD text")
    func roundTrip() async throws {
      let imported = try USWPortalDecoder.courses(from: CatalogueFixture.portalJSON).courses
      #expect(imported.count == 6, "two listings of one section merge into one course")
      let database = try DomainKitsDatabase.inMemory()
      let repository = SQLiteCourseRepository(database)
      try await repository.save(imported, in: fall)
      let loaded = try await repository.courses(in: fall)
      #expect(loaded == imported)
      // Swift's == on strings ignores normalization; the stored bytes must be the same bytes.
      #expect(loaded.map { Array($0.name.utf8) } == imported.map { Array($0.name.utf8) })
      #expect(loaded.first?.departments == ["컴퓨터학부", "데이터과학부"])
      #expect(loaded.map(\.credits.description) == ["3", "3", "1.5", "2", "3", "3"])
      // Credits are an integer number of tenths in the file, never a REAL.
      let stored = try database.writer.read { db in
        try Row.fetchAll(db, sql: "SELECT typeof(credits_tenths), credits_tenths FROM course ORDER BY position")
      }
      #expect(stored.map { $0[0] as String } == Array(repeating: "integer", count: 6))
      #expect(stored.map { $0[1] as Int } == [30, 30, 15, 20, 30, 30])
    }

    @Test("Only the candles' Doubles are REAL: every decimal is an integer or text, every instant an integer")
    func noRealColumns() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let types = try await database.writer.read { db in
        var types: [String: String] = [:]
        for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") {
          for column in try Row.fetchAll(db, sql: "SELECT name, type FROM pragma_table_info(?)", arguments: [table]) {
            types["\(table).\(column[0] as String)"] = column[1] as String
          }
        }
        return types
      }
      #expect(types.count > 40)
      let inexact = types.filter { ["REAL", "FLOAT", "DOUBLE", "NUMERIC"].contains($0.value.uppercased()) }
      // CandleKit's `Candle` holds Doubles (chart geometry), which a REAL keeps bit for bit.
      #expect(Set(inexact.keys) == Set(["open", "high", "low", "close", "volume"].map { "candle.\($0)" }))
    }

    @Test("A duplicate at the end of a 2,000-course replace is refused and leaves the old catalogue intact")
    func duplicateRollsBack() async throws {
      let repository = SQLiteCourseRepository(try DomainKitsDatabase.inMemory())
      let old = try CatalogueFixture.courses(count: 300)
      try await repository.save(old, in: fall)
      var new = try CatalogueFixture.courses(count: 2_000, variant: 1)
      new.append(new[1_500])
      await #expect(throws: CourseRepositoryError.duplicateCourse(new[1_500].id)) {
        try await repository.save(new, in: fall)
      }
      #expect(try await repository.courses(in: fall) == old)
      // A refused replace of a new semester leaves no empty catalogue behind either.
      await #expect(throws: CourseRepositoryError.self) {
        try await repository.save(new, in: Semester(year: 2026, term: .first))
      }
      #expect(try await repository.semesters() == [fall])
    }

    @Test("A crash in the middle of a replace (a record that makes SQLite fail) leaves the old catalogue intact")
    func failureMidReplace() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let repository = SQLiteCourseRepository(database)
      let old = try CatalogueFixture.courses(count: 500)
      try await repository.save(old, in: fall)
      // The 1,000th record of the new catalogue is a bomb: inserting it aborts, as a crash or a full disk would.
      try await database.writer.write { db in
        try db.execute(
          sql: """
            CREATE TEMP TRIGGER bomb BEFORE INSERT ON main.course WHEN NEW.name = '폭탄'
            BEGIN SELECT RAISE(ABORT, 'simulated crash'); END
            """)
      }
      var new = try CatalogueFixture.courses(count: 2_000, variant: 2)
      new[999] = try Course(name: "폭탄", scheduleText: "IT999(월1)", code: "99999", section: "001")
      await #expect {
        try await repository.save(new, in: fall)
      } throws: { error in
        guard case .sqlite(_, let message) = error as? DomainKitsDatabaseError else { return false }
        return message.contains("simulated crash")
      }
      #expect(try await repository.courses(in: fall) == old)
      #expect(
        try await repository.courses(in: fall, department: "간호학과") == old.filter { $0.departments.contains("간호학과") })
    }

    @Test("Courses of a major and every section of a name come from their indexes, in stored order")
    func lookups() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let repository = SQLiteCourseRepository(database)
      let courses = try CatalogueFixture.courses(count: 400)
      try await repository.save(courses, in: fall)
      for department in ["컴퓨터학부", "간호학과", "없는학과"] {
        #expect(
          try await repository.courses(in: fall, department: department)
            == courses.filter { $0.departments.contains(department) })
      }
      #expect(try await repository.courses(in: fall, named: "운영체제") == courses.filter { $0.name == "운영체제" })
      #expect(try await repository.courses(in: Semester(year: 1999, term: .first), named: "운영체제").isEmpty)
      let plans = try await database.writer.read { db in
        try [CourseLookup.department("교양"), .name("운영체제")].map { lookup in
          try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(lookup.sql)", arguments: lookup.arguments(catalogue: 1))
            .map { $0["detail"] as String? ?? "" }.joined(separator: "; ")
        }
      }
      #expect(
        plans[0].contains("SEARCH course_department USING PRIMARY KEY (catalogue_id=? AND department=?)"), "\(plans[0])"
      )
      #expect(plans[1].contains("INDEX course_by_name (catalogue_id=? AND name=?)"), "\(plans[1])")
    }

    @Test("Any catalogue round-trips, and the last replace wins (differential against the in-memory store)")
    func differential() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let sqlite = SQLiteCourseRepository(database)
      let memory = InMemoryCourseRepository()
      let pool = try CatalogueFixture.courses(count: 120)
      let semesters = [fall, Semester(year: 2024, term: .first), Semester(year: 2026, term: .first)]
      await propertyCheck(count: 40, input: Gen.int(in: 0...2), Gen.int(in: 0...119).array(of: 0...40)) {
        (semesterIndex: Int, picks: [Int]) async throws in
        let semester = semesters[semesterIndex]
        let batch = picks.map { pool[$0] }
        let expected = await outcome { try await memory.save(batch, in: semester) }
        let actual = await outcome { try await sqlite.save(batch, in: semester) }
        #expect(actual == expected)
        #expect(try await sqlite.courses(in: semester) == memory.courses(in: semester))
        #expect(try await sqlite.semesters() == memory.semesters())
      }
    }

    @Test("A stored row edited into nonsense is a typed error naming the row, not a crash")
    func tamperedRows() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let repository = SQLiteCourseRepository(database)
      try await repository.save(try CatalogueFixture.courses(count: 3), in: fall)
      let edits = [
        "UPDATE course SET schedule_text = 'IT106(금1,' WHERE position = 1",
        "UPDATE course SET grade = 2.5 WHERE position = 1",
        "UPDATE course SET departments = '99:교양' WHERE position = 1",
        "UPDATE course SET credits_tenths = 'three' WHERE position = 1",
        "UPDATE course SET credits_tenths = 99999999 WHERE position = 1",
        "UPDATE course SET clock_meetings = '[{\"day\": 9}]' WHERE position = 1",
        "UPDATE course SET offered_year = 2025, offered_term = NULL WHERE position = 1",
      ]
      for edit in edits {
        let copy = try DomainKitsDatabase.inMemory()
        let stored = SQLiteCourseRepository(copy)
        try await stored.save(try CatalogueFixture.courses(count: 3), in: fall)
        // Edit around the schema's checks, as another tool or a damaged file might.
        try await copy.writer.writeWithoutTransaction { db in
          try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
          try db.execute(sql: edit)
        }
        await #expect("\(edit)") {
          try await stored.courses(in: fall)
        } throws: { error in
          guard case .invalidStoredValue(let table, let key, _) = error as? DomainKitsDatabaseError else {
            return false
          }
          return table == "course" && key == "2025-2 #1"
        }
      }
      #expect(try await repository.courses(in: fall).count == 3)
    }
  }

  /// The error an operation threw as its description, or `nil` when it succeeded: comparable across stores.
  func outcome(_ operation: () async throws -> Void) async -> String? {
    do {
      try await operation()
      return nil
    } catch {
      return "\(error)"
    }
  }
#endif
