import Foundation
import Testing

@testable import WagerKit

@Suite("Storing models as JSON")
struct CodableTests {
  static func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test("Battles round-trip in every state")
  func battles() throws {
    var battle = try Fixtures.battle(deadline: Fixtures.seoul(2023, 12, 28))
    #expect(try Self.roundTrip(battle) == battle)
    try battle.start(at: battle.createdAt)
    try battle.report(.first, completed: true, at: battle.createdAt.addingTimeInterval(60))
    #expect(try Self.roundTrip(battle) == battle)
    var cancelled = battle
    try cancelled.cancel(at: battle.createdAt.addingTimeInterval(120))
    #expect(try Self.roundTrip(cancelled) == cancelled)
    try battle.report(.second, completed: false, at: battle.createdAt.addingTimeInterval(90))
    _ = try battle.finalize(at: battle.createdAt.addingTimeInterval(100))
    #expect(try Self.roundTrip(battle) == battle)
    #expect(try Self.roundTrip(battle.coupon) == battle.coupon)
  }

  @Test("Couples, categories and identifiers round-trip; identifiers are plain strings")
  func others() throws {
    #expect(try Self.roundTrip(Fixtures.couple()) == Fixtures.couple())
    #expect(try Self.roundTrip(Fixtures.waitingCouple()) == Fixtures.waitingCouple())
    #expect(try Self.roundTrip(Fixtures.twentyQuestions) == Fixtures.twentyQuestions)
    #expect(String(decoding: try JSONEncoder().encode(BattleID("753")), as: UTF8.self) == "\"753\"")
    #expect(BattleID("a") < BattleID("b"))
  }

  @Test("A stored battle whose outcome does not follow from its reports is refused")
  func tampered() throws {
    var battle = try Fixtures.runningBattle()
    try battle.report(.first, completed: true, at: battle.createdAt.addingTimeInterval(120))
    try battle.report(.second, completed: false, at: battle.createdAt.addingTimeInterval(180))
    _ = try battle.finalize(at: battle.createdAt.addingTimeInterval(240))
    let json = try #require(String(decoding: JSONEncoder().encode(battle), as: UTF8.self) as String?)
    // Give the win to the partner who failed.
    let tampered = json.replacingOccurrences(of: "\"first\"}", with: "\"second\"}")
    #expect(tampered != json)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Battle.self, from: Data(tampered.utf8)) }
  }

  @Test("A stored couple whose seats contradict its status is refused")
  func inconsistentCouple() throws {
    let json = String(decoding: try JSONEncoder().encode(Fixtures.couple()), as: UTF8.self)
    var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    object["second"] = nil
    let data = try JSONSerialization.data(withJSONObject: object)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Couple.self, from: data) }
  }

  @Test("A stored invite code must be valid")
  func invite() throws {
    let json = #"{"code": " ", "issuedAt": 0, "expiresAt": 10}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(InviteCode.self, from: Data(json.utf8)) }
  }
}
