/// The display strings of the grid renderings, Korean by default (``korean``, equal to `TimetableStrings()`);
/// replace any member to localise.
///
/// ```swift
/// var strings = TimetableStrings.korean
/// strings.periodHeader = "Period"
/// grid.text(strings: strings)
/// ```
public struct TimetableStrings: Hashable, Sendable {
  /// The header of the period column: "교시".
  public var periodHeader = "교시"
  /// The heading of the list of courses without meetings: "시간 미정·온라인".
  public var withoutMeetingsHeading = "시간 미정·온라인"
  /// The label of an online course in that list: "온라인", left out when the name already says it.
  public var online = "온라인"
  /// The label of an unscheduled course in that list: "시간 미정", left out when the name already says it.
  public var unscheduled = "시간 미정"
  /// The short name of each weekday, Monday first: 월 ... 일.
  public var dayNames = Weekday.allCases.map(\.koreanSymbol)

  /// Creates the Korean strings (``korean``); change members to replace them.
  public init() {}

  /// The Korean strings ("교시", "온라인", "월" ... "일"), the default.
  public static let korean = TimetableStrings()

  /// The name of a day; the Korean symbol when `dayNames` is too short.
  func name(of day: Weekday) -> String {
    let index = day.isoNumber - 1
    return dayNames.indices.contains(index) ? dayNames[index] : day.koreanSymbol
  }
}

extension TimetableStrings {
  /// A course without meetings as the lists under the grid name it: the name and, in brackets, ``online`` or
  /// ``unscheduled`` ("ALL that English Basic(이러닝) (온라인)"). The label is left out when the name already says
  /// it, whatever the case ("창의적사고와표현(온라인)", not "창의적사고와표현(온라인) (온라인)").
  func withoutMeetingsItem(_ course: Course) -> String {
    let label = course.isOnline ? online : unscheduled
    guard !label.isEmpty else { return course.name }
    let saysLabel = course.name.lowercased().containsUTF8(ByteSearch(Array(label.lowercased().utf8)))
    return saysLabel ? course.name : "\(course.name) (\(label))"
  }
}
