import Foundation
import Testing

@testable import WagerKit

@Suite("Wish coupons")
struct WishCouponTests {
  static let settled = Fixtures.seoul(2023, 12, 27, 21, 0)
  static let later = Fixtures.seoul(2024, 1, 2, 10, 11, 12)

  /// The coupon of a finalized battle with the given reports.
  static func coupon(first: Bool, second: Bool) throws -> WishCoupon {
    var battle = try Fixtures.runningBattle()
    try battle.report(.first, completed: first, at: settled.addingTimeInterval(-120))
    try battle.report(.second, completed: second, at: settled.addingTimeInterval(-60))
    _ = try battle.finalize(at: settled)
    return battle.coupon
  }

  static func blankCoupon() throws -> WishCoupon {
    var battle = try Fixtures.battle(wish: "")
    try battle.start(at: battle.createdAt)
    try battle.report(.first, completed: false, at: settled.addingTimeInterval(-60))
    try battle.report(.second, completed: true, at: settled.addingTimeInterval(-30))
    _ = try battle.finalize(at: settled)
    return battle.coupon
  }

  @Test("The winner owns the coupon and uses it once")
  func useOnce() throws {
    var coupon = try Self.coupon(first: true, second: false)
    #expect(coupon.owner == .first)
    #expect(coupon.isVisible)
    #expect(coupon.isUsable(by: .first))
    #expect(!coupon.isUsable(by: .second))
    try coupon.use(by: .first, at: Self.later)
    #expect(coupon.usedAt == Self.later)
    #expect(coupon.isUsed)
    #expect(coupon.isSeen, "using a coupon means having seen it")
    let used = coupon
    #expect(throws: WagerError.couponAlreadyUsed(coupon: "battle-753", usedAt: Self.later)) {
      try coupon.use(by: .first, at: Self.later.addingTimeInterval(5))
    }
    #expect(coupon == used)
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let coupon: @Sendable () throws -> WishCoupon
    let role: PartnerRole
    let expected: WagerError
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(
      name: "the loser uses the winner's coupon", coupon: { try coupon(first: true, second: false) }, role: .second,
      expected: .couponNotOwned(coupon: "battle-753", by: .second, owner: .first)),
    Refusal(
      name: "a draw's coupon", coupon: { try coupon(first: false, second: false) }, role: .first,
      expected: .couponVoid(coupon: "battle-753")),
    Refusal(
      name: "a pending coupon", coupon: { try Fixtures.runningBattle().coupon }, role: .first,
      expected: .couponNotSettled(coupon: "battle-753")),
    Refusal(
      name: "a cancelled battle's coupon",
      coupon: {
        var battle = try Fixtures.runningBattle()
        try battle.cancel(at: settled)
        return battle.coupon
      }, role: .first, expected: .couponVoid(coupon: "battle-753")),
    Refusal(
      name: "a coupon without a wish", coupon: blankCoupon, role: .second,
      expected: .couponHasNoWish(coupon: "battle-753")),
  ]

  @Test("Using someone else's, a void, a pending or a blank coupon is a typed error", arguments: refusals)
  func refusal(_ refusal: Refusal) throws {
    var coupon = try refusal.coupon()
    let before = coupon
    #expect(throws: refusal.expected) { try coupon.use(by: refusal.role, at: Self.later) }
    #expect(coupon == before)
  }

  @Test("The owner writes a wish on a blank coupon, once")
  func writeWish() throws {
    var coupon = try Self.blankCoupon()
    #expect(!coupon.isVisible)
    #expect(throws: WagerError.couponNotOwned(coupon: "battle-753", by: .first, owner: .second)) {
      try coupon.writeWish("영화 고르기 권한", by: .first)
    }
    #expect(throws: WagerError.emptyWish) { try coupon.writeWish(" \n ", by: .second) }
    #expect(throws: WagerError.wishTooLong(length: 60, limit: 54)) {
      try coupon.writeWish(String(repeating: "가", count: 60), by: .second)
    }
    #expect(!coupon.isVisible, "refused writes leave the coupon blank")
    try coupon.writeWish("  영화   고르기 권한 ", by: .second)
    #expect(coupon.wish == "영화 고르기 권한")
    #expect(throws: WagerError.couponWishAlreadyWritten(coupon: "battle-753")) {
      try coupon.writeWish("다른 소원", by: .second)
    }
    try coupon.use(by: .second, at: Self.later)
  }

  @Test("A mark whose base was whitespace does not take the joining space (found by fuzzing, wager-texts)")
  func strayMarkAfterWhitespace() throws {
    // The fuzzer's input ended "%\t\u{301}": the tab went, and the joining space became the mark's base, so the
    // wish ended in a whitespace character and normalising it again changed it.
    #expect(try WishCoupon.normalizedWish("%\t\u{301}") == "%")
    #expect(try WishCoupon.normalizedWish("a\n\u{301}b  c") == "a b c")
    #expect(try WishCoupon.normalizedWish("소원\u{3000}\u{1F3FD}\u{200D}") == "소원")
    #expect(try WishCoupon.normalizedWish("\u{301}a") == "\u{301}a", "a leading mark has no joining space to take")
    for text in ["%\t\u{301}", "a\n\u{301}b", "x \u{301}", "e\u{301} \u{301}\u{301}y"] {
      let wish = try WishCoupon.normalizedWish(text)
      #expect(try WishCoupon.normalizedWish(wish) == wish)
      #expect(wish.last?.isWhitespace != true)
    }
  }

  @Test("Control characters separate words as whitespace does: no wish keeps U+0000, which no store keeps")
  func controlCharacters() throws {
    #expect(try WishCoupon.normalizedWish("영화\u{0}고르기") == "영화 고르기")
    #expect(try WishCoupon.normalizedWish("\u{0}\u{1B}[31m 설거지\u{7F}\u{85}면제\u{0}") == "[31m 설거지 면제")
    #expect(try WishCoupon.normalizedWish("\u{0}\u{1}") == "")
    for text in ["영화\u{0}고르기", "a\u{0}\u{301}b", "\u{9F}x\u{0}"] {
      let wish = try WishCoupon.normalizedWish(text)
      #expect(!wish.unicodeScalars.contains { $0.properties.generalCategory == .control })
      #expect(try WishCoupon.normalizedWish(wish) == wish)
    }
  }

  @Test("Only the owner's first look marks a coupon seen")
  func seen() throws {
    var coupon = try Self.coupon(first: false, second: true)
    let byLoser = coupon.markSeen(by: .first, at: Self.later)
    #expect(!byLoser)
    #expect(!coupon.isSeen)
    let firstLook = coupon.markSeen(by: .second, at: Self.later)
    #expect(firstLook)
    let secondLook = coupon.markSeen(by: .second, at: Self.later.addingTimeInterval(60))
    #expect(!secondLook)
    #expect(coupon.seenAt == Self.later)
  }

  @Test("Counts of unused and unseen coupons per partner")
  func counts() throws {
    var used = try Self.coupon(first: true, second: false)
    try used.use(by: .first, at: Self.later)
    var seen = try Self.coupon(first: true, second: true)  // the first reported earlier
    seen.markSeen(by: .first, at: Self.later)
    let fresh = try Self.coupon(first: false, second: true)
    let void = try Self.coupon(first: false, second: false)
    let blank = try Self.blankCoupon()
    let all = [used, seen, fresh, void, blank]
    #expect(CouponCounts(coupons: all, owner: .first) == CouponCounts(unused: 1, unseen: 0))
    #expect(CouponCounts(coupons: all, owner: .second) == CouponCounts(unused: 2, unseen: 2))
    #expect(CouponCounts(coupons: [], owner: .first) == CouponCounts(unused: 0, unseen: 0))
  }
}
