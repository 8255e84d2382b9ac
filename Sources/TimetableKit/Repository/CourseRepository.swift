/// Stores course catalogues, one per semester; a semester's catalogue is replaced in one batch.
///
/// Implementations must make ``save(_:in:)`` all-or-nothing: a reader sees the old catalogue or the
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
  func save(_ courses: [Course], in semester: Semester) async throws
  /// Removes a semester's catalogue; `false` when there was none (not an error).
  @discardableResult func remove(in semester: Semester) async throws -> Bool
}
