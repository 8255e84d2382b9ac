import Foundation

/// One wish coupon as the couple server shows it to a viewer (`GET /api/wish/{wishCouponId}`): the coupon, whether
/// it is the viewer's, and the nickname the server sends with it.
public struct ListedWishCouponDetail: Sendable, Equatable {
  /// Whether the coupon belongs to the viewer (`isMine`).
  public let isMine: Bool
  /// The nickname the server sends with the coupon (`nickname`), or `nil` when it sent none.
  public let nickname: String?
  /// The coupon.
  public let coupon: ListedWishCoupon

  /// Creates a listed coupon detail.
  public init(isMine: Bool, nickname: String?, coupon: ListedWishCoupon) {
    self.isMine = isMine
    self.nickname = nickname
    self.coupon = coupon
  }
}
