/// Stores course catalogues, one per semester; a semester's catalogue is replaced in one batch.
///
/// Implementations must make ``replaceCourses(_:in:)`` all-or-nothing: a reader sees the old catalogue or the
/// new one, never a mix. A SQLite adapter implements the same protocol.
public protocol CourseRepository: Sendable {
  /// The semesters that have a catalogue, oldest first.
  func semesters() async throws -> [Semester]
  /// The catalogue of a semester, in the order it was stored; empty when there is none.
  func courses(in semester: Semester) async throws -> [Course]
  /// Replaces a semester's catalogue with `courses`.
  ///
  /// - Throws: ``CourseRepositoryError/duplicateCourse(_:)`` when two courses share an identity; nothing is
  ///   stored then.
  func replaceCourses(_ courses: [Course], in semester: Semester) async throws
  /// Removes a semester's catalogue (nothing happens when there is none).
  func removeCourses(in semester: Semester) async throws
}

/// Why a repository refused a change.
public enum CourseRepositoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Two courses of one batch share an identity.
  case duplicateCourse(CourseID)

  /// A readable explanation naming the input at fault.
  public var description: String {
    switch self {
    case .duplicateCourse(let id): "course \(id) appears twice in one catalogue"
    }
  }
}

/// A ``CourseRepository`` in memory, for tests, previews and apps that fetch the catalogue each launch.
public actor InMemoryCourseRepository: CourseRepository {
  private var catalogues: [Semester: [Course]] = [:]

  /// Creates an empty repository.
  public init() {}

  /// The semesters that have a catalogue, oldest first.
  public func semesters() -> [Semester] {
    catalogues.keys.sorted()
  }

  /// The semester's catalogue, or an empty list.
  public func courses(in semester: Semester) -> [Course] {
    catalogues[semester] ?? []
  }

  /// Replaces the semester's catalogue; refuses a batch holding two courses with one identity.
  public func replaceCourses(_ courses: [Course], in semester: Semester) throws {
    var seen = Set<CourseID>()
    for course in courses where !seen.insert(course.id).inserted {
      throw CourseRepositoryError.duplicateCourse(course.id)
    }
    catalogues[semester] = courses
  }

  /// Removes the semester's catalogue.
  public func removeCourses(in semester: Semester) {
    catalogues[semester] = nil
  }
}
