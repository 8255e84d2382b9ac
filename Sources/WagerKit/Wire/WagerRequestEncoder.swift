import Foundation

/// Writes the bodies of the couple server's requests; ``WagerServerDecoder`` reads its answers.
///
/// Keys are sorted and slashes left unescaped, so a body is the same bytes on every run. Wishes go through
/// ``WishCoupon/normalizedWish(_:)`` first, so the server stores what a ``WishCoupon`` would.
///
/// Some requests have no body: `GET`s, `DELETE /api/game/short/{roundGameId}` (abandon a battle) and
/// `PATCH /api/wish/{wishCouponId}` (use a coupon). The server shapes WagerKit was written from do not include
/// account deletion; an app that deletes an account is assumed to send `DELETE /api/user` without a body, which
/// needs no encoder (unverified against the server).
///
/// ```swift
/// let create = try WagerRequestEncoder.requestBody(creatingBattleIn: 1, wish: "설거지 한 번 해주기")
/// let report = WagerRequestEncoder.requestBody(reportingCompleted: true)  // PATCH /api/game/short/{roundGameId}
/// let write = try WagerRequestEncoder.requestBody(writingWish: "영화 고르기 권한")  // PATCH /api/wish
/// ```
public enum WagerRequestEncoder {
  /// The body of `POST /api/game/short` (`CreateShortGameRequestDto`): a new battle in the mission category
  /// `categoryID`, with the wish bet on it: `{"missionCategoryId":1,"wishContent":"설거지 한 번 해주기"}`.
  ///
  /// A wish that is blank after normalizing is left out (`{"missionCategoryId":1}`), as a battle bet without a wish
  /// has an invisible coupon.
  ///
  /// - Throws: ``WagerError/wishTooLong(length:limit:)`` for a wish longer than ``WishCoupon/wishLimit``.
  public static func requestBody(creatingBattleIn categoryID: Int, wish: String) throws(WagerError) -> Data {
    let normalized = try WishCoupon.normalizedWish(wish)
    return WagerJSON.encode(
      CreateShortGameRequestDTO(missionCategoryId: categoryID, wishContent: normalized.isEmpty ? nil : normalized))
  }

  /// The body of `PATCH /api/game/short/{roundGameId}` (`EnterGameResultDto`): the viewer's report,
  /// `{"result":true}` when they completed the mission (the server's `WIN`), `{"result":false}` when not. The server
  /// dates the report itself.
  public static func requestBody(reportingCompleted completed: Bool) -> Data {
    WagerJSON.encode(EnterGameResultRequestDTO(result: completed))
  }

  /// The body of `PATCH /api/wish` (`UpdateWishCouponRequestDto`): writes `wish` on a blank coupon the viewer owns,
  /// `{"content":"영화 고르기 권한","gameType":"SHORT"}`. The server picks the coupon (its first invisible, unused one
  /// of the game type) and answers `UE1001` when there is none.
  ///
  /// - Parameters:
  ///   - wish: What the coupon grants, normalized as a ``WishCoupon``'s wish is.
  ///   - gameType: The server's game type of the coupon; WagerKit's battles are short games ("SHORT").
  /// - Throws: ``WagerError/emptyWish`` for a blank wish and ``WagerError/wishTooLong(length:limit:)``.
  public static func requestBody(writingWish wish: String, gameType: String = "SHORT") throws(WagerError) -> Data {
    let normalized = try WishCoupon.normalizedWish(wish)
    guard !normalized.isEmpty else { throw .emptyWish }
    return WagerJSON.encode(UpdateWishCouponRequestDTO(gameType: gameType, content: normalized))
  }
}
