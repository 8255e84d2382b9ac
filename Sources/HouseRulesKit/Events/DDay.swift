import Foundation

/// The number of days until a date, and its display text ("D-DAY", "D-3", "D+2").
public struct DDay: Hashable, Comparable, Sendable, Codable {
  /// Days from today to the date: 0 on the day, positive before it, negative after it.
  public let days: Int

  /// The D-day of `date` seen from `today`.
  public init(from today: CalendarDay, to date: CalendarDay) {
    days = date.days(since: today)
  }

  /// Creates a D-day from a number of days.
  public init(days: Int) {
    self.days = days
  }

  /// The D-day of `date` seen from the day that `now` returns in `timeZone` (Seoul by default).
  ///
  /// The kit never reads the system clock: the app passes its clock (`Date.init`), tests a fixed one.
  public init(to date: CalendarDay, in timeZone: TimeZone = .seoul, now: DateProvider) {
    self.init(from: CalendarDay(now(), in: timeZone), to: date)
  }

  /// The display text: "D-DAY" on the day, "D-3" three days before, "D+2" two days after (replaceable through
  /// ``HouseRulesStrings``).
  public func text(_ strings: HouseRulesStrings = .korean) -> String {
    strings.dDay(days)
  }

  /// Orders D-days by their number of days: sooner first.
  public static func < (lhs: DDay, rhs: DDay) -> Bool { lhs.days < rhs.days }
}
