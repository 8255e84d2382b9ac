/// A member's check of a rule on a day: "I kept it".
public struct RuleCheck: Hashable, Sendable, Codable {
  /// The rule.
  public let rule: RuleID
  /// The member who checked.
  public let member: HomieID
  /// The day the check is for, in the house's time zone.
  public let day: CalendarDay

  /// Creates a check record.
  public init(rule: RuleID, member: HomieID, day: CalendarDay) {
    self.rule = rule
    self.member = member
    self.day = day
  }
}
