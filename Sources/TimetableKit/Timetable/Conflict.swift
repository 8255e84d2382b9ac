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

/// A course already in a timetable that clashes with a new one, with every overlap between the two.
public struct Conflict: Hashable, Sendable {
  /// The course already in the timetable.
  public let course: Course
  /// Each overlap, by day and then time.
  public let overlaps: [Overlap]

  /// Creates a conflict.
  public init(course: Course, overlaps: [Overlap]) {
    self.course = course
    self.overlaps = overlaps
  }
}

extension Conflict: CustomStringConvertible {
  /// "데이터베이스: 금1-2 (09:30-11:20), 금3 (11:30-12:20)".
  public var description: String {
    "\(course.name): " + overlaps.map(\.description).joined(separator: ", ")
  }
}
