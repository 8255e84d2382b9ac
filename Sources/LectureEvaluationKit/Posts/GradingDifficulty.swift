/// How strictly the lecture grades (학점): the wire's `difficulty`.
///
/// 0 is lenient, as the server and every client but one read it (that one had the scale reversed).
public enum GradingDifficulty: Int, CaseIterable, Hashable, Codable, Sendable {
  /// 너그러움.
  case lenient = 0
  /// 보통.
  case moderate = 1
  /// 까다로움.
  case strict = 2
}
