import Foundation

/// An event with its D-day, as the home screen lists it.
public struct UpcomingEvent: Identifiable, Hashable, Sendable {
  /// The event.
  public let event: HouseEvent
  /// The days until the event.
  public let dDay: DDay

  /// Creates an upcoming event.
  public init(event: HouseEvent, dDay: DDay) {
    self.event = event
    self.dDay = dDay
  }

  /// The event's identifier.
  public var id: EventID { event.id }
}
