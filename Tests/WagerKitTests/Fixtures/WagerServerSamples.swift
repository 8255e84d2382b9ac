import Foundation

/// Bodies of the couple server (U-is-Ni-in-Korea/Server-United @ 50a8ad13), transcribed from the project's notes on
/// its shapes (`uni_wager_api_shapes_synthetic.json`): each is shaped after the server's DTO classes
/// (`CreateShortGameResponseDto`, `GameReportResponseDto`, `HomeResponseDto`, `ProfileResponseDto`,
/// `UserWishCouponResponseDto`, `WishCouponResponseDto`, `ErrorType`), with invented values except enum names, URLs
/// and error codes. The endpoint of each sample is given above it.
enum WagerServerSamples {
  /// The category every round mission of the samples carries.
  static let category = #"""
    {"id": 1, "title": "키워드 스무고개", "description": "<text>", "rule": "<text>", "tip": "<text>",
     "example": "<text>",
     "image": "https://uni-sparkle.s3.ap-northeast-2.amazonaws.com/category/name%3Dtwenty+questions.png",
     "level": 0, "expectedTime": 0, "missionType": "SAME", "missionTool": "NONE"}
    """#

  static func roundMission(
    id: Int = 1001, content: String = "에코백", result: String = "UNDECIDED", finalResult: String = "UNDECIDED",
    updatedAt: String? = nil
  ) -> String {
    #"{"id": \#(id), "missionContent": {"id": 11, "missionCategory": \#(category), "content": "\#(content)", "#
      + #""recommendTime": "<text>"}, "result": "\#(result)", "finalResult": "\#(finalResult)", "updatedAt": "#
      + (updatedAt.map { "\"\($0)\"" } ?? "null") + "}"
  }

  /// `POST /api/game/short` 200.
  static let createdBattle = Data(
    (#"{"shortGame": {"id": 501, "enable": true, "finishAt": null}, "roundGameId": 753, "roundMission": "#
      + roundMission() + "}").utf8)

  /// `POST /api/game/short` 400 when a game is already enabled for the couple.
  static let alreadyCreated = Data(#"{"code": "UE1003", "message": "이미 생성된 승부가 있습니다."}"#.utf8)

  /// `GET /api/game/short/{roundGameId}` 200.
  static let gameReport = Data((#"{"myRoundMission": "# + roundMission() + "}").utf8)

  /// `PATCH /api/game/short/{roundGameId}` 200.
  static let enteredResult = Data(
    (#"{"myRoundMission": "# + roundMission(result: "WIN", updatedAt: "2023-12-27T20:58:03.123") + "}").utf8)

  /// `GET /api/game/short/result/{roundGameId}` 400 when the partner has not entered.
  static let partnerNotEntered = Data(#"{"code": "UE1009", "message": "상대방이 아직 결과를 입력하지 않았습니다."}"#.utf8)

  /// `GET /api/game/short/result/{roundGameId}` 200.
  static let battleResult = Data(
    (#"{"myRoundMission": "#
      + roundMission(result: "WIN", finalResult: "WIN", updatedAt: "2023-12-27T20:58:03.123")
      + #", "partnerRoundMission": "#
      + roundMission(
        id: 1002, content: "장미", result: "LOSE", finalResult: "LOSE", updatedAt: "2023-12-27T20:56:10.000")
      + "}").utf8)

  /// `GET /api/v1/home` 200.
  static let home = Data(
    #"""
    {"userId": 1, "partnerId": 2, "partnerNickname": "빵빵아", "roundGameId": 753, "myScore": 3, "partnerScore": 2,
     "drawCount": 1, "dDay": 365, "couple": {"id": 7, "startDate": "2022-12-28", "heartToken": 5},
     "shortGame": {"id": 501, "enable": true, "finishAt": null}}
    """#.utf8)

  /// `GET /api/user` 200.
  static let profile = Data(#"{"userId": 1, "nickname": "빵빵아", "image": null, "startDate": "2022-12-28"}"#.utf8)

  /// `GET /api/user/{userId}/wish` 200.
  static let wishCoupons = Data(
    #"""
    {"availableWishCoupon": 1, "newWishCoupon": 1, "wishCouponList": [
      {"id": 31, "image": "https://uni-sparkle.s3.ap-northeast-2.amazonaws.com/category/wish1.png",
       "content": "설거지 한 번 해주기", "isVisible": true, "isUsed": false, "usedAt": null, "gameType": "SHORT"}]}
    """#.utf8)

  /// `GET /api/wish/{wishCouponId}` 200.
  static let wishCoupon = Data(
    #"""
    {"isMine": true, "nickname": "빵빵아", "wishCoupon": {"id": 31,
      "image": "https://uni-sparkle.s3.ap-northeast-2.amazonaws.com/category/wish2.png",
      "content": "설거지 한 번 해주기", "isVisible": true, "isUsed": true, "usedAt": "2024-01-02T10:11:12.123",
      "gameType": "SHORT"}}
    """#.utf8)

  /// Every code of the `errorCodes` entry (Server-United `exception/dto/ErrorType.java`) with its HTTP status.
  static let errorCodes: [(code: String, status: Int)] = [
    ("UE1001", 400), ("UE1002", 400), ("UE1003", 400), ("UE1004", 400), ("UE1005", 400), ("UE1006", 400),
    ("UE1007", 400), ("UE1008", 400), ("UE1009", 400), ("UE2001", 401), ("UE2002", 401), ("UE2003", 401),
    ("UE5001", 404), ("UE5002", 404), ("UE5003", 404), ("UE5004", 404), ("UE5005", 404), ("UE5006", 404),
    ("UE5007", 404), ("UE5008", 404), ("UE10001", 409), ("UE10002", 409), ("UE10003", 409), ("UE500", 500),
    ("UE503", 503),
  ]
}
