/// Whether the lecture has team projects (조모임): the wire's `team`.
public enum TeamProject: Int, CaseIterable, Hashable, Codable, Sendable {
  /// 없음. (Not `none`: a case of that name is mistaken for `Optional.none`.)
  case absent = 0
  /// 있음.
  case present = 1
}
