/// A stretch of days a member is away: rotations skip them for any week in which the absence covers a duty day.
public struct Absence: Hashable, Sendable, Codable {
  /// The member who is away.
  public let member: HomieID
  /// The first day away.
  public let from: CalendarDay
  /// The last day away (inclusive).
  public let through: CalendarDay

  /// Creates an absence; the house refuses one that ends before it starts.
  public init(member: HomieID, from: CalendarDay, through: CalendarDay) {
    self.member = member
    self.from = from
    self.through = through
  }

  /// Whether the absence covers `day`.
  public func contains(_ day: CalendarDay) -> Bool { from <= day && day <= through }
}
