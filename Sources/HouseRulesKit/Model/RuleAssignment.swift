/// One member's part of a rule: the weekdays on which they keep it.
public struct RuleAssignment: Hashable, Sendable, Codable {
  /// The member.
  public var member: HomieID
  /// The weekdays; at least one.
  public var weekdays: WeekdaySet

  /// Creates an assignment.
  public init(member: HomieID, weekdays: WeekdaySet) {
    self.member = member
    self.weekdays = weekdays
  }
}
