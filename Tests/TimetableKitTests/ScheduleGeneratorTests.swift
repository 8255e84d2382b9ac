import Foundation
import PropertyBased
import Testing

@testable import TimetableKit

@Suite("ScheduleGenerator")
struct ScheduleGeneratorTests {
  /// Six wanted courses with four sections each, in real shapes.
  private func wanted() throws -> [CourseGroup] {
    let times = [
      ["IT106(월1,2)", "IT106(화1,2)", "IT106(수3,4)", "IT106(목5,6)"],
      ["미래521(월2,3)", "미래521(수1,2)", "미래521(금1,2)", "미래521(화5,6)"],
      ["음악109(화1,2 수3,4)", "음악109(월5,6 목1,2)", "음악109(금3,4)", "음악109(목7,8)"],
      ["2공학204(화1,2,3,5,6,7)", "2공학204(목1,2,3,5,6,7)", "2공학205(금5,6,7)", "2공학205(월7,8,9)"],
      ["생활202(목9,10),생활302(화6,7,8 금9)", "생활202(월9,10)", "생활302(수6,7)", "생활302(토1,2)"],
      ["(월1,2 목1)", "(화3,4)", "(수5,6)", "(금6,7)"],
    ]
    return try times.enumerated().map { group, sections in
      CourseGroup(
        name: "과목\(group)",
        sections: try sections.enumerated().map { section, text in
          try Course(
            name: "과목\(group)", scheduleText: text, code: "\(group)", section: "00\(section)", credits: 3)
        })
    }
  }

  /// Every combination of one section per group that a timetable accepts, in search order.
  private static func bruteForce(_ groups: [CourseGroup]) -> [[CourseID]] {
    var found: [[CourseID]] = []
    func extend(_ chosen: [Course], _ depth: Int) {
      guard depth < groups.count else {
        var timetable = Timetable(id: UUID())
        for course in chosen where (try? timetable.add(course)) == nil { return }
        found.append(chosen.map(\.id))
        return
      }
      for section in groups[depth].sections { extend(chosen + [section], depth + 1) }
    }
    extend([], 0)
    return found
  }

  @Test("Finds exactly the conflict-free combinations a brute force finds, none clashing")
  func bruteForce() throws {
    let groups = try wanted()
    let generated = ScheduleGenerator(groups: groups).schedules(limit: .max).map { $0.courses.map(\.id) }
    let expected = Self.bruteForce(groups)
    #expect(!expected.isEmpty)
    #expect(generated == expected)
  }

  @Test("Random small cases agree with brute force")
  func randomCases() async {
    let slot = PropertyBased.zip(Gen<Weekday>.case, Gen.int(in: 1...12), Gen.int(in: 0...2))
    let section = slot.array(of: 0...2)
    await propertyCheck(count: 100, input: section.array(of: 1...3).array(of: 1...4)) { spec in
      var groups: [CourseGroup] = []
      for (group, sections) in spec.enumerated() {
        var courses: [Course] = []
        for (index, meetings) in sections.enumerated() {
          let text = meetings.map { day, start, length in
            "R(\(day.koreanSymbol)" + (start...(start + length)).map(String.init).joined(separator: ",") + ")"
          }.joined(separator: ",")
          guard let course = try? Course(name: "G\(group)", scheduleText: text, code: "\(group)", section: "\(index)")
          else { return }
          courses.append(course)
        }
        groups.append(CourseGroup(name: "G\(group)", sections: courses))
      }
      let generated = ScheduleGenerator(groups: groups).schedules(limit: .max).map { $0.courses.map(\.id) }
      #expect(generated == Self.bruteForce(groups))
    }
  }

  @Test("Constraints: no classes before a period, days off, credits, the base timetable")
  func constraints() throws {
    let groups = try wanted()
    let constraints = ScheduleConstraints(earliestPeriod: 2, daysOff: [.friday], maxCredits: 18)
    var base = Timetable(id: UUID())
    try base.add(try Course(name: "채플", scheduleText: "대강당(수5)", credits: 0))
    let generator = ScheduleGenerator(groups: groups, constraints: constraints, base: base)
    var count = 0
    for schedule in generator.schedules(limit: .max) {
      count += 1
      for course in schedule.courses {
        #expect(course.slots.allSatisfy { $0.startPeriod >= 2 && $0.day != .friday })
      }
      #expect(throws: Never.self) { try schedule.timetable(addingTo: base) }
    }
    #expect(count > 0)
    let tight = ScheduleGenerator(groups: groups, constraints: ScheduleConstraints(maxCredits: 17))
    #expect(Array(tight.schedules()).count == 0)  // six 3-credit courses need 18
  }

  @Test("Lazily capped, and the best k come in score order")
  func bestAndLimit() throws {
    let generator = ScheduleGenerator(groups: try wanted())
    #expect(Array(generator.schedules(limit: 3)).count == 3)
    let all = Array(generator.schedules(limit: .max))
    let best = generator.best(5, examining: .max)
    #expect(best.count == 5)
    #expect(best.map(\.score) == all.map(\.score).sorted().prefix(5).map { $0 })
    #expect(zip(best, best.dropFirst()).allSatisfy { !($1.score < $0.score) })
  }

  @Test("Scores: fewest days, then fewest gaps, then latest start")
  func score() throws {
    var mask = WeekMask()
    mask.insert(2...3, on: .monday)
    mask.insert(6...6, on: .monday)
    mask.insert(4...5, on: .wednesday)
    let score = ScheduleScore(mask)
    #expect(score == ScheduleScore(daysUsed: 2, gapPeriods: 2, earliestStart: 2))
    #expect(
      ScheduleScore(daysUsed: 2, gapPeriods: 5, earliestStart: 1)
        < ScheduleScore(daysUsed: 3, gapPeriods: 0, earliestStart: 9))
    #expect(
      ScheduleScore(daysUsed: 2, gapPeriods: 0, earliestStart: 3)
        < ScheduleScore(daysUsed: 2, gapPeriods: 0, earliestStart: 2))
  }

  @Test("No groups gives the base alone; an impossible group gives nothing")
  func edges() throws {
    #expect(Array(ScheduleGenerator(groups: []).schedules()).count == 1)
    let empty = CourseGroup(name: "없음", sections: [])
    #expect(Array(ScheduleGenerator(groups: try wanted() + [empty]).schedules()).isEmpty)
    #expect(ScheduleGenerator(groups: try wanted()).best(0).isEmpty)
  }
}
