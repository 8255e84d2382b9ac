/// Why a timetable refused a change. A refused change leaves the timetable exactly as it was.
public enum TimetableError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The course (by ``CourseID``) is already in the timetable.
  case alreadyAdded(CourseID)
  /// The course clashes with the listed courses: every one of them, with every overlap.
  case conflict(course: CourseID, conflicts: [Conflict])
  /// Adding the course would take the total to `total`, above `limit`; or a new limit is below the current total.
  case creditLimitExceeded(limit: Credits, total: Credits)
  /// No course with this identity is in the timetable.
  case notFound(CourseID)

  /// A readable explanation naming the input at fault.
  public var description: String {
    switch self {
    case .alreadyAdded(let id):
      "course \(id) is already in the timetable"
    case .conflict(let id, let conflicts):
      "course \(id) conflicts with \(conflicts.count) course\(conflicts.count == 1 ? "" : "s"): "
        + conflicts.map(\.description).joined(separator: "; ")
    case .creditLimitExceeded(let limit, let total):
      "\(total) credits would exceed the limit of \(limit)"
    case .notFound(let id):
      "course \(id) is not in the timetable"
    }
  }
}
