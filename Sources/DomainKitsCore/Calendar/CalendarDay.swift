import Foundation

/// A day on the Gregorian calendar (year, month, day) with no time and no time zone.
///
/// "Yesterday's box office", "today's todos", a battle's date and a couple's D-day all name a day,
/// not an instant. A `CalendarDay` is that day; it becomes an instant only with a time zone
/// (``start(in:)``), and an instant becomes a day only with one (``init(_:in:)``), so the zone is
/// always explicit. Arithmetic is plain integer work on a day number, with no `Calendar` involved.
///
/// The calendar is the proleptic Gregorian one (also before 1582, where Foundation switches to Julian).
/// Supported years are 1...9999. Arithmetic that would leave that range stops at its first or last day.
///
/// ```swift
/// let day = try CalendarDay(year: 2026, month: 11, day: 21)
/// day.weekday                       // .saturday
/// day.adding(days: -1).description  // "2026-11-20"
/// CalendarDay(now, in: .seoul)   // the day of the app's instant `now` in Seoul, whatever the machine's zone
/// ```
public struct CalendarDay: Hashable, Comparable, Strideable, Sendable {
  /// Days since 1970-01-01 (negative before it).
  public let dayNumber: Int

  /// Creates the day with the given number of days since 1970-01-01, clamped to years 1...9999.
  public init(dayNumber: Int) {
    self.dayNumber = min(max(dayNumber, Self.firstDayNumber), Self.lastDayNumber)
  }

  /// Creates a day from its year, month (1...12) and day of the month.
  ///
  /// - Throws: ``CalendarDayError/invalidDate(year:month:day:)`` for a day that does not exist
  ///   (month 13, 30 February, 29 February in a common year) or a year outside 1...9999.
  public init(year: Int, month: Int, day: Int) throws(CalendarDayError) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysInMonth(year: year, month: month)).contains(day)
    else { throw .invalidDate(year: year, month: month, day: day) }
    dayNumber = Self.dayNumber(year: year, month: month, day: day)
  }

  /// The day that contains `date` in `timeZone`.
  ///
  /// Instants outside years 1...9999 give the first or last supported day.
  public init(_ date: Date, in timeZone: TimeZone) {
    let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
    let days = (seconds / 86_400).rounded(.down)
    guard days.isFinite, days > Double(Self.firstDayNumber) else {
      self.init(dayNumber: Self.firstDayNumber)
      return
    }
    self.init(dayNumber: days < Double(Self.lastDayNumber) ? Int(days) : Self.lastDayNumber)
  }

  // MARK: Components

  /// The year, 1...9999.
  public var year: Int { civil.year }
  /// The month, 1...12.
  public var month: Int { civil.month }
  /// The day of the month, 1...31.
  public var day: Int { civil.day }

  /// The day of the week.
  public var weekday: Weekday {
    // 1970-01-01 was a Thursday (ISO 4).
    let index = ((dayNumber + 3) % 7 + 7) % 7
    return Weekday(rawValue: index + 1) ?? .monday
  }

  // MARK: Arithmetic

  /// The day `days` later (earlier for a negative count), stopping at the supported range.
  public func adding(days: Int) -> CalendarDay {
    let (sum, overflow) = dayNumber.addingReportingOverflow(days)
    if overflow { return CalendarDay(dayNumber: days > 0 ? Self.lastDayNumber : Self.firstDayNumber) }
    return CalendarDay(dayNumber: sum)
  }

  /// The number of days from `other` to this day: positive when this day is later.
  public func days(since other: CalendarDay) -> Int {
    dayNumber - other.dayNumber
  }

  public func distance(to other: CalendarDay) -> Int {
    other.dayNumber - dayNumber
  }

  public func advanced(by n: Int) -> CalendarDay {
    adding(days: n)
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    lhs.dayNumber < rhs.dayNumber
  }

  // MARK: Instants

  /// The first instant of this day in `timeZone` (midnight, or the first existing time where a
  /// daylight-saving change skips midnight).
  public func start(in timeZone: TimeZone) -> Date {
    date(hour: 0, minute: 0, in: timeZone)
  }

  /// The instant at the given wall-clock time of this day in `timeZone`.
  ///
  /// Hours and minutes outside their usual range roll over (hour 24 is the next day's midnight).
  public func date(hour: Int, minute: Int, second: Int = 0, in timeZone: TimeZone) -> Date {
    let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    if let date = Calendar.gregorian(in: timeZone).date(from: components) { return date }
    // Calendar does not fail for a valid day; keep a plain fallback rather than a trap.
    let local = Double(dayNumber) * 86_400 + Double(hour) * 3_600 + Double(minute) * 60 + Double(second)
    return Date(timeIntervalSince1970: local - Double(timeZone.secondsFromGMT()))
  }

  // MARK: Calendar arithmetic

  static let firstDayNumber = dayNumber(year: 1, month: 1, day: 1)
  static let lastDayNumber = dayNumber(year: 9999, month: 12, day: 31)

  /// Whether `year` is a Gregorian leap year.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in a month of a year (28...31); 0 for a month outside 1...12.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 1, 3, 5, 7, 8, 10, 12: 31
    case 4, 6, 9, 11: 30
    case 2: isLeapYear(year) ? 29 : 28
    default: 0
    }
  }

  /// Days since 1970-01-01 of a valid civil date, counting in 400-year eras of 146,097 days
  /// with the year starting in March so that the leap day falls last.
  private static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let monthFromMarch = (month + 9) % 12
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The inverse of `dayNumber(year:month:day:)`.
  private var civil: (year: Int, month: Int, day: Int) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}
