/// An event as the Hous server shows it for editing (`GET /room/{roomId}/event/{eventId}`): the event, and every
/// member with whether they take part.
public struct ListedHouseEvent: Identifiable, Hashable, Sendable {
  /// The event, its participants being the members the server marks `isChecked`.
  public let event: HouseEvent
  /// Every member the server lists (`participants`), taking part or not.
  public let homies: [ListedHomie]

  /// Creates a listed event.
  public init(event: HouseEvent, homies: [ListedHomie]) {
    self.event = event
    self.homies = homies
  }

  /// The event's identifier.
  public var id: EventID { event.id }
}
