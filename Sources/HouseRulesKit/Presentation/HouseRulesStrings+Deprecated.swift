// The 0.2 shapes of HouseRulesStrings, forwarding to the members that replaced them.
extension HouseRulesStrings {
  /// The title of the morning reminder, as a function.
  @available(*, deprecated, message: "use todayTodosTitle, a String")
  public var morningReminderTitle: @Sendable () -> String {
    get { { [todayTodosTitle] in todayTodosTitle } }
    set { todayTodosTitle = newValue() }
  }

  /// The title of the evening reminder, as a function.
  @available(*, deprecated, message: "use undoneTodosTitle, a String")
  public var eveningReminderTitle: @Sendable () -> String {
    get { { [undoneTodosTitle] in undoneTodosTitle } }
    set { undoneTodosTitle = newValue() }
  }

  /// Creates strings with every member given; each defaults to the Korean text.
  @available(*, deprecated, message: "start from HouseRulesStrings.korean and set the members to change")
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
    self.init()
    self.dDay = dDay
    self.todayTodosTitle = morningReminderTitle()
    self.morningReminderBody = morningReminderBody
    self.undoneTodosTitle = eveningReminderTitle()
    self.eveningReminderBody = eveningReminderBody
    self.eventReminderTitle = eventReminderTitle
    self.eventReminderBody = eventReminderBody
    self.assignmentLine = assignmentLine
    self.rotationLine = rotationLine
    self.turnLine = turnLine
    self.temporaryLine = temporaryLine
    self.memberCalendarName = memberCalendarName
  }
}
