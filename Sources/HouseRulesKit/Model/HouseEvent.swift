/// A shared event of the house (a birthday party, a big cleaning day) on one date.
public struct HouseEvent: Identifiable, Hashable, Sendable, Codable {
  /// The event's identifier.
  public let id: EventID
  /// The name (up to ``HouseLimits/eventName`` characters).
  public var name: String
  /// The icon.
  public var icon: EventIcon
  /// The day of the event, in the house's time zone.
  public var date: CalendarDay
  /// The members taking part; empty means the whole house.
  public var participants: [HomieID]

  /// Creates an event. The house validates it when it is added.
  public init(id: EventID, name: String, icon: EventIcon = .party, date: CalendarDay, participants: [HomieID] = []) {
    self.id = id
    self.name = name
    self.icon = icon
    self.date = date
    self.participants = participants
  }
}
