import Foundation
import Testing

@testable import WagerKit

@Suite("Battle deadline and creation rules")
struct BattleDeadlineTests {
  static let created = Fixtures.seoul(2023, 12, 27, 20, 40)
  static func at(_ minutes: Double) -> Date { created.addingTimeInterval(minutes * 60) }

  static func running() throws -> Battle {
    var battle = try Fixtures.battle(at: created, deadline: Self.at(60))
    try battle.start(at: Self.at(1))
    return battle
  }

  @Test("Past the deadline, a partner who has not reported counts as failed at the deadline")
  func missingReportFails() throws {
    var battle = try Self.running()
    try battle.report(.second, completed: true, at: Self.at(30))
    #expect(throws: WagerError.partnerNotReported(battle: battle.id, role: .first)) {
      try battle.decide(at: Self.at(60))
    }
    let settlement = try battle.finalize(at: Self.at(61))
    #expect(settlement.outcome == .win(.second))
    #expect(battle.firstReport == MissionReport(completed: false, reportedAt: Self.at(60)))
    #expect(battle.invariantViolations() == [])
  }

  @Test("Past the deadline with no reports at all, the battle is a draw")
  func nobodyReported() throws {
    var battle = try Self.running()
    #expect(try battle.finalize(at: Self.at(90)).outcome == .draw)
    #expect(battle.coupon.status == .void)
  }

  @Test("A report exactly at the deadline still counts")
  func reportAtDeadline() throws {
    var battle = try Self.running()
    try battle.report(.first, completed: true, at: Self.at(60))
    try battle.report(.second, completed: true, at: Self.at(60))
    #expect(try battle.finalize(at: Self.at(60)).outcome == .draw)
  }

  @Test("A deadline must come after the creation")
  func deadlineAfterCreation() {
    #expect(throws: WagerError.deadlineNotAfterCreation(battle: "battle-753", deadline: Self.created)) {
      try Fixtures.battle(at: Self.created, deadline: Self.created)
    }
  }

  @Test("A wish is normalized and holds at most 54 characters, counted as a person reads them")
  func wishLength() throws {
    #expect(try Fixtures.battle(wish: "  설거지\n\n한 번   해주기 ").wish == "설거지 한 번 해주기")
    let fiftyFour = String(repeating: "가", count: 54)
    #expect(try Fixtures.battle(wish: fiftyFour).wish == fiftyFour)
    #expect(throws: WagerError.wishTooLong(length: 55, limit: 54)) {
      try Fixtures.battle(wish: fiftyFour + "나")
    }
    // A family emoji is one character, though it is seven Unicode scalars.
    let emoji = String(repeating: "👨‍👩‍👧‍👦", count: 54)
    #expect(try Fixtures.battle(wish: emoji).wish.count == 54)
    #expect(try Fixtures.battle(wish: "   ").coupon.isVisible == false)
  }

  @Test("Only a connected couple can create a battle")
  func coupleMustBeConnected() throws {
    var generator = SplitMix64(seed: 1)
    #expect(throws: WagerError.coupleNotConnected(couple: "couple-7")) {
      try Battle.create(
        id: "b", couple: Fixtures.waitingCouple(), by: .first, category: Fixtures.twentyQuestions, wish: "",
        at: Self.created, using: &generator)
    }
    var ended = Fixtures.couple()
    try ended.disconnect(by: .second, at: Self.created)
    #expect(throws: WagerError.coupleNotConnected(couple: "couple-7")) {
      try Battle.create(
        id: "b", couple: ended, by: .first, category: Fixtures.twentyQuestions, wish: "", at: Self.created,
        using: &generator)
    }
  }
}
