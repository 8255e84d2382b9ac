/// The home screen of one member on one day.
public struct HomeSummary: Hashable, Sendable {
  /// The first key rules (at most ``HouseLimits/homeKeyRules``).
  public let keyRules: [Rule]
  /// How many key rules the house has in all.
  public let keyRuleCount: Int
  /// The member's first todos of the day (at most ``HouseLimits/homeTodos``).
  public let todos: [Todo]
  /// How many todos the member has that day in all.
  public let todoCount: Int
  /// The events of the day and later, soonest first, with their D-day.
  public let events: [UpcomingEvent]
  /// The members, the member first (see ``House/orderedMembers(me:)``).
  public let members: [Homie]
}
