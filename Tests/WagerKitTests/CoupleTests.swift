import Foundation
import Testing

@testable import WagerKit

@Suite("Couples, invite codes and D-day")
struct CoupleTests {
  static let joinTime = Fixtures.inviteIssued.addingTimeInterval(3_600)

  @Test("The second partner joins with the invite code, typed loosely")
  func join() throws {
    var couple = Fixtures.waitingCouple()
    #expect(couple.status == .waiting)
    #expect(!couple.isConnected)
    try couple.join(Fixtures.kongtteok, code: " k7q2m9xd\n", at: Self.joinTime)
    #expect(couple.status == .connected(at: Self.joinTime))
    #expect(couple.partner(.second) == Fixtures.kongtteok)
    #expect(couple.role(of: Fixtures.kongtteok.id) == .second)
    #expect(couple.role(of: Fixtures.ppangppang.id) == .first)
    #expect(couple.role(of: Fixtures.stranger.id) == nil)
    #expect(couple.invariantViolations() == [])
  }

  struct JoinRefusal: Sendable, CustomTestStringConvertible {
    let name: String
    let couple: @Sendable () throws -> Couple
    let partner: Partner
    let code: String
    let at: Date
    let expected: WagerError
    var testDescription: String { name }
  }

  static let expiry = Fixtures.inviteIssued.addingTimeInterval(86_400)

  static let joinRefusals: [JoinRefusal] = [
    JoinRefusal(
      name: "another code", couple: { Fixtures.waitingCouple() }, partner: Fixtures.kongtteok, code: "ZZZZ2222",
      at: joinTime, expected: .inviteCodeNotFound(code: "ZZZZ2222")),
    JoinRefusal(
      name: "the creator's own code", couple: { Fixtures.waitingCouple() }, partner: Fixtures.ppangppang,
      code: "K7Q2M9XD", at: joinTime, expected: .ownInviteCode(code: "K7Q2M9XD", partner: Fixtures.ppangppang.id)),
    JoinRefusal(
      name: "an expired code, at the expiry instant", couple: { Fixtures.waitingCouple() }, partner: Fixtures.kongtteok,
      code: "K7Q2M9XD", at: expiry, expected: .inviteCodeExpired(code: "K7Q2M9XD", expiredAt: expiry)),
    JoinRefusal(
      name: "a used code", couple: { Fixtures.couple() }, partner: Fixtures.stranger, code: "K7Q2M9XD",
      at: joinTime, expected: .inviteCodeAlreadyUsed(code: "K7Q2M9XD")),
    JoinRefusal(
      name: "a used code after disconnection",
      couple: {
        var couple = Fixtures.couple()
        try couple.disconnect(by: .first, at: joinTime)
        return couple
      }, partner: Fixtures.stranger, code: "K7Q2M9XD", at: joinTime,
      expected: .inviteCodeAlreadyUsed(code: "K7Q2M9XD")),
    JoinRefusal(
      name: "a withdrawn invite",
      couple: {
        var couple = Fixtures.waitingCouple()
        try couple.disconnect(by: .first, at: joinTime)
        return couple
      }, partner: Fixtures.kongtteok, code: "K7Q2M9XD", at: joinTime,
      expected: .coupleAlreadyDisconnected(couple: "couple-7")),
  ]

  @Test("A code connects once, never its creator, and only before it expires", arguments: joinRefusals)
  func joinRefusal(_ refusal: JoinRefusal) throws {
    var couple = try refusal.couple()
    let before = couple
    #expect(throws: refusal.expected) { try couple.join(refusal.partner, code: refusal.code, at: refusal.at) }
    #expect(couple == before)
  }

  @Test("Disconnecting ends the couple once; an empty seat cannot disconnect")
  func disconnect() throws {
    var couple = Fixtures.couple()
    let when = Fixtures.seoul(2024, 3, 1, 12, 0)
    try couple.disconnect(by: .second, at: when)
    #expect(couple.status == .disconnected(at: when, by: .second))
    #expect(!couple.isActive)
    let ended = couple
    #expect(throws: WagerError.coupleAlreadyDisconnected(couple: "couple-7")) {
      try couple.disconnect(by: .first, at: when)
    }
    #expect(couple == ended)

    var waiting = Fixtures.waitingCouple()
    let before = waiting
    #expect(throws: WagerError.coupleNotConnected(couple: "couple-7")) {
      try waiting.disconnect(by: .second, at: when)
    }
    #expect(waiting == before)
  }

  @Test("Only a waiting couple can renew its invite")
  func renew() throws {
    var waiting = Fixtures.waitingCouple()
    let fresh = Fixtures.invite("NEW2CODE", issuedAt: Fixtures.inviteIssued.addingTimeInterval(90_000))
    try waiting.renewInvite(fresh)
    #expect(waiting.invite == fresh)
    var connected = Fixtures.couple()
    let before = connected
    #expect(throws: WagerError.coupleNotWaiting(couple: "couple-7")) { try connected.renewInvite(fresh) }
    #expect(connected == before)
  }

  @Test("Generated codes come from the injected generator and the unambiguous alphabet")
  func generatedCodes() throws {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    let first = InviteCode.generate(issuedAt: Fixtures.inviteIssued, using: &a)
    #expect(first == InviteCode.generate(issuedAt: Fixtures.inviteIssued, using: &b))
    #expect(first.code.count == InviteCode.generatedLength)
    #expect(first.code.allSatisfy { InviteCode.alphabet.contains($0) })
    #expect(first.expiresAt == Fixtures.inviteIssued.addingTimeInterval(InviteCode.defaultValidity))
    let odd = InviteCode.generate(issuedAt: Fixtures.inviteIssued, validFor: -.infinity, using: &a)
    #expect(odd.expiresAt == Fixtures.inviteIssued.addingTimeInterval(InviteCode.defaultValidity))
    #expect(throws: WagerError.invalidInviteCode(code: "  ")) {
      try InviteCode(code: "  ", issuedAt: Fixtures.inviteIssued, expiresAt: Self.expiry)
    }
    #expect(throws: WagerError.invalidInviteCode(code: "ABC")) {
      try InviteCode(code: "ABC", issuedAt: Fixtures.inviteIssued, expiresAt: Fixtures.inviteIssued)
    }
  }

  // MARK: D-day

  struct DDayCase: Sendable, CustomTestStringConvertible {
    let instant: Date
    let zone: TimeZone
    let expected: Int
    let name: String
    var testDescription: String { name }
  }

  static let utc = TimeZone(identifier: "UTC") ?? .gmt

  static let dDayCases: [DDayCase] = [
    DDayCase(instant: Fixtures.seoul(2022, 12, 28, 0, 0), zone: .seoul, expected: 1, name: "the start day is D+1"),
    DDayCase(instant: Fixtures.seoul(2023, 12, 27, 20, 58), zone: .seoul, expected: 365, name: "a year on, evening"),
    DDayCase(
      instant: Fixtures.seoul(2023, 12, 27, 23, 59, 59.999), zone: .seoul, expected: 365, name: "23:59:59.999 KST"),
    DDayCase(instant: Fixtures.seoul(2023, 12, 28, 0, 0), zone: .seoul, expected: 366, name: "midnight KST"),
    // The same instant, 15:00 UTC, is still 27 December in UTC.
    DDayCase(instant: Fixtures.seoul(2023, 12, 28, 0, 0), zone: utc, expected: 365, name: "midnight KST in UTC"),
    DDayCase(instant: Fixtures.seoul(2022, 12, 27, 23, 0), zone: .seoul, expected: 0, name: "the day before the start"),
    DDayCase(instant: Fixtures.seoul(2024, 2, 29, 12, 0), zone: .seoul, expected: 429, name: "a leap day"),
  ]

  @Test("D-day counts Seoul days since the start day, plus one", arguments: dDayCases)
  func dDay(_ testCase: DDayCase) {
    #expect(Fixtures.couple().dDay(on: testCase.instant, in: testCase.zone) == testCase.expected)
  }

  @Test("D-day reads now from the injected provider")
  func dDayNow() {
    let couple = Fixtures.couple()
    #expect(couple.dDay(now: { Fixtures.seoul(2023, 12, 28, 0, 0, 1) }) == 366)
    #expect(couple.dDay(now: { Fixtures.seoul(2023, 12, 27, 23, 59, 59) }) == 365)
  }

  @Test("Renaming changes the nickname in a seat; an empty seat stays empty")
  func rename() {
    var couple = Fixtures.waitingCouple()
    couple.rename(.first, to: "빵빵")
    couple.rename(.second, to: "nobody")
    #expect(couple.first.nickname == "빵빵")
    #expect(couple.second == nil)
  }
}
