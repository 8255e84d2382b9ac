#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import TimetableKit

  /// A `CourseRepository` in SQLite: each semester's catalogue in the `course` table, one row per course.
  ///
  /// ``save(_:in:)`` checks the batch for duplicate identities, then deletes the old catalogue and inserts
  /// the new one in one transaction through prepared statements; a failure anywhere (a full disk, a crash) leaves the
  /// old catalogue as it was, and readers see the old catalogue or the new one, never a mix.
  ///
  /// Beyond the protocol it answers the two lookups a course picker makes, from indexes: the courses of one major
  /// (``courses(in:department:)``) and every section of one course name (``courses(in:named:)``).
  public struct SQLiteCourseRepository: CourseRepository {
    /// The database the catalogues live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    /// The semesters that have a catalogue, oldest first.
    public func semesters() async throws -> [Semester] {
      try await database.read { db in
        try Row.fetchAll(db, sql: "SELECT year, term FROM course_catalogue ORDER BY year, term").map { row in
          let stored = StoredRow(row: row, table: "course_catalogue", key: StoredRow.keyText(row[0]))
          let (year, number) = (try stored.int(0), try stored.int(1))
          guard let term = Semester.Term(rawValue: number) else { throw stored.invalid("term \(number)") }
          return Semester(year: year, term: term)
        }
      }
    }

    /// The semester's catalogue in stored order; empty when there is none.
    ///
    /// - Complexity: one primary-key range scan, then O(*n*) course rebuilds (each parses its schedule text).
    public func courses(in semester: Semester) async throws -> [Course] {
      try await database.read { db in
        try Self.courses(db, semester: semester, lookup: .all)
      }
    }

    /// The courses of the semester that list `department` (a major such as "컴퓨터학부"), in stored order.
    public func courses(in semester: Semester, department: String) async throws -> [Course] {
      try await database.read { db in
        try Self.courses(db, semester: semester, lookup: .department(department))
      }
    }

    /// The courses of the semester named exactly `name` (every section of it), in stored order.
    public func courses(in semester: Semester, named name: String) async throws -> [Course] {
      try await database.read { db in
        try Self.courses(db, semester: semester, lookup: .name(name))
      }
    }

    /// Replaces the semester's catalogue in one transaction.
    ///
    /// - Throws: `CourseRepositoryError.duplicateCourse` for the first course whose identity repeats (checked before
    ///   anything is written), or a `DomainKitsDatabaseError`; the old catalogue is kept either way.
    /// - Complexity: O(*n* log *n*) for *n* courses and their department listings (B-tree inserts).
    public func save(_ courses: [Course], in semester: Semester) async throws {
      var seen = Set<CourseID>(minimumCapacity: courses.count)
      for course in courses where !seen.insert(course.id).inserted {
        throw CourseRepositoryError.duplicateCourse(course.id)
      }
      try await database.write { db in
        let catalogue = try Self.catalogueID(db, semester: semester, create: true) ?? 0
        try db.execute(sql: "DELETE FROM course_department WHERE catalogue_id = ?", arguments: [catalogue])
        try db.execute(sql: "DELETE FROM course WHERE catalogue_id = ?", arguments: [catalogue])
        let insert = try db.cachedStatement(sql: CourseRow.insertSQL)
        let insertDepartment = try db.cachedStatement(sql: CourseRow.insertDepartmentSQL)
        for (position, course) in courses.enumerated() {
          insert.setUncheckedArguments(try CourseRow.arguments(course, catalogue: catalogue, position: position))
          try insert.execute()
          for department in course.departments {
            insertDepartment.setUncheckedArguments([catalogue, department, position])
            try insertDepartment.execute()
          }
        }
      }
    }

    /// Removes the semester's catalogue; `false` when there was none (not an error).
    @discardableResult public func remove(in semester: Semester) async throws -> Bool {
      try await database.write { db in
        guard let catalogue = try Self.catalogueID(db, semester: semester, create: false) else { return false }
        try db.execute(sql: "DELETE FROM course_department WHERE catalogue_id = ?", arguments: [catalogue])
        try db.execute(sql: "DELETE FROM course WHERE catalogue_id = ?", arguments: [catalogue])
        try db.execute(sql: "DELETE FROM course_catalogue WHERE id = ?", arguments: [catalogue])
        return true
      }
    }

    // MARK: Queries

    /// The catalogue row of `semester`, created when asked.
    private static func catalogueID(_ db: Database, semester: Semester, create: Bool) throws -> Int64? {
      let arguments: StatementArguments = [semester.year, semester.term.rawValue]
      if let id = try Int64.fetchOne(
        db, sql: "SELECT id FROM course_catalogue WHERE year = ? AND term = ?", arguments: arguments)
      {
        return id
      }
      guard create else { return nil }
      try db.execute(sql: "INSERT INTO course_catalogue (year, term) VALUES (?, ?)", arguments: arguments)
      return db.lastInsertedRowID
    }

    /// The courses of a lookup, in stored order.
    private static func courses(_ db: Database, semester: Semester, lookup: CourseLookup) throws -> [Course] {
      guard let catalogue = try catalogueID(db, semester: semester, create: false) else { return [] }
      var courses: [Course] = []
      let rows = try Row.fetchCursor(db, sql: lookup.sql, arguments: lookup.arguments(catalogue: catalogue))
      while let row = try rows.next() {
        courses.append(try CourseRow.course(from: row, semester: semester))
      }
      return courses
    }
  }
#endif
