import Foundation
import Testing

@testable import WagerKit

@Suite("Profile edits: nickname and start day")
struct ProfileEditTests {
  static func service(now: Date) -> WagerService {
    WagerService(
      couples: InMemoryCoupleRepository(), battles: InMemoryBattleRepository(), coupons: InMemoryCouponRepository(),
      now: { now })
  }

  @Test(
    "Nicknames: 1 … 10 user-visible characters after trimming",
    arguments: [
      ("빵", "빵", true), ("빵빵아", "빵빵아", true),
      (String(repeating: "가", count: 10), String(repeating: "가", count: 10), true),
      (String(repeating: "가", count: 11), nil, false), ("", nil, false), ("   \n", nil, false),
      ("  콩떡이  ", "콩떡이", true),
      // Ten family emoji: 70 scalars, ten characters.
      (String(repeating: "👨‍👩‍👧‍👦", count: 10), String(repeating: "👨‍👩‍👧‍👦", count: 10), true),
      (String(repeating: "👨‍👩‍👧‍👦", count: 11), nil, false),
      // Decomposed Hangul: 20 scalars, ten characters.
      (String(repeating: "\u{1100}\u{1161}", count: 10), String(repeating: "\u{1100}\u{1161}", count: 10), true),
    ] as [(String, String?, Bool)])
  func nicknames(input: String, stored: String?, accepted: Bool) throws {
    var couple = Fixtures.couple()
    let before = couple
    if accepted {
      try couple.changeNickname(of: .second, to: input)
      #expect(couple.second?.nickname == stored)
      #expect(couple.first == before.first)
    } else {
      let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(throws: WagerError.invalidNickname(nickname: input, length: trimmed.count, allowed: 1...10)) {
        try couple.changeNickname(of: .second, to: input)
      }
      #expect(couple == before)
    }
  }

  @Test(
    "Partner.validatedNickname: the same rule before a couple exists (a sign-up), trimmed text returned",
    arguments: [
      ("빵빵아", "빵빵아"), ("  콩떡이\n", "콩떡이"), (String(repeating: "가", count: 10), String(repeating: "가", count: 10)),
      (String(repeating: "가", count: 11), nil), ("", nil), (" \t ", nil),
      (String(repeating: "\u{1100}\u{1161}", count: 10), String(repeating: "\u{1100}\u{1161}", count: 10)),
      // Control characters: no store keeps U+0000, no screen shows the others.
      ("빵\u{0}빵", nil), ("\u{1B}[1m빵", nil), ("빵\u{7F}", nil),
    ] as [(String, String?)])
  func validatedNickname(input: String, stored: String?) throws {
    if let stored {
      #expect(try Partner.validatedNickname(input) == stored)
    } else {
      let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(throws: WagerError.invalidNickname(nickname: input, length: trimmed.count, allowed: 1...10)) {
        try Partner.validatedNickname(input)
      }
    }
  }

  @Test("A nickname needs a partner in the seat and a couple that has not ended")
  func nicknameSeats() throws {
    var waiting = Fixtures.waitingCouple()
    #expect(throws: WagerError.coupleNotConnected(couple: "couple-7")) {
      try waiting.changeNickname(of: .second, to: "콩떡")
    }
    try waiting.changeNickname(of: .first, to: "빵빵")
    #expect(waiting.first.nickname == "빵빵")
    var ended = Fixtures.couple()
    try ended.disconnect(by: .first, at: Fixtures.seoul(2024, 1, 1))
    let before = ended
    #expect(throws: WagerError.coupleAlreadyDisconnected(couple: "couple-7")) {
      try ended.changeNickname(of: .first, to: "빵빵")
    }
    #expect(throws: WagerError.coupleAlreadyDisconnected(couple: "couple-7")) {
      try ended.changeStartDay(to: Fixtures.startDay, today: Fixtures.startDay)
    }
    #expect(ended == before)
  }

  @Test("The start day may be today in Seoul but not later, whatever the UTC date says")
  func startDayInSeoul() async throws {
    // 2026-11-25 15:30 UTC is 2026-11-26 00:30 in Seoul.
    let now = Date(timeIntervalSince1970: 1_795_620_600)
    #expect(CalendarDay(now, in: .seoul) == (try CalendarDay(year: 2026, month: 11, day: 26)))
    let service = Self.service(now: now)
    try await service.couples.insert(Fixtures.couple())
    let today = try CalendarDay(year: 2026, month: 11, day: 26)
    let changed = try await service.changeStartDay(couple: "couple-7", to: today)
    #expect(changed.startDay == today)
    #expect(changed.dDay(on: now) == 1)
    let tomorrow = try CalendarDay(year: 2026, month: 11, day: 27)
    await #expect(throws: WagerError.startDayInFuture(startDay: tomorrow, today: today)) {
      try await service.changeStartDay(couple: "couple-7", to: tomorrow)
    }
    #expect(try await service.couples.couple(id: "couple-7")?.startDay == today)
    // In UTC the same instant is still the 25th, so the 26th would be refused there.
    let utc = try #require(TimeZone(identifier: "UTC"))
    await #expect(throws: WagerError.self) {
      try await service.changeStartDay(couple: "couple-7", to: today, timeZone: utc)
    }
    let earlier = try CalendarDay(year: 2022, month: 12, day: 1)
    #expect(try await service.changeStartDay(couple: "couple-7", to: earlier).startDay == earlier)
    await #expect(throws: WagerError.coupleNotFound(couple: "nope")) {
      try await service.changeStartDay(couple: "nope", to: earlier)
    }
  }

  @Test("Service edits are stored atomically; a refused edit stores nothing; messages exist")
  func serviceNickname() async throws {
    let service = Self.service(now: Fixtures.seoul(2024, 1, 1))
    try await service.couples.insert(Fixtures.couple())
    let renamed = try await service.changeNickname(couple: "couple-7", of: .first, to: " 빵빵 ")
    #expect(renamed.first.nickname == "빵빵")
    #expect(try await service.couples.couple(id: "couple-7") == renamed)
    await #expect(throws: WagerError.invalidNickname(nickname: "", length: 0, allowed: 1...10)) {
      try await service.changeNickname(couple: "couple-7", of: .second, to: "")
    }
    #expect(try await service.couples.couple(id: "couple-7") == renamed)
    let home = try await service.home(couple: "couple-7", viewer: .second)
    #expect(home.partnerNickname == "빵빵")
    // Concurrent edits of the two seats both land.
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await service.changeNickname(couple: "couple-7", of: .first, to: "하나") }
      group.addTask { try await service.changeNickname(couple: "couple-7", of: .second, to: "둘") }
      try await group.waitForAll()
    }
    let stored = try await service.couples.couple(id: "couple-7")
    #expect(stored?.first.nickname == "하나" && stored?.second?.nickname == "둘")
    let strings = WagerStrings.korean
    #expect(
      strings.message(for: .invalidNickname(nickname: "", length: 0, allowed: 1...10)) == "닉네임은 1~10자로 입력해 주세요.")
    let day = Fixtures.startDay
    #expect(strings.message(for: .startDayInFuture(startDay: day, today: day)) == strings.startDayInFuture)
  }
}
