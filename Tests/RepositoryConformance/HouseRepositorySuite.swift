import Foundation
import HouseRulesKit
import Testing

/// The behaviour every ``HouseRepository`` must have; the SQLite store runs the same suite.
public func exerciseHouseRepository(_ make: () async throws -> some HouseRepository) async throws {
  let repository = try await make()
  let house = try HouseSample.house()
  #expect(try await repository.houseIDs().isEmpty)
  // A missing house reads as nil, its lists as empty (the contract's rule).
  #expect(try await repository.house(id: "mangwon") == nil)
  #expect(try await repository.rules(in: "mangwon").isEmpty)
  #expect(try await repository.events(in: "mangwon").isEmpty)
  #expect(try await repository.testResult(for: HouseSample.jisu, in: "mangwon") == nil)
  try await repository.insert(house)
  await #expect(throws: HouseRepositoryError.duplicateHouse("mangwon")) { try await repository.insert(house) }
  try await repository.save(house)
  #expect(try await repository.house(id: "mangwon") == house)
  #expect(try await repository.houseIDs() == ["mangwon"])

  // Rules.
  let laundry = Rule(
    id: "laundry", name: "빨래", category: "clean",
    assignments: [RuleAssignment(member: HouseSample.jisu, weekdays: [.friday])])
  try await repository.addRule(laundry, to: "mangwon")
  #expect(try await repository.rules(in: "mangwon").map(\.id) == ["dishes", "trash", "plants", "quiet", "laundry"])
  await #expect(throws: HouseRulesError.duplicateID("laundry")) { try await repository.addRule(laundry, to: "mangwon") }
  var renamed = laundry
  renamed.name = "빨래 널기"
  try await repository.updateRule(renamed, in: "mangwon")
  #expect(try await repository.house(id: "mangwon")?.rule("laundry")?.name == "빨래 널기")
  renamed.name = "설거지"
  await #expect(throws: HouseRulesError.duplicateName(.rule, name: "설거지")) {
    try await repository.updateRule(renamed, in: "mangwon")
  }
  await #expect(throws: HouseRepositoryError.houseNotFound("other")) {
    try await repository.addRule(laundry, to: "other")
  }

  // Checks.
  try await repository.check(rule: "dishes", member: HouseSample.minjae, on: HouseSample.monday, in: "mangwon")
  try await repository.check(
    rule: "laundry", member: HouseSample.jisu, on: HouseSample.monday.adding(days: 4), in: "mangwon")
  await #expect(throws: HouseRulesError.alreadyChecked(rule: "설거지", member: "민재", day: HouseSample.monday)) {
    try await repository.check(rule: "dishes", member: HouseSample.minjae, on: HouseSample.monday, in: "mangwon")
  }
  await #expect(throws: HouseRulesError.notAssigned(rule: "설거지", member: "하늘", day: HouseSample.monday)) {
    try await repository.check(rule: "dishes", member: HouseSample.haneul, on: HouseSample.monday, in: "mangwon")
  }
  #expect(
    try await repository.checks(in: "mangwon", from: HouseSample.monday, through: HouseSample.sunday) == [
      RuleCheck(rule: "dishes", member: HouseSample.minjae, day: HouseSample.monday),
      RuleCheck(rule: "laundry", member: HouseSample.jisu, day: HouseSample.monday.adding(days: 4)),
    ])
  #expect(try await repository.checks(in: "mangwon", from: HouseSample.tuesday, through: HouseSample.wednesday).isEmpty)
  try await repository.uncheck(rule: "dishes", member: HouseSample.minjae, on: HouseSample.monday, in: "mangwon")
  await #expect(throws: HouseRulesError.notChecked(rule: "설거지", member: "민재", day: HouseSample.monday)) {
    try await repository.uncheck(rule: "dishes", member: HouseSample.minjae, on: HouseSample.monday, in: "mangwon")
  }
  try await repository.removeRule("laundry", from: "mangwon")
  #expect(try await repository.checks(in: "mangwon", from: HouseSample.monday, through: HouseSample.sunday).isEmpty)
  await #expect(throws: HouseRulesError.unknownRule("laundry")) {
    try await repository.removeRule("laundry", from: "mangwon")
  }

  // Events.
  let party = HouseEvent(id: "party", name: "집들이", date: HouseSample.sunday, participants: [HouseSample.haneul])
  try await repository.addEvent(party, to: "mangwon")
  var moved = party
  moved.date = HouseSample.sunday.adding(days: 7)
  try await repository.updateEvent(moved, in: "mangwon")
  #expect(try await repository.events(in: "mangwon") == [moved])
  await #expect(throws: HouseRulesError.unknownMember("ghost")) {
    try await repository.addEvent(
      HouseEvent(id: "x", name: "x", date: HouseSample.sunday, participants: ["ghost"]), to: "mangwon")
  }
  try await repository.removeEvent("party", from: "mangwon")
  #expect(try await repository.events(in: "mangwon").isEmpty)

  // Test results.
  #expect(try await repository.testResult(for: HouseSample.jisu, in: "mangwon") == nil)
  let result = PersonalityResult(
    scores: try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9),
    takenAt: Date(timeIntervalSince1970: 1_772_409_600))
  try await repository.recordTestResult(result, for: HouseSample.jisu, in: "mangwon")
  #expect(try await repository.testResult(for: HouseSample.jisu, in: "mangwon") == result)
  await #expect(throws: HouseRulesError.unknownMember("ghost")) {
    try await repository.recordTestResult(result, for: "ghost", in: "mangwon")
  }
  #expect(try await repository.testResult(for: "ghost", in: "mangwon") == nil, "a stranger has no result")

  // A command that changes nothing says so; one that a house refuses writes nothing.
  let unchanged = try await repository.update(id: "mangwon", .updateRule(try #require(house.rule("dishes"))))
  #expect(!unchanged.changed)

  // Concurrent commands on one house (two processes checking at once): every check lands.
  let folding = Rule(
    id: "folding", name: "빨래 개기", category: "clean",
    assignments: [
      RuleAssignment(member: HouseSample.jisu, weekdays: .all),
      RuleAssignment(member: HouseSample.minjae, weekdays: .all),
    ])
  try await repository.addRule(folding, to: "mangwon")
  let days = (0..<7).map { HouseSample.monday.adding(days: 14 + $0) }
  try await withThrowingTaskGroup(of: Void.self) { group in
    for day in days {
      for member in [HouseSample.jisu, HouseSample.minjae] {
        group.addTask { try await repository.check(rule: "folding", member: member, on: day, in: "mangwon") }
      }
    }
    try await group.waitForAll()
  }
  #expect(try await repository.checks(in: "mangwon", from: days[0], through: days[6]).count == 14)

  // Deleting, and a missing id: removing returns false and throws nothing.
  #expect(try await repository.remove(id: "mangwon"))
  #expect(try await repository.houseIDs().isEmpty)
  #expect(try await repository.house(id: "mangwon") == nil)
  #expect(try await !repository.remove(id: "mangwon"), "removing again is not an error")
  #expect(try await repository.rules(in: "mangwon").isEmpty)
}
