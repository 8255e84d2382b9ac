import Foundation

extension WagerAPI {
  // MARK: The couple and the caller

  /// `GET /api/v1/home`: the home screen (partner, scores, D-day, the latest battle);
  /// ``ListedCoupleHomeSummary/summary(coupons:)`` makes it the kit's ``CoupleHomeSummary``. Without a couple the
  /// server answers UE1006 (``WagerServerError/Kind/coupleNotExistent``).
  public static var coupleHome: Endpoint<ListedCoupleHomeSummary, WagerServerError> {
    Endpoint(method: .get, path: "/api/v1/home") { response throws(APIError<WagerServerError>) in
      try WagerAPI.read(response, WagerServerDecoder.coupleHome(from:))
    }
  }

  /// `GET /api/user`: the caller's page (nickname, image, the couple's start day).
  public static var partnerProfile: Endpoint<ListedPartnerProfile, WagerServerError> {
    Endpoint(method: .get, path: "/api/user") { response throws(APIError<WagerServerError>) in
      try WagerAPI.read(response, WagerServerDecoder.partnerProfile(from:))
    }
  }

  /// `DELETE /api/user`, without a body: deletes the caller's account; the answer is assumed to be empty
  /// (`204 No Content`, or a 2xx with a blank body).
  ///
  /// The server shapes WagerKit was written from do not include account deletion: the path, the method and the
  /// empty answer are an assumption, unverified against the server (as ``WagerRequestEncoder`` says). A server that
  /// answers otherwise fails with `APIError.server` or `APIError.unexpectedResponse(status:reason:)`.
  public static var deleteAccount: Endpoint<Void, WagerServerError> {
    Endpoint(method: .delete, path: "/api/user", decode: WagerAPI.emptyAnswer)
  }
}
