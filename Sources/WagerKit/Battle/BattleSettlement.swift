import Foundation

/// What finalizing a battle settled: its outcome and the wish coupon as it now stands.
public struct BattleSettlement: Sendable, Equatable {
  /// The battle's outcome.
  public let outcome: BattleOutcome
  /// The coupon, awarded to the winner or void after a draw; issue it with ``CouponRepository/issue(_:)``.
  public let coupon: WishCoupon
  /// Whether this call finalized the battle. `false` when it had already been finalized: the outcome is the
  /// same and nothing new was settled.
  public let isNew: Bool
}
