import Foundation

/// Locale-free renderings of instants for error messages and labels.
enum TimeText {
  /// The instant in UTC as "2024-08-07T07:13:00Z" (fractions of a second are dropped).
  static func utc(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite else { return "invalid time" }
    let day = CalendarDay(date, in: .gmt)
    let secondOfDay = seconds - (Double(day.dayNumber) * 86_400)
    guard secondOfDay >= 0, secondOfDay < 86_400 else { return "t=\(seconds)" }
    let whole = Int(secondOfDay)
    return day.description + "T" + twoDigits(whole / 3_600) + ":" + twoDigits(whole / 60 % 60) + ":"
      + twoDigits(whole % 60) + "Z"
  }

  /// A number 0...99 with a leading zero: 7 → "07".
  static func twoDigits(_ value: Int) -> String {
    value < 10 && value >= 0 ? "0" + String(value) : String(value)
  }
}
