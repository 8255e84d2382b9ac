/// Every text the kit composes for display, in one value an app can replace to localise them.
///
/// The defaults are Korean (``korean``, equal to `HouseRulesStrings()`). Change one member and keep the others:
///
/// ```swift
/// var strings = HouseRulesStrings.korean
/// strings.todayTodosTitle = "Today's chores"
/// strings.dDay = { days in days == 0 ? "Today" : "in \(days) days" }
/// ```
///
/// A fixed text is a `String`; a text built from values is a function, so word order and plural rules stay with
/// the language.
public struct HouseRulesStrings: Sendable {
  /// The D-day label for a number of days until a date (0 on the day, negative after): "D-DAY", "D-3", "D+2".
  public var dDay: @Sendable (_ days: Int) -> String = HouseRulesStrings.koreanDDay
  /// The title of the morning reminder of a member's todos (``Reminder/Kind/todayTodos``): "오늘의 to-do".
  public var todayTodosTitle = "오늘의 to-do"
  /// The body of the morning reminder, from the names of the member's todos.
  public var morningReminderBody: @Sendable (_ todos: [String]) -> String = HouseRulesStrings.koreanMorningBody
  /// The title of the evening reminder of undone todos (``Reminder/Kind/undoneTodos``):
  /// "아직 끝나지 않은 to-do가 있어요".
  public var undoneTodosTitle = "아직 끝나지 않은 to-do가 있어요"
  /// The body of the evening reminder, from the names of the member's undone todos.
  public var eveningReminderBody: @Sendable (_ undone: [String]) -> String = HouseRulesStrings.koreanEveningBody
  /// The title of an event reminder, from the event's name: "오늘은 집들이 날이에요".
  public var eventReminderTitle: @Sendable (_ event: String) -> String = { "오늘은 \($0) 날이에요" }
  /// The body of an event reminder, from the event's name: "집들이, 잊지 마세요!".
  public var eventReminderBody: @Sendable (_ event: String) -> String = { "\($0), 잊지 마세요!" }
  /// The calendar description of a rule: who keeps it on which weekdays.
  public var assignmentLine: @Sendable (_ weekdays: WeekdaySet, _ names: [String]) -> String = {
    "\($0): \($1.joined(separator: ", "))"
  }
  /// The calendar description of a rotating rule, from the names of its members in turn order.
  public var rotationLine: @Sendable (_ names: [String]) -> String = { "주마다 돌아가며: \($0.joined(separator: " → "))" }
  /// The calendar description of one week of a rotating rule, from the name of the week's member.
  public var turnLine: @Sendable (_ name: String) -> String = { "이번 주 차례: \($0)" }
  /// The calendar description of a day with temporary assignees, from their names.
  public var temporaryLine: @Sendable (_ names: [String]) -> String = { "이날만: \($0.joined(separator: ", "))" }
  /// The name of a member's calendar, from the house's name and the member's.
  public var memberCalendarName: @Sendable (_ house: String, _ member: String) -> String = { "\($0) · \($1)" }
  /// The label of a personality test axis on the radar graph: "빛", "소음", "냄새", "내향", "정리정돈".
  public var axisName: @Sendable (_ axis: PersonalityAxis) -> String = { $0.koreanName }
  /// The name of a personality type in the radar graph's legend: "늘 행복한 동글이" ....
  public var typeName: @Sendable (_ type: PersonalityType) -> String = { $0.koreanName }

  /// Creates the Korean texts (``korean``); change members to replace them.
  public init() {}

  /// The Korean texts, the default.
  public static let korean = HouseRulesStrings()

  /// "D-DAY", "D-3", "D+2".
  @Sendable public static func koreanDDay(_ days: Int) -> String {
    days == 0 ? "D-DAY" : days > 0 ? "D-\(days)" : "D+\(days.magnitude)"
  }

  /// "설거지 외 2개, 오늘 담당이에요" style: the first todo and how many more.
  @Sendable public static func koreanMorningBody(_ todos: [String]) -> String {
    summary(todos) + " 오늘 담당이에요"
  }

  /// The undone todos, first one and how many more.
  @Sendable public static func koreanEveningBody(_ undone: [String]) -> String {
    summary(undone) + " 아직 체크하지 않았어요"
  }

  private static func summary(_ names: [String]) -> String {
    guard let first = names.first else { return "" }
    return names.count == 1 ? "\(first)," : "\(first) 외 \(names.count - 1)개,"
  }
}
