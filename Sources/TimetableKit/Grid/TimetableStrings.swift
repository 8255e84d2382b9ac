/// The display strings of the grid renderings, in Korean by default; replace any field to localise.
///
/// ```swift
/// var strings = TimetableStrings.korean
/// strings.periodHeader = "Period"
/// grid.text(strings: strings)
/// ```
public struct TimetableStrings: Hashable, Sendable {
  /// The header of the period column: "교시".
  public var periodHeader: String
  /// The heading of the list of courses without meetings: "시간 미정·온라인".
  public var withoutMeetingsHeading: String
  /// The label of an online course in that list: "온라인".
  public var online: String
  /// The label of an unscheduled course in that list: "시간 미정".
  public var unscheduled: String
  /// The short name of each weekday, Monday first: 월 ... 일.
  public var dayNames: [String]

  /// Creates a set of strings.
  public init(
    periodHeader: String, withoutMeetingsHeading: String, online: String, unscheduled: String, dayNames: [String]
  ) {
    self.periodHeader = periodHeader
    self.withoutMeetingsHeading = withoutMeetingsHeading
    self.online = online
    self.unscheduled = unscheduled
    self.dayNames = dayNames
  }

  /// The Korean strings ("교시", "온라인", "월" ... "일").
  public static let korean = TimetableStrings(
    periodHeader: "교시",
    withoutMeetingsHeading: "시간 미정·온라인",
    online: "온라인",
    unscheduled: "시간 미정",
    dayNames: Weekday.allCases.map(\.koreanSymbol)
  )

  /// The name of a day; the Korean symbol when `dayNames` is too short.
  func name(of day: Weekday) -> String {
    let index = day.isoNumber - 1
    return dayNames.indices.contains(index) ? dayNames[index] : day.koreanSymbol
  }
}
