import Foundation

/// One of the viewer's own evaluations (`GET /evaluate-posts/written`): the post, and the lecture it is about with
/// the semesters an edit may pick.
public struct WrittenEvaluation: Hashable, Sendable, Identifiable {
  /// The post.
  public let post: ListedEvaluation
  /// The lecture's names.
  public let lecture: LectureNames
  /// The semesters the lecture was taught, oldest first, without repeats (an edit picks one of them).
  public let lectureSemesters: [Semester]

  /// The server's post id.
  public var id: Int { post.id }

  /// Creates a written evaluation.
  public init(post: ListedEvaluation, lecture: LectureNames, lectureSemesters: [Semester]) {
    self.post = post
    self.lecture = lecture
    self.lectureSemesters = lectureSemesters
  }
}
