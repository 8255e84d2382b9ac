import Foundation

/// When reminders fire, in the house's time zone.
public struct ReminderSettings: Hashable, Sendable, Codable {
  /// The time of an event's reminder on the event's day.
  public var eventTime: TimeOfDay
  /// The time of the morning todo reminder (09:00 by default).
  public var morningTime: TimeOfDay
  /// The time of the evening reminder of undone todos (22:00 by default).
  public var eveningTime: TimeOfDay

  /// Creates settings; by default events and the morning reminder are at 09:00 and the evening reminder at 22:00.
  public init(eventTime: TimeOfDay = .nineAM, morningTime: TimeOfDay = .nineAM, eveningTime: TimeOfDay = .tenPM) {
    self.eventTime = eventTime
    self.morningTime = morningTime
    self.eveningTime = eveningTime
  }
}
