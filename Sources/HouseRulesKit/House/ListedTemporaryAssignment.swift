/// A rule's temporary assignees of today as the Hous server lists them for choosing
/// (`GET /room/{roomId}/rule/{ruleId}/today`): every member, and which of them are assigned.
public struct ListedTemporaryAssignment: Hashable, Sendable {
  /// The rule (`_id`).
  public let rule: RuleID
  /// Every member the server lists (`homies`).
  public let homies: [ListedHomie]
  /// The members assigned today (those the server marks `isChecked`), in the server's order.
  public let members: [HomieID]

  /// Creates a listed temporary assignment.
  public init(rule: RuleID, homies: [ListedHomie], members: [HomieID]) {
    self.rule = rule
    self.homies = homies
    self.members = members
  }

  /// The assignment on `day`, the server's today, which the body does not name.
  public func assignment(on day: CalendarDay) -> TemporaryAssignment {
    TemporaryAssignment(rule: rule, day: day, members: members)
  }
}
