import Foundation
import Testing

@testable import HouseRulesKit

/// The behaviour every ``HouseRepository`` must have; a later SQLite store runs the same suite.
func exerciseRepository(_ make: () -> some HouseRepository) async throws {
  let repository = make()
  let house = try Sample.house()
  #expect(try await repository.houseIDs().isEmpty)
  await #expect(throws: HouseRepositoryError.houseNotFound("mangwon")) { try await repository.house("mangwon") }
  try await repository.save(house)
  #expect(try await repository.houseIDs() == ["mangwon"])
  #expect(try await repository.house("mangwon") == house)

  // Rules.
  let laundry = Rule(
    id: "laundry", name: "빨래", category: "clean",
    assignments: [RuleAssignment(member: Sample.jisu, weekdays: [.friday])])
  try await repository.addRule(laundry, to: "mangwon")
  #expect(try await repository.rules(in: "mangwon").map(\.id) == ["dishes", "trash", "plants", "quiet", "laundry"])
  await #expect(throws: HouseRulesError.duplicateID("laundry")) { try await repository.addRule(laundry, to: "mangwon") }
  var renamed = laundry
  renamed.name = "빨래 널기"
  try await repository.updateRule(renamed, in: "mangwon")
  #expect(try await repository.house("mangwon").rule("laundry")?.name == "빨래 널기")
  renamed.name = "설거지"
  await #expect(throws: HouseRulesError.duplicateName(.rule, name: "설거지")) {
    try await repository.updateRule(renamed, in: "mangwon")
  }
  await #expect(throws: HouseRepositoryError.houseNotFound("other")) {
    try await repository.addRule(laundry, to: "other")
  }

  // Checks.
  try await repository.check(rule: "dishes", member: Sample.minjae, on: Sample.monday, in: "mangwon")
  try await repository.check(rule: "laundry", member: Sample.jisu, on: Sample.monday.adding(days: 4), in: "mangwon")
  await #expect(throws: HouseRulesError.alreadyChecked(rule: "설거지", member: "민재", day: Sample.monday)) {
    try await repository.check(rule: "dishes", member: Sample.minjae, on: Sample.monday, in: "mangwon")
  }
  await #expect(throws: HouseRulesError.notAssigned(rule: "설거지", member: "하늘", day: Sample.monday)) {
    try await repository.check(rule: "dishes", member: Sample.haneul, on: Sample.monday, in: "mangwon")
  }
  #expect(
    try await repository.checks(in: "mangwon", from: Sample.monday, through: Sample.sunday) == [
      RuleCheck(rule: "dishes", member: Sample.minjae, day: Sample.monday),
      RuleCheck(rule: "laundry", member: Sample.jisu, day: Sample.monday.adding(days: 4)),
    ])
  #expect(try await repository.checks(in: "mangwon", from: Sample.tuesday, through: Sample.wednesday).isEmpty)
  try await repository.uncheck(rule: "dishes", member: Sample.minjae, on: Sample.monday, in: "mangwon")
  await #expect(throws: HouseRulesError.notChecked(rule: "설거지", member: "민재", day: Sample.monday)) {
    try await repository.uncheck(rule: "dishes", member: Sample.minjae, on: Sample.monday, in: "mangwon")
  }
  try await repository.removeRule("laundry", from: "mangwon")
  #expect(try await repository.checks(in: "mangwon", from: Sample.monday, through: Sample.sunday).isEmpty)
  await #expect(throws: HouseRulesError.unknownRule("laundry")) {
    try await repository.removeRule("laundry", from: "mangwon")
  }

  // Events.
  let party = HouseEvent(id: "party", name: "집들이", date: Sample.sunday, participants: [Sample.haneul])
  try await repository.addEvent(party, to: "mangwon")
  var moved = party
  moved.date = Sample.sunday.adding(days: 7)
  try await repository.updateEvent(moved, in: "mangwon")
  #expect(try await repository.events(in: "mangwon") == [moved])
  await #expect(throws: HouseRulesError.unknownMember("ghost")) {
    try await repository.addEvent(
      HouseEvent(id: "x", name: "x", date: Sample.sunday, participants: ["ghost"]), to: "mangwon")
  }
  try await repository.removeEvent("party", from: "mangwon")
  #expect(try await repository.events(in: "mangwon").isEmpty)

  // Test results.
  #expect(try await repository.testResult(for: Sample.jisu, in: "mangwon") == nil)
  let result = PersonalityResult(
    scores: try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9),
    takenAt: Date(timeIntervalSince1970: 1_772_409_600))
  try await repository.recordTestResult(result, for: Sample.jisu, in: "mangwon")
  #expect(try await repository.testResult(for: Sample.jisu, in: "mangwon") == result)
  await #expect(throws: HouseRulesError.unknownMember("ghost")) {
    try await repository.recordTestResult(result, for: "ghost", in: "mangwon")
  }
  await #expect(throws: HouseRulesError.unknownMember("ghost")) {
    try await repository.testResult(for: "ghost", in: "mangwon")
  }

  // Deleting.
  try await repository.deleteHouse("mangwon")
  #expect(try await repository.houseIDs().isEmpty)
  await #expect(throws: HouseRepositoryError.houseNotFound("mangwon")) { try await repository.deleteHouse("mangwon") }
}

@Suite("Repository and snapshots")
struct RepositoryTests {
  @Test("The in-memory repository passes the repository suite")
  func inMemory() async throws {
    try await exerciseRepository { InMemoryHouseRepository() }
  }

  @Test("A house round-trips through its snapshot and JSON, with checks, temporary assignees and rotations")
  func snapshot() throws {
    var house = try Sample.house()
    try house.addRule(
      Rule(
        id: "bath", name: "욕실 청소", category: "clean",
        rotation: Rotation(
          members: [Sample.jisu, Sample.haneul], weekdays: [.friday], strategy: .leastCompleted, start: Sample.monday)))
    try house.check(rule: "dishes", member: Sample.minjae, on: Sample.monday)
    try house.check(rule: "bath", member: Sample.jisu, on: Sample.monday.adding(days: 4))
    try house.setTemporaryAssignees([Sample.haneul], for: "plants", on: Sample.tuesday)
    try house.addAbsence(Absence(member: Sample.haneul, from: Sample.sunday, through: Sample.sunday.adding(days: 7)))
    try house.addEvent(HouseEvent(id: "party", name: "집들이", date: Sample.sunday))
    // A check that no longer matches a duty after an edit survives the round trip.
    try house.check(rule: "trash", member: Sample.haneul, on: Sample.wednesday)
    try house.updateRule(
      Rule(
        id: "trash", name: "분리수거", category: "trash",
        assignments: [RuleAssignment(member: Sample.haneul, weekdays: [.sunday])]))
    let restored = try House(snapshot: house.snapshot)
    #expect(restored == house)
    expectSound(restored)
    #expect(restored.todos(on: Sample.monday.adding(days: 11)) == house.todos(on: Sample.monday.adding(days: 11)))
    let decoded = try JSONDecoder().decode(House.self, from: JSONEncoder().encode(house))
    #expect(decoded == house)
    #expect(
      decoded.assignees(of: "bath", on: Sample.monday.adding(days: 11))
        == house.assignees(of: "bath", on: Sample.monday.adding(days: 11)))
  }

  @Test("A snapshot that breaks a rule is refused with its error")
  func invalidSnapshots() throws {
    var snapshot = try Sample.house().snapshot
    snapshot.checks = [
      RuleCheck(rule: "dishes", member: Sample.minjae, day: Sample.monday),
      RuleCheck(rule: "dishes", member: Sample.minjae, day: Sample.monday),
    ]
    #expect(throws: HouseRulesError.alreadyChecked(rule: "설거지", member: "민재", day: Sample.monday)) {
      try House(snapshot: snapshot)
    }
    snapshot.checks = [RuleCheck(rule: "gone", member: Sample.minjae, day: Sample.monday)]
    #expect(throws: HouseRulesError.unknownRule("gone")) { try House(snapshot: snapshot) }
    snapshot.checks = []
    snapshot.rules.append(snapshot.rules[0])
    #expect(throws: HouseRulesError.duplicateID("dishes")) { try House(snapshot: snapshot) }
    var bad = try Sample.house().snapshot
    bad.temporaryAssignments = [TemporaryAssignment(rule: "quiet", day: Sample.monday, members: [Sample.jisu])]
    #expect(throws: HouseRulesError.keyRuleHasAssignees(rule: "밤 11시 이후 조용히")) { try House(snapshot: bad) }
    let json = try JSONEncoder().encode(snapshot)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(House.self, from: json) }
  }
}
