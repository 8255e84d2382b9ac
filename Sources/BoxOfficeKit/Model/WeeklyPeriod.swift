/// The span a weekly box office sums up, KOBIS `weekGb`. KOBIS weeks run Monday to Sunday.
public enum WeeklyPeriod: String, Hashable, Sendable, Codable, CaseIterable {
  /// The whole week, Monday to Sunday (`weekGb=0`).
  case week = "0"
  /// The weekend, Friday to Sunday (`weekGb=1`, KOBIS's default).
  case weekend = "1"
  /// The weekdays, Monday to Thursday (`weekGb=2`).
  case weekdays = "2"

  /// The days this period covers in the KOBIS week that contains `day`.
  public func days(containing day: CalendarDay) -> ClosedRange<CalendarDay> {
    let monday = day.adding(days: -(day.weekday.isoNumber - 1))
    switch self {
    case .week: return monday...monday.adding(days: 6)
    case .weekend: return monday.adding(days: 4)...monday.adding(days: 6)
    case .weekdays: return monday...monday.adding(days: 3)
    }
  }
}
