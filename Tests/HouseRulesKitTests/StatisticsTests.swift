import PropertyBased
import Testing

@testable import HouseRulesKit

@Suite("Completion statistics")
struct StatisticsTests {
  @Test("One week of the sample house, counted by hand")
  func oneWeek() throws {
    var house = try Sample.house()
    try house.check(rule: "dishes", member: Sample.minjae, on: Sample.monday)
    try house.check(rule: "trash", member: Sample.haneul, on: Sample.wednesday)
    let stats = house.completionStatistics(from: Sample.monday, through: Sample.sunday)
    // dishes: 민재 Mon+Thu, 지수 Mon = 3 duties; trash: 하늘 Wed+Sun = 2; plants: 지수 Tue = 1.
    #expect(stats.completion(ofRule: "dishes") == Completion(assigned: 3, completed: 1))
    #expect(stats.completion(ofRule: "trash") == Completion(assigned: 2, completed: 1))
    #expect(stats.completion(ofRule: "plants") == Completion(assigned: 1, completed: 0))
    #expect(stats.completion(ofRule: "quiet") == nil)
    #expect(stats.completion(ofMember: Sample.minjae) == Completion(assigned: 2, completed: 1))
    #expect(stats.completion(ofMember: Sample.jisu) == Completion(assigned: 2, completed: 0))
    #expect(stats.completion(ofMember: Sample.haneul) == Completion(assigned: 2, completed: 1))
    #expect(stats.total == Completion(assigned: 6, completed: 2))
    #expect(stats.total.percent == 33)
    #expect(stats.completion(ofMember: Sample.haneul)?.rate == 0.5)
    #expect(Completion(assigned: 0, completed: 0).rate == nil)
    let empty = house.completionStatistics(from: Sample.sunday, through: Sample.monday)
    #expect(empty.total == Completion(assigned: 0, completed: 0))
  }

  @Test("Temporary assignees and stale checks are counted as the rules are now")
  func temporaryAndStale() throws {
    var house = try Sample.house()
    try house.check(rule: "plants", member: Sample.jisu, on: Sample.tuesday)
    try house.setTemporaryAssignees([Sample.haneul], for: "dishes", on: Sample.monday)
    try house.check(rule: "dishes", member: Sample.haneul, on: Sample.monday)
    // plants moves to Friday: 지수's Tuesday check no longer matches a duty.
    try house.updateRule(
      Rule(
        id: "plants", name: "화분 물주기", category: "clean",
        assignments: [RuleAssignment(member: Sample.jisu, weekdays: [.friday])]))
    let stats = house.completionStatistics(from: Sample.monday, through: Sample.sunday)
    #expect(stats.completion(ofRule: "dishes") == Completion(assigned: 2, completed: 1))  // 하늘 Mon, 민재 Thu
    #expect(stats.completion(ofRule: "plants") == Completion(assigned: 1, completed: 0))
    #expect(stats.completion(ofMember: Sample.haneul) == Completion(assigned: 3, completed: 1))
    #expect(stats.completion(ofMember: Sample.jisu) == Completion(assigned: 1, completed: 0))
  }

  @Test("Statistics match a day-by-day count over any range, with rotations and temporary assignees")
  func differential() async {
    let operation = zip(Gen.int(in: 0...2), Gen.int(in: 0...4), Gen.int(in: 0...2), Gen.int(in: 0...40))
    await propertyCheck(
      count: 60, input: Gen.int(in: 0...127).array(of: 12), operation.array(of: 0...120), Gen.int(in: -5...45),
      Gen.int(in: 0...50)
    ) { config, operations, start, length in
      var house = try TodoModel(weekdayBits: config).makeHouse()
      try house.addRule(
        Rule(
          id: "r4", name: "돌아가며", category: "c",
          rotation: Rotation(
            members: ["m2", "m0", "m1"], weekdays: [.tuesday, .saturday], strategy: .leastCompleted,
            start: Sample.monday.adding(days: 3))))
      for (kind, rule, member, day) in operations {
        let (ruleID, memberID, date) = (TodoModel.ruleID(rule), TodoModel.memberID(member), TodoModel.day(day))
        switch kind {
        case 0: try? house.check(rule: ruleID, member: memberID, on: date)
        case 1: try? house.setTemporaryAssignees([memberID], for: ruleID, on: date)
        default: try? house.addAbsence(Absence(member: memberID, from: date, through: date.adding(days: rule)))
        }
      }
      let from = Sample.monday.adding(days: start)
      let through = from.adding(days: length)
      let stats = house.completionStatistics(from: from, through: through)
      var expected: [String: (assigned: Int, completed: Int)] = [:]
      for day in from...through {
        for rule in house.rules where !rule.isKeyRule {
          for member in house.assignees(of: rule.id, on: day) {
            let done = house.isChecked(rule: rule.id, member: member, on: day) ? 1 : 0
            expected[rule.id.rawValue, default: (0, 0)].assigned += 1
            expected[rule.id.rawValue, default: (0, 0)].completed += done
            expected[member.rawValue, default: (0, 0)].assigned += 1
            expected[member.rawValue, default: (0, 0)].completed += done
          }
        }
      }
      for row in stats.rules {
        let count = expected[row.rule.rawValue] ?? (0, 0)
        #expect(row.completion == Completion(assigned: count.assigned, completed: count.completed), "\(row.rule)")
      }
      for row in stats.members {
        let count = expected[row.member.rawValue] ?? (0, 0)
        #expect(row.completion == Completion(assigned: count.assigned, completed: count.completed), "\(row.member)")
      }
    }
  }
}

@Suite("Bit-sliced counters")
struct BitCountersTests {
  @Test("Counting masks plane by plane matches counting bit by bit")
  func matchesNaiveCounting() async {
    await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max).array(of: 0...300)) { masks in
      var counters = BitCounters()
      for mask in masks { counters.add(mask) }
      for bit in 0..<64 {
        #expect(counters.count(ofBit: bit) == masks.filter { $0 >> UInt64(bit) & 1 == 1 }.count)
      }
      #expect(counters.count(ofBit: 64) == 0 && counters.count(ofBit: -1) == 0)
    }
  }
}
