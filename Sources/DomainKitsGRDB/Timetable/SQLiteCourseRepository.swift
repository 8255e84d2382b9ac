import Foundation
import GRDB
import TimetableKit

/// A `CourseRepository` in SQLite: each semester's catalogue in the `course` table, one row per course.
///
/// ``replaceCourses(_:in:)`` deletes the old catalogue and inserts the new one in one transaction through a
/// prepared statement: about 2,000 courses in a few milliseconds, and a failure anywhere (a duplicate identity,
/// a full disk, a crash) leaves the old catalogue as it was. Readers see the old catalogue or the new one.
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
  /// - Complexity: two indexed range scans, then O(*n*) course rebuilds (each parses its schedule text).
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
  /// - Throws: `CourseRepositoryError.duplicateCourse` for the first course whose identity repeats (the unique
  ///   index finds it), or a ``DomainKitsDatabaseError``; the old catalogue is kept either way.
  /// - Complexity: O(*n* log *n*) for *n* courses and their department listings (B-tree inserts).
  public func replaceCourses(_ courses: [Course], in semester: Semester) async throws {
    try await database.write { db in
      let catalogue = try Self.catalogueID(db, semester: semester, create: true) ?? 0
      try db.execute(sql: "DELETE FROM course_department WHERE catalogue_id = ?", arguments: [catalogue])
      try db.execute(sql: "DELETE FROM course WHERE catalogue_id = ?", arguments: [catalogue])
      let insert = try db.cachedStatement(sql: CourseRow.insertSQL)
      let insertDepartment = try db.cachedStatement(sql: CourseRow.insertDepartmentSQL)
      for (position, course) in courses.enumerated() {
        do {
          try insert.execute(arguments: try CourseRow.arguments(course, catalogue: catalogue, position: position))
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
          throw CourseRepositoryError.duplicateCourse(course.id)
        }
        for (rank, department) in course.departments.enumerated() {
          try insertDepartment.execute(arguments: [catalogue, position, rank, department])
        }
      }
    }
  }

  /// Removes the semester's catalogue.
  public func removeCourses(in semester: Semester) async throws {
    try await database.write { db in
      guard let catalogue = try Self.catalogueID(db, semester: semester, create: false) else { return }
      // Children first: the deletes do not rely on the connection having foreign keys (and cascades) on.
      try db.execute(sql: "DELETE FROM course_department WHERE catalogue_id = ?", arguments: [catalogue])
      try db.execute(sql: "DELETE FROM course WHERE catalogue_id = ?", arguments: [catalogue])
      try db.execute(sql: "DELETE FROM course_catalogue WHERE id = ?", arguments: [catalogue])
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

  /// The courses of a lookup, with their departments, in stored order.
  private static func courses(_ db: Database, semester: Semester, lookup: CourseLookup) throws -> [Course] {
    guard let catalogue = try catalogueID(db, semester: semester, create: false) else { return [] }
    let arguments = lookup.arguments(catalogue: catalogue)
    // Departments come sorted by course, so they are merged into the course scan in one pass.
    let departmentRows = try Row.fetchAll(db, sql: lookup.departmentsSQL, arguments: arguments)
    var next = departmentRows.startIndex
    var courses: [Course] = []
    let rows = try Row.fetchCursor(db, sql: lookup.coursesSQL, arguments: arguments)
    while let row = try rows.next() {
      let position: DatabaseValue = row[0]
      var departments: [String] = []
      while next < departmentRows.endIndex, departmentRows[next][0] as DatabaseValue == position {
        let stored = StoredRow(row: departmentRows[next], table: "course_department", key: "\(semester)")
        departments.append(try stored.text(1))
        next += 1
      }
      courses.append(try CourseRow.course(from: row, departments: departments, semester: semester))
    }
    return courses
  }
}
