/// A meeting given directly in clock time, for courses of universities that do not number their periods
/// (or SUWIKI records whose room text carries no periods).
///
/// A timetable compares clock meetings with period slots on actual times, through its ``PeriodClock``.
public struct ClockMeeting: Hashable, Codable, Sendable {
  /// The room, or "미정".
  public let location: String
  /// The day of the meeting.
  public let day: Weekday
  /// When the meeting runs.
  public let interval: ClockInterval

  /// Creates a meeting; a blank location becomes "미정".
  public init(location: String, day: Weekday, interval: ClockInterval) {
    let trimmed = location.trimmingASCIISpaces()
    self.location = trimmed.isEmpty ? ScheduleParser.unknownLocation : trimmed
    self.day = day
    self.interval = interval
  }

  /// Creates a meeting from minutes; throws `ScheduleError.invalidInterval` for an empty or reversed span.
  public init(location: String, day: Weekday, startMinute: Int, endMinute: Int) throws(ScheduleError) {
    self.init(location: location, day: day, interval: try ClockInterval(startMinute: startMinute, endMinute: endMinute))
  }
}

extension ClockMeeting: CustomStringConvertible {
  /// "IT106 금 09:30-11:20".
  public var description: String { "\(location) \(day.koreanSymbol) \(interval)" }
}
