/// One meeting of a course: a location, a weekday and a run of consecutive periods.
///
/// A course string such as `2공학204(화1,2,3,5,6,7)` meets twice on Tuesday, so it becomes two slots:
/// periods 1...3 and 5...7 in 2공학204.
public struct TimeSlot: Hashable, Codable, Sendable {
  /// The room, or "미정" when the schedule names none.
  public var location: String
  /// The day of the meeting.
  public var day: Weekday
  /// The first period of the meeting (1...15 at USW).
  public var startPeriod: Int
  /// The last period of the meeting, inclusive; never before `startPeriod`.
  public var endPeriod: Int

  /// Creates a slot from its parts.
  ///
  /// Periods given in the wrong order are swapped, so a slot always covers `startPeriod...endPeriod`.
  public init(location: String, day: Weekday, startPeriod: Int, endPeriod: Int) {
    self.location = location
    self.day = day
    self.startPeriod = min(startPeriod, endPeriod)
    self.endPeriod = max(startPeriod, endPeriod)
  }

  /// The periods of the slot.
  public var periods: ClosedRange<Int> { startPeriod...endPeriod }
}

extension TimeSlot: CustomStringConvertible {
  /// The slot as the portal writes one run: "미래521 수3-4" (or "수3" for a single period).
  public var description: String {
    let run = startPeriod == endPeriod ? "\(startPeriod)" : "\(startPeriod)-\(endPeriod)"
    return "\(location) \(day.koreanSymbol)\(run)"
  }
}
