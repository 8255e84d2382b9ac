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

  try await exerciseHouseMembership(repository)

  // Deleting, and a missing id: removing returns false and throws nothing.
  #expect(try await repository.remove(id: "mangwon"))
  #expect(try await repository.houseIDs().isEmpty)
  #expect(try await repository.house(id: "mangwon") == nil)
  #expect(try await !repository.remove(id: "mangwon"), "removing again is not an error")
  #expect(try await repository.rules(in: "mangwon").isEmpty)
}

/// Members, categories and one-day assignees as commands, on the sample house after the suite's rules and checks:
/// two members joining at once both land, and each refusal writes nothing.
func exerciseHouseMembership(_ repository: some HouseRepository) async throws {
  // Members: two join at once (two roommates entering the invite code together), both land.
  let sora = Homie(id: "sora", name: "소라")
  let dain = Homie(id: "dain", name: "다인")
  try await withThrowingTaskGroup(of: Void.self) { group in
    for member in [sora, dain] {
      group.addTask { try await repository.addMember(member, to: "mangwon") }
    }
    try await group.waitForAll()
  }
  let joined = try #require(try await repository.house(id: "mangwon"))
  #expect(Set(joined.members.map(\.id)) == [HouseSample.minjae, HouseSample.jisu, HouseSample.haneul, "sora", "dain"])
  #expect(joined.members.prefix(3).map(\.id) == [HouseSample.minjae, HouseSample.jisu, HouseSample.haneul])
  await #expect(throws: HouseRulesError.duplicateID("sora")) { try await repository.addMember(sora, to: "mangwon") }
  await #expect(throws: HouseRulesError.nameTooLong(.member, name: "여섯글자이름", limit: 5)) {
    try await repository.addMember(Homie(id: "long", name: "여섯글자이름"), to: "mangwon")
  }
  var edited = sora
  edited.name = " 소라님 "
  edited.profile = Profile(job: "학생", introduction: "안녕하세요", hashtags: ["INFP"])
  try await repository.updateMember(edited, in: "mangwon")
  let updated = try #require(try await repository.house(id: "mangwon")?.member("sora"))
  #expect(updated.name == "소라님", "the house trims the name")
  #expect(updated.profile == Profile(job: "학생", introduction: "안녕하세요", hashtags: ["INFP"]))
  await #expect(throws: HouseRulesError.unknownMember("ghost")) {
    try await repository.updateMember(Homie(id: "ghost", name: "유령"), in: "mangwon")
  }
  await #expect(throws: HouseRulesError.memberIsOnlyAssignee(member: HouseSample.haneul, rule: "분리수거")) {
    try await repository.removeMember(HouseSample.haneul, from: "mangwon")
  }
  #expect(try await repository.house(id: "mangwon")?.member(HouseSample.haneul) != nil, "a refusal writes nothing")
  try await repository.removeMember("dain", from: "mangwon")
  #expect(try await repository.house(id: "mangwon")?.member("dain") == nil)
  await #expect(throws: HouseRulesError.unknownMember("dain")) {
    try await repository.removeMember("dain", from: "mangwon")
  }
  await #expect(throws: HouseRepositoryError.houseNotFound("other")) {
    try await repository.addMember(sora, to: "other")
  }

  // One-day assignees: set, read back with the house, refused for a key rule, removed.
  try await repository.setTemporaryAssignees(
    ["sora", HouseSample.haneul], for: "dishes", on: HouseSample.tuesday, in: "mangwon")
  let assigned = try #require(try await repository.house(id: "mangwon"))
  #expect(assigned.temporaryAssignees(for: "dishes", on: HouseSample.tuesday) == [HouseSample.haneul, "sora"])
  #expect(assigned.temporaryAssignees(for: "dishes", on: HouseSample.wednesday) == nil)
  await #expect(throws: HouseRulesError.keyRuleHasAssignees(rule: "밤 11시 이후 조용히")) {
    try await repository.setTemporaryAssignees(["sora"], for: "quiet", on: HouseSample.tuesday, in: "mangwon")
  }
  await #expect(throws: HouseRulesError.unknownMember("ghost")) {
    try await repository.setTemporaryAssignees(["ghost"], for: "dishes", on: HouseSample.tuesday, in: "mangwon")
  }
  try await repository.removeTemporaryAssignees(for: "dishes", on: HouseSample.tuesday, in: "mangwon")
  #expect(try await repository.house(id: "mangwon")?.temporaryAssignees(for: "dishes", on: HouseSample.tuesday) == nil)

  // Categories: added, a taken name refused, renamed, removed with their rules moved, then deleted.
  let kitchen = RuleCategory(id: "kitchen", name: "주방", icon: .cake)
  try await repository.addCategory(kitchen, to: "mangwon")
  await #expect(throws: HouseRulesError.duplicateName(.category, name: "청소")) {
    try await repository.addCategory(RuleCategory(id: "clean2", name: "청소", icon: .clean), to: "mangwon")
  }
  await #expect(throws: HouseRulesError.duplicateID("kitchen")) {
    try await repository.addCategory(RuleCategory(id: "kitchen", name: "부엌", icon: .clean), to: "mangwon")
  }
  let renamed = RuleCategory(id: "kitchen", name: "부엌", icon: .coffee)
  try await repository.updateCategory(renamed, in: "mangwon")
  #expect(try await repository.house(id: "mangwon")?.category("kitchen") == renamed)
  try await repository.removeCategory("trash", rules: .moveRules(to: "kitchen"), from: "mangwon")
  let moved = try #require(try await repository.house(id: "mangwon"))
  #expect(moved.category("trash") == nil)
  #expect(moved.rules(in: "kitchen").map(\.id) == ["trash"])
  try await repository.removeCategory("kitchen", rules: .deleteRules, from: "mangwon")
  #expect(try await repository.rules(in: "mangwon").map(\.id) == ["dishes", "plants", "quiet", "folding"])
  await #expect(throws: HouseRulesError.unknownCategory("kitchen")) {
    try await repository.removeCategory("kitchen", rules: .deleteRules, from: "mangwon")
  }
}
