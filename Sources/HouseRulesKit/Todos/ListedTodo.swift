/// A rule to keep today as the Hous server lists it: the viewer's own todos (`GET /room/{roomId}/rules/me`, the
/// home screen's `todoList`) or the house's (`GET /room/{roomId}/rules`'s `todayTodoRules`).
///
/// Each list gives part of the fields; the others are `nil` or empty, as documented on each.
public struct ListedTodo: Hashable, Sendable {
  /// The rule's identifier (`_id`); `nil` on the home screen, which lists todos by name only.
  public let rule: RuleID?
  /// The rule's name (`ruleName`).
  public let name: String
  /// The icon of the rule's category (`categoryIcon`); the viewer's todos only.
  public let icon: CategoryIcon?
  /// Whether the viewer has checked the rule today (`isChecked`); the viewer's todos and the home screen only.
  public let isChecked: Bool?
  /// Today's assignees (`todayMembersWithTypeColor`, listed without identifiers); the house's todos only.
  public let assignees: [ListedHomie]
  /// Whether today's assignees are temporary (`isTmpMember`); the house's todos only.
  public let isTemporary: Bool?
  /// Whether every assignee has checked the rule today (`isAllChecked`); the house's todos only.
  public let isAllChecked: Bool?

  /// Creates a listed todo.
  public init(
    rule: RuleID?, name: String, icon: CategoryIcon? = nil, isChecked: Bool? = nil, assignees: [ListedHomie] = [],
    isTemporary: Bool? = nil, isAllChecked: Bool? = nil
  ) {
    self.rule = rule
    self.name = name
    self.icon = icon
    self.isChecked = isChecked
    self.assignees = assignees
    self.isTemporary = isTemporary
    self.isAllChecked = isAllChecked
  }
}
