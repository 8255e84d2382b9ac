#if SQLite
  import DomainKitsGRDBCore
  import GRDB

  /// A selection of a catalogue's courses, with the statement that reads it (`position, <columns>`, in stored order)
  /// through the right index. `?1` is the catalogue, `?2` the lookup's text.
  enum CourseLookup: Sendable {
    /// The whole catalogue: one primary-key range.
    case all
    /// The courses that list a department: a range of `course_department`'s primary key.
    case department(String)
    /// Every section of one course name: `course_by_name`.
    case name(String)

    /// The statement that reads the courses.
    var sql: String {
      let select = "SELECT position, \(CourseRow.columns) FROM course"
      return switch self {
      case .all: "\(select) WHERE catalogue_id = ?1 ORDER BY position"
      case .department:
        "\(select) WHERE catalogue_id = ?1 AND position IN "
          + "(SELECT position FROM course_department WHERE catalogue_id = ?1 AND department = ?2) ORDER BY position"
      // Without statistics SQLite would rather scan the catalogue's primary-key range; the index is far narrower.
      case .name: "\(select) INDEXED BY course_by_name WHERE catalogue_id = ?1 AND name = ?2 ORDER BY position"
      }
    }

    /// The values of `?1` and `?2`.
    func arguments(catalogue: Int64) -> StatementArguments {
      switch self {
      case .all: [catalogue]
      case .department(let text), .name(let text): [catalogue, text]
      }
    }
  }
#endif
