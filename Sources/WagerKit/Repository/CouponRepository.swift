import Foundation

/// Where settled wish coupons are kept, and used.
///
/// It keeps the repository contract (CONTRIBUTING.md): a missing coupon reads as `nil`, and a stored coupon changes
/// only by a ``CouponCommand`` applied in one transaction (``update(id:_:)``); ``use(id:by:at:)``,
/// ``writeWish(id:_:by:)`` and ``markSeen(id:by:at:)`` are extensions over it. A store makes using a coupon atomic,
/// so a coupon is used once, by its owner, even when two requests race.
///
/// It has no `save(_:)` and no `remove(id:)`: a coupon changes only by its commands and is the couple's history;
/// `issue(_:)` stands for `insert(_:)` (see there).
public protocol CouponRepository: Sendable {
  /// Stores a settled coupon unless its battle's coupon is already stored; returns whether it was stored.
  ///
  /// A verb of its own rather than `insert(_:)`: it is an insert that a coupon already stored satisfies, so it
  /// throws no duplicate error and leaves that coupon as it is (used, seen): a retried finalize issues nothing twice.
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

  /// Applies `command` to the stored coupon with `id` in one transaction, all or nothing (``WishCoupon/apply(_:)``).
  ///
  /// - Returns: the stored coupon and whether the command changed it (`false` for a coupon already seen).
  /// - Throws: ``WagerError/couponNotFound(coupon:)``, the command's ``WagerError`` (nothing is stored then), or a
  ///   store's own error.
  @discardableResult
  func update(id: BattleID, _ command: CouponCommand) async throws -> RepositoryUpdate<WishCoupon>
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

  /// Uses the stored coupon on behalf of `role`, atomically (``WishCoupon/use(by:at:)``), as
  /// ``CouponCommand/use(by:at:)``.
  @discardableResult
  public func use(id: BattleID, by role: PartnerRole, at date: Date) async throws -> WishCoupon {
    try await update(id: id, .use(by: role, at: date)).value
  }

  /// Writes the wish on the stored blank coupon (``WishCoupon/writeWish(_:by:)``), as
  /// ``CouponCommand/writeWish(_:by:)``.
  @discardableResult
  public func writeWish(id: BattleID, _ wish: String, by role: PartnerRole) async throws -> WishCoupon {
    try await update(id: id, .writeWish(wish, by: role)).value
  }

  /// Marks the stored coupon seen by `role` (``WishCoupon/markSeen(by:at:)``), as
  /// ``CouponCommand/markSeen(by:at:)``. Returns whether it was new: whether the command changed the coupon.
  @discardableResult
  public func markSeen(id: BattleID, by role: PartnerRole, at date: Date) async throws -> Bool {
    try await update(id: id, .markSeen(by: role, at: date)).changed
  }
}
