import Foundation

/// The members who replace a rule's assignees on one day.
public struct TemporaryAssignment: Hashable, Sendable, Codable {
  /// The rule.
  public var rule: RuleID
  /// The day.
  public var day: CalendarDay
  /// The members assigned that day instead of the usual ones.
  public var members: [HomieID]

  /// Creates a temporary assignment.
  public init(rule: RuleID, day: CalendarDay, members: [HomieID]) {
    self.rule = rule
    self.day = day
    self.members = members
  }
}
