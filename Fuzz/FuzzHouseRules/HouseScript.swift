import Foundation
import FuzzSupport

@testable import HouseRulesKit

/// A script of every mutation a house has, fed with fuzzed names (any text: blanks, control and format
/// characters, combining marks, long runs), weekday sets (any 8-bit pattern), member lists and days (near each
/// other, and at the ends of the calendar).
///
/// Checks after every step: a refused mutation leaves the house equal (`==`) to what it was; the house's own
/// invariant walk (`invariantViolations()`) finds nothing; every query (todos, home, statistics, rotations,
/// reminders, iCalendar) answers, with iCalendar lines of at most 75 octets.
enum HouseScript {
  static let memberIDs: [HomieID] = (0..<10).map { HomieID("m\($0)") }
  static let categoryIDs: [CategoryID] = (0..<4).map { CategoryID("c\($0)") }
  static let ruleIDs: [RuleID] = (0..<6).map { RuleID("r\($0)") }
  static let eventIDs: [EventID] = (0..<4).map { EventID("e\($0)") }
  static let names = ["민재", "지수", "설거지", "분리수거 내놓기", "청소", "집들이", "밤 11시 이후 조용히", "#운동"]
  static let monday = CalendarDay(dayNumber: 20_514)  // 2026-03-02

  static func run(_ bytes: [UInt8]) {
    var reader = FuzzReader(bytes)
    let limits =
      reader.byte() % 4 == 0
      ? HouseLimits(
        members: reader.int(in: -1...70), memberName: reader.int(in: -1...8), hashtags: reader.int(in: 0...4),
        categories: reader.int(in: 0...3), rulesPerCategory: reader.int(in: 0...3), events: reader.int(in: 0...3))
      : .original
    guard var house = try? House(id: "h", name: reader.text(tokens: names), limits: limits) else { return }
    var steps = 0
    while !reader.isAtEnd, steps < 40 {
      steps += 1
      let before = house
      do {
        try step(&house, &reader)
      } catch {
        fuzzCheck(house == before, "a refused change altered the house: \(error)")
        fuzzCheck(!error.description.isEmpty, "an error without a description")
      }
      let problems = house.invariantViolations()
      fuzzCheck(problems.isEmpty, "broken invariants: \(problems)")
    }
    query(house, &reader)
  }

  /// One mutation chosen by the next byte.
  private static func step(_ house: inout House, _ reader: inout FuzzReader) throws(HouseRulesError) {
    switch reader.byte() % 18 {
    case 0, 1: try house.addMember(member(&reader))
    case 2: try house.updateMember(member(&reader))
    case 3: try house.removeMember(reader.choose(memberIDs))
    case 4: try house.addCategory(category(&reader))
    case 5: try house.updateCategory(category(&reader))
    case 6:
      let removal: CategoryRemoval = reader.bool() ? .deleteRules : .moveRules(to: reader.choose(categoryIDs))
      try house.removeCategory(reader.choose(categoryIDs), rules: removal)
    case 7, 8: try house.addRule(rule(&reader))
    case 9: try house.updateRule(rule(&reader))
    case 10: try house.removeRule(reader.choose(ruleIDs))
    case 11: try house.addEvent(event(&reader))
    case 12:
      if reader.bool() { try house.updateEvent(event(&reader)) } else { try house.removeEvent(reader.choose(eventIDs)) }
    case 13, 14:
      let (rule, member, day) = (reader.choose(ruleIDs), reader.choose(memberIDs), self.day(&reader))
      if reader.bool() {
        try house.check(rule: rule, member: member, on: day)
      } else {
        try house.uncheck(rule: rule, member: member, on: day)
      }
    case 15:
      if reader.bool() {
        try house.setTemporaryAssignees(members(&reader), for: reader.choose(ruleIDs), on: day(&reader))
      } else {
        try house.removeTemporaryAssignees(for: reader.choose(ruleIDs), on: day(&reader))
      }
    case 16:
      let absence = Absence(member: reader.choose(memberIDs), from: day(&reader), through: day(&reader))
      if reader.bool() { try house.addAbsence(absence) } else { _ = house.removeAbsence(absence) }
    default:
      if reader.bool() {
        try house.rename(to: reader.text(tokens: names))
      } else {
        guard let scores = try? PersonalityScores((0..<5).map { _ in reader.int(in: 2...10) }) else { return }
        try house.recordTestResult(
          PersonalityResult(scores: scores, takenAt: Date(timeIntervalSince1970: 1_770_000_000)),
          for: reader.choose(memberIDs))
      }
    }
  }

  /// Every read-only view of the house, on a fuzzed day.
  private static func query(_ house: House, _ reader: inout FuzzReader) {
    let day = self.day(&reader)
    for todo in house.todos(on: day) {
      fuzzCheck(Set(todo.checkedBy).isSubset(of: house.members.map(\.id)), "a check by a stranger")
      fuzzCheck(todo.checkedCount <= house.members.count, "more checks than members")
    }
    let member = reader.choose(memberIDs)
    _ = house.myTodos(on: day, for: member)
    let home = house.home(for: member, on: day)
    fuzzCheck(home.keyRules.count <= house.limits.homeKeyRules, "too many key rules on the home screen")
    fuzzCheck(home.todos.count <= house.limits.homeTodos, "too many todos on the home screen")
    let statistics = house.completionStatistics(from: day, through: day.adding(days: reader.int(in: -7...400)))
    for completion in statistics.members.map(\.completion) + statistics.rules.map(\.completion) {
      fuzzCheck(0 <= completion.completed && completion.completed <= completion.assigned, "\(completion)")
    }
    for rule in house.rules where rule.rotation != nil {
      let turns = (try? house.rotationTurns(for: rule.id, from: day, weeks: reader.int(in: -1...60))) ?? []
      let rotating = Set(rule.rotation?.members ?? [])
      fuzzCheck(turns.allSatisfy { $0.member.map(rotating.contains) ?? true }, "a turn outside the rotation")
    }
    _ = house.upcomingEvents(from: day)
    _ = house.reminders(on: day)
    let calendar =
      (try? house.iCalendar(
        from: day, through: day.adding(days: reader.int(in: -1...120)),
        generatedAt: Date(timeIntervalSince1970: 1_770_000_000), for: reader.bool() ? member : nil)) ?? nil ?? ""
    for line in Array(calendar.utf8).split(separator: 13) {
      let content = line.first == 10 ? line.dropFirst() : line[...]
      fuzzCheck(content.count <= 75, "an iCalendar line of \(content.count) octets")
      fuzzCheck(!content.contains(10), "a bare line feed in iCalendar output")
    }
  }

  // MARK: Making inputs

  private static func member(_ reader: inout FuzzReader) -> Homie {
    let hashtags = (0..<reader.int(in: 0...4)).map { _ in reader.text(tokens: names, maxBytes: 16) }
    let profile = Profile(
      job: reader.text(tokens: names), introduction: reader.text(tokens: names), hashtags: hashtags)
    return Homie(
      id: reader.choose(memberIDs), name: reader.text(tokens: names), profile: profile,
      notificationsEnabled: reader.bool())
  }

  private static func category(_ reader: inout FuzzReader) -> RuleCategory {
    RuleCategory(
      id: reader.choose(categoryIDs), name: reader.text(tokens: names), icon: reader.choose(CategoryIcon.allCases))
  }

  private static func rule(_ reader: inout FuzzReader) -> Rule {
    let assignments = (0..<reader.int(in: 0...3)).map { _ in
      RuleAssignment(member: reader.choose(memberIDs), weekdays: WeekdaySet(rawValue: reader.byte()))
    }
    var rotation: Rotation?
    if reader.byte() % 4 == 0 {
      rotation = Rotation(
        members: members(&reader), weekdays: WeekdaySet(rawValue: reader.byte()),
        strategy: reader.choose(RotationStrategy.allCases), start: day(&reader))
    }
    return Rule(
      id: reader.choose(ruleIDs), name: reader.text(tokens: names), category: reader.choose(categoryIDs),
      isKeyRule: reader.byte() % 4 == 0, assignments: assignments, rotation: rotation,
      notificationsEnabled: reader.bool())
  }

  private static func event(_ reader: inout FuzzReader) -> HouseEvent {
    HouseEvent(
      id: reader.choose(eventIDs), name: reader.text(tokens: names), icon: reader.choose(EventIcon.allCases),
      date: day(&reader), participants: members(&reader))
  }

  private static func members(_ reader: inout FuzzReader) -> [HomieID] {
    (0..<reader.int(in: 0...4)).map { _ in reader.choose(memberIDs) }
  }

  /// A day within a few weeks of 2026-03-02 mostly; sometimes anywhere, the first and last supported days included.
  private static func day(_ reader: inout FuzzReader) -> CalendarDay {
    reader.byte() % 8 == 0 ? CalendarDay(dayNumber: reader.anyInt()) : monday.adding(days: reader.int(in: -30...60))
  }
}
