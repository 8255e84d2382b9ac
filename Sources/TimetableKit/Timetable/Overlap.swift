/// Where two courses meet at the same time: one day, the minutes they share and the periods involved.
public struct Overlap: Hashable, Sendable {
  /// The day of the overlap.
  public let day: Weekday
  /// The minutes both courses meet, on the timetable's clock.
  public let interval: ClockInterval
  /// The periods the overlap falls in, or `nil` when it lies outside every period (a clock-time meeting in a
  /// break or outside the day).
  public let periods: ClosedRange<Int>?

  /// Creates an overlap.
  public init(day: Weekday, interval: ClockInterval, periods: ClosedRange<Int>?) {
    self.day = day
    self.interval = interval
    self.periods = periods
  }
}

extension Overlap: CustomStringConvertible {
  /// "금1-2 (09:30-11:20)", or "금 (08:00-09:00)" outside the periods.
  public var description: String {
    guard let periods else { return "\(day.koreanSymbol) (\(interval))" }
    let run = periods.count == 1 ? "\(periods.lowerBound)" : "\(periods.lowerBound)-\(periods.upperBound)"
    return "\(day.koreanSymbol)\(run) (\(interval))"
  }
}
