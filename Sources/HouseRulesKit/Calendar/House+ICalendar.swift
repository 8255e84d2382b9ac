import Foundation

extension House {
  /// The house's schedule as an iCalendar (RFC 5545) document that any calendar app can import or subscribe to.
  ///
  /// Each rule that is not a key rule becomes an all-day event repeating weekly on its weekdays
  /// (`RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=...`) from its first such day on or after `start`, described with who keeps
  /// it on which days; each event becomes an all-day event on its date. With `member`, only that member's
  /// weekdays of fixed rules, the rotations they take part in and the events they join are written.
  /// Temporary assignees are one-day changes and are not exported.
  ///
  /// Lines end in CRLF, are folded at 75 octets without splitting a UTF-8 sequence, and TEXT values are escaped.
  ///
  /// - Parameters:
  ///   - start: The first day rules repeat from (usually today).
  ///   - generatedAt: The export's time, written as every entry's `DTSTAMP`.
  ///   - member: Restricts the calendar to one member; `nil` for the whole house.
  ///   - strings: The texts of the descriptions.
  /// - Complexity: O(*r* × *m* + *e*) for *r* rules, *m* members and *e* events.
  public func iCalendar(
    from start: CalendarDay, generatedAt: Date, for member: HomieID? = nil, strings: HouseRulesStrings = .korean
  ) -> String {
    let stamp = ICalendarFormat.line("DTSTAMP", ICalendarFormat.utcDateTime(generatedAt))
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
    text += ICalendarFormat.line("PRODID", "-//DomainKits//HouseRulesKit//KO")
    text += "CALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n"
    text += ICalendarFormat.line("X-WR-CALNAME", ICalendarFormat.escapeText(name))
    text += ICalendarFormat.line("X-WR-TIMEZONE", ICalendarFormat.escapeText(timeZone.identifier))
    for rule in rules where !rule.isKeyRule {
      guard let (weekdays, description) = calendarSchedule(of: rule, for: member, strings: strings),
        let first = firstDay(on: weekdays, from: max(start, rule.rotation?.start ?? start))
      else { continue }
      text += "BEGIN:VEVENT\r\n"
      text += ICalendarFormat.line("UID", ICalendarFormat.escapeText("rule-\(rule.id)@\(id).house.domainkits"))
      text += stamp
      text += ICalendarFormat.line("DTSTART", parameters: "VALUE=DATE", ICalendarFormat.date(first))
      text += ICalendarFormat.line(
        "RRULE", "FREQ=WEEKLY;WKST=MO;BYDAY=" + weekdays.map(\.iCalendarCode).joined(separator: ","))
      text += ICalendarFormat.line("SUMMARY", ICalendarFormat.escapeText(rule.name))
      text += ICalendarFormat.line("DESCRIPTION", ICalendarFormat.escapeText(description))
      if let category = category(rule.category) {
        text += ICalendarFormat.line("CATEGORIES", ICalendarFormat.escapeText(category.name))
      }
      text += "TRANSP:TRANSPARENT\r\nEND:VEVENT\r\n"
    }
    for event in events where member.map({ participants(of: event).contains($0) }) ?? true {
      text += "BEGIN:VEVENT\r\n"
      text += ICalendarFormat.line("UID", ICalendarFormat.escapeText("event-\(event.id)@\(id).house.domainkits"))
      text += stamp
      text += ICalendarFormat.line("DTSTART", parameters: "VALUE=DATE", ICalendarFormat.date(event.date))
      text += ICalendarFormat.line("DTEND", parameters: "VALUE=DATE", ICalendarFormat.date(event.date.adding(days: 1)))
      text += ICalendarFormat.line("SUMMARY", ICalendarFormat.escapeText(event.name))
      let names = participants(of: event).map { name(of: $0) }
      text += ICalendarFormat.line("DESCRIPTION", ICalendarFormat.escapeText(names.joined(separator: ", ")))
      text += "END:VEVENT\r\n"
    }
    return text + "END:VCALENDAR\r\n"
  }

  /// The weekdays and description of a rule in a calendar, or `nil` if the rule has no day for `member`.
  private func calendarSchedule(
    of rule: Rule, for member: HomieID?, strings: HouseRulesStrings
  ) -> (WeekdaySet, String)? {
    if let rotation = rule.rotation {
      guard member.map(rotation.members.contains) ?? true else { return nil }
      return (rotation.weekdays, strings.rotationLine(rotation.members.map { name(of: $0) }))
    }
    let assignments = rule.assignments.filter { member == nil || $0.member == member }
    let weekdays = assignments.reduce(into: WeekdaySet()) { $0.formUnion($1.weekdays) }
    guard !weekdays.isEmpty else { return nil }
    let lines = assignments.map { strings.assignmentLine($0.weekdays, [name(of: $0.member)]) }
    return (weekdays, lines.joined(separator: "\n"))
  }

  /// The first day on or after `start` that falls on one of `weekdays`.
  private func firstDay(on weekdays: WeekdaySet, from start: CalendarDay) -> CalendarDay? {
    (0..<7).lazy.map { start.adding(days: $0) }.first { weekdays.contains($0.weekday) }
  }
}
