/// One week of a rotation: its Monday and the member whose turn it is (`nil` when everyone is away).
public struct RotationTurn: Hashable, Sendable, Codable {
  /// The Monday of the week.
  public let week: CalendarDay
  /// The member keeping the rule that week, or `nil` if every rotation member is away.
  public let member: HomieID?

  /// Creates a turn.
  public init(week: CalendarDay, member: HomieID?) {
    self.week = week
    self.member = member
  }
}
