import Foundation

/// Which exam the post is about: the wire's `examType`.
public enum ExamType: String, CaseIterable, Hashable, Codable, Sendable {
  /// 중간고사.
  case midterm = "중간고사"
  /// 기말고사.
  case final = "기말고사"
  /// 쪽지 (a quiz).
  case quiz = "쪽지"
  /// 기타.
  case other = "기타"
}
