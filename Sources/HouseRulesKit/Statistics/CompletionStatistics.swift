/// Completion of every member and every rule over a range of days.
///
/// Duties follow the rules as they are now (assignments, rotations and temporary assignees): a change to a rule
/// re-plans its past too. A check counts when its member was assigned that day, so `completed <= assigned`.
public struct CompletionStatistics: Hashable, Sendable {
  /// The first day counted.
  public let from: CalendarDay
  /// The last day counted (inclusive).
  public let through: CalendarDay
  /// Each member's completion, in join order.
  public let members: [MemberCompletion]
  /// Each rule's completion (key rules left out), in rule order.
  public let rules: [RuleCompletion]

  /// The whole house's completion.
  public var total: Completion {
    Completion(
      assigned: rules.reduce(0) { $0 + $1.completion.assigned },
      completed: rules.reduce(0) { $0 + $1.completion.completed })
  }

  /// One member's completion, or `nil` for a member not in the house.
  public func completion(ofMember member: HomieID) -> Completion? {
    members.first { $0.member == member }?.completion
  }

  /// One rule's completion, or `nil` for a rule not counted.
  public func completion(ofRule rule: RuleID) -> Completion? {
    rules.first { $0.rule == rule }?.completion
  }
}
