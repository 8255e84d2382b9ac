import Foundation
import RepositoryConformance
import Testing

@testable import HouseRulesKit

@Suite("Repository and snapshots")
struct RepositoryTests {
  @Test("The in-memory repository passes the repository suite")
  func inMemory() async throws {
    try await exerciseHouseRepository { InMemoryHouseRepository() }
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

  @Test("Membership, category and one-day commands round-trip through JSON and apply as their House methods")
  func membershipCommands() throws {
    let sora = Homie(id: "sora", name: "소라")
    let commands: [HouseCommand] = [
      .addMember(sora), .updateMember(Homie(id: "sora", name: "소라님")),
      .addCategory(RuleCategory(id: "kitchen", name: "주방", icon: .coffee)),
      .updateCategory(RuleCategory(id: "kitchen", name: "부엌", icon: .cake)),
      .setTemporaryAssignees(["sora"], for: "dishes", on: Sample.tuesday),
      .removeTemporaryAssignees(for: "dishes", on: Sample.tuesday),
      .removeCategory("kitchen", rules: .moveRules(to: "clean")), .removeMember("sora"),
    ]
    var applied = try Sample.house()
    var called = try Sample.house()
    for command in commands {
      let decoded = try JSONDecoder().decode(HouseCommand.self, from: JSONEncoder().encode(command))
      #expect(decoded == command)
      try applied.apply(decoded)
    }
    try called.addMember(sora)
    try called.updateMember(Homie(id: "sora", name: "소라님"))
    try called.addCategory(RuleCategory(id: "kitchen", name: "주방", icon: .coffee))
    try called.updateCategory(RuleCategory(id: "kitchen", name: "부엌", icon: .cake))
    try called.setTemporaryAssignees(["sora"], for: "dishes", on: Sample.tuesday)
    try called.removeTemporaryAssignees(for: "dishes", on: Sample.tuesday)
    try called.removeCategory("kitchen", rules: .moveRules(to: "clean"))
    try called.removeMember("sora")
    #expect(applied == called)
    #expect(applied == (try Sample.house()), "every change was undone")
    #expect(throws: HouseRulesError.unknownMember("ghost")) { try applied.apply(.removeMember("ghost")) }
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
