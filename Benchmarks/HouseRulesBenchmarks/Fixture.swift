import Foundation
import HouseRulesKit

/// The benchmark house: 8 members, 10 categories of 20 rules (10 key rules, 190 with assignees), and a year of
/// checks (each duty kept with probability 0.85), built deterministically.
struct Fixture: Sendable {
  let house: House
  /// The same house with 20 of its rules rotating weekly (10 round robin, 10 least completed).
  let rotatingHouse: House
  let naive: NaiveHouse
  let today: CalendarDay
  let yearStart: CalendarDay
  let leastCompletedRule: RuleID
  let roundRobin: Rotation

  static let shared = Fixture()

  init() {
    let today = (try? CalendarDay(year: 2026, month: 3, day: 2)) ?? CalendarDay(dayNumber: 20_514)
    let yearStart = today.adding(days: -364)
    var random = SplitMix64(seed: 2026)
    let members = (0..<8).map { HomieID("member-\($0)") }
    var rules: [Rule] = []
    var rotatingRules: [Rule] = []
    for category in 0..<10 {
      for index in 0..<20 {
        let id = RuleID("rule-\(category)-\(index)")
        let name = "규칙 \(category)-\(index)"
        let categoryID = CategoryID("category-\(category)")
        if index == 0 {
          rules.append(.keyRule(id: id, name: name, category: categoryID))
          rotatingRules.append(.keyRule(id: id, name: name, category: categoryID))
          continue
        }
        // One or two members, each on one to three weekdays.
        var assignments: [RuleAssignment] = []
        for _ in 0..<(1 + random.next(below: 2)) {
          let member = members[random.next(below: members.count)]
          guard !assignments.contains(where: { $0.member == member }) else { continue }
          var weekdays = WeekdaySet()
          for _ in 0..<(1 + random.next(below: 3)) {
            weekdays.insert(Weekday(rawValue: 1 + random.next(below: 7)) ?? .monday)
          }
          assignments.append(RuleAssignment(member: member, weekdays: weekdays))
        }
        let rule = Rule(
          id: id, name: name, category: categoryID, assignments: assignments, notificationsEnabled: index % 3 == 0)
        rules.append(rule)
        if index <= 2 {
          let rotation = Rotation(
            members: Array(members.shuffled(using: &random).prefix(3 + random.next(below: 4))),
            weekdays: [.monday, .thursday], strategy: index == 1 ? .roundRobin : .leastCompleted, start: yearStart)
          rotatingRules.append(Rule(id: id, name: name, category: categoryID, rotation: rotation))
        } else {
          rotatingRules.append(rule)
        }
      }
    }
    var house = Self.makeHouse(members: members, rules: rules)
    var rotatingHouse = Self.makeHouse(members: members, rules: rotatingRules)
    var checks: [RuleCheck] = []
    for offset in 0..<365 {
      let day = yearStart.adding(days: offset)
      for rule in house.rules where !rule.isKeyRule {
        for member in house.assignees(of: rule.id, on: day) where random.next(below: 100) < 85 {
          try? house.check(rule: rule.id, member: member, on: day)
          checks.append(RuleCheck(rule: rule.id, member: member, day: day))
        }
      }
      for rule in rotatingHouse.rules where !rule.isKeyRule {
        for member in rotatingHouse.assignees(of: rule.id, on: day) where random.next(below: 100) < 85 {
          try? rotatingHouse.check(rule: rule.id, member: member, on: day)
        }
      }
    }
    self.house = house
    self.rotatingHouse = rotatingHouse
    naive = NaiveHouse(members: members, rules: rules, checks: checks)
    self.today = today
    self.yearStart = yearStart
    leastCompletedRule = "rule-0-2"
    roundRobin = Rotation(members: Array(members.prefix(5)), weekdays: [.monday, .thursday], start: yearStart)
  }

  private static func makeHouse(members: [HomieID], rules: [Rule]) -> House {
    let limits = HouseLimits(members: 8, memberName: 10, ruleName: 15)
    guard var house = try? House(id: "benchmark", name: "벤치마크 하우스", limits: limits) else {
      preconditionFailure("the benchmark house name is valid")
    }
    for (index, member) in members.enumerated() {
      try? house.addMember(Homie(id: member, name: "멤버 \(index)"))
    }
    for category in 0..<10 {
      try? house.addCategory(RuleCategory(id: CategoryID("category-\(category)"), name: "분류 \(category)", icon: .clean))
    }
    for rule in rules {
      do { try house.addRule(rule) } catch { preconditionFailure("benchmark rule refused: \(error)") }
    }
    return house
  }
}

extension SplitMix64 {
  mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
