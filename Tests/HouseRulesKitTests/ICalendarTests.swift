import Foundation
import Testing

@testable import HouseRulesKit

/// A small RFC 5545 reader for the tests: checks the physical format, unfolds, and parses content lines.
struct ICalendarChecker {
  struct Property: Equatable {
    let name: String
    let parameters: [String]
    let value: String
  }

  /// Each VEVENT's properties, in order.
  private(set) var events: [[Property]] = []
  /// The VCALENDAR's own properties.
  private(set) var calendar: [Property] = []

  init(_ text: String) throws {
    let bytes = Array(text.utf8)
    // CRLF everywhere: no bare LF or CR.
    for (index, byte) in bytes.enumerated() {
      if byte == 0x0A { try Self.require(index > 0 && bytes[index - 1] == 0x0D, "bare LF at \(index)") }
      if byte == 0x0D { try Self.require(index + 1 < bytes.count && bytes[index + 1] == 0x0A, "bare CR at \(index)") }
    }
    try Self.require(text.hasSuffix("\r\n"), "no final CRLF")
    // Physical lines: at most 75 octets, each valid UTF-8 on its own (no sequence split by a fold).
    var logical: [String] = []
    for physical in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
      let line = physical.dropLast()  // the CR
      try Self.require(line.count <= 75, "a line of \(line.count) octets")
      let string = String(decoding: line, as: UTF8.self)
      try Self.require(Array(string.utf8) == Array(line), "a line splits a UTF-8 sequence")
      // Unfolding works on octets: the continuation's first octet (a space or tab) goes, whatever follows it.
      if let first = line.first, first == 0x20 || first == 0x09 {
        guard !logical.isEmpty else { throw CheckError("continuation before any line") }
        logical[logical.count - 1] = String(
          decoding: Array(logical[logical.count - 1].utf8) + line.dropFirst(), as: UTF8.self)
      } else {
        logical.append(string)
      }
    }
    var stack: [String] = []
    for line in logical {
      let property = try Self.parse(line)
      switch property.name {
      case "BEGIN":
        stack.append(property.value)
        if property.value == "VEVENT" { events.append([]) }
      case "END":
        try Self.require(stack.popLast() == property.value, "END:\(property.value) does not close its BEGIN")
      default:
        try Self.require(!stack.isEmpty, "a property outside VCALENDAR")
        if stack.last == "VEVENT" { events[events.count - 1].append(property) } else { calendar.append(property) }
      }
    }
    try Self.require(stack.isEmpty, "unclosed components \(stack)")
    for event in events {
      for required in ["UID", "DTSTAMP", "DTSTART", "SUMMARY"] {
        try Self.require(event.contains { $0.name == required }, "a VEVENT without \(required)")
      }
    }
  }

  /// `NAME;PARAM=...:value`, where the value starts after the first colon outside a quoted parameter.
  static func parse(_ line: String) throws -> Property {
    var inQuotes = false
    guard
      let colon = line.firstIndex(where: { character in
        if character == "\"" { inQuotes.toggle() }
        return character == ":" && !inQuotes
      })
    else { throw CheckError("no colon in \(line)") }
    let head = line[..<colon].split(separator: ";").map(String.init)
    guard let name = head.first, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else {
      throw CheckError("bad name in \(line)")
    }
    return Property(name: name, parameters: Array(head.dropFirst()), value: String(line[line.index(after: colon)...]))
  }

  /// The text of an escaped TEXT value.
  static func unescape(_ value: String) throws -> String {
    var text = ""
    var iterator = value.makeIterator()
    while let character = iterator.next() {
      guard character == "\\" else {
        try require(character != ";" && character != ",", "an unescaped \(character) in TEXT")
        text.append(character)
        continue
      }
      switch iterator.next() {
      case "\\": text.append("\\")
      case ";": text.append(";")
      case ",": text.append(",")
      case "n", "N": text.append("\n")
      default: throw CheckError("a bad escape in \(value)")
      }
    }
    return text
  }

  func value(_ name: String, inEvent index: Int) -> String? {
    events[index].first { $0.name == name }?.value
  }

  struct CheckError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw CheckError(message()) }
  }
}

@Suite("iCalendar export")
struct ICalendarTests {
  let stamp = Date(timeIntervalSince1970: 1_772_409_600)  // 2026-03-02T00:00:00Z

  let span = (Sample.tuesday, Sample.day(2026, 3, 29))

  @Test("Fixed rules repeat weekly on their weekdays until the span's end; events are all-day; no METHOD")
  func export() throws {
    var house = try Sample.house()
    try house.addEvent(HouseEvent(id: "party", name: "호미 생일파티", date: Sample.sunday, participants: [Sample.jisu]))
    let text = try #require(try house.iCalendar(from: span.0, through: span.1, generatedAt: stamp))
    let calendar = try ICalendarChecker(text)
    #expect(calendar.calendar.contains(ICalendarChecker.Property(name: "VERSION", parameters: [], value: "2.0")))
    // A file to import, not an RFC 5546 scheduling message (which would need an ORGANIZER).
    #expect(!calendar.calendar.contains { $0.name == "METHOD" })
    #expect(
      try ICalendarChecker.unescape(calendar.calendar.first { $0.name == "X-WR-CALNAME" }?.value ?? "") == "망원동 하우스")
    // Three rules (the key rule has no schedule) and one event.
    #expect(calendar.events.count == 4)
    #expect(calendar.value("SUMMARY", inEvent: 0) == "설거지")
    // The first Monday or Thursday from Tuesday 3 March is Thursday 5 March; the last by 29 March is Thursday 26.
    #expect(calendar.value("RRULE", inEvent: 0) == "FREQ=WEEKLY;WKST=MO;BYDAY=MO,TH;UNTIL=20260326")
    #expect(
      calendar.events[0].first { $0.name == "DTSTART" }
        == .init(name: "DTSTART", parameters: ["VALUE=DATE"], value: "20260305"))
    #expect(calendar.value("DTEND", inEvent: 0) == "20260306")
    #expect(calendar.value("DTSTAMP", inEvent: 0) == "20260302T000000Z")
    #expect(try ICalendarChecker.unescape(calendar.value("DESCRIPTION", inEvent: 0) ?? "") == "월목: 민재\n월: 지수")
    #expect(calendar.value("RRULE", inEvent: 1) == "FREQ=WEEKLY;WKST=MO;BYDAY=WE,SU;UNTIL=20260329")
    #expect(calendar.value("DTSTART", inEvent: 3) == "20260308")
    #expect(calendar.value("DTEND", inEvent: 3) == "20260309")
    #expect(calendar.value("UID", inEvent: 3) == "event-party@house.mangwon.house.domainkits")
    #expect(calendar.value("UID", inEvent: 0) == "rule-dishes@house.mangwon.house.domainkits")
  }

  @Test("A member's calendar holds only their weekdays and their events, under UIDs of its own")
  func memberCalendar() throws {
    var house = try Sample.house()
    try house.addEvent(HouseEvent(id: "party", name: "생일파티", date: Sample.sunday, participants: [Sample.haneul]))
    try house.addEvent(HouseEvent(id: "all", name: "대청소", date: Sample.sunday))
    let text = try #require(
      try house.iCalendar(from: Sample.monday, through: span.1, generatedAt: stamp, for: Sample.jisu))
    let calendar = try ICalendarChecker(text)
    #expect(calendar.events.compactMap { $0.first { $0.name == "SUMMARY" }?.value } == ["설거지", "화분 물주기", "대청소"])
    #expect(calendar.value("RRULE", inEvent: 0) == "FREQ=WEEKLY;WKST=MO;BYDAY=MO;UNTIL=20260323")
    #expect(calendar.value("DTSTART", inEvent: 0) == "20260302")
    #expect(calendar.value("UID", inEvent: 0) == "rule-dishes@member-jisu.mangwon.house.domainkits")
    #expect(
      try ICalendarChecker.unescape(calendar.calendar.first { $0.name == "X-WR-CALNAME" }?.value ?? "")
        == "망원동 하우스 · 지수")
  }

  @Test("A rotating rule is one entry per week for its member; a member's calendar holds only their turns")
  func rotationWeeks() throws {
    var house = try Sample.house()
    try house.addRule(
      Rule(
        id: "bathroom", name: "화장실", category: "clean",
        rotation: Rotation(members: [Sample.minjae, Sample.jisu], weekdays: [.monday, .friday], start: Sample.monday)))
    let end = Sample.day(2026, 3, 22)  // three weeks: 민재, 지수, 민재
    let jisu = try ICalendarChecker(
      try #require(try house.iCalendar(from: Sample.monday, through: end, generatedAt: stamp, for: Sample.jisu)))
    let bathroom = jisu.events.filter { $0.contains(.init(name: "SUMMARY", parameters: [], value: "화장실")) }
    // The old export gave every rotation member an entry every week.
    #expect(bathroom.count == 1)
    #expect(bathroom.first?.first { $0.name == "DTSTART" }?.value == "20260309")
    #expect(bathroom.first?.first { $0.name == "RRULE" }?.value == "FREQ=WEEKLY;WKST=MO;BYDAY=MO,FR;UNTIL=20260313")
    #expect(
      bathroom.first?.first { $0.name == "UID" }?.value
        == "rule-bathroom-week-20260309@member-jisu.mangwon.house.domainkits")
    let whole = try ICalendarChecker(
      try #require(try house.iCalendar(from: Sample.monday, through: end, generatedAt: stamp)))
    let weeks = whole.events.filter { $0.contains(.init(name: "SUMMARY", parameters: [], value: "화장실")) }
    #expect(
      try weeks.map { try ICalendarChecker.unescape($0.first { $0.name == "DESCRIPTION" }?.value ?? "") } == [
        "이번 주 차례: 민재\n주마다 돌아가며: 민재 → 지수", "이번 주 차례: 지수\n주마다 돌아가며: 민재 → 지수",
        "이번 주 차례: 민재\n주마다 돌아가며: 민재 → 지수",
      ])
  }

  @Test("A week in which every rotation member is away has no entry")
  func everyoneAway() throws {
    var house = try Sample.house()
    try house.addRule(
      Rule(
        id: "bathroom", name: "화장실", category: "clean",
        rotation: Rotation(members: [Sample.minjae, Sample.jisu], weekdays: [.friday], start: Sample.monday)))
    for member in [Sample.minjae, Sample.jisu] {
      try house.addAbsence(Absence(member: member, from: Sample.day(2026, 3, 9), through: Sample.day(2026, 3, 15)))
    }
    let text = try #require(
      try house.iCalendar(from: Sample.monday, through: Sample.day(2026, 3, 22), generatedAt: stamp))
    let days = try ICalendarExpansion.days(of: text)
    #expect(days[Sample.day(2026, 3, 6)]?.contains("화장실") == true)
    #expect(days[Sample.day(2026, 3, 13)]?.contains("화장실") != true)
    #expect(days[Sample.day(2026, 3, 20)]?.contains("화장실") == true)
  }

  @Test("Temporary assignees: the usual entry skips the day (EXDATE) and the day is an entry of its own")
  func temporaryAssignees() throws {
    var house = try Sample.house()
    let thursday = Sample.day(2026, 3, 5)
    try house.setTemporaryAssignees([Sample.jisu], for: "dishes", on: thursday)
    let minjae = try #require(
      try house.iCalendar(from: Sample.monday, through: span.1, generatedAt: stamp, for: Sample.minjae))
    let checker = try ICalendarChecker(minjae)
    #expect(checker.value("EXDATE", inEvent: 0) == "20260305")
    #expect(try ICalendarExpansion.days(of: minjae)[thursday] == nil)
    let jisu = try #require(
      try house.iCalendar(from: Sample.monday, through: span.1, generatedAt: stamp, for: Sample.jisu))
    #expect(try ICalendarExpansion.days(of: jisu)[thursday] == ["설거지"])
    #expect(jisu.contains("UID:rule-dishes-day-20260305@member-jisu.mangwon.house.domainkits"))
  }

  @Test("Nothing to export is nil, never a VCALENDAR without a component")
  func nothingToExport() throws {
    var house = try Sample.house()
    try house.addMember(Homie(id: "guest", name: "손님"))
    #expect(try house.iCalendar(from: Sample.monday, through: span.1, generatedAt: stamp, for: "guest") == nil)
    let empty = try House(id: "empty", name: "빈 집")
    #expect(try empty.iCalendar(from: Sample.monday, through: span.1, generatedAt: stamp) == nil)
    // A one-day span on a day without duties or events.
    var quiet = try House(id: "quiet", name: "조용한 집")
    try quiet.addMember(Homie(id: Sample.minjae, name: "민재"))
    try quiet.addCategory(RuleCategory(id: "clean", name: "청소", icon: .clean))
    try quiet.addRule(
      Rule(
        id: "dishes", name: "설거지", category: "clean",
        assignments: [RuleAssignment(member: Sample.minjae, weekdays: [.monday])]))
    #expect(try quiet.iCalendar(from: Sample.tuesday, through: Sample.tuesday, generatedAt: stamp) == nil)
    #expect(try quiet.iCalendar(from: Sample.monday, through: Sample.monday, generatedAt: stamp) != nil)
  }

  @Test("Refused spans and members name the input")
  func refused() throws {
    let house = try Sample.house()
    #expect(throws: HouseRulesError.invalidDateRange(from: Sample.tuesday, through: Sample.monday)) {
      try house.iCalendar(from: Sample.tuesday, through: Sample.monday, generatedAt: stamp)
    }
    #expect(throws: HouseRulesError.calendarSpanTooLong(days: 3_661, limit: 3_660)) {
      try house.iCalendar(from: Sample.monday, through: Sample.monday.adding(days: 3_660), generatedAt: stamp)
    }
    #expect(throws: HouseRulesError.unknownMember("nobody")) {
      try house.iCalendar(from: Sample.monday, through: Sample.tuesday, generatedAt: stamp, for: "nobody")
    }
  }

  @Test("UIDs are unique within each calendar and across the house's and every member's calendar")
  func uniqueUIDs() throws {
    for scenario in try CalendarScenario.all() {
      var seen: [String: String] = [:]
      for scope in scenario.scopes {
        guard
          let text = try scenario.house.iCalendar(
            from: scenario.start, through: scenario.end, generatedAt: stamp, for: scope)
        else { continue }
        let file = scope?.rawValue ?? "house"
        for event in try ICalendarChecker(text).events {
          let uid = try #require(event.first { $0.name == "UID" }?.value)
          #expect(seen[uid] == nil, "\(scenario.name): \(uid) in \(seen[uid] ?? "") and \(file)")
          seen[uid] = file
        }
      }
    }
    #expect(ICalendarScope.encoded("a-b.c@d 가") == "a%2Db%2Ec%40d%20%EA%B0%80")
  }

  @Test("TEXT escaping of backslash, semicolon, comma and line breaks")
  func escaping() throws {
    #expect(ICalendarFormat.escapeText(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
    #expect(ICalendarFormat.escapeText("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
    #expect(ICalendarFormat.escapeText("tab\there\u{7}") == "tab\there ")
    for text in ["설거지, 청소; 빨래\\끝", "줄\n바꿈\r\n", "\\n is not a newline", ""] {
      #expect(
        try ICalendarChecker.unescape(ICalendarFormat.escapeText(text))
          == text.replacingOccurrences(of: "\r\n", with: "\n"))
    }
    var house = try Sample.house(limits: HouseLimits(houseName: 40))
    try house.rename(to: #"세미콜론; 쉼표, 역슬래시\ 집"#)
    let calendar = try ICalendarChecker(
      try #require(try house.iCalendar(from: Sample.monday, through: Sample.monday, generatedAt: stamp)))
    let name = calendar.calendar.first { $0.name == "X-WR-CALNAME" }?.value ?? ""
    #expect(try ICalendarChecker.unescape(name) == #"세미콜론; 쉼표, 역슬래시\ 집"#)
  }

  @Test("Folding at 75 octets never splits a UTF-8 sequence, and unfolds to the original line")
  func folding() throws {
    for text in [
      String(repeating: "가", count: 100), String(repeating: "a", count: 200), String(repeating: "👨‍👩‍👧‍👦", count: 20),
      "x" + String(repeating: "é", count: 80), String(repeating: "a", count: 74), String(repeating: "a", count: 75),
      String(repeating: "a", count: 76),
    ] {
      let folded = ICalendarFormat.line("SUMMARY", text)
      let checker = try ICalendarChecker("BEGIN:VCALENDAR\r\n" + folded + "END:VCALENDAR\r\n")
      #expect(checker.calendar == [ICalendarChecker.Property(name: "SUMMARY", parameters: [], value: text)])
    }
    #expect(ICalendarFormat.fold(String(repeating: "a", count: 75)) == String(repeating: "a", count: 75) + "\r\n")
    #expect(ICalendarFormat.fold(String(repeating: "a", count: 76)) == String(repeating: "a", count: 75) + "\r\n a\r\n")
    // 가 is 3 octets: 25 fit in the first line (75), 24 in each continuation (1 + 72).
    let hangul = ICalendarFormat.fold(String(repeating: "가", count: 50))
    #expect(hangul.components(separatedBy: "\r\n").map(\.utf8.count) == [75, 73, 4, 0])
  }

  @Test("UTC date-times")
  func dateTimes() {
    #expect(ICalendarFormat.utcDateTime(Date(timeIntervalSince1970: 0)) == "19700101T000000Z")
    #expect(ICalendarFormat.utcDateTime(Date(timeIntervalSince1970: 1_772_377_199)) == "20260301T145959Z")
    #expect(ICalendarFormat.utcDateTime(Date(timeIntervalSince1970: -1)) == "19691231T235959Z")
    #expect(ICalendarFormat.utcDateTime(Date(timeIntervalSince1970: .infinity)) == "19700101T000000Z")
  }
}
