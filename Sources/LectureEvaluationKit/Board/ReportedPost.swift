/// The post a student reports: an evaluation or an exam post.
public enum ReportedPost: Hashable, Sendable, Codable {
  /// A lecture evaluation.
  case evaluation(EvaluationPostID)
  /// An exam post.
  case exam(ExamPostID)

  /// Which kind of post.
  public var kind: LecturePostKind {
    switch self {
    case .evaluation: .evaluation
    case .exam: .exam
    }
  }

  /// The post's identity as text, as errors name it.
  public var postID: String {
    switch self {
    case .evaluation(let id): id.rawValue
    case .exam(let id): id.rawValue
    }
  }
}
