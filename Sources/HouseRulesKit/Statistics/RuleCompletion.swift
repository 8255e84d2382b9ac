/// A rule's completion over a range of days.
public struct RuleCompletion: Hashable, Sendable, Codable {
  /// The rule.
  public let rule: RuleID
  /// Its duties and checks.
  public let completion: Completion
}
