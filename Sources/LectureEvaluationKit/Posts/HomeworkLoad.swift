/// How much homework the lecture gives (과제): the wire's `homework`.
public enum HomeworkLoad: Int, CaseIterable, Hashable, Codable, Sendable {
  /// 없음. (Not `none`: a case of that name is mistaken for `Optional.none`.)
  case absent = 0
  /// 보통.
  case moderate = 1
  /// 많음.
  case heavy = 2
}
