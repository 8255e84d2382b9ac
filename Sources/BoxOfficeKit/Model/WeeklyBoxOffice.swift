/// A weekly, weekend or weekday box office: the ranking and the days it counts.
public struct WeeklyBoxOffice: Hashable, Sendable, Codable {
  /// The days the figures count (KOBIS `showRange`, for example Friday to Sunday).
  public var days: ClosedRange<CalendarDay>
  /// KOBIS's year and week number (`yearWeekTime`, `"201152"`), when sent.
  public var yearWeek: String?
  /// The films by rank, best first.
  public var entries: [WeeklyBoxOfficeEntry]

  /// Creates a weekly box office.
  public init(days: ClosedRange<CalendarDay>, yearWeek: String?, entries: [WeeklyBoxOfficeEntry]) {
    self.days = days
    self.yearWeek = yearWeek
    self.entries = entries
  }
}
