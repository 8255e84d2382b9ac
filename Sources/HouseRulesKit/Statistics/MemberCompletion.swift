/// A member's completion over a range of days.
public struct MemberCompletion: Hashable, Sendable, Codable {
  /// The member.
  public let member: HomieID
  /// Their duties and checks.
  public let completion: Completion
}
