import Foundation

/// Reads the bodies of the WagerKit server's endpoints into the kit's models; ``WagerRequestEncoder`` writes the
/// bodies the app sends.
///
/// Every entry but ``battleHistory(from:strings:)`` (which reads leniently) reads strictly: a body it cannot read
/// throws ``WagerError/malformedPayload(field:reason:)`` naming the field (`myRoundMission.updatedAt`,
/// `wishCouponList[0].isUsed`), and the server's error body (`{"code": "UE1009", "message": "…"}`) throws
/// ``WagerError/serverError(code:message:)``, which ``WagerServerError/init(_:)`` turns into the server's code and
/// message. Times are the server's zone-less `LocalDateTime`s, read in Seoul.
///
/// ```swift
/// let rows = try WagerServerDecoder.battleHistory(from: body)  // GET /api/history
/// let history = BattleHistory(rows: rows)
/// let home = try WagerServerDecoder.coupleHome(from: homeBody)  // GET /api/v1/home
/// ```
public enum WagerServerDecoder {
  /// The rows of a battle history (`GET /api/history`), in the server's order.
  ///
  /// Decoding is lenient, and elements that are not JSON objects are skipped. In an item, missing texts become
  /// empty; an unknown or missing `result` gives a `nil` ``BattleHistoryRow/result`` shown as
  /// ``WagerStrings/unknownResult``; an empty `winner` (the server's draw) is `nil`; an `image` that is not a URL is
  /// `nil`; a mission's `result` other than `WIN`/`LOSE` leaves ``BattleHistoryRow/MissionLine/completed`` `nil`. Items without a
  /// `roundGameId` get the identifier "#*n*" from their position *n* (from 0), so every row stays identifiable; a
  /// later item repeating an earlier identifier is dropped, so SwiftUI lists never meet a duplicate.
  ///
  /// The `image` text is read with `WebAddress`: a space or Hangul in it is percent-encoded and existing escapes are
  /// kept, so the row has the same URL on every platform (`URL(string:)` alone returns `nil` for such text before
  /// iOS 17, and Linux encodes the escapes of half-escaped text a second time).
  ///
  /// - Complexity: O(*n*); each distinct image URL is parsed once.
  ///
  /// - Throws: ``WagerError/serverError(code:message:)`` for the server's error body (`{"code": "UE1006"}`, sent
  ///   for a disconnected couple), or ``WagerError/malformedPayload(field:reason:)`` for anything that is not a JSON
  ///   array.
  public static func battleHistory(from data: Data, strings: WagerStrings = .korean) throws(WagerError)
    -> [BattleHistoryRow]
  {
    BattleHistoryRow.rows(items: try BattleHistoryItemDTO.list(from: data), strings: strings)
  }

  // MARK: Battles

  /// The answer to a new battle (`POST /api/game/short` 200, `CreateShortGameResponseDto`): the battle
  /// (`roundGameId`), its game and the creator's mission.
  ///
  /// - Throws: ``WagerError/serverError(code:message:)`` for the server's error body (`UE1003` when the couple
  ///   already has a live battle), or ``WagerError/malformedPayload(field:reason:)`` naming the field.
  public static func createdBattle(from data: Data) throws(WagerError) -> CreatedBattle {
    let dto = try WagerJSON.decode(CreateShortGameResponseDTO.self, from: data)
    let game = try ListedShortGame(dto: dto.shortGame, field: "shortGame")
    let mission = try ListedRoundMission(dto: dto.roundMission, field: "roundMission")
    return CreatedBattle(id: BattleID(String(dto.roundGameId)), game: game, mission: mission)
  }

  /// The viewer's mission in a battle: the body of `GET /api/game/short/{roundGameId}` (the game report) and of
  /// `PATCH /api/game/short/{roundGameId}` (after entering a result), both `{"myRoundMission": …}`.
  ///
  /// - Throws: ``WagerError/serverError(code:message:)`` for the server's error body (`UE1005` for an ended
  ///   round), or ``WagerError/malformedPayload(field:reason:)`` naming the field under `myRoundMission`.
  public static func roundMission(from data: Data) throws(WagerError) -> ListedRoundMission {
    let dto = try WagerJSON.decode(GameReportResponseDTO.self, from: data)
    return try ListedRoundMission(dto: dto.myRoundMission, field: "myRoundMission")
  }

  /// Both partners' missions of a decided battle (`GET /api/game/short/result/{roundGameId}` 200).
  ///
  /// - Throws: ``WagerError/serverError(code:message:)`` for the server's error body, notably `UE1009`
  ///   (``WagerServerError/Kind/partnerResultNotEntered``, 400) while the partner has not reported; or
  ///   ``WagerError/malformedPayload(field:reason:)`` naming the field.
  public static func battleResult(from data: Data) throws(WagerError) -> ListedBattleResult {
    let dto = try WagerJSON.decode(GameResultResponseDTO.self, from: data)
    let mine = try ListedRoundMission(dto: dto.myRoundMission, field: "myRoundMission")
    let partner = try ListedRoundMission(dto: dto.partnerRoundMission, field: "partnerRoundMission")
    return ListedBattleResult(mine: mine, partner: partner)
  }

  /// Checks the body of an endpoint that answers `204 No Content`: `DELETE /api/game/short/{roundGameId}` (the
  /// battle is abandoned), `PATCH /api/wish/{wishCouponId}` (the coupon is used) and `PATCH /api/wish` (a wish
  /// written; its answer is assumed empty too). An empty body, or one of white space only, is accepted.
  ///
  /// - Throws: ``WagerError/serverError(code:message:)`` for the server's error body (`UE1001` from
  ///   `PATCH /api/wish` when the caller owns no blank coupon), or ``WagerError/malformedPayload(field:reason:)``
  ///   for any other body.
  public static func noContent(from data: Data) throws(WagerError) {
    let isBlank = data.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    if isBlank { return }
    if let failure = try? JSONDecoder().decode(ServerErrorDTO.self, from: data) {
      throw .serverError(code: failure.code, message: failure.message)
    }
    throw .malformedPayload(reason: "expected an empty body (204 No Content), got \(data.count) bytes")
  }

  // MARK: Couple and profile

  /// The home screen (`GET /api/v1/home` 200, `HomeResponseDto`); ``ListedCoupleHomeSummary/summary(coupons:)``
  /// makes it the kit's ``CoupleHomeSummary``.
  ///
  /// - Throws: ``WagerError/serverError(code:message:)`` for the server's error body (`UE1006` without a couple),
  ///   or ``WagerError/malformedPayload(field:reason:)`` naming the field (`couple.startDate`).
  public static func coupleHome(from data: Data) throws(WagerError) -> ListedCoupleHomeSummary {
    let dto = try WagerJSON.decode(HomeResponseDTO.self, from: data)
    return try ListedCoupleHomeSummary(dto: dto)
  }

  /// The signed-in partner's page (`GET /api/user` 200, `ProfileResponseDto`).
  ///
  /// - Throws: ``WagerError/serverError(code:message:)`` for the server's error body, or
  ///   ``WagerError/malformedPayload(field:reason:)`` naming the field.
  public static func partnerProfile(from data: Data) throws(WagerError) -> ListedPartnerProfile {
    let dto = try WagerJSON.decode(ProfileResponseDTO.self, from: data)
    return try ListedPartnerProfile(dto: dto)
  }

  // MARK: Wish coupons

  /// A partner's wish coupons with their counts (`GET /api/user/{userId}/wish` 200, `UserWishCouponResponseDto`).
  ///
  /// - Throws: ``WagerError/serverError(code:message:)`` for the server's error body, or
  ///   ``WagerError/malformedPayload(field:reason:)`` naming the field (`wishCouponList[1].usedAt`).
  public static func wishCoupons(from data: Data) throws(WagerError) -> ListedWishCoupons {
    let dto = try WagerJSON.decode(UserWishCouponResponseDTO.self, from: data)
    var coupons: [ListedWishCoupon] = []
    coupons.reserveCapacity(dto.wishCouponList.count)
    for (index, coupon) in dto.wishCouponList.enumerated() {
      let listed = try ListedWishCoupon(dto: coupon, field: "wishCouponList[\(index)]")
      coupons.append(listed)
    }
    return ListedWishCoupons(
      counts: CouponCounts(unused: dto.availableWishCoupon, unseen: dto.newWishCoupon), coupons: coupons)
  }

  /// One wish coupon as the viewer sees it (`GET /api/wish/{wishCouponId}` 200, `WishCouponResponseDto`).
  ///
  /// - Throws: ``WagerError/serverError(code:message:)`` for the server's error body (`UE5006` for an unknown
  ///   coupon), or ``WagerError/malformedPayload(field:reason:)`` naming the field.
  public static func wishCoupon(from data: Data) throws(WagerError) -> ListedWishCouponDetail {
    let dto = try WagerJSON.decode(WishCouponResponseDTO.self, from: data)
    let coupon = try ListedWishCoupon(dto: dto.wishCoupon, field: "wishCoupon")
    return ListedWishCouponDetail(isMine: dto.isMine, nickname: dto.nickname, coupon: coupon)
  }

  // MARK: Errors

  /// The server's error body (`{"code": "UE1003", "message": "이미 생성된 승부가 있습니다."}`, `message` optional) as
  /// its code and message.
  ///
  /// - Throws: ``WagerError/malformedPayload(field:reason:)`` when the bytes are not an error body (`code` missing
  ///   or not a string).
  public static func serverError(from data: Data) throws(WagerError) -> WagerServerError {
    do {
      let dto = try JSONDecoder().decode(ServerErrorDTO.self, from: data)
      return WagerServerError(code: dto.code, message: dto.message)
    } catch {
      throw .malformedPayload(
        field: WagerJSON.field(error), reason: "expected the server's error body {\"code\": …}")
    }
  }
}
