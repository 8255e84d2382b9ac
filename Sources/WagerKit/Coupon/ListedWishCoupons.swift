import Foundation

/// A partner's wish coupons as the couple server lists them (`GET /api/user/{userId}/wish`), with the badges'
/// counts.
public struct ListedWishCoupons: Sendable, Equatable {
  /// The counts the server sent: `availableWishCoupon` as ``CouponCounts/unused``, `newWishCoupon` as
  /// ``CouponCounts/unseen``.
  public let counts: CouponCounts
  /// The coupons (`wishCouponList`), in the server's order.
  public let coupons: [ListedWishCoupon]

  /// Creates a listed coupon list.
  public init(counts: CouponCounts, coupons: [ListedWishCoupon]) {
    self.counts = counts
    self.coupons = coupons
  }
}
