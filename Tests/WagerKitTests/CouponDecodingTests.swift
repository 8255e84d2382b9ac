import Foundation
import Testing

@testable import WagerKit

@Suite("Stored wish coupons")
struct CouponDecodingTests {
  static func json(_ coupon: WishCoupon) throws -> [String: Any] {
    let data = try JSONEncoder().encode(coupon)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func decode(_ object: [String: Any]) throws -> WishCoupon {
    try JSONDecoder().decode(WishCoupon.self, from: JSONSerialization.data(withJSONObject: object))
  }

  static func used() throws -> WishCoupon {
    var coupon = try WishCouponTests.coupon(first: true, second: false)
    try coupon.use(by: .first, at: WishCouponTests.later)
    return coupon
  }

  @Test("Coupons in every state round-trip")
  func roundTrip() throws {
    var seen = try WishCouponTests.coupon(first: false, second: true)
    seen.markSeen(by: .second, at: WishCouponTests.later)
    let coupons = [
      try Self.used(), seen, try WishCouponTests.coupon(first: false, second: false), try WishCouponTests.blankCoupon(),
      try Fixtures.runningBattle().coupon,
    ]
    for coupon in coupons {
      #expect(coupon.invariantViolations() == [])
      #expect(try Self.decode(Self.json(coupon)) == coupon)
    }
  }

  struct Tampering: Sendable, CustomTestStringConvertible {
    let name: String
    let coupon: @Sendable () throws -> WishCoupon
    let change: @Sendable (inout [String: Any]) -> Void
    var testDescription: String { name }
  }

  static let tamperings: [Tampering] = [
    Tampering(name: "a used coupon made void", coupon: used) { $0["status"] = ["void": [String: Any]()] },
    Tampering(name: "a used coupon made pending", coupon: used) {
      $0["status"] = ["pending": [String: Any]()]
      $0["settledAt"] = nil
    },
    Tampering(name: "a settled coupon without its settlement time", coupon: used) { $0["settledAt"] = nil },
    Tampering(name: "a pending coupon with a settlement time", coupon: { try Fixtures.runningBattle().coupon }) {
      $0["settledAt"] = 0
    },
    Tampering(name: "a void coupon seen", coupon: { try WishCouponTests.coupon(first: false, second: false) }) {
      $0["seenAt"] = 0
    },
    Tampering(name: "a blank coupon used", coupon: WishCouponTests.blankCoupon) { $0["usedAt"] = 0 },
    Tampering(name: "a wish longer than a coupon holds", coupon: used) {
      $0["wish"] = String(repeating: "가", count: WishCoupon.wishLimit + 1)
    },
  ]

  @Test("A stored coupon that breaks an invariant is refused", arguments: tamperings)
  func tampered(_ tampering: Tampering) throws {
    var object = try Self.json(tampering.coupon())
    tampering.change(&object)
    #expect(throws: DecodingError.self) { try Self.decode(object) }
  }
}
