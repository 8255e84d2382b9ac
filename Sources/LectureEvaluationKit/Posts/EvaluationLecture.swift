import Foundation

/// A lecture as the evaluation rules need it: its names and the semesters it was taught, which an evaluation's or
/// exam post's semester must be one of.
public struct EvaluationLecture: Hashable, Codable, Sendable, Identifiable {
  /// The lecture's identity (the server's lecture `id`).
  public let id: Int
  /// The lecture name, copied into the server's write request.
  public var name: String
  /// The professor, copied into the server's write request.
  public var professor: String
  /// The semesters it was taught, oldest first.
  public var semesters: [Semester]

  /// Creates a lecture.
  public init(id: Int, name: String, professor: String, semesters: [Semester]) {
    self.id = id
    self.name = name
    self.professor = professor
    self.semesters = Array(Set(semesters)).sorted()
  }

  /// The lecture a summary of the lecture list or detail describes, to write a post about it.
  public init(_ summary: LectureSummary) {
    self.init(id: summary.id, name: summary.name, professor: summary.professor, semesters: summary.semesters)
  }
}
