import Foundation

/// How many coupons a partner holds: the home and "my wishes" badges.
public struct CouponCounts: Sendable, Equatable, Hashable, Codable {
  /// Coupons the partner owns and has not used (with or without a wish written).
  public var unused: Int
  /// Coupons the partner owns and has not seen yet.
  public var unseen: Int

  /// Creates counts.
  public init(unused: Int, unseen: Int) {
    self.unused = unused
    self.unseen = unseen
  }

  /// Counts the coupons of `coupons` that `owner` owns.
  ///
  /// - Complexity: O(*n*).
  public init(coupons: some Sequence<WishCoupon>, owner: PartnerRole) {
    var unused = 0
    var unseen = 0
    for coupon in coupons where coupon.owner == owner {
      if !coupon.isUsed { unused += 1 }
      if !coupon.isSeen { unseen += 1 }
    }
    self.init(unused: unused, unseen: unseen)
  }
}
