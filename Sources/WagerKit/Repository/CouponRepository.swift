import Foundation

/// Where settled wish coupons are kept, and used.
///
/// A store makes using a coupon atomic, so a coupon is used once, by its owner, even when two requests race.
/// Issuing is idempotent: the coupon of a battle is stored once, however often ``issue(_:)`` is called for it.
public protocol CouponRepository: Sendable {
  /// Stores a settled coupon unless its battle's coupon is already stored; returns whether it was stored.
  ///
  /// An already stored coupon is left as it is (used, seen), so finalizing twice issues nothing twice.
  ///
  /// - Throws: ``WagerError/couponNotSettled(coupon:)`` for a pending coupon, or a store's own error.
  @discardableResult
  func issue(_ coupon: WishCoupon) async throws -> Bool

  /// The coupon of this battle, or `nil`.
  func coupon(id: BattleID) async throws -> WishCoupon?

  /// The couple's coupons, newest settled first (ties by identifier, descending).
  func coupons(couple: CoupleID) async throws -> [WishCoupon]

  /// How many of the couple's coupons `owner` has not used and not seen.
  func counts(couple: CoupleID, owner: PartnerRole) async throws -> CouponCounts

  /// Applies `change` to the stored coupon atomically and returns its result; nothing is stored when it throws.
  ///
  /// - Throws: ``WagerError/couponNotFound(coupon:)``, what `change` throws,
  ///   ``WagerError/identityChanged(expected:found:)``, or a store's own error.
  func update<Result: Sendable>(
    id: BattleID, _ change: @Sendable (inout WishCoupon) throws(WagerError) -> Result
  ) async throws -> Result
}

extension CouponRepository {
  /// Counts from ``coupons(couple:)``; a store can answer with a query instead.
  public func counts(couple: CoupleID, owner: PartnerRole) async throws -> CouponCounts {
    CouponCounts(coupons: try await coupons(couple: couple), owner: owner)
  }

  /// The couple's coupons that `owner` owns, newest settled first.
  public func coupons(couple: CoupleID, owner: PartnerRole) async throws -> [WishCoupon] {
    try await coupons(couple: couple).filter { $0.owner == owner }
  }

  /// Uses the stored coupon on behalf of `role`, atomically; see ``WishCoupon/use(by:at:)``.
  @discardableResult
  public func use(id: BattleID, by role: PartnerRole, at date: Date) async throws -> WishCoupon {
    try await update(id: id) { (coupon: inout WishCoupon) throws(WagerError) in
      try coupon.use(by: role, at: date)
      return coupon
    }
  }

  /// Writes the wish on the stored blank coupon; see ``WishCoupon/writeWish(_:by:)``.
  @discardableResult
  public func writeWish(id: BattleID, _ wish: String, by role: PartnerRole) async throws -> WishCoupon {
    try await update(id: id) { (coupon: inout WishCoupon) throws(WagerError) in
      try coupon.writeWish(wish, by: role)
      return coupon
    }
  }

  /// Marks the stored coupon seen by `role`; see ``WishCoupon/markSeen(by:at:)``. Returns whether it was new.
  @discardableResult
  public func markSeen(id: BattleID, by role: PartnerRole, at date: Date) async throws -> Bool {
    try await update(id: id) { (coupon: inout WishCoupon) throws(WagerError) in coupon.markSeen(by: role, at: date) }
  }
}
