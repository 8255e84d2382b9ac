import Foundation

extension House {
  /// The longest span, in days, that ``iCalendar(from:through:generatedAt:for:strings:)`` exports: ten years.
  public static let maximumCalendarDays = 3_660

  /// The house's todos and events of a span of days as an iCalendar (RFC 5545) document that any calendar app can
  /// import, or `nil` when the span holds nothing to export (RFC 5545 requires at least one entry).
  ///
  /// The calendar says, day by day, what the kit says: for the whole house a rule is on a day exactly when
  /// ``todos(on:)`` lists it with assignees; for a member, exactly when ``myTodos(on:for:)`` lists it. Events
  /// in the span (a member's: those they join) are all-day entries. Nothing is written before `start` or after
  /// `end`, because a rotation's later turns depend on absences and checks not yet recorded. Export again
  /// (same UIDs, a later `generatedAt`) to extend or correct an imported calendar.
  ///
  /// - A rule with fixed assignees is one all-day entry repeating weekly on its weekdays
  ///   (`RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=...;UNTIL=...`); in a member's calendar, on that member's weekdays.
  /// - A rotating rule is one entry per week, on that week's duty days, naming the member of the week; weeks
  ///   in which every rotation member is away have none, and a member's calendar holds only their own turns.
  /// - A day with temporary assignees (``setTemporaryAssignees(_:for:on:)``) is taken out of the
  ///   rule's entry (`EXDATE`) and, where the scope is among those assignees, written as an entry of its own.
  ///
  /// UIDs are stable across exports and differ between the house's calendar and each member's, so importing
  /// several of them into one calendar keeps every entry. The document has no `METHOD` (it is a file to import,
  /// not a scheduling message). Lines end in CRLF, are folded at 75 octets without splitting a UTF-8 sequence,
  /// and TEXT values are escaped.
  ///
  /// - Parameters:
  ///   - start: The first day exported (usually today).
  ///   - end: The last day exported; at most ``maximumCalendarDays`` days from `start`, counting both.
  ///   - generatedAt: The export's time, written as every entry's `DTSTAMP`.
  ///   - member: Restricts the calendar to one member; `nil` for the whole house.
  ///   - strings: The texts of the descriptions and of a member calendar's name.
  /// - Returns: The document, or `nil` if no todo and no event falls in the span for `member` (or the house).
  /// - Throws: ``HouseRulesError/invalidDateRange(from:through:)`` when `end` is before `start`,
  ///   ``HouseRulesError/calendarSpanTooLong(days:limit:)`` past ``maximumCalendarDays``, or
  ///   ``HouseRulesError/unknownMember(_:)``.
  /// - Complexity: O(*d* × *r* + *e*) for *d* days, *r* rules and *e* events (rotations past their computed
  ///   schedule cost more, as in ``todos(on:)``).
  public func iCalendar(
    from start: CalendarDay, through end: CalendarDay, generatedAt: Date, for member: HomieID? = nil,
    strings: HouseRulesStrings = .korean
  ) throws(HouseRulesError) -> String? {
    guard start <= end else { throw .invalidDateRange(from: start, through: end) }
    let dayCount = end.days(since: start) + 1
    guard dayCount <= Self.maximumCalendarDays else {
      throw .calendarSpanTooLong(days: dayCount, limit: Self.maximumCalendarDays)
    }
    let scopeMask: UInt64 =
      try member.map { member throws(HouseRulesError) in
        1 << UInt64(try memberPosition(member))
      } ?? .max
    let scope = ICalendarScope(house: id, member: member)
    let days = (0..<dayCount).map { start.adding(days: $0) }
    var entries: [ICalendarEntry] = []
    for position in rules.indices where !rules[position].isKeyRule {
      entries += calendarEntries(rule: position, days: days, scopeMask: scopeMask, scope: scope, strings: strings)
    }
    for event in events where start <= event.date && event.date <= end {
      let participants = participants(of: event)
      if let member, !participants.contains(member) { continue }
      entries.append(
        ICalendarEntry(
          uid: scope.uid("event-" + ICalendarScope.encoded(event.id.rawValue)), first: event.date, last: event.date,
          weekdays: [event.date.weekday], exceptions: [], summary: event.name,
          description: participants.map { name(of: $0) }.joined(separator: ", "), category: nil))
    }
    guard !entries.isEmpty else { return nil }

    let stamp = ICalendarFormat.line("DTSTAMP", ICalendarFormat.utcDateTime(generatedAt))
    let calendarName = member.map { strings.memberCalendarName(name, self.name(of: $0)) } ?? name
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
    text += ICalendarFormat.line("PRODID", "-//DomainKits//HouseRulesKit//KO")
    text += "CALSCALE:GREGORIAN\r\n"
    text += ICalendarFormat.line("X-WR-CALNAME", ICalendarFormat.escapeText(calendarName))
    text += ICalendarFormat.line("X-WR-TIMEZONE", ICalendarFormat.escapeText(timeZone.identifier))
    for entry in entries { text += entry.text(stamp: stamp) }
    return text + "END:VCALENDAR\r\n"
  }

  /// The entries of one rule over `days` for the members in `scopeMask`.
  ///
  /// The usual assignees (fixed weekdays, or the rotation's member of the week) give the series; a day whose
  /// temporary assignees replace them is an exception of the series and, if the scope is among the temporary
  /// assignees, an entry of its own. So the entries' days are exactly the days on which ``todoEntries(on:)``
  /// assigns the rule to someone in the scope.
  private func calendarEntries(
    rule position: Int, days: [CalendarDay], scopeMask: UInt64, scope: ICalendarScope, strings: HouseRulesStrings
  ) -> [ICalendarEntry] {
    let rule = rules[position]
    let ruleUID = "rule-" + ICalendarScope.encoded(rule.id.rawValue)
    let category = category(rule.category)?.name
    var usualDays: [CalendarDay] = []
    var replaced: Set<CalendarDay> = []
    var entries: [ICalendarEntry] = []
    for day in days {
      let usual: UInt64
      if let schedule = schedules[position] {
        usual = rotationBit(position: position, schedule: schedule, on: day)
      } else {
        usual = weekdayMasks[position * 7 + day.weekday.isoNumber - 1]
      }
      if usual & scopeMask != 0 { usualDays.append(day) }
      let temporary = temporaryTable.mask(day: day.dayNumber, position: position)
      guard temporary != 0 else { continue }
      replaced.insert(day)
      guard temporary & scopeMask != 0 else { continue }
      entries.append(
        ICalendarEntry(
          uid: scope.uid(ruleUID + "-day-" + ICalendarFormat.date(day)), first: day, last: day,
          weekdays: [day.weekday], exceptions: [], summary: rule.name,
          description: strings.temporaryLine(memberIDs(in: temporary).map { name(of: $0) }), category: category))
    }
    let series: [ICalendarEntry]
    if let rotation = rule.rotation, let schedule = schedules[position] {
      // One entry per week: each week has its own member, and its own UID so that a re-export updates it.
      let names = rotation.members.map { name(of: $0) }
      series = ICalendarEntry.series(of: usualDays, groupedBy: \.mondayOfWeek, exceptions: replaced) {
        first, last, weekdays, exceptions in
        let member = memberIDs(in: rotationBit(position: position, schedule: schedule, on: first)).first
        let turn = member.map { strings.turnLine(name(of: $0)) + "\n" } ?? ""
        return ICalendarEntry(
          uid: scope.uid(ruleUID + "-week-" + ICalendarFormat.date(first.mondayOfWeek)), first: first, last: last,
          weekdays: weekdays, exceptions: exceptions, summary: rule.name,
          description: turn + strings.rotationLine(names), category: category)
      }
    } else {
      let assignments = rule.assignments.filter { scope.member == nil || $0.member == scope.member }
      let description = assignments.map { strings.assignmentLine($0.weekdays, [name(of: $0.member)]) }
        .joined(separator: "\n")
      series = ICalendarEntry.series(of: usualDays, groupedBy: { _ in 0 }, exceptions: replaced) {
        first, last, weekdays, exceptions in
        ICalendarEntry(
          uid: scope.uid(ruleUID), first: first, last: last, weekdays: weekdays, exceptions: exceptions,
          summary: rule.name, description: description, category: category)
      }
    }
    return series + entries
  }
}
