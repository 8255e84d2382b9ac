/// A house rule: who keeps it on which weekdays, or a key rule that everyone keeps every day.
///
/// A key rule has no assignees, no rotation and no notifications. Any other rule has either fixed
/// ``assignments`` (each member with at least one weekday) or a ``rotation``. The house checks this and the
/// name when the rule is added (``House/validate(_:)-(Rule)``).
///
/// ```swift
/// let dishes = Rule(
///   id: "dishes", name: "설거지", category: "kitchen",
///   assignments: [RuleAssignment(member: "minjae", weekdays: [.monday, .thursday])],
///   notificationsEnabled: true)
/// ```
public struct Rule: Identifiable, Hashable, Sendable, Codable {
  /// The rule's identifier.
  public let id: RuleID
  /// The name (up to ``HouseLimits/ruleName`` characters, unique in the house).
  public var name: String
  /// The category the rule belongs to.
  public var category: CategoryID
  /// Whether this is a key rule: one for everyone, shown apart, never checked.
  public var isKeyRule: Bool
  /// Who keeps the rule on which weekdays (empty for key rules and rotating rules).
  public var assignments: [RuleAssignment]
  /// A weekly rotation of one assignee among several members, instead of fixed assignments.
  public var rotation: Rotation?
  /// Whether assignees get the daily todo reminders for this rule.
  public var notificationsEnabled: Bool

  /// Creates a rule. The house validates it when it is added.
  public init(
    id: RuleID, name: String, category: CategoryID, isKeyRule: Bool = false, assignments: [RuleAssignment] = [],
    rotation: Rotation? = nil, notificationsEnabled: Bool = false
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.isKeyRule = isKeyRule
    self.assignments = assignments
    self.rotation = rotation
    self.notificationsEnabled = notificationsEnabled
  }

  /// A key rule: no assignees, no notifications.
  public static func keyRule(id: RuleID, name: String, category: CategoryID) -> Rule {
    Rule(id: id, name: name, category: category, isKeyRule: true)
  }

  /// Every weekday on which someone keeps the rule (the rotation's weekdays for a rotating rule).
  public var weekdays: WeekdaySet {
    if let rotation { return rotation.weekdays }
    return assignments.reduce(into: WeekdaySet()) { $0.formUnion($1.weekdays) }
  }

  /// The weekdays of one member's fixed assignment (empty if the member has none).
  public func weekdays(of member: HomieID) -> WeekdaySet {
    assignments.first { $0.member == member }?.weekdays ?? []
  }
}
