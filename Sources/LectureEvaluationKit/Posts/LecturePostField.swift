/// A field of an evaluation or exam post, as errors name it; `rawValue` is the wire's key.
public enum LecturePostField: String, CaseIterable, Hashable, Codable, Sendable {
  /// `selectedSemester`.
  case semester = "selectedSemester"
  /// `satisfaction`.
  case satisfaction
  /// `learning`.
  case learning
  /// `honey`.
  case honey
  /// `team`.
  case team
  /// `difficulty`.
  case difficulty
  /// `homework`.
  case homework
  /// `content`.
  case content
  /// `examType`.
  case examType
  /// `examInfo`.
  case examInfo
  /// `examDifficulty`.
  case examDifficulty
}
