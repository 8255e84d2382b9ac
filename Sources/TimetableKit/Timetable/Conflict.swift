/// A course already in a timetable that clashes with a new one, with every overlap between the two.
public struct Conflict: Hashable, Sendable {
  /// The course already in the timetable.
  public let course: Course
  /// Each overlap, by day and then time.
  public let overlaps: [Overlap]

  /// Creates a conflict.
  public init(course: Course, overlaps: [Overlap]) {
    self.course = course
    self.overlaps = overlaps
  }
}

extension Conflict: CustomStringConvertible {
  /// "데이터베이스: 금1-2 (09:30-11:20), 금3 (11:30-12:20)".
  public var description: String {
    "\(course.name): " + overlaps.map(\.description).joined(separator: ", ")
  }
}
