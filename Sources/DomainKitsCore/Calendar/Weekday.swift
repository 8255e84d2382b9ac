/// A day of the week, Monday first, as Korean timetables and house rules list them.
///
/// The raw value is the ISO 8601 day number (Monday = 1 ... Sunday = 7), which is also how a `Weekday`
/// encodes with `Codable`. Weekdays compare in week order, Monday lowest.
///
/// ```swift
/// Weekday(koreanSymbol: "목")  // .thursday
/// Weekday.friday.koreanSymbol  // "금"
/// ```
public enum Weekday: Int, CaseIterable, Codable, Comparable, Hashable, Sendable {
  /// 월요일.
  case monday = 1
  /// 화요일.
  case tuesday
  /// 수요일.
  case wednesday
  /// 목요일.
  case thursday
  /// 금요일.
  case friday
  /// 토요일.
  case saturday
  /// 일요일.
  case sunday

  /// Creates the weekday with the given ISO 8601 number (Monday = 1 ... Sunday = 7), or `nil` outside 1...7.
  @inlinable
  public init?(isoNumber: Int) {
    self.init(rawValue: isoNumber)
  }

  /// Creates the weekday from Foundation's `Calendar` numbering (Sunday = 1 ... Saturday = 7),
  /// or `nil` outside 1...7.
  public init?(calendarWeekday: Int) {
    guard (1...7).contains(calendarWeekday) else { return nil }
    self.init(rawValue: calendarWeekday == 1 ? 7 : calendarWeekday - 1)
  }

  /// Creates the weekday from its one-syllable Korean name (월 화 수 목 금 토 일), or `nil` for anything else.
  public init?(koreanSymbol: some StringProtocol) {
    guard let index = Self.koreanSymbols.firstIndex(where: { $0 == koreanSymbol }) else { return nil }
    self = Self.allCases[index]
  }

  /// The ISO 8601 day number: Monday = 1 ... Sunday = 7.
  @inlinable
  public var isoNumber: Int { rawValue }

  /// Foundation's `Calendar` day number: Sunday = 1 ... Saturday = 7.
  public var calendarWeekday: Int { self == .sunday ? 1 : rawValue + 1 }

  /// The one-syllable Korean name: "월" ... "일".
  public var koreanSymbol: String { Self.koreanSymbols[rawValue - 1] }

  /// The full Korean name: "월요일" ... "일요일".
  public var koreanName: String { koreanSymbol + "요일" }

  /// The two-letter iCalendar (RFC 5545) code used in `BYDAY`: "MO" ... "SU".
  public var iCalendarCode: String { Self.iCalendarCodes[rawValue - 1] }

  /// Whether this is Saturday or Sunday.
  public var isWeekend: Bool { self == .saturday || self == .sunday }

  /// The weekday `offset` days later (negative offsets go back), wrapping around the week.
  public func advanced(by offset: Int) -> Weekday {
    let index = (rawValue - 1 + offset % 7 + 7) % 7
    return Self.allCases[index]
  }

  @inlinable
  public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  private static let koreanSymbols = ["월", "화", "수", "목", "금", "토", "일"]
  private static let iCalendarCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
}

extension Weekday: CustomStringConvertible {
  /// The English name in lower case ("monday"), as the case is spelled.
  public var description: String {
    switch self {
    case .monday: "monday"
    case .tuesday: "tuesday"
    case .wednesday: "wednesday"
    case .thursday: "thursday"
    case .friday: "friday"
    case .saturday: "saturday"
    case .sunday: "sunday"
    }
  }
}
