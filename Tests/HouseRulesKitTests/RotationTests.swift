import PropertyBased
import Testing

@testable import HouseRulesKit

@Suite("Fair rotation")
struct RotationTests {
  static let trio: [HomieID] = ["a", "b", "c"]

  @Test("Round robin passes the turn in list order, week by week")
  func roundRobin() {
    let rotation = Rotation(members: Self.trio, weekdays: [.saturday], start: Sample.wednesday)
    let turns = rotation.turns(count: 7)
    #expect(turns.map(\.member) == ["a", "b", "c", "a", "b", "c", "a"])
    #expect(turns.first?.week == Sample.monday)
    #expect(turns.last?.week == Sample.monday.adding(days: 42))
    #expect(rotation.turns(count: -1).isEmpty)
    #expect(rotation.turns(count: .max).count == Rotation.maximumPlannedWeeks)
  }

  @Test("A member who is away is skipped and does not owe the turn")
  func skipsAway() {
    let rotation = Rotation(members: Self.trio, weekdays: [.saturday], start: Sample.monday)
    let secondWeek = Sample.monday.adding(days: 7)
    let turns = rotation.turns(count: 6) { member, week in member == "b" && week == secondWeek }
    #expect(turns.map(\.member) == ["a", "c", "a", "b", "c", "a"])
    let nobody = rotation.turns(count: 2) { _, week in week == Sample.monday }
    #expect(nobody.map(\.member) == [nil, "a"])
  }

  @Test("Round robin is fair: turns differ by at most one, and nobody waits more than a full round")
  func roundRobinFairness() async {
    await propertyCheck(count: 100, input: Gen.int(in: 1...6), Gen.int(in: 0...(1 << 20)).array(of: 0...30)) {
      memberCount, absenceSeeds in
      let members = (0..<memberCount).map { HomieID("m\($0)") }
      let rotation = Rotation(members: members, weekdays: [.monday, .thursday], start: Sample.monday)
      // Without absences every prefix is balanced.
      let plain = rotation.turns(count: 60)
      for prefix in 1...plain.count {
        let counts = members.map { member in plain.prefix(prefix).filter { $0.member == member }.count }
        #expect((counts.max() ?? 0) - (counts.min() ?? 0) <= 1)
      }
      // With absences: nobody away takes a turn, and a member present for a whole round gets a turn in it.
      let away = Set(absenceSeeds.map { [$0 % memberCount, ($0 / memberCount) % 60] })
      let turns = rotation.turns(count: 60) { member, week in
        away.contains([members.firstIndex(of: member) ?? -1, week.days(since: Sample.monday) / 7])
      }
      for (week, turn) in turns.enumerated() {
        if let member = turn.member { #expect(!away.contains([members.firstIndex(of: member) ?? -1, week])) }
      }
      for (index, member) in members.enumerated() {
        for start in 0...(60 - memberCount)
        where (start..<(start + memberCount)).allSatisfy({ !away.contains([index, $0]) }) {
          #expect(turns[start..<(start + memberCount)].contains { $0.member == member })
        }
      }
    }
  }

  @Test("Least completed: whoever did the fewest duties goes next; ties by turns, then last turn, then order")
  func leastCompleted() {
    let rotation = Rotation(
      members: Self.trio, weekdays: [.monday, .thursday], strategy: .leastCompleted, start: Sample.monday)
    // Projected (everyone completes their turn), it balances like round robin.
    #expect(rotation.turns(count: 6).map(\.member) == ["a", "b", "c", "a", "b", "c"])
    // b skips both duties of their week: b has the fewest completed and takes the next week too.
    let completions: [CalendarDay: [HomieID: Int]] = [
      Sample.monday: ["a": 2],
      Sample.monday.adding(days: 7): [:],
      Sample.monday.adding(days: 14): ["c": 2],
      Sample.monday.adding(days: 21): ["b": 2],
    ]
    let turns = rotation.turns(count: 5, completedDuties: { member, week in completions[week]?[member] ?? 0 })
    #expect(turns.map(\.member) == ["a", "b", "c", "b", "a"])
  }

  @Test("In a house: the week's member keeps the rule; others cannot check it")
  func inAHouse() throws {
    var house = try Sample.house()
    try house.addRule(
      Rule(
        id: "bath", name: "욕실 청소", category: "clean",
        rotation: Rotation(
          members: [Sample.jisu, Sample.minjae, Sample.haneul], weekdays: [.wednesday], start: Sample.monday)))
    #expect(house.assignees(of: "bath", on: Sample.wednesday) == [Sample.jisu])
    #expect(house.assignees(of: "bath", on: Sample.wednesday.adding(days: 7)) == [Sample.minjae])
    #expect(house.assignees(of: "bath", on: Sample.wednesday.adding(days: 14)) == [Sample.haneul])
    #expect(house.assignees(of: "bath", on: Sample.tuesday).isEmpty)
    #expect(house.assignees(of: "bath", on: Sample.wednesday.adding(days: -7)).isEmpty)  // before the start
    expectRefused(.notAssigned(rule: "욕실 청소", member: "민재", day: Sample.wednesday), on: &house) {
      try $0.check(rule: "bath", member: Sample.minjae, on: Sample.wednesday)
    }
    try house.check(rule: "bath", member: Sample.jisu, on: Sample.wednesday)
    // Far beyond the computed schedule the rotation continues the same way (300 weeks = 100 rounds).
    #expect(house.assignees(of: "bath", on: Sample.wednesday.adding(days: 7 * 300)) == [Sample.jisu])
    let turns = try house.rotationTurns(for: "bath", from: Sample.wednesday.adding(days: 7 * 298), weeks: 3)
    #expect(turns.map(\.member) == [Sample.minjae, Sample.haneul, Sample.jisu])
    #expect(throws: HouseRulesError.ruleHasNoAssignees(rule: "설거지")) {
      try house.rotationTurns(for: "dishes", from: Sample.monday, weeks: 1)
    }
    expectSound(house)
  }

  @Test("In a house: absences skip a member, and least-completed follows the checks on record")
  func absencesAndChecks() throws {
    var house = try Sample.house()
    try house.addRule(
      Rule(
        id: "bath", name: "욕실 청소", category: "clean",
        rotation: Rotation(
          members: [Sample.jisu, Sample.minjae, Sample.haneul], weekdays: [.monday, .thursday],
          strategy: .leastCompleted,
          start: Sample.monday)))
    try house.addAbsence(
      Absence(member: Sample.minjae, from: Sample.monday.adding(days: 10), through: Sample.monday.adding(days: 11)))
    #expect(house.isAway(Sample.minjae, on: Sample.monday.adding(days: 10)))
    // Week 0: 지수. Week 1: 민재 is away on Thursday, a duty day: 하늘. Week 2: 민재.
    #expect(
      try house.rotationTurns(for: "bath", from: Sample.monday, weeks: 3).map(\.member) == [
        Sample.jisu, Sample.haneul, Sample.minjae,
      ])
    // 지수 keeps both duties of week 0; 하늘 skips week 1. In week 3 하늘 (0 done, 1 turn) goes before 지수 (2 done).
    try house.check(rule: "bath", member: Sample.jisu, on: Sample.monday)
    try house.check(rule: "bath", member: Sample.jisu, on: Sample.monday.adding(days: 3))
    try house.check(rule: "bath", member: Sample.minjae, on: Sample.monday.adding(days: 14))
    try house.check(rule: "bath", member: Sample.minjae, on: Sample.monday.adding(days: 17))
    #expect(house.assignees(of: "bath", on: Sample.monday.adding(days: 21)) == [Sample.haneul])
    expectRefused(.invalidDateRange(from: Sample.sunday, through: Sample.monday), on: &house) {
      try $0.addAbsence(Absence(member: Sample.jisu, from: Sample.sunday, through: Sample.monday))
    }
    expectRefused(.unknownMember("x"), on: &house) {
      try $0.addAbsence(Absence(member: "x", from: Sample.monday, through: Sample.monday))
    }
    let removed = house.removeAbsence(house.absences[0])
    let removedAgain = house.removeAbsence(Absence(member: Sample.jisu, from: Sample.monday, through: Sample.monday))
    #expect(removed && !removedAgain)
    #expect(house.assignees(of: "bath", on: Sample.monday.adding(days: 7)) == [Sample.minjae])
    expectSound(house)
  }

  @Test("Least-completed stays fair over a year when every turn is kept")
  func leastCompletedFairnessInAHouse() throws {
    var house = try Sample.house()
    try house.addRule(
      Rule(
        id: "bath", name: "욕실 청소", category: "clean",
        rotation: Rotation(
          members: [Sample.jisu, Sample.minjae, Sample.haneul], weekdays: [.saturday], strategy: .leastCompleted,
          start: Sample.monday)))
    var turns: [HomieID: Int] = [:]
    for week in 0..<52 {
      let saturday = Sample.monday.adding(days: week * 7 + 5)
      let member = try #require(house.assignees(of: "bath", on: saturday).first)
      turns[member, default: 0] += 1
      try house.check(rule: "bath", member: member, on: saturday)
    }
    #expect(turns.values.sorted() == [17, 17, 18])
    let stats = house.completionStatistics(from: Sample.monday, through: Sample.monday.adding(days: 52 * 7 - 1))
    #expect(stats.completion(ofRule: "bath") == Completion(assigned: 52, completed: 52))
    expectSound(house)
  }
}
