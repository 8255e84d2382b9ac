import Foundation

extension WagerAPI {
  // MARK: Wish coupons

  /// `GET /api/user/{userId}/wish`: the wish coupons `partner` owns, with the counts of unused and unseen ones.
  ///
  /// `partner` is the server's user id (``ListedCoupleHomeSummary/viewer`` or ``ListedCoupleHomeSummary/partner``).
  public static func wishCoupons(of partner: PartnerID) -> Endpoint<ListedWishCoupons, WagerServerError> {
    Endpoint(method: .get, path: "/api/user/\(partner.rawValue)/wish") {
      response throws(APIError<WagerServerError>) in
      try WagerAPI.read(response, WagerServerDecoder.wishCoupons(from:))
    }
  }

  /// `GET /api/wish/{wishCouponId}`: one coupon as the caller sees it (``ListedWishCouponDetail/isMine``, the
  /// owner's nickname). An unknown coupon is 404 UE5006 (``WagerServerError/Kind/notFoundWishCoupon``).
  ///
  /// `coupon` is the server's coupon id, a ``ListedWishCoupon``'s ``ListedWishCoupon/id``.
  public static func wishCoupon(_ coupon: Int) -> Endpoint<ListedWishCouponDetail, WagerServerError> {
    Endpoint(method: .get, path: "/api/wish/\(coupon)") { response throws(APIError<WagerServerError>) in
      try WagerAPI.read(response, WagerServerDecoder.wishCoupon(from:))
    }
  }

  /// `PATCH /api/wish` with `{"content", "gameType"}`: writes `wish` on a blank coupon the caller owns; the server
  /// picks the coupon (its first invisible, unused one of `gameType`) and answers `204 No Content`, or 400 UE1001
  /// (``WagerServerError/Kind/invalidRequestMethod``) when the caller owns none.
  ///
  /// The body is ``WagerRequestEncoder/requestBody(writingWish:gameType:)``'s, the wish normalized.
  ///
  /// - Throws: ``WagerError/emptyWish`` for a blank wish and ``WagerError/wishTooLong(length:limit:)``, before
  ///   anything is sent.
  public static func writeWish(_ wish: String, gameType: String = "SHORT") throws(WagerError)
    -> Endpoint<Void, WagerServerError>
  {
    let body = try WagerRequestEncoder.requestBody(writingWish: wish, gameType: gameType)
    return Endpoint(method: .patch, path: "/api/wish", body: body, decode: WagerAPI.emptyAnswer)
  }

  /// `PATCH /api/wish/{wishCouponId}`: uses `coupon` (the server marks it used, now); the answer is
  /// `204 No Content`. The server checks neither the owner nor an earlier use: an app that keeps the rule checks
  /// ``ListedWishCouponDetail/isMine`` and ``ListedWishCoupon/isUsed`` first.
  public static func useCoupon(_ coupon: Int) -> Endpoint<Void, WagerServerError> {
    Endpoint(method: .patch, path: "/api/wish/\(coupon)", decode: WagerAPI.emptyAnswer)
  }
}
