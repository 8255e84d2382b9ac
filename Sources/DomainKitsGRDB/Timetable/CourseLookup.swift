import GRDB

/// A selection of a catalogue's courses, with the two statements that read it through the indexes: the courses
/// (`position, <columns>`, in stored order) and their department listings (`position, department`, by course then
/// rank), so the two can be merged in one pass. `?1` is the catalogue, `?2` the lookup's text.
enum CourseLookup: Sendable {
  /// The whole catalogue: two primary-key range scans.
  case all
  /// The courses that list a department: `course_department_by_name`.
  case department(String)
  /// Every section of one course name: `course_by_name`.
  case name(String)

  /// The statement that reads the courses.
  var coursesSQL: String {
    let select = "SELECT position, \(CourseRow.columns) FROM course"
    return switch self {
    case .all: "\(select) WHERE catalogue_id = ?1 ORDER BY position"
    case .department:
      "\(select) WHERE catalogue_id = ?1 AND position IN (\(Self.positionsOfDepartment)) ORDER BY position"
    // Without statistics SQLite would rather scan the catalogue's primary-key range; the index is far narrower.
    case .name: "\(select) INDEXED BY course_by_name WHERE catalogue_id = ?1 AND name = ?2 ORDER BY position"
    }
  }

  /// The statement that reads the departments of those courses.
  var departmentsSQL: String {
    let select = "SELECT position, department FROM course_department WHERE catalogue_id = ?1"
    return switch self {
    case .all: "\(select) ORDER BY position, rank"
    case .department: "\(select) AND position IN (\(Self.positionsOfDepartment)) ORDER BY position, rank"
    case .name:
      "\(select) AND position IN (SELECT position FROM course INDEXED BY course_by_name WHERE catalogue_id = ?1 "
        + "AND name = ?2) ORDER BY position, rank"
    }
  }

  /// The values of `?1` and `?2`.
  func arguments(catalogue: Int64) -> StatementArguments {
    switch self {
    case .all: [catalogue]
    case .department(let text), .name(let text): [catalogue, text]
    }
  }

  private static let positionsOfDepartment =
    "SELECT position FROM course_department WHERE catalogue_id = ?1 AND department = ?2"
}
