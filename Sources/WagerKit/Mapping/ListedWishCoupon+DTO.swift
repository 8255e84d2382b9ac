import Foundation

extension ListedWishCoupon {
  /// Maps a wish coupon found at `field` ("wishCouponList[2]"); a missing `content` is an empty wish.
  ///
  /// - Throws: ``WagerError/malformedPayload(field:reason:)`` naming `field.usedAt` when it is not a Seoul
  ///   `LocalDateTime`.
  init(dto: WishCouponDTO, field: String) throws(WagerError) {
    var usedAt: Date?
    if let text = dto.usedAt {
      usedAt = try WagerServerText.date(text, field: field + ".usedAt")
    }
    self.init(
      id: dto.id, image: WagerServerText.url(dto.image), wish: dto.content ?? "", isVisible: dto.isVisible,
      isUsed: dto.isUsed, usedAt: usedAt, gameType: dto.gameType)
  }
}
