import Foundation

/// One all-day VEVENT of an export: a single day, or a weekly series from ``first`` through ``last`` on
/// ``weekdays`` with ``exceptions`` left out.
///
/// A series is exact only when every day from ``first`` through ``last`` that falls on one of ``weekdays`` is
/// meant, apart from ``exceptions``; the export builds series that way (a fixed rule's weekdays over the span, or
/// one week of a rotation), and ``first`` and ``last`` are never exceptions, so every VEVENT has an instance.
struct ICalendarEntry: Hashable, Sendable {
  /// The UID, unique in the calendar and across the scopes of one house (see ``ICalendarScope``).
  let uid: String
  /// The first day, written as `DTSTART`.
  let first: CalendarDay
  /// The last day of the series (equal to ``first`` for a single day), written as the `RRULE`'s `UNTIL`.
  let last: CalendarDay
  /// The weekdays of the series (`BYDAY`).
  let weekdays: WeekdaySet
  /// Days of the series that do not occur (`EXDATE`), strictly between ``first`` and ``last``.
  let exceptions: [CalendarDay]
  let summary: String
  let description: String
  let category: String?

  /// The VEVENT's lines, CRLF-terminated and folded.
  func text(stamp: String) -> String {
    var text = "BEGIN:VEVENT\r\n"
    text += ICalendarFormat.line("UID", ICalendarFormat.escapeText(uid))
    text += stamp
    text += ICalendarFormat.line("DTSTART", parameters: "VALUE=DATE", ICalendarFormat.date(first))
    text += ICalendarFormat.line("DTEND", parameters: "VALUE=DATE", ICalendarFormat.date(first.adding(days: 1)))
    if last > first {
      // WKST=MO: weeks run Monday to Sunday, as the kit's rotations count them.
      let days = weekdays.map(\.iCalendarCode).joined(separator: ",")
      text += ICalendarFormat.line(
        "RRULE", "FREQ=WEEKLY;WKST=MO;BYDAY=\(days);UNTIL=\(ICalendarFormat.date(last))")
      if !exceptions.isEmpty {
        text += ICalendarFormat.line(
          "EXDATE", parameters: "VALUE=DATE", exceptions.map(ICalendarFormat.date).joined(separator: ","))
      }
    }
    text += ICalendarFormat.line("SUMMARY", ICalendarFormat.escapeText(summary))
    if !description.isEmpty {
      text += ICalendarFormat.line("DESCRIPTION", ICalendarFormat.escapeText(description))
    }
    if let category { text += ICalendarFormat.line("CATEGORIES", ICalendarFormat.escapeText(category)) }
    return text + "TRANSP:TRANSPARENT\r\nEND:VEVENT\r\n"
  }

  /// The days `days` (ascending) as series entries: days grouped by `group` (equal keys, consecutive), each group
  /// a weekly series whose ends are trimmed of `exceptions` and whose inner exceptions become `EXDATE`s. Groups
  /// made only of exceptions are left out.
  static func series<Key: Equatable>(
    of days: [CalendarDay], groupedBy group: (CalendarDay) -> Key, exceptions: Set<CalendarDay>,
    make: (_ first: CalendarDay, _ last: CalendarDay, _ weekdays: WeekdaySet, _ exceptions: [CalendarDay]) -> Self
  ) -> [Self] {
    var entries: [Self] = []
    var start = days.startIndex
    while start < days.endIndex {
      let key = group(days[start])
      var end = start
      while end + 1 < days.endIndex, group(days[end + 1]) == key { end += 1 }
      let members = days[start...end]
      let weekdays = WeekdaySet(members.map(\.weekday))
      if let first = members.first(where: { !exceptions.contains($0) }),
        let last = members.last(where: { !exceptions.contains($0) })
      {
        let inner = members.filter { $0 > first && $0 < last && exceptions.contains($0) }
        entries.append(make(first, last, weekdays, inner))
      }
      start = end + 1
    }
    return entries
  }
}

/// Whose calendar an export is: the whole house's or one member's. It is part of every UID, so that the house's
/// file and each member's file can be imported into one calendar without one entry replacing another.
struct ICalendarScope: Hashable, Sendable {
  let house: HouseID
  let member: HomieID?

  /// `<kind>@<house|member-ID>.<HOUSE>.house.domainkits`, with identifiers percent-encoded (everything but ASCII
  /// letters, digits and `_`), so that the parts can never run into each other.
  func uid(_ kind: String) -> String {
    let scope = member.map { "member-" + Self.encoded($0.rawValue) } ?? "house"
    return "\(kind)@\(scope).\(Self.encoded(house.rawValue)).house.domainkits"
  }

  /// An identifier with every byte that is not an ASCII letter, digit or `_` written as `%XX`.
  static func encoded(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
