/// The two kinds of post a student writes about a lecture.
public enum LecturePostKind: String, CaseIterable, Hashable, Codable, Sendable {
  /// A lecture evaluation (강의평가).
  case evaluation
  /// An exam post (시험정보).
  case exam
}
