/// One rule to keep on one day: who is assigned, who has checked, and whether everyone has.
///
/// Creating a todo allocates nothing: the assignees and checks are member bitmasks over the house's members,
/// turned into identifiers only when read.
public struct Todo: Identifiable, Hashable, Sendable {
  /// The rule.
  public let rule: Rule
  /// The day.
  public let day: CalendarDay
  /// Whether the day's temporary assignees replaced the rule's usual ones.
  public let isTemporary: Bool
  let assigneeMask: UInt64
  let checkedMask: UInt64
  let roster: [HomieID]

  /// The rule's identifier.
  public var id: RuleID { rule.id }

  /// The members assigned the rule that day, in join order; empty when nobody is.
  public var assignees: [HomieID] { ids(in: assigneeMask) }

  /// The assignees who have checked the rule that day, in join order.
  public var checkedBy: [HomieID] { ids(in: checkedMask) }

  /// The number of assignees.
  public var assigneeCount: Int { assigneeMask.nonzeroBitCount }

  /// The number of assignees who have checked.
  public var checkedCount: Int { checkedMask.nonzeroBitCount }

  /// Whether anyone is assigned the rule that day.
  public var hasAssignees: Bool { assigneeMask != 0 }

  /// Whether every assignee has checked (false when nobody is assigned).
  public var isAllChecked: Bool { assigneeMask != 0 && checkedMask == assigneeMask }

  /// Whether a member is assigned the rule that day.
  public func isAssigned(_ member: HomieID) -> Bool { ids(in: assigneeMask).contains(member) }

  /// Whether a member has checked the rule that day.
  public func isChecked(by member: HomieID) -> Bool { ids(in: checkedMask).contains(member) }

  private func ids(in mask: UInt64) -> [HomieID] { HomieMask.ids(in: mask, roster: roster) }
}

/// Sets of members as bitmasks over a house's members in join order (bit `n` is `roster[n]`).
enum HomieMask {
  /// The members of a mask, in join order; bits past the roster are ignored.
  static func ids(in mask: UInt64, roster: [HomieID]) -> [HomieID] {
    var ids: [HomieID] = []
    ids.reserveCapacity(mask.nonzeroBitCount)
    var remaining = mask
    while remaining != 0 {
      let bit = remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      if bit < roster.count { ids.append(roster[bit]) }
    }
    return ids
  }
}
