// The three multiple-choice fields of a lecture evaluation, with the server's integer codes as raw values.

/// Whether the lecture has team projects (조모임): the wire's `team`.
public enum TeamProject: Int, CaseIterable, Hashable, Codable, Sendable {
  /// 없음. (Not `none`: a case of that name is mistaken for `Optional.none`.)
  case absent = 0
  /// 있음.
  case present = 1
}

/// How much homework the lecture gives (과제): the wire's `homework`.
public enum HomeworkLoad: Int, CaseIterable, Hashable, Codable, Sendable {
  /// 없음. (Not `none`: a case of that name is mistaken for `Optional.none`.)
  case absent = 0
  /// 보통.
  case moderate = 1
  /// 많음.
  case heavy = 2
}

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
