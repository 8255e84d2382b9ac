import Foundation

/// How hard the exam was: the wire's `examDifficulty`.
public enum ExamDifficulty: String, CaseIterable, Hashable, Codable, Sendable {
  /// 쉬움.
  case easy = "쉬움"
  /// 보통.
  case moderate = "보통"
  /// 어려움.
  case hard = "어려움"
}
