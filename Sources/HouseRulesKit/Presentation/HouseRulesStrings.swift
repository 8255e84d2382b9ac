/// Every text the kit composes for display, in one value an app can replace to localise them.
///
/// The defaults are Korean (``korean``). Each field is a function, so word order and plural rules
/// stay with the language.
public struct HouseRulesStrings: Sendable {
  /// The D-day label for a number of days until a date (0 on the day, negative after).
  public var dDay: @Sendable (_ days: Int) -> String
  /// The title of the morning reminder of a member's todos.
  public var morningReminderTitle: @Sendable () -> String
  /// The body of the morning reminder, from the names of the member's todos.
  public var morningReminderBody: @Sendable (_ todos: [String]) -> String
  /// The title of the evening reminder of undone todos.
  public var eveningReminderTitle: @Sendable () -> String
  /// The body of the evening reminder, from the names of the member's undone todos.
  public var eveningReminderBody: @Sendable (_ undone: [String]) -> String
  /// The title of an event reminder, from the event's name.
  public var eventReminderTitle: @Sendable (_ event: String) -> String
  /// The body of an event reminder, from the event's name.
  public var eventReminderBody: @Sendable (_ event: String) -> String
  /// The calendar description of a rule: who keeps it on which weekdays.
  public var assignmentLine: @Sendable (_ weekdays: WeekdaySet, _ names: [String]) -> String
  /// The calendar description of a rotating rule, from the names of its members in turn order.
  public var rotationLine: @Sendable (_ names: [String]) -> String
  /// The calendar description of one week of a rotating rule, from the name of the week's member.
  public var turnLine: @Sendable (_ name: String) -> String
  /// The calendar description of a day with temporary assignees, from their names.
  public var temporaryLine: @Sendable (_ names: [String]) -> String
  /// The name of a member's calendar, from the house's name and the member's.
  public var memberCalendarName: @Sendable (_ house: String, _ member: String) -> String

  /// Creates strings; every field defaults to the Korean text.
  public init(
    dDay: @escaping @Sendable (Int) -> String = HouseRulesStrings.koreanDDay,
    morningReminderTitle: @escaping @Sendable () -> String = { "오늘의 to-do" },
    morningReminderBody: @escaping @Sendable ([String]) -> String = HouseRulesStrings.koreanMorningBody,
    eveningReminderTitle: @escaping @Sendable () -> String = { "아직 끝나지 않은 to-do가 있어요" },
    eveningReminderBody: @escaping @Sendable ([String]) -> String = HouseRulesStrings.koreanEveningBody,
    eventReminderTitle: @escaping @Sendable (String) -> String = { "오늘은 \($0) 날이에요" },
    eventReminderBody: @escaping @Sendable (String) -> String = { "\($0), 잊지 마세요!" },
    assignmentLine: @escaping @Sendable (WeekdaySet, [String]) -> String = { "\($0): \($1.joined(separator: ", "))" },
    rotationLine: @escaping @Sendable ([String]) -> String = { "주마다 돌아가며: \($0.joined(separator: " → "))" },
    turnLine: @escaping @Sendable (String) -> String = { "이번 주 차례: \($0)" },
    temporaryLine: @escaping @Sendable ([String]) -> String = { "이날만: \($0.joined(separator: ", "))" },
    memberCalendarName: @escaping @Sendable (String, String) -> String = { "\($0) · \($1)" }
  ) {
    self.dDay = dDay
    self.morningReminderTitle = morningReminderTitle
    self.morningReminderBody = morningReminderBody
    self.eveningReminderTitle = eveningReminderTitle
    self.eveningReminderBody = eveningReminderBody
    self.eventReminderTitle = eventReminderTitle
    self.eventReminderBody = eventReminderBody
    self.assignmentLine = assignmentLine
    self.rotationLine = rotationLine
    self.turnLine = turnLine
    self.temporaryLine = temporaryLine
    self.memberCalendarName = memberCalendarName
  }

  /// The Korean texts, the default.
  public static let korean = HouseRulesStrings()

  /// "D-DAY", "D-3", "D+2".
  @Sendable public static func koreanDDay(_ days: Int) -> String {
    days == 0 ? "D-DAY" : days > 0 ? "D-\(days)" : "D+\(days.magnitude)"
  }

  /// "설거지 외 2개를 해야 해요" style: the first todo and how many more.
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
