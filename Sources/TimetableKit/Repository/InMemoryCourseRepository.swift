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
  public func save(_ courses: [Course], in semester: Semester) throws {
    var seen = Set<CourseID>()
    for course in courses where !seen.insert(course.id).inserted {
      throw CourseRepositoryError.duplicateCourse(course.id)
    }
    catalogues[semester] = courses
  }

  /// Removes the semester's catalogue; `false` when there was none.
  @discardableResult public func remove(in semester: Semester) -> Bool {
    catalogues.removeValue(forKey: semester) != nil
  }
}
