extension House {
  /// The house's todos for a day: every rule that is not a key rule, with that day's assignees (temporary
  /// assignees if set, else the rotation's member of the week or the weekday's fixed assignees) and checks.
  ///
  /// Rules with nobody assigned that day come first, then the others, each group in the order the rules were
  /// added: unassigned rules on top, so that someone picks them up.
  ///
  /// - Complexity: O(*r*) for *r* rules: one lookup of the day's checks, then array reads; history is not
  ///   scanned.
  public func todos(on day: CalendarDay) -> TodoList {
    let entries = todoEntries(on: day)
    var ordered: [TodoList.Entry] = []
    ordered.reserveCapacity(entries.count)
    for entry in entries where entry.assignees == 0 { ordered.append(entry) }
    for entry in entries where entry.assignees != 0 { ordered.append(entry) }
    return TodoList(entries: ordered, rules: rules, roster: roster, day: day)
  }

  /// A member's todos for a day: the rules they are assigned that day, in the order the rules were added.
  ///
  /// - Complexity: O(*r*).
  public func myTodos(on day: CalendarDay, for member: HomieID) -> TodoList {
    guard let position = memberPositions[member] else {
      return TodoList(entries: [], rules: rules, roster: roster, day: day)
    }
    let bit: UInt64 = 1 << UInt64(position)
    return TodoList(
      entries: todoEntries(on: day).filter { $0.assignees & bit != 0 }, rules: rules, roster: roster,
      day: day)
  }

  /// The entries of every non-key rule on a day, in rule order.
  func todoEntries(on day: CalendarDay) -> [TodoList.Entry] {
    let dayChecks = checkTable.masks(day: day.dayNumber) ?? []
    let dayTemporary = temporaryTable.masks(day: day.dayNumber) ?? []
    let weekdayOffset = day.weekday.isoNumber - 1
    var entries: [TodoList.Entry] = []
    entries.reserveCapacity(rules.count)
    for position in rules.indices where !rules[position].isKeyRule {
      var assignees: UInt64
      let temporary = position < dayTemporary.count ? dayTemporary[position] : 0
      if temporary != 0 {
        assignees = temporary
      } else if let schedule = schedules[position] {
        assignees = rotationBit(position: position, schedule: schedule, on: day)
      } else {
        assignees = weekdayMasks[position &* 7 &+ weekdayOffset]
      }
      let checked = position < dayChecks.count ? dayChecks[position] & assignees : 0
      entries.append(
        TodoList.Entry(position: position, assignees: assignees, checked: checked, isTemporary: temporary != 0))
    }
    return entries
  }

  /// What the home screen shows a member on a day: the first key rules, the member's first todos, the upcoming
  /// events and the members in display order, with the limits of ``HouseLimits/homeKeyRules`` and
  /// ``HouseLimits/homeTodos``.
  public func home(for member: HomieID, on day: CalendarDay) -> HomeSummary {
    let keyRules = self.keyRules
    let todos = myTodos(on: day, for: member)
    return HomeSummary(
      keyRules: Array(keyRules.prefix(limits.homeKeyRules)), keyRuleCount: keyRules.count,
      todos: Array(todos.prefix(limits.homeTodos)), todoCount: todos.count, events: upcomingEvents(from: day),
      members: orderedMembers(me: member))
  }
}
