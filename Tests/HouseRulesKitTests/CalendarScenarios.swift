import Foundation

@testable import HouseRulesKit

/// Houses and spans whose calendars the exactness tests export, compare with the kit's todos, and (with
/// `DOMAINKITS_CALENDAR_DIR` set) write out for `Scripts/check-calendars.sh`.
struct CalendarScenario {
  let name: String
  let house: House
  let start: CalendarDay
  let end: CalendarDay

  /// The house's scope and each member's.
  var scopes: [HomieID?] { [nil] + house.members.map(\.id) }

  static func all() throws -> [CalendarScenario] {
    try [rotations(), nothingToExport(), idleMember()] + (1...40).map { try random(seed: $0) }
  }

  /// The sample house's fixed rules, a round-robin rotation with an absence and a week when everyone is away, a
  /// least-completed rotation starting mid-week with checks, temporary assignees that replace, add and remove,
  /// and events inside and outside the span. Eight weeks from a Tuesday.
  static func rotations() throws -> CalendarScenario {
    var house = try Sample.house()
    let members = [Sample.minjae, Sample.jisu, Sample.haneul]
    try house.addRule(
      Rule(
        id: "bathroom", name: "화장실 청소", category: "clean",
        rotation: Rotation(members: members, weekdays: [.monday, .friday], start: Sample.monday)))
    try house.addRule(
      Rule(
        id: "vacuum", name: "청소기", category: "clean",
        rotation: Rotation(
          members: [Sample.jisu, Sample.haneul], weekdays: [.wednesday, .saturday], strategy: .leastCompleted,
          start: Sample.day(2026, 3, 12))))
    try house.addAbsence(Absence(member: Sample.jisu, from: Sample.day(2026, 3, 10), through: Sample.day(2026, 3, 13)))
    for member in members {
      try house.addAbsence(Absence(member: member, from: Sample.day(2026, 3, 30), through: Sample.day(2026, 4, 5)))
    }
    // 지수 keeps the vacuum twice in the first week, so 하늘 takes the next weeks (least completed).
    for day in [Sample.day(2026, 3, 14)] {
      for todo in house.todos(on: day) where todo.rule.id == "vacuum" {
        for member in todo.assignees { try house.check(rule: "vacuum", member: member, on: day) }
      }
    }
    try house.setTemporaryAssignees([Sample.jisu], for: "dishes", on: Sample.day(2026, 3, 5))
    try house.setTemporaryAssignees([Sample.haneul], for: "plants", on: Sample.wednesday)
    try house.setTemporaryAssignees([Sample.minjae, Sample.haneul], for: "bathroom", on: Sample.day(2026, 3, 9))
    try house.setTemporaryAssignees([Sample.minjae], for: "trash", on: Sample.day(2026, 4, 26))
    try house.addEvent(HouseEvent(id: "party", name: "생일파티", date: Sample.sunday, participants: [Sample.jisu]))
    try house.addEvent(HouseEvent(id: "cleaning", name: "대청소", date: Sample.day(2026, 3, 20)))
    try house.addEvent(HouseEvent(id: "before", name: "지난 모임", date: Sample.monday))
    try house.addEvent(HouseEvent(id: "after", name: "다음 모임", date: Sample.day(2026, 4, 28)))
    return CalendarScenario(name: "rotations", house: house, start: Sample.tuesday, end: Sample.day(2026, 4, 27))
  }

  /// Members but no rule and no event: no calendar at all.
  static func nothingToExport() throws -> CalendarScenario {
    var house = try House(id: "empty", name: "빈 집")
    try house.addMember(Homie(id: Sample.minjae, name: "민재"))
    try house.addCategory(RuleCategory(id: "clean", name: "청소", icon: .clean))
    try house.addRule(.keyRule(id: "quiet", name: "조용히", category: "clean"))
    return CalendarScenario(name: "nothing", house: house, start: Sample.monday, end: Sample.day(2026, 3, 29))
  }

  /// A member with no rule and no event of their own, in a house that has both.
  static func idleMember() throws -> CalendarScenario {
    var house = try Sample.house()
    try house.addMember(Homie(id: "guest", name: "손님"))
    try house.addEvent(HouseEvent(id: "party", name: "생일파티", date: Sample.sunday, participants: [Sample.jisu]))
    return CalendarScenario(name: "idle-member", house: house, start: Sample.monday, end: Sample.day(2026, 3, 15))
  }

  /// A house drawn from `seed`: 2 to 5 members, fixed and rotating rules of both strategies, absences, temporary
  /// assignees, checks and events, and a span of 1 to 84 days around them.
  static func random(seed: Int) throws -> CalendarScenario {
    var random = SplitMix64(seed: UInt64(seed))
    let base = Sample.day(2026, 3, 2).adding(days: random.int(in: 0...6))
    var house = try House(id: HouseID("random-\(seed)"), name: "집 \(seed)")
    let members = (0..<random.int(in: 2...5)).map { HomieID("m\($0)") }
    for member in members { try house.addMember(Homie(id: member, name: "이름\(member.rawValue)")) }
    try house.addCategory(RuleCategory(id: "c", name: "청소", icon: .clean))
    func weekdays() -> WeekdaySet { WeekdaySet(rawValue: UInt8(random.int(in: 1...127))) }
    func someMembers() -> [HomieID] { members.filter { _ in random.int(in: 0...1) == 1 } }
    for index in 0..<random.int(in: 1...4) {
      if random.int(in: 0...1) == 0 {
        let assigned = someMembers()
        try house.addRule(
          Rule(
            id: RuleID("r\(index)"), name: "규칙\(index)", category: "c",
            assignments: (assigned.isEmpty ? [members[0]] : assigned).map {
              RuleAssignment(member: $0, weekdays: weekdays())
            }))
      } else {
        let rotating = someMembers()
        try house.addRule(
          Rule(
            id: RuleID("r\(index)"), name: "규칙\(index)", category: "c",
            rotation: Rotation(
              members: rotating.isEmpty ? members : rotating, weekdays: weekdays(),
              strategy: random.int(in: 0...1) == 0 ? .roundRobin : .leastCompleted,
              start: base.adding(days: random.int(in: -10...20)))))
      }
    }
    for _ in 0..<random.int(in: 0...5) {
      let from = base.adding(days: random.int(in: -7...60))
      try house.addAbsence(
        Absence(
          member: members[random.int(in: 0...(members.count - 1))], from: from,
          through: from.adding(days: random.int(in: 0...12))))
    }
    let rules = house.rules.map { $0.id }
    for _ in 0..<random.int(in: 0...8) {
      let rule = rules[random.int(in: 0...(rules.count - 1))]
      let day = base.adding(days: random.int(in: -3...60))
      if random.int(in: 0...2) == 0 {
        // A check by the day's first assignee (least-completed rotations count them).
        if let member = house.todos(on: day).first(where: { $0.rule.id == rule })?.assignees.first {
          try? house.check(rule: rule, member: member, on: day)
        }
      } else {
        let assignees = someMembers()
        if !assignees.isEmpty { try? house.setTemporaryAssignees(assignees, for: rule, on: day) }
      }
    }
    for index in 0..<random.int(in: 0...2) {
      try house.addEvent(
        HouseEvent(
          id: EventID("e\(index)"), name: "모임\(index)", date: base.adding(days: random.int(in: -3...60)),
          participants: someMembers()))
    }
    let start = base.adding(days: random.int(in: -3...10))
    return CalendarScenario(
      name: "random-\(seed)", house: house, start: start, end: start.adding(days: random.int(in: 0...83)))
  }
}

/// A small deterministic generator (SplitMix64), so that each seed draws the same house on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
