/// The post a student reports: an evaluation or an exam post.
public enum ReportedPost: Hashable, Sendable, Codable {
  /// A lecture evaluation.
  case evaluation(EvaluationPostID)
  /// An exam post.
  case exam(ExamPostID)
}
