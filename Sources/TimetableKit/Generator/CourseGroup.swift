/// A group of interchangeable sections: the student wants one of them (any section of 데이터베이스).
public struct CourseGroup: Hashable, Sendable {
  /// A label for the group, such as the course name.
  public let name: String
  /// The sections to choose from.
  public let sections: [Course]

  /// Creates a group.
  public init(name: String, sections: [Course]) {
    self.name = name
    self.sections = sections
  }
}
