import Foundation
import Testing

@testable import WagerKit

@Suite("Repository commands")
struct CommandTests {
  /// The instant `minutes` after the fixture battle's creation (2023-12-27 20:40 in Seoul).
  static func minute(_ minutes: Double) -> Date {
    Fixtures.seoul(2023, 12, 27, 20, 40).addingTimeInterval(minutes * 60)
  }

  /// What `change` leaves a copy of `value` as, or the ``WagerError`` it refuses with.
  static func result<Value>(of change: (inout Value) throws -> Void, on value: Value) -> Result<Value, WagerError> {
    var copy = value
    do {
      try change(&copy)
      return .success(copy)
    } catch let error as WagerError {
      return .failure(error)
    } catch {
      Issue.record(error)
      return .failure(.malformedPayload(reason: "\(error)"))
    }
  }

  /// Expects the command (through `apply`) and the method it names to leave `value` alike, or to refuse it alike
  /// (with the same error), and to be refused exactly when `refused`.
  static func expectSame<Value: Equatable>(
    _ value: Value, refused: Bool = false, command: (inout Value) throws -> Void,
    method: (inout Value) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let (byCommand, byMethod) = (result(of: command, on: value), result(of: method, on: value))
    #expect(byCommand == byMethod, sourceLocation: sourceLocation)
    var wasRefused = false
    if case .failure = byCommand { wasRefused = true }
    #expect(wasRefused == refused, sourceLocation: sourceLocation)
  }

  static func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test("Each battle command does what the Battle transition it names does, refusals included")
  func battleCommands() throws {
    let created = try Fixtures.battle()
    let running = try Fixtures.runningBattle()
    var reported = running
    try reported.report(.first, completed: true, at: Self.minute(2))
    try reported.report(.second, completed: false, at: Self.minute(3))
    var finalized = reported
    _ = try finalized.finalize(at: Self.minute(4))

    Self.expectSame(
      created, command: { try $0.apply(.start(at: Self.minute(1))) }, method: { try $0.start(at: Self.minute(1)) })
    Self.expectSame(
      running, refused: true, command: { try $0.apply(.start(at: Self.minute(2))) },
      method: { try $0.start(at: Self.minute(2)) })
    Self.expectSame(
      running, command: { try $0.apply(.report(.first, completed: true, at: Self.minute(2))) },
      method: { try $0.report(.first, completed: true, at: Self.minute(2)) })
    Self.expectSame(
      created, refused: true, command: { try $0.apply(.report(.second, completed: false, at: Self.minute(2))) },
      method: { try $0.report(.second, completed: false, at: Self.minute(2)) })
    Self.expectSame(
      reported, command: { try $0.apply(.finalize(at: Self.minute(4))) },
      method: { _ = try $0.finalize(at: Self.minute(4)) })
    Self.expectSame(
      running, refused: true, command: { try $0.apply(.finalize(at: Self.minute(4))) },
      method: { _ = try $0.finalize(at: Self.minute(4)) })
    Self.expectSame(
      finalized, command: { try $0.apply(.finalize(at: Self.minute(5))) },
      method: { _ = try $0.finalize(at: Self.minute(5)) })
    Self.expectSame(
      running, command: { try $0.apply(.cancel(at: Self.minute(2))) }, method: { try $0.cancel(at: Self.minute(2)) })
    Self.expectSame(
      finalized, refused: true, command: { try $0.apply(.cancel(at: Self.minute(5))) },
      method: { try $0.cancel(at: Self.minute(5)) })

    var byCommand = reported
    try byCommand.apply(.finalize(at: Self.minute(4)))
    #expect(byCommand == finalized)
    #expect(byCommand.outcome == .win(.first))
    #expect(throws: WagerError.partnerNotReported(battle: running.id, role: .first)) {
      var copy = running
      try copy.apply(.finalize(at: Self.minute(4)))
    }
  }

  @Test("Each couple command does what the Couple method it names does, refusals included")
  func coupleCommands() throws {
    let waiting = Fixtures.waitingCouple()
    let connected = Fixtures.couple()
    let joinedAt = Fixtures.inviteIssued.addingTimeInterval(60)
    let today = try CalendarDay(year: 2024, month: 1, day: 5)

    Self.expectSame(
      waiting, command: { try $0.apply(.join(Fixtures.kongtteok, code: " k7q2m9xd ", at: joinedAt)) },
      method: { try $0.join(Fixtures.kongtteok, code: " k7q2m9xd ", at: joinedAt) })
    Self.expectSame(
      connected, refused: true, command: { try $0.apply(.join(Fixtures.stranger, code: "K7Q2M9XD", at: joinedAt)) },
      method: { try $0.join(Fixtures.stranger, code: "K7Q2M9XD", at: joinedAt) })
    Self.expectSame(
      connected, command: { try $0.apply(.disconnect(by: .second, at: joinedAt)) },
      method: { try $0.disconnect(by: .second, at: joinedAt) })
    Self.expectSame(
      waiting, refused: true, command: { try $0.apply(.disconnect(by: .second, at: joinedAt)) },
      method: { try $0.disconnect(by: .second, at: joinedAt) })
    let renewed = Fixtures.invite("NEW23456", issuedAt: joinedAt)
    Self.expectSame(
      waiting, command: { try $0.apply(.renewInvite(renewed)) }, method: { try $0.renewInvite(renewed) })
    Self.expectSame(
      connected, refused: true, command: { try $0.apply(.renewInvite(renewed)) },
      method: { try $0.renewInvite(renewed) })
    Self.expectSame(
      connected, command: { try $0.apply(.changeNickname(of: .second, to: " 콩떡 ")) },
      method: { try $0.changeNickname(of: .second, to: " 콩떡 ") })
    Self.expectSame(
      waiting, refused: true, command: { try $0.apply(.changeNickname(of: .second, to: "콩떡")) },
      method: { try $0.changeNickname(of: .second, to: "콩떡") })
    Self.expectSame(
      connected, command: { try $0.apply(.changeStartDay(to: today.advanced(by: -400), today: today)) },
      method: { try $0.changeStartDay(to: today.advanced(by: -400), today: today) })
    Self.expectSame(
      connected, refused: true, command: { try $0.apply(.changeStartDay(to: today.advanced(by: 1), today: today)) },
      method: { try $0.changeStartDay(to: today.advanced(by: 1), today: today) })

    var byCommand = connected
    try byCommand.apply(.changeNickname(of: .second, to: " 콩떡 "))
    #expect(byCommand.second?.nickname == "콩떡")
  }

  @Test("Each coupon command does what the WishCoupon method it names does, refusals included")
  func couponCommands() throws {
    let won = try WishCouponTests.coupon(first: true, second: false)
    let blank = try WishCouponTests.blankCoupon()
    let later = WishCouponTests.later

    Self.expectSame(
      won, command: { try $0.apply(.use(by: .first, at: later)) }, method: { try $0.use(by: .first, at: later) })
    Self.expectSame(
      won, refused: true, command: { try $0.apply(.use(by: .second, at: later)) },
      method: { try $0.use(by: .second, at: later) })
    Self.expectSame(
      blank, refused: true, command: { try $0.apply(.use(by: .second, at: later)) },
      method: { try $0.use(by: .second, at: later) })
    Self.expectSame(
      blank, command: { try $0.apply(.writeWish("영화 고르기 권한", by: .second)) },
      method: { try $0.writeWish("영화 고르기 권한", by: .second) })
    Self.expectSame(
      blank, refused: true, command: { try $0.apply(.writeWish("영화 고르기 권한", by: .first)) },
      method: { try $0.writeWish("영화 고르기 권한", by: .first) })
    Self.expectSame(
      won, refused: true, command: { try $0.apply(.writeWish("다른 소원", by: .first)) },
      method: { try $0.writeWish("다른 소원", by: .first) })
    Self.expectSame(
      won, command: { try $0.apply(.markSeen(by: .first, at: later)) },
      method: { _ = $0.markSeen(by: .first, at: later) })
    Self.expectSame(
      won, command: { try $0.apply(.markSeen(by: .second, at: later)) },
      method: { _ = $0.markSeen(by: .second, at: later) })

    var byCommand = won
    try byCommand.apply(.markSeen(by: .first, at: later))
    #expect(byCommand.seenAt == later)
    let seen = byCommand
    try byCommand.apply(.markSeen(by: .first, at: later.addingTimeInterval(60)))
    #expect(byCommand == seen, "a second look changes nothing")
  }

  @Test("Every command round-trips through JSON")
  func codable() throws {
    let date = Fixtures.seoul(2024, 1, 5, 19, 0, 0.25)
    let battle: [BattleCommand] = [
      .start(at: date), .report(.second, completed: false, at: date), .report(.first, completed: true, at: date),
      .finalize(at: date), .cancel(at: date),
    ]
    for command in battle { #expect(try Self.roundTrip(command) == command) }
    let today = try CalendarDay(year: 2024, month: 1, day: 5)
    let couple: [CoupleCommand] = [
      .join(Fixtures.kongtteok, code: "K7Q2M9XD", at: date), .disconnect(by: .first, at: date),
      .renewInvite(Fixtures.invite("NEW23456", issuedAt: date)), .changeNickname(of: .second, to: "콩떡"),
      .changeStartDay(to: Fixtures.startDay, today: today),
    ]
    for command in couple { #expect(try Self.roundTrip(command) == command) }
    let coupon: [CouponCommand] = [
      .use(by: .first, at: date), .writeWish("설거지 한 번 해주기", by: .second), .markSeen(by: .second, at: date),
    ]
    for command in coupon { #expect(try Self.roundTrip(command) == command) }
    #expect(Set(battle).count == battle.count, "distinct commands hash apart")
  }
}
