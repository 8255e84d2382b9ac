import PropertyBased
import Testing

@testable import TimetableKit

@Suite("ScheduleParser")
struct ScheduleParserTests {
  private func slot(_ location: String, _ day: Weekday, _ start: Int, _ end: Int) -> TimeSlot {
    TimeSlot(location: location, day: day, startPeriod: start, endPeriod: end)
  }

  @Test(
    "Every shape of the grammar",
    arguments: [
      // One room, one time.
      ("미래521(수3,4)", [("미래521", Weekday.wednesday, 3, 4)]),
      // One room, several times.
      ("음악109(화1,2 수3,4)", [("음악109", .tuesday, 1, 2), ("음악109", .wednesday, 3, 4)]),
      // One time, several rooms; the same day in two rooms.
      ("IT106(금1,2),IT306(금3)", [("IT106", .friday, 1, 2), ("IT306", .friday, 3, 3)]),
      (
        "생활202(목9,10),생활302(화6,7,8 금9)",
        [("생활202", .thursday, 9, 10), ("생활302", .tuesday, 6, 8), ("생활302", .friday, 9, 9)]
      ),
      // Gaps stay apart; they are never filled in.
      ("2공학204(화1,2,3,5,6,7)", [("2공학204", .tuesday, 1, 3), ("2공학204", .tuesday, 5, 7)]),
      ("음악218(목7,8,11)", [("음악218", .thursday, 7, 8), ("음악218", .thursday, 11, 11)]),
      // No location: 미정.
      ("(월1,2 목1)", [("미정", .monday, 1, 2), ("미정", .thursday, 1, 1)]),
      ("체육116(목6,7),(목5)", [("체육116", .thursday, 6, 7), ("미정", .thursday, 5, 5)]),
      // Saturday, Sunday, the last periods, a hyphenated room.
      ("미래112(토14,15)", [("미래112", .saturday, 14, 15)]),
      ("인문107-1(일1)", [("인문107-1", .sunday, 1, 1)]),
    ])
  func shapes(text: String, expected: [(String, Weekday, Int, Int)]) throws {
    #expect(try ScheduleParser.parse(text) == expected.map { slot($0.0, $0.1, $0.2, $0.3) })
  }

  @Test(
    "Lenient where real data is",
    arguments: [
      ("강의실 B215(화5,6,7)", [("강의실 B215", Weekday.tuesday, 5, 7)]),
      ("  미래521 ( 수 3 , 4 )  ", [("미래521", .wednesday, 3, 4)]),
      ("IT106(금1,2),", [("IT106", .friday, 1, 2)]),
      ("IT106(금1,2), IT306(금3)", [("IT106", .friday, 1, 2), ("IT306", .friday, 3, 3)]),
      ("IT106(금1,2) IT306(금3)", [("IT106", .friday, 1, 2), ("IT306", .friday, 3, 3)]),
      ("IT106(금1,2,)", [("IT106", .friday, 1, 2)]),
      ("IT106(금1,2,목3)", [("IT106", .friday, 1, 2), ("IT106", .thursday, 3, 3)]),
      ("IT106(금4,2,3,3)", [("IT106", .friday, 2, 4)]),
      ("IT106(금03)", [("IT106", .friday, 3, 3)]),
      ("IT106(월1,2 화5 월3)", [("IT106", .monday, 1, 3), ("IT106", .tuesday, 5, 5)]),
      ("\u{3000}IT106\u{00A0}(금1)", [("IT106", .friday, 1, 1)]),
    ])
  func lenient(text: String, expected: [(String, Weekday, Int, Int)]) throws {
    #expect(try ScheduleParser.parse(text) == expected.map { slot($0.0, $0.1, $0.2, $0.3) })
  }

  @Test("Empty or blank text gives no slots", arguments: ["", " ", "\t\n", "\u{3000}"])
  func blank(text: String) throws {
    #expect(try ScheduleParser.parse(text).isEmpty)
  }

  @Test(
    "Malformed strings are typed errors with the string and the position",
    arguments: [
      ("미래521(수3,4", ScheduleParseError.unbalancedParenthesis(text: "미래521(수3,4", position: 5)),
      ("미래521수3,4)", .unbalancedParenthesis(text: "미래521수3,4)", position: 9)),
      ("미래521(수3,4))", .unbalancedParenthesis(text: "미래521(수3,4))", position: 11)),
      ("미래521(X3)", .unknownDay(text: "미래521(X3)", position: 6, found: "X")),
      ("미래521(월1,2 X3)", .unknownDay(text: "미래521(월1,2 X3)", position: 11, found: "X")),
      ("미래521(요3)", .unknownDay(text: "미래521(요3)", position: 6, found: "요")),
      ("미래521(수0)", .periodOutOfRange(text: "미래521(수0)", position: 7, period: 0)),
      ("미래521(수3,16)", .periodOutOfRange(text: "미래521(수3,16)", position: 9, period: 16)),
      (
        "미래521(수99999999999999999999999)",
        .periodOutOfRange(text: "미래521(수99999999999999999999999)", position: 7, period: 1_000)
      ),
      ("미래521(수)", .emptyPeriodList(text: "미래521(수)", position: 6)),
      ("미래521(수 목1)", .emptyPeriodList(text: "미래521(수 목1)", position: 6)),
      ("미래521()", .emptyGroup(text: "미래521()", position: 5)),
      ("미래521", .missingTimes(text: "미래521", position: 0)),
      ("IT106(금1),IT306", .missingTimes(text: "IT106(금1),IT306", position: 10)),
      (",IT106(금1)", .missingTimes(text: ",IT106(금1)", position: 0)),
      ("IT106(금1 2)", .unexpectedCharacter(text: "IT106(금1 2)", position: 9, found: "2")),
      ("IT106((금1)", .unexpectedCharacter(text: "IT106((금1)", position: 6, found: "(")),
    ])
  func errors(text: String, expected: ScheduleParseError) {
    #expect(throws: expected) { try ScheduleParser.parse(text) }
  }

  @Test("An error's description quotes the string and the position")
  func errorDescription() {
    let error = ScheduleParseError.unknownDay(text: "미래521(월1,2 X3)", position: 11, found: "X")
    #expect(error.description == "unknown day \"X\" at position 11 in \"미래521(월1,2 X3)\": expected 월 화 수 목 금 토 or 일")
    #expect(error.text == "미래521(월1,2 X3)")
    #expect(error.position == 11)
  }

  @Test("Rendered slots parse back to the same periods")
  func roundTrip() async {
    let day = Gen<Weekday>.case
    let periods = Gen.int(in: 1...15).array(of: 1...6)
    let groups = Gen.element(of: ["미래521", "IT106", "", "강의실 B215", "2공학204"]).compactMap { $0 }
    await propertyCheck(count: 300, input: groups.array(of: 1...3), day.array(of: 1...3), periods.array(of: 1...3)) {
      locations, days, periodLists in
      var text = ""
      var expected: [Weekday: Set<Int>] = [:]
      for (index, location) in locations.enumerated() {
        let specs = zip(days, periodLists).map { day, list in
          expected[day, default: []].formUnion(list)
          return day.koreanSymbol + list.map(String.init).joined(separator: ",")
        }
        text += (index > 0 ? "," : "") + location + "(" + specs.joined(separator: " ") + ")"
      }
      do {
        let slots = try ScheduleParser.parse(text)
        var actual: [Weekday: Set<Int>] = [:]
        for slot in slots { actual[slot.day, default: []].formUnion(slot.periods) }
        #expect(actual == expected, "\(text)")
      } catch {
        Issue.record("\(text): \(error)")
      }
    }
  }

  @Test("Any text parses or fails with an error whose position lies in the text")
  func total() async {
    let alphabet = Array("미래IT1 0,()월화수목금토일X5-\u{3000}é").map(String.init)
    await propertyCheck(count: 2_000, input: Gen.element(of: alphabet).compactMap { $0 }.array(of: 0...24)) {
      characters in
      let text = characters.joined()
      do {
        let slots = try ScheduleParser.parse(text)
        for slot in slots { #expect(ScheduleParser.periodRange.contains(slot.startPeriod)) }
      } catch let error as ScheduleParseError {
        #expect(error.text == text)
        #expect((0...text.count).contains(error.position), "\(error)")
      } catch {
        Issue.record("untyped error \(error)")
      }
    }
  }
}
