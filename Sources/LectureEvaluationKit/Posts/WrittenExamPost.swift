import Foundation

/// One of the viewer's own exam posts (`GET /exam-posts/written`).
public struct WrittenExamPost: Hashable, Sendable, Identifiable {
  /// The post.
  public let post: ListedExamPost
  /// The lecture's names.
  public let lecture: LectureNames
  /// The semesters the lecture was taught, oldest first, without repeats.
  public let lectureSemesters: [Semester]

  /// The server's post id.
  public var id: Int { post.id }

  /// Creates a written exam post.
  public init(post: ListedExamPost, lecture: LectureNames, lectureSemesters: [Semester]) {
    self.post = post
    self.lecture = lecture
    self.lectureSemesters = lectureSemesters
  }
}
