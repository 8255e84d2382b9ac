import Foundation

/// One change to a stored wish coupon (소원권), applied atomically by ``CouponRepository/update(id:_:)``: each case is
/// the ``WishCoupon`` method it names, with that method's rules, checked inside the store's transaction.
///
/// A command is a value, so a store in memory, in SQLite or behind a server applies the same rules through
/// ``WishCoupon/apply(_:)``. A command never changes a coupon's battle or couple.
public enum CouponCommand: Sendable, Hashable, Codable {
  /// Uses the coupon on behalf of the partner in the seat (``WishCoupon/use(by:at:)``): once, by its owner.
  case use(by: PartnerRole, at: Date)
  /// Writes the wish on a coupon bet without one (``WishCoupon/writeWish(_:by:)``); only its owner can.
  case writeWish(String, by: PartnerRole)
  /// Marks the coupon seen by its owner (``WishCoupon/markSeen(by:at:)``); a second look, or anyone else's,
  /// changes nothing.
  case markSeen(by: PartnerRole, at: Date)
}
