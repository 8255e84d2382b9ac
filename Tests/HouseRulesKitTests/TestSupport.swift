import Foundation
import Testing

@testable import HouseRulesKit

/// Days and houses the tests share. 2026-03-02 is a Monday.
enum Sample {
  static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
    (try? CalendarDay(year: year, month: month, day: day)) ?? CalendarDay(dayNumber: 0)
  }

  static let monday = day(2026, 3, 2)
  static let tuesday = day(2026, 3, 3)
  static let wednesday = day(2026, 3, 4)
  static let sunday = day(2026, 3, 8)

  static let minjae: HomieID = "minjae"
  static let jisu: HomieID = "jisu"
  static let haneul: HomieID = "haneul"

  /// A house of three with two categories, a key rule, three rules and nothing checked.
  ///
  /// - dishes (설거지): 민재 on Monday and Thursday, 지수 on Monday. Notifications on.
  /// - trash (분리수거): 하늘 on Wednesday and Sunday.
  /// - plants (화분 물주기): 지수 on Tuesday.
  /// - quiet (밤 11시 이후 조용히): key rule.
  static func house(limits: HouseLimits = .original) throws -> House {
    var house = try House(id: "mangwon", name: "망원동 하우스", limits: limits)
    try house.addMember(Homie(id: minjae, name: "민재", profile: Profile(job: "대학생", hashtags: ["ESFJ", "집순이"])))
    try house.addMember(Homie(id: jisu, name: "지수"))
    try house.addMember(Homie(id: haneul, name: "하늘"))
    try house.addCategory(RuleCategory(id: "clean", name: "청소", icon: .clean))
    try house.addCategory(RuleCategory(id: "trash", name: "분리수거", icon: .trash))
    try house.addRule(
      Rule(
        id: "dishes", name: "설거지", category: "clean",
        assignments: [
          RuleAssignment(member: minjae, weekdays: [.monday, .thursday]),
          RuleAssignment(member: jisu, weekdays: [.monday]),
        ], notificationsEnabled: true))
    try house.addRule(
      Rule(
        id: "trash", name: "분리수거", category: "trash",
        assignments: [RuleAssignment(member: haneul, weekdays: [.wednesday, .sunday])]))
    try house.addRule(
      Rule(
        id: "plants", name: "화분 물주기", category: "clean",
        assignments: [RuleAssignment(member: jisu, weekdays: [.tuesday])]))
    try house.addRule(.keyRule(id: "quiet", name: "밤 11시 이후 조용히", category: "clean"))
    return house
  }
}

/// Expects an operation to fail with `expected` and to leave the house exactly as it was.
func expectRefused(
  _ expected: HouseRulesError, on house: inout House, sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: (inout House) throws -> Void
) {
  let before = house
  do {
    try operation(&house)
    Issue.record("expected \(expected), but the operation succeeded", sourceLocation: sourceLocation)
  } catch {
    #expect(error as? HouseRulesError == expected, sourceLocation: sourceLocation)
  }
  #expect(house == before, "a refused operation changed the house", sourceLocation: sourceLocation)
  expectSound(house, sourceLocation: sourceLocation)
}

/// Expects every invariant of the house to hold.
func expectSound(_ house: House, sourceLocation: SourceLocation = #_sourceLocation) {
  let problems = house.invariantViolations()
  #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
}
