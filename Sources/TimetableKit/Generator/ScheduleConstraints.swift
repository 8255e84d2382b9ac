/// What every generated timetable must respect.
public struct ScheduleConstraints: Hashable, Sendable {
  /// No class may start before this period (1 allows all). Clock-time meetings may not start before it either.
  public var earliestPeriod: Int
  /// Days that must stay free.
  public var daysOff: WeekdaySet
  /// The most credits the timetable may hold, base courses included; `nil` for no limit beyond the base
  /// timetable's own.
  public var maxCredits: Credits?

  /// Creates constraints; with no arguments there are none.
  public init(earliestPeriod: Int = 1, daysOff: WeekdaySet = [], maxCredits: Credits? = nil) {
    self.earliestPeriod = earliestPeriod
    self.daysOff = daysOff
    self.maxCredits = maxCredits
  }
}
