import Foundation

extension WagerAPI {
  // MARK: Battles

  /// `POST /api/game/short` with `{"missionCategoryId", "wishContent"}`: starts a battle in the mission category
  /// `categoryID` with `wish` bet on it; the answer is the ``CreatedBattle`` (its ``BattleID``, the game and the
  /// caller's mission). While the couple already has a live battle the server answers 400 UE1003
  /// (``WagerServerError/Kind/alreadyGameCreated``), which arrives as `APIError.server`.
  ///
  /// The body is ``WagerRequestEncoder/requestBody(creatingBattleIn:wish:)``'s: the wish normalized, left out when
  /// blank.
  ///
  /// - Throws: ``WagerError/wishTooLong(length:limit:)`` for a wish longer than ``WishCoupon/wishLimit``, before
  ///   anything is sent.
  public static func startBattle(inCategory categoryID: Int, wish: String) throws(WagerError)
    -> Endpoint<CreatedBattle, WagerServerError>
  {
    let body = try WagerRequestEncoder.requestBody(creatingBattleIn: categoryID, wish: wish)
    return Endpoint(method: .post, path: "/api/game/short", body: body) {
      response throws(APIError<WagerServerError>) in
      try WagerAPI.read(response, WagerServerDecoder.createdBattle(from:))
    }
  }

  /// `GET /api/game/short/{roundGameId}`: the caller's mission in `battle` (the game report), with their report
  /// once they entered one. An ended round is UE1005 (``WagerServerError/Kind/alreadyGameDone``), an unknown battle
  /// UE5007.
  ///
  /// `battle` is the id the server issued (``CreatedBattle/id``, ``ListedCoupleHomeSummary/liveBattle``), its
  /// decimal `roundGameId`.
  public static func roundMission(of battle: BattleID) -> Endpoint<ListedRoundMission, WagerServerError> {
    Endpoint(method: .get, path: "/api/game/short/\(battle.rawValue)") {
      response throws(APIError<WagerServerError>) in
      try WagerAPI.read(response, WagerServerDecoder.roundMission(from:))
    }
  }

  /// `PATCH /api/game/short/{roundGameId}` with `{"result": completed}`: reports whether the caller completed
  /// their mission in `battle` (the server dates the report); the answer is the caller's mission with the report.
  /// An ended round is UE1005 (``WagerServerError/Kind/alreadyGameDone``).
  public static func reportResult(of battle: BattleID, completed: Bool)
    -> Endpoint<ListedRoundMission, WagerServerError>
  {
    Endpoint(
      method: .patch, path: "/api/game/short/\(battle.rawValue)",
      body: WagerRequestEncoder.requestBody(reportingCompleted: completed)
    ) { response throws(APIError<WagerServerError>) in
      try WagerAPI.read(response, WagerServerDecoder.roundMission(from:))
    }
  }

  /// `GET /api/game/short/result/{roundGameId}`: both partners' missions of `battle` with the result
  /// (``ListedBattleResult/result``). While the partner has not reported, the server answers 400 UE1009
  /// (``WagerServerError/Kind/partnerResultNotEntered``, "상대방이 아직 결과를 입력하지 않았습니다."), which arrives as
  /// `APIError.server`: the app waits and asks again.
  public static func battleResult(of battle: BattleID) -> Endpoint<ListedBattleResult, WagerServerError> {
    Endpoint(method: .get, path: "/api/game/short/result/\(battle.rawValue)") {
      response throws(APIError<WagerServerError>) in
      try WagerAPI.read(response, WagerServerDecoder.battleResult(from:))
    }
  }

  /// `DELETE /api/game/short/{roundGameId}`: abandons `battle` (the server deletes its game); the answer is
  /// `204 No Content`.
  public static func abandonBattle(_ battle: BattleID) -> Endpoint<Void, WagerServerError> {
    Endpoint(method: .delete, path: "/api/game/short/\(battle.rawValue)", decode: WagerAPI.emptyAnswer)
  }

  // MARK: History

  /// `GET /api/history`: the couple's finished battles as rows, in the server's order, read leniently by
  /// ``WagerServerDecoder/battleHistory(from:strings:)`` with `strings`; ``BattleHistory/init(rows:)`` adds the
  /// totals. A disconnected couple is UE1006 (``WagerServerError/Kind/coupleNotExistent``).
  public static func battleHistory(strings: WagerStrings = .korean)
    -> Endpoint<[BattleHistoryRow], WagerServerError>
  {
    Endpoint(method: .get, path: "/api/history") { response throws(APIError<WagerServerError>) in
      try WagerAPI.read(response) { data throws(WagerError) in
        try WagerServerDecoder.battleHistory(from: data, strings: strings)
      }
    }
  }
}
