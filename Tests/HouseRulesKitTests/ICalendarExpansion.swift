import Foundation

@testable import HouseRulesKit

/// Expands an exported calendar into the SUMMARYs of each day, independently of the export's own code: all-day
/// VEVENTs with `DTSTART;VALUE=DATE`, an optional `RRULE` (`FREQ=WEEKLY` with `INTERVAL`, `BYDAY`, `WKST`,
/// `UNTIL` or `COUNT`, as RFC 5545 §3.3.10 defines them) and `EXDATE`s. Anything else in an `RRULE` is an error,
/// so that an export the expander does not understand fails instead of passing.
enum ICalendarExpansion {
  /// Each day's SUMMARYs (sorted) over every instance of every VEVENT; days without any are absent.
  static func days(of text: String) throws -> [CalendarDay: [String]] {
    let calendar = try ICalendarChecker(text)
    var days: [CalendarDay: [String]] = [:]
    for event in calendar.events {
      func value(_ name: String) -> String? { event.first { $0.name == name }?.value }
      let summary = try ICalendarChecker.unescape(value("SUMMARY") ?? "")
      let start = try date(value("DTSTART") ?? "")
      var instances: [CalendarDay] = [start]
      if let rule = value("RRULE") { instances = try expand(rule, from: start) }
      let exceptions = try event.filter { $0.name == "EXDATE" }
        .flatMap { $0.value.split(separator: ",") }.map { try date(String($0)) }
      for day in instances where !exceptions.contains(day) { days[day, default: []].append(summary) }
    }
    return days.mapValues { $0.sorted() }
  }

  /// The instances of a weekly RRULE from `start` (itself the first instance).
  static func expand(_ rule: String, from start: CalendarDay) throws -> [CalendarDay] {
    var parts: [String: String] = [:]
    for part in rule.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else { throw ICalendarChecker.CheckError("a bad RRULE part \(part)") }
      parts[pair[0]] = pair[1]
    }
    try ICalendarChecker.require(parts["FREQ"] == "WEEKLY", "an RRULE that is not weekly: \(rule)")
    try ICalendarChecker.require(parts["WKST"] ?? "MO" == "MO", "a week that does not start on Monday: \(rule)")
    let known: Set = ["FREQ", "INTERVAL", "BYDAY", "WKST", "UNTIL", "COUNT"]
    try ICalendarChecker.require(Set(parts.keys).isSubset(of: known), "an RRULE part this expander lacks: \(rule)")
    let interval = Int(parts["INTERVAL"] ?? "1") ?? 0
    try ICalendarChecker.require(interval >= 1, "a bad INTERVAL in \(rule)")
    let codes = Weekday.allCases.map(\.iCalendarCode)
    let weekdays = try (parts["BYDAY"]?.split(separator: ",") ?? []).map { code in
      guard let index = codes.firstIndex(of: String(code)) else { throw ICalendarChecker.CheckError("BYDAY \(code)") }
      return Weekday.allCases[index]
    }
    let byDay = weekdays.isEmpty ? [start.weekday] : weekdays
    let until = try parts["UNTIL"].map(date)
    let count = parts["COUNT"].flatMap { Int($0) }
    try ICalendarChecker.require(until != nil || count != nil, "an RRULE without an end: \(rule)")
    var instances: [CalendarDay] = []
    var monday = start.adding(days: 1 - start.weekday.isoNumber)
    while instances.count < 20_000 {
      for day in Weekday.allCases.map({ monday.adding(days: $0.isoNumber - 1) })
      where byDay.contains(day.weekday) && day >= start {
        if let until, day > until { return instances }
        instances.append(day)
        if let count, instances.count >= count { return instances }
      }
      monday = monday.adding(days: 7 * interval)
    }
    throw ICalendarChecker.CheckError("an RRULE with too many instances: \(rule)")
  }

  /// A DATE value (`20260305`).
  static func date(_ text: String) throws -> CalendarDay {
    do { return try CalendarDay(parsing: text, format: .basic) } catch {
      throw ICalendarChecker.CheckError("a bad DATE \(text)")
    }
  }
}

/// What the kit itself says for each day of a span: the rules with assignees (for a member, their own todos) and
/// the events (for a member, those they join), by name, sorted; days without any are absent.
func expectedCalendarDays(
  of house: House, from start: CalendarDay, through end: CalendarDay, for member: HomieID?
) -> [CalendarDay: [String]] {
  var days: [CalendarDay: [String]] = [:]
  var day = start
  while day <= end {
    let todos = member.map { house.myTodos(on: day, for: $0) } ?? house.todos(on: day)
    let events = house.events.filter { event in
      event.date == day && (member.map { house.participants(of: event).contains($0) } ?? true)
    }
    let names = todos.filter(\.hasAssignees).map(\.rule.name) + events.map(\.name)
    if !names.isEmpty { days[day] = names.sorted() }
    day = day.adding(days: 1)
  }
  return days
}
