import Foundation
import PropertyBased
import Testing

@testable import HouseRulesKit

@Suite("Today's todos and checks")
struct TodoAndCheckTests {
  @Test("Todos of a day: assignees of that weekday, key rules apart, rules with nobody first")
  func todosOfADay() throws {
    let house = try Sample.house()
    let monday = house.todos(on: Sample.monday)
    // 분리수거 and 화분 물주기 have nobody on Monday: they come first, in rule order; the key rule is not a todo.
    #expect(monday.map(\.id) == ["trash", "plants", "dishes"])
    #expect(monday.map(\.hasAssignees) == [false, false, true])
    #expect(monday[2].assignees == [Sample.minjae, Sample.jisu])
    #expect(monday[2].checkedBy.isEmpty)
    #expect(!monday[2].isAllChecked)
    #expect(!monday[0].isAllChecked)
    #expect(house.keyRules.map(\.name) == ["밤 11시 이후 조용히"])
    let tuesday = house.todos(on: Sample.tuesday)
    #expect(tuesday.map(\.id) == ["dishes", "trash", "plants"])
    #expect(tuesday[2].assignees == [Sample.jisu])
  }

  @Test("Checks: who checked, and whether all have")
  func checking() throws {
    var house = try Sample.house()
    try house.check(rule: "dishes", member: Sample.jisu, on: Sample.monday)
    var dishes = try #require(house.todos(on: Sample.monday).first { $0.id == "dishes" })
    #expect(dishes.checkedBy == [Sample.jisu])
    #expect(dishes.isChecked(by: Sample.jisu) && !dishes.isChecked(by: Sample.minjae))
    #expect(!dishes.isAllChecked)
    try house.check(rule: "dishes", member: Sample.minjae, on: Sample.monday)
    dishes = try #require(house.todos(on: Sample.monday).first { $0.id == "dishes" })
    #expect(dishes.isAllChecked)
    #expect(dishes.checkedCount == 2 && dishes.assigneeCount == 2)
    expectSound(house)
  }

  @Test("Only a member assigned that day may check; twice is an error; the house is untouched")
  func checkRules() throws {
    var house = try Sample.house()
    expectRefused(.notAssigned(rule: "설거지", member: "하늘", day: Sample.monday), on: &house) {
      try $0.check(rule: "dishes", member: Sample.haneul, on: Sample.monday)
    }
    expectRefused(.notAssigned(rule: "설거지", member: "지수", day: Sample.tuesday), on: &house) {
      try $0.check(rule: "dishes", member: Sample.jisu, on: Sample.tuesday)
    }
    expectRefused(.notAssigned(rule: "밤 11시 이후 조용히", member: "민재", day: Sample.monday), on: &house) {
      try $0.check(rule: "quiet", member: Sample.minjae, on: Sample.monday)
    }
    expectRefused(.unknownRule("nope"), on: &house) {
      try $0.check(rule: "nope", member: Sample.jisu, on: Sample.monday)
    }
    expectRefused(.unknownMember("nobody"), on: &house) {
      try $0.check(rule: "dishes", member: "nobody", on: Sample.monday)
    }
    try house.check(rule: "dishes", member: Sample.jisu, on: Sample.monday)
    expectRefused(.alreadyChecked(rule: "설거지", member: "지수", day: Sample.monday), on: &house) {
      try $0.check(rule: "dishes", member: Sample.jisu, on: Sample.monday)
    }
  }

  @Test("Unchecking removes only that day's check; unchecking what is not checked is an error")
  func unchecking() throws {
    var house = try Sample.house()
    let nextMonday = Sample.monday.adding(days: 7)
    try house.check(rule: "dishes", member: Sample.minjae, on: Sample.monday)
    try house.check(rule: "dishes", member: Sample.minjae, on: nextMonday)
    try house.uncheck(rule: "dishes", member: Sample.minjae, on: Sample.monday)
    #expect(!house.isChecked(rule: "dishes", member: Sample.minjae, on: Sample.monday))
    #expect(house.isChecked(rule: "dishes", member: Sample.minjae, on: nextMonday))
    expectRefused(.notChecked(rule: "설거지", member: "민재", day: Sample.monday), on: &house) {
      try $0.uncheck(rule: "dishes", member: Sample.minjae, on: Sample.monday)
    }
    expectRefused(.notChecked(rule: "설거지", member: "지수", day: nextMonday), on: &house) {
      try $0.uncheck(rule: "dishes", member: Sample.jisu, on: nextMonday)
    }
    try house.uncheck(rule: "dishes", member: Sample.minjae, on: nextMonday)
    // Nothing left on record: the tables are empty again, so the house equals a fresh one.
    #expect(house == (try Sample.house()))
  }

  @Test("Temporary assignees replace the weekday assignment for that date only")
  func temporaryAssignees() throws {
    var house = try Sample.house()
    try house.setTemporaryAssignees([Sample.haneul], for: "dishes", on: Sample.monday)
    let dishes = try #require(house.todos(on: Sample.monday).first { $0.id == "dishes" })
    #expect(dishes.assignees == [Sample.haneul])
    #expect(dishes.isTemporary)
    #expect(house.assignees(of: "dishes", on: Sample.monday.adding(days: 7)) == [Sample.minjae, Sample.jisu])
    // The usual assignees may not check that day; the temporary one may.
    expectRefused(.notAssigned(rule: "설거지", member: "민재", day: Sample.monday), on: &house) {
      try $0.check(rule: "dishes", member: Sample.minjae, on: Sample.monday)
    }
    try house.check(rule: "dishes", member: Sample.haneul, on: Sample.monday)
    // A temporary assignee on a day the rule has nobody: 화분 물주기 on Friday.
    let friday = Sample.monday.adding(days: 4)
    try house.setTemporaryAssignees([Sample.minjae, Sample.haneul], for: "plants", on: friday)
    #expect(house.todos(on: friday).last?.id == "plants")
    #expect(house.myTodos(on: friday, for: Sample.haneul).map(\.id) == ["plants"])
    try house.removeTemporaryAssignees(for: "plants", on: friday)
    #expect(house.temporaryAssignees(for: "plants", on: friday) == nil)
    expectRefused(.keyRuleHasAssignees(rule: "밤 11시 이후 조용히"), on: &house) {
      try $0.setTemporaryAssignees([Sample.jisu], for: "quiet", on: friday)
    }
    expectRefused(.ruleHasNoAssignees(rule: "화분 물주기"), on: &house) {
      try $0.setTemporaryAssignees([], for: "plants", on: friday)
    }
    expectRefused(.duplicateAssignee(rule: "화분 물주기", member: Sample.jisu), on: &house) {
      try $0.setTemporaryAssignees([Sample.jisu, Sample.jisu], for: "plants", on: friday)
    }
    expectRefused(.unknownMember("x"), on: &house) { try $0.setTemporaryAssignees(["x"], for: "plants", on: friday) }
    expectSound(house)
  }

  @Test("My todos: my rules of the day in rule order; the home view shows 5 key rules and 5 todos")
  func myTodosAndHome() throws {
    var house = try Sample.house()
    #expect(house.myTodos(on: Sample.monday, for: Sample.jisu).map(\.id) == ["dishes"])
    #expect(house.myTodos(on: Sample.monday, for: "nobody").isEmpty)
    for index in 1...6 {
      try house.addRule(.keyRule(id: RuleID("k\(index)"), name: "약속 \(index)", category: "trash"))
      try house.addRule(
        Rule(
          id: RuleID("t\(index)"), name: "할 일 \(index)", category: "trash",
          assignments: [RuleAssignment(member: Sample.jisu, weekdays: [.monday])]))
    }
    let home = house.home(for: Sample.jisu, on: Sample.monday)
    #expect(home.keyRules.map(\.id) == ["quiet", "k1", "k2", "k3", "k4"])
    #expect(home.keyRuleCount == 7)
    #expect(home.todos.map(\.id) == ["dishes", "t1", "t2", "t3", "t4"])
    #expect(home.todoCount == 7)
    #expect(home.members.first?.id == Sample.jisu)
  }

  @Test("Weekdays follow Seoul time around midnight, whatever the machine's zone")
  func seoulMidnight() throws {
    let house = try Sample.house()
    // 2026-03-01T14:59:59Z is Sunday 23:59:59 in Seoul; one second later it is Monday.
    let beforeMidnight = Date(timeIntervalSince1970: 1_772_377_199)
    let afterMidnight = Date(timeIntervalSince1970: 1_772_377_200)
    #expect(house.today(now: { beforeMidnight }) == Sample.day(2026, 3, 1))
    #expect(house.today(now: { afterMidnight }) == Sample.monday)
    #expect(house.today(now: { beforeMidnight }).weekday == .sunday)
    let sundayTodos = house.todos(on: house.today(now: { beforeMidnight }))
    #expect(sundayTodos.filter(\.hasAssignees).map(\.id) == ["trash"])
    let mondayTodos = house.todos(on: house.today(now: { afterMidnight }))
    #expect(mondayTodos.filter(\.hasAssignees).map(\.id) == ["dishes"])
    // A house in UTC sees both instants on Sunday.
    let utc = try #require(TimeZone(secondsFromGMT: 0))
    let london = try House(id: "l", name: "London", timeZone: utc)
    #expect(london.today(now: { afterMidnight }) == Sample.day(2026, 3, 1))
  }

  @Test("Todos match a reference model that scans every rule and check, after any sequence of operations")
  func differential() async {
    let config = Gen.int(in: 0...127).array(of: 12)
    let operation = zip(Gen.int(in: 0...3), Gen.int(in: 0...3), Gen.int(in: 0...2), Gen.int(in: 0...13))
    await propertyCheck(count: 150, input: config, operation.array(of: 0...60)) { config, operations in
      var model = TodoModel(weekdayBits: config)
      var house = try model.makeHouse()
      for (kind, rule, member, day) in operations {
        let (ruleID, memberID, date) = (TodoModel.ruleID(rule), TodoModel.memberID(member), TodoModel.day(day))
        switch kind {
        case 0:
          let allowed = model.check(rule: rule, member: member, day: day)
          let done = (try? house.check(rule: ruleID, member: memberID, on: date)) != nil
          #expect(allowed == done)
        case 1:
          let allowed = model.uncheck(rule: rule, member: member, day: day)
          let done = (try? house.uncheck(rule: ruleID, member: memberID, on: date)) != nil
          #expect(allowed == done)
        case 2:
          let members = [member, (member + day) % 3].reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
          model.temporary[[rule, day]] = Set(members)
          try house.setTemporaryAssignees(members.map(TodoModel.memberID), for: ruleID, on: date)
        default:
          model.temporary[[rule, day]] = nil
          try house.removeTemporaryAssignees(for: ruleID, on: date)
        }
      }
      expectSound(house)
      for day in 0..<14 {
        let actual = house.todos(on: TodoModel.day(day)).map {
          TodoModel.Row(rule: $0.id, assignees: $0.assignees, checked: $0.checkedBy, allChecked: $0.isAllChecked)
        }
        #expect(actual == model.todos(day: day))
      }
    }
  }
}

/// A reference model of todos: rules as lists of weekday sets, checks as a set, every query a full scan.
struct TodoModel {
  struct Row: Equatable {
    let rule: RuleID
    let assignees: [HomieID]
    let checked: [HomieID]
    let allChecked: Bool
  }

  /// `weekdays[rule][member]`.
  var weekdays: [[WeekdaySet]]
  var temporary: [[Int]: Set<Int>] = [:]
  var checks: Set<[Int]> = []

  init(weekdayBits: [Int]) {
    weekdays = (0..<4).map { rule in (0..<3).map { WeekdaySet(rawValue: UInt8(weekdayBits[rule * 3 + $0])) } }
    for rule in 0..<4 where weekdays[rule].allSatisfy(\.isEmpty) {
      weekdays[rule][0] = [.monday]
    }
  }

  static func ruleID(_ rule: Int) -> RuleID { RuleID("r\(rule)") }
  static func memberID(_ member: Int) -> HomieID { HomieID("m\(member)") }
  static func day(_ offset: Int) -> CalendarDay { Sample.monday.adding(days: offset) }

  func makeHouse() throws -> House {
    var house = try House(id: "model", name: "모델")
    for member in 0..<3 { try house.addMember(Homie(id: Self.memberID(member), name: "멤버\(member)")) }
    try house.addCategory(RuleCategory(id: "c", name: "청소", icon: .clean))
    for rule in 0..<4 {
      let assignments = (0..<3).compactMap { member in
        weekdays[rule][member].isEmpty
          ? nil : RuleAssignment(member: Self.memberID(member), weekdays: weekdays[rule][member])
      }
      try house.addRule(Rule(id: Self.ruleID(rule), name: "규칙 \(rule)", category: "c", assignments: assignments))
    }
    return house
  }

  func assignees(rule: Int, day: Int) -> [Int] {
    if let temporary = temporary[[rule, day]] { return temporary.sorted() }
    return (0..<3).filter { weekdays[rule][$0].contains(Self.day(day).weekday) }
  }

  mutating func check(rule: Int, member: Int, day: Int) -> Bool {
    guard assignees(rule: rule, day: day).contains(member) else { return false }
    return checks.insert([rule, member, day]).inserted
  }

  mutating func uncheck(rule: Int, member: Int, day: Int) -> Bool {
    checks.remove([rule, member, day]) != nil
  }

  func todos(day: Int) -> [Row] {
    let rows = (0..<4).map { rule -> Row in
      let assigned = assignees(rule: rule, day: day)
      let checked = assigned.filter { checks.contains([rule, $0, day]) }
      return Row(
        rule: Self.ruleID(rule), assignees: assigned.map(Self.memberID), checked: checked.map(Self.memberID),
        allChecked: !assigned.isEmpty && checked.count == assigned.count)
    }
    return rows.filter(\.assignees.isEmpty) + rows.filter { !$0.assignees.isEmpty }
  }
}
