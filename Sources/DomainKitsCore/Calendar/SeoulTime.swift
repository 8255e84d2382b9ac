import Foundation

extension TimeZone {
  /// Korea Standard Time (Asia/Seoul), the default zone of every Korean domain in DomainKits.
  ///
  /// Falls back to a fixed UTC+9 zone where the system has no time-zone database (some minimal Linux
  /// images); Korea has not observed daylight saving time since 1988, so the two agree for current dates.
  public static let seoul: TimeZone = {
    if let zone = TimeZone(identifier: "Asia/Seoul") { return zone }
    // A fixed +9 h offset is always valid; `.gmt` only satisfies the type checker.
    return TimeZone(secondsFromGMT: 9 * 3_600) ?? .gmt
  }()
}

extension Calendar {
  /// A Gregorian calendar in `timeZone` (Seoul by default) with a fixed POSIX locale and weeks that start
  /// on Monday, so that nothing depends on the settings of the machine it runs on.
  public static func gregorian(in timeZone: TimeZone = .seoul) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    calendar.firstWeekday = 2
    calendar.minimumDaysInFirstWeek = 4
    return calendar
  }
}

extension Date {
  /// The weekday of this instant in `timeZone`.
  public func weekday(in timeZone: TimeZone) -> Weekday {
    CalendarDay(self, in: timeZone).weekday
  }
}

extension Date {
  /// This instant as local wall-clock text with its offset, `"2026-11-26 01:00:11 +09:00"` in Seoul: the form
  /// error and log text takes, so that a Korean app's messages show the time its user saw, on every device.
  public func localText(in timeZone: TimeZone = .seoul) -> String {
    let parts = Calendar.gregorian(in: timeZone).dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: self)
    let offset = timeZone.secondsFromGMT(for: self)
    func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
    let sign = offset < 0 ? "-" : "+"
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)):"
      + "\(two(parts.second)) \(sign)\(two(abs(offset) / 3_600)):\(two(abs(offset) % 3_600 / 60))"
  }
}
