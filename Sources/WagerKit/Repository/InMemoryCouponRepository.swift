import Foundation

/// A ``CouponRepository`` in memory: an actor, so a coupon's use is checked and recorded in one step.
public actor InMemoryCouponRepository: CouponRepository {
  private var coupons: [BattleID: WishCoupon] = [:]
  private var byCouple: [CoupleID: [BattleID]] = [:]

  /// Creates an empty repository.
  public init() {}

  /// Stores a settled coupon once; see ``CouponRepository/issue(_:)``.
  public func issue(_ coupon: WishCoupon) throws -> Bool {
    guard coupon.status != .pending else { throw WagerError.couponNotSettled(coupon: coupon.id) }
    guard coupons[coupon.id] == nil else { return false }
    coupons[coupon.id] = coupon
    byCouple[coupon.coupleID, default: []].append(coupon.id)
    return true
  }

  /// The coupon of this battle, or `nil`.
  public func coupon(id: BattleID) -> WishCoupon? {
    coupons[id]
  }

  /// The couple's coupons, newest settled first. O(*k* log *k*) in the couple's coupons.
  public func coupons(couple: CoupleID) -> [WishCoupon] {
    (byCouple[couple] ?? []).compactMap { coupons[$0] }.sorted { lhs, rhs in
      let (left, right) = (lhs.settledAt ?? .distantPast, rhs.settledAt ?? .distantPast)
      return left != right ? left > right : lhs.id > rhs.id
    }
  }

  /// Applies `command` to a copy of the coupon and stores the copy only if the command succeeds; see
  /// ``CouponRepository/update(id:_:)``.
  @discardableResult
  public func update(id: BattleID, _ command: CouponCommand) throws -> RepositoryUpdate<WishCoupon> {
    guard let before = coupons[id] else { throw WagerError.couponNotFound(coupon: id) }
    var coupon = before
    try coupon.apply(command)
    coupons[id] = coupon
    return RepositoryUpdate(before: before, after: coupon)
  }
}
