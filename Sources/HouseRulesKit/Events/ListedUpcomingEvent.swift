/// An event as the Hous server's home screen lists it (`GET /room/{roomId}/home`'s `eventList`): identifier, icon
/// and D-day, without name or date.
public struct ListedUpcomingEvent: Identifiable, Hashable, Sendable {
  /// The event's identifier (`_id`).
  public let id: EventID
  /// The icon (`eventIcon`).
  public let icon: EventIcon
  /// The days from the server's today to the event (`dDay`, sent as text: `"9"`), 0 on the day.
  public let dDay: DDay

  /// Creates a listed upcoming event.
  public init(id: EventID, icon: EventIcon, dDay: DDay) {
    self.id = id
    self.icon = icon
    self.dDay = dDay
  }
}
