import Foundation
import Testing

@testable import HouseRulesKit

/// The export against the kit's own answers, day by day, for the house and every member of each scenario.
///
/// With the environment variable `DOMAINKITS_CALENDAR_DIR` set to a folder, the test also writes every calendar
/// it exports there (`<scenario>-<scope>.ics`) with what the kit says for each day (`<scenario>.json`), for
/// `Scripts/check-calendars.sh` to check with parsers this project did not write.
@Suite("iCalendar export: exactly the kit's todos")
struct ICalendarExactnessTests {
  let stamp = Date(timeIntervalSince1970: 1_772_409_600)

  @Test("Every calendar expands to exactly todos(on:) / myTodos(on:for:) and the events, day by day")
  func exactness() throws {
    let folder = ProcessInfo.processInfo.environment["DOMAINKITS_CALENDAR_DIR"].map {
      URL(fileURLWithPath: $0, isDirectory: true)
    }
    if let folder { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    var checkedDays = 0
    for scenario in try CalendarScenario.all() {
      var record = CalendarCheckRecord(
        scenario: scenario.name, start: scenario.start.description, end: scenario.end.description, calendars: [])
      for scope in scenario.scopes {
        let expected = expectedCalendarDays(
          of: scenario.house, from: scenario.start, through: scenario.end, for: scope)
        let text = try scenario.house.iCalendar(
          from: scenario.start, through: scenario.end, generatedAt: stamp, for: scope)
        let label = "\(scenario.name), \(scope.map { "member \($0)" } ?? "house")"
        if let text {
          let actual = try ICalendarExpansion.days(of: text)
          for day in Set(expected.keys).union(actual.keys).sorted() {
            #expect(actual[day] == expected[day], "\(label), \(day)")
          }
          #expect(actual.keys.allSatisfy { scenario.start <= $0 && $0 <= scenario.end }, "\(label): outside the span")
        } else {
          #expect(expected.isEmpty, "\(label): nil while the kit lists \(expected.count) days")
        }
        checkedDays += scenario.end.days(since: scenario.start) + 1
        let file = text.map { _ in "\(scenario.name)-\(scope.map { "member-\($0.rawValue)" } ?? "house").ics" }
        if let folder, let text, let file {
          try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        }
        record.calendars.append(
          .init(
            scope: scope?.rawValue ?? "house", file: file,
            days: Dictionary(uniqueKeysWithValues: expected.map { ($0.key.description, $0.value) })))
      }
      if let folder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(record).write(to: folder.appendingPathComponent("\(scenario.name).json"))
      }
    }
    #expect(checkedDays > 1_000)
  }

  @Test("The scenarios cover what matters: off-turn weeks, a week with everyone away, temporaries, nil calendars")
  func coverage() throws {
    let scenario = try CalendarScenario.rotations()
    let house = scenario.house
    // 지수 is away on her turn (the week of 9 March), so 하늘 takes it; everyone is away in the week of 30 March.
    let turns = try house.rotationTurns(for: "bathroom", from: scenario.start, weeks: 8).map(\.member)
    #expect(turns == ["minjae", "haneul", "minjae", "jisu", nil, "haneul", "minjae", "jisu"])
    #expect(house.temporaryAssignees(for: "plants", on: Sample.wednesday) == [Sample.haneul])
    let scenarios = try CalendarScenario.all()
    let nilCalendars = try scenarios.flatMap { scenario in
      try scenario.scopes.filter {
        try scenario.house.iCalendar(from: scenario.start, through: scenario.end, generatedAt: stamp, for: $0) == nil
      }
    }
    #expect(nilCalendars.count >= 3)
  }
}

/// What `Scripts/check-calendars.py` reads for one scenario: the span and, per scope, the calendar file (absent
/// when the export was `nil`) and each day's expected SUMMARYs.
struct CalendarCheckRecord: Encodable {
  struct Calendar: Encodable {
    let scope: String
    let file: String?
    let days: [String: [String]]
  }

  let scenario: String
  let start: String
  let end: String
  var calendars: [Calendar]
}
