import Foundation

/// A ``WishCoupon`` as the couple server lists it to a viewer (`WishCouponResponseDto.wishCoupon`, an item of
/// `wishCouponList`).
public struct ListedWishCoupon: Sendable, Hashable, Identifiable {
  /// The coupon's server id (`wishCouponId` in the paths).
  public let id: Int
  /// The coupon's picture, or `nil` when there is none or the text is not a URL.
  public let image: URL?
  /// The wish (`content`); empty when the server sent none.
  public let wish: String
  /// Whether the coupon shows a wish (`isVisible`).
  public let isVisible: Bool
  /// Whether the owner used it (`isUsed`).
  public let isUsed: Bool
  /// When it was used (`usedAt`, Seoul wall-clock time read in Seoul), or `nil`.
  public let usedAt: Date?
  /// The server's game type the coupon was won in ("SHORT"), or `nil` when it sent none.
  public let gameType: String?

  /// Creates a listed coupon.
  public init(
    id: Int, image: URL?, wish: String, isVisible: Bool, isUsed: Bool, usedAt: Date?, gameType: String?
  ) {
    self.id = id
    self.image = image
    self.wish = wish
    self.isVisible = isVisible
    self.isUsed = isUsed
    self.usedAt = usedAt
    self.gameType = gameType
  }
}
