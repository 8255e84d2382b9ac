import Foundation
import Testing

@testable import WagerKit

@Suite("Battle lifecycle")
struct BattleLifecycleTests {
  static let created = Fixtures.seoul(2023, 12, 27, 20, 40)
  static func at(_ minutes: Double) -> Date { created.addingTimeInterval(minutes * 60) }

  // MARK: States to start from

  static func createdBattle() throws -> Battle { try Fixtures.battle(at: created, deadline: at(120)) }

  static func running(first: Bool? = nil, second: Bool? = nil) throws -> Battle {
    var battle = try createdBattle()
    try battle.start(at: at(1))
    if let first { try battle.report(.first, completed: first, at: at(10)) }
    if let second { try battle.report(.second, completed: second, at: at(12)) }
    return battle
  }

  static func finalized() throws -> Battle {
    var battle = try running(first: true, second: false)
    _ = try battle.finalize(at: at(15))
    return battle
  }

  static func cancelled() throws -> Battle {
    var battle = try running(first: true)
    try battle.cancel(at: at(15))
    return battle
  }

  // MARK: Valid transitions

  @Test("A battle runs from created to finalized")
  func happyPath() throws {
    var battle = try Self.createdBattle()
    #expect(battle.status == .created)
    #expect(battle.isLive)
    #expect(battle.coupon.status == .pending)
    try battle.start(at: Self.at(1))
    #expect(battle.phase == .running(startedAt: Self.at(1)))
    try battle.report(.second, completed: true, at: Self.at(5))
    try battle.report(.first, completed: true, at: Self.at(6))
    #expect(battle.invariantViolations() == [])
    #expect(try battle.decide(at: Self.at(7)) == .win(.second))
    #expect(battle.status == .running, "deciding does not finalize")
    let settlement = try battle.finalize(at: Self.at(8))
    #expect(settlement == BattleSettlement(outcome: .win(.second), coupon: battle.coupon, isNew: true))
    #expect(battle.phase == .finalized(.win(.second), at: Self.at(8)))
    #expect(battle.finalizedAt == Self.at(8))
    #expect(!battle.isLive)
    #expect(battle.coupon.owner == .second)
    #expect(battle.coupon.wish == "설거지 한 번 해주기")
    #expect(battle.invariantViolations() == [])
  }

  @Test("A partner can change their report until the battle is finalized; the change moves its time")
  func changeReport() throws {
    var battle = try Self.running()
    try battle.report(.first, completed: true, at: Self.at(5))
    try battle.report(.second, completed: true, at: Self.at(6))
    #expect(try battle.decide(at: Self.at(6)) == .win(.first))
    // The first partner re-reports: the new time (minute 7) is later than the second's, so the second now wins.
    try battle.report(.first, completed: true, at: Self.at(7))
    #expect(battle.firstReport == MissionReport(completed: true, reportedAt: Self.at(7)))
    #expect(try battle.decide(at: Self.at(7)) == .win(.second))
    try battle.report(.second, completed: false, at: Self.at(8))
    #expect(try battle.finalize(at: Self.at(9)).outcome == .win(.first))
    #expect(battle.invariantViolations() == [])
  }

  @Test("Finalizing twice returns the same outcome and settles nothing new")
  func finalizeTwice() throws {
    var battle = try Self.running(first: false, second: false)
    let first = try battle.finalize(at: Self.at(20))
    let afterFirst = battle
    let second = try battle.finalize(at: Self.at(40))
    #expect(first.isNew)
    #expect(!second.isNew)
    #expect(second.outcome == first.outcome)
    #expect(second.coupon == first.coupon)
    #expect(battle == afterFirst, "the second call changes nothing, not even the time")
    #expect(first.coupon.status == .void)
  }

  @Test("A created or running battle can be cancelled; its coupon is void")
  func cancel() throws {
    var created = try Self.createdBattle()
    try created.cancel(at: Self.at(1))
    #expect(created.phase == .cancelled(at: Self.at(1)))
    var running = try Self.running(first: true)
    try running.cancel(at: Self.at(30))
    #expect(running.status == .cancelled)
    #expect(running.coupon.status == .void)
    #expect(running.invariantViolations() == [])
  }

  // MARK: Every invalid transition

  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let state: @Sendable () throws -> Battle
    let action: @Sendable (inout Battle) throws -> Void
    let expected: WagerError

    var testDescription: String { name }
  }

  static let id: BattleID = "battle-753"

  static let refusals: [Refusal] = [
    // created
    Refusal(
      name: "report on a created battle", state: createdBattle,
      action: { try $0.report(.first, completed: true, at: at(2)) },
      expected: .invalidTransition(battle: id, from: .created, action: .report)),
    Refusal(
      name: "finalize a created battle", state: createdBattle, action: { _ = try $0.finalize(at: at(2)) },
      expected: .invalidTransition(battle: id, from: .created, action: .finalize)),
    Refusal(
      name: "start before creation", state: createdBattle, action: { try $0.start(at: at(-1)) },
      expected: .outOfOrder(battle: id, at: at(-1), latest: created)),
    Refusal(
      name: "cancel before creation", state: createdBattle, action: { try $0.cancel(at: at(-1)) },
      expected: .outOfOrder(battle: id, at: at(-1), latest: created)),
    // running
    Refusal(
      name: "start a running battle", state: { try running() }, action: { try $0.start(at: at(2)) },
      expected: .invalidTransition(battle: id, from: .running, action: .start)),
    Refusal(
      name: "finalize with no report", state: { try running() }, action: { _ = try $0.finalize(at: at(20)) },
      expected: .partnerNotReported(battle: id, role: .first)),
    Refusal(
      name: "finalize without the second report", state: { try running(first: true) },
      action: { _ = try $0.finalize(at: at(20)) }, expected: .partnerNotReported(battle: id, role: .second)),
    Refusal(
      name: "finalize without the first report", state: { try running(second: false) },
      action: { _ = try $0.finalize(at: at(20)) }, expected: .partnerNotReported(battle: id, role: .first)),
    Refusal(
      name: "report before the start", state: { try running() },
      action: { try $0.report(.first, completed: true, at: at(0.5)) },
      expected: .outOfOrder(battle: id, at: at(0.5), latest: at(1))),
    Refusal(
      name: "report earlier than the partner's report", state: { try running(first: true, second: true) },
      action: { try $0.report(.first, completed: false, at: at(11)) },
      expected: .outOfOrder(battle: id, at: at(11), latest: at(12))),
    Refusal(
      name: "report after the deadline", state: { try running(first: true) },
      action: { try $0.report(.second, completed: true, at: at(120.5)) },
      expected: .deadlinePassed(battle: id, deadline: at(120), at: at(120.5))),
    Refusal(
      name: "finalize earlier than the last report", state: { try running(first: true, second: true) },
      action: { _ = try $0.finalize(at: at(11)) }, expected: .outOfOrder(battle: id, at: at(11), latest: at(12))),
    Refusal(
      name: "cancel earlier than the last report", state: { try running(first: true) },
      action: { try $0.cancel(at: at(5)) }, expected: .outOfOrder(battle: id, at: at(5), latest: at(10))),
    // finalized
    Refusal(
      name: "start a finalized battle", state: finalized, action: { try $0.start(at: at(30)) },
      expected: .invalidTransition(battle: id, from: .finalized, action: .start)),
    Refusal(
      name: "report on a finalized battle", state: finalized,
      action: { try $0.report(.second, completed: true, at: at(30)) },
      expected: .invalidTransition(battle: id, from: .finalized, action: .report)),
    Refusal(
      name: "cancel a finalized battle", state: finalized, action: { try $0.cancel(at: at(30)) },
      expected: .invalidTransition(battle: id, from: .finalized, action: .cancel)),
    // cancelled
    Refusal(
      name: "start a cancelled battle", state: cancelled, action: { try $0.start(at: at(30)) },
      expected: .invalidTransition(battle: id, from: .cancelled, action: .start)),
    Refusal(
      name: "report on a cancelled battle", state: cancelled,
      action: { try $0.report(.second, completed: true, at: at(30)) },
      expected: .invalidTransition(battle: id, from: .cancelled, action: .report)),
    Refusal(
      name: "finalize a cancelled battle", state: cancelled, action: { _ = try $0.finalize(at: at(30)) },
      expected: .invalidTransition(battle: id, from: .cancelled, action: .finalize)),
    Refusal(
      name: "cancel a cancelled battle", state: cancelled, action: { try $0.cancel(at: at(30)) },
      expected: .invalidTransition(battle: id, from: .cancelled, action: .cancel)),
  ]

  @Test("Every invalid transition is a typed error and leaves the battle unchanged", arguments: refusals)
  func refusal(_ refusal: Refusal) throws {
    var battle = try refusal.state()
    let before = battle
    #expect(throws: refusal.expected) { try refusal.action(&battle) }
    #expect(battle == before)
    #expect(battle.invariantViolations() == [])
  }

  @Test("Asking for the result early is a typed error; created and cancelled battles have none")
  func decideEarly() throws {
    #expect(throws: WagerError.partnerNotReported(battle: Self.id, role: .second)) {
      try Self.running(first: true).decide(at: Self.at(20))
    }
    #expect(throws: WagerError.invalidTransition(battle: Self.id, from: .created, action: .decide)) {
      try Self.createdBattle().decide(at: Self.at(20))
    }
    #expect(throws: WagerError.invalidTransition(battle: Self.id, from: .cancelled, action: .decide)) {
      try Self.cancelled().decide(at: Self.at(20))
    }
    #expect(try Self.finalized().decide(at: Self.at(99)) == .win(.first))
  }

  @Test("Error descriptions name the battle and the rule")
  func descriptions() {
    let running = WagerError.battleAlreadyRunning(couple: "couple-7", existing: "battle-753")
    #expect(running.description.contains("battle-753"))
    #expect(running.description.contains("이미 생성된 승부가 있습니다"))
    let refusal = WagerError.invalidTransition(battle: "b", from: .finalized, action: .report)
    #expect(refusal.description == "battle b is finalized; it cannot report")
  }
}
