import Foundation
import Testing

@testable import WagerKit

/// Every couple-server endpoint as sent through a signed-in `WagerClient`: method, URL, the bearer `Authorization`
/// value, the body bytes, and the answer decoded from the transcribed samples (`WagerServerSamples`).
@Suite("WagerAPI: the exact request of every couple-server endpoint and its decoded answer")
struct WagerAPITests {
  static let bearer = "Bearer eyJ.partner-1.jwt"
  /// 2023-12-27 20:58:03.123 in Seoul is 11:58:03.123 UTC.
  static let reportedAt = 1_703_678_283.123

  static func close(_ date: Date?, _ seconds: Double) -> Bool {
    guard let date else { return false }
    return abs(date.timeIntervalSince1970 - seconds) < 0.000_5
  }

  /// Checks one request: method, the URL below the test base URL, the bearer token, the body bytes (or none) and
  /// the JSON content type that goes with a body.
  static func checkRequest(
    _ request: HTTPTransportRequest, _ method: String, _ path: String, body: Data? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(request.method == method, sourceLocation: sourceLocation)
    #expect(request.url.absoluteString == "https://api.couple.example" + path, sourceLocation: sourceLocation)
    #expect(request.header("Authorization") == bearer, sourceLocation: sourceLocation)
    #expect(request.body == body, sourceLocation: sourceLocation)
    let contentType: String? = body == nil ? nil : "application/json"
    #expect(request.header("Content-Type") == contentType, sourceLocation: sourceLocation)
  }

  /// An empty `204 No Content` answer.
  static let noContent = Data()

  // MARK: Battles

  @Test("POST /api/game/short: the encoder's sorted body, the created battle of the sample")
  func startBattle() async throws {
    let (request, created) = try await WagerTestServer.exchange(
      try WagerAPI.startBattle(inCategory: 1, wish: "  설거지 한 번 해주기 "), answer: WagerServerSamples.createdBattle)
    Self.checkRequest(
      request, "POST", "/api/game/short",
      body: Data(#"{"missionCategoryId":1,"wishContent":"설거지 한 번 해주기"}"#.utf8))
    #expect(created.id == "753")
    #expect(created.game == ListedShortGame(id: 501, isEnabled: true, finishedAt: nil))
    #expect(created.mission.id == 1001)
    #expect(created.mission.mission.content == "에코백")
    #expect(created.mission.category.title == "키워드 스무고개")
    #expect(created.mission.report == nil && created.mission.finalResult == nil)
  }

  @Test("POST /api/game/short: a blank wish is left out; a wish too long is refused before anything is sent")
  func startBattleWish() throws {
    let blank = try WagerAPI.startBattle(inCategory: 3, wish: " ")
    #expect(blank.body == Data(#"{"missionCategoryId":3}"#.utf8))
    #expect(blank.method == .post && blank.credential == .accessToken)
    let wish = String(repeating: "가", count: WishCoupon.wishLimit + 1)
    #expect(throws: WagerError.wishTooLong(length: 55, limit: 54)) {
      try WagerAPI.startBattle(inCategory: 1, wish: wish)
    }
  }

  @Test("GET /api/game/short/{roundGameId}: the caller's mission, not yet reported")
  func roundMission() async throws {
    let (request, mission) = try await WagerTestServer.exchange(
      WagerAPI.roundMission(of: "753"), answer: WagerServerSamples.gameReport)
    Self.checkRequest(request, "GET", "/api/game/short/753")
    #expect(mission.id == 1001)
    #expect(mission.mission.content == "에코백")
    #expect(mission.report == nil)
  }

  @Test("PATCH /api/game/short/{roundGameId}: {\"result\":true}, the mission with its report dated in Seoul")
  func reportResult() async throws {
    let (request, mission) = try await WagerTestServer.exchange(
      WagerAPI.reportResult(of: "753", completed: true), answer: WagerServerSamples.enteredResult)
    Self.checkRequest(request, "PATCH", "/api/game/short/753", body: Data(#"{"result":true}"#.utf8))
    #expect(mission.report?.completed == true)
    #expect(Self.close(mission.report?.reportedAt, Self.reportedAt))
    #expect(mission.finalResult == nil)
    let failed = WagerAPI.reportResult(of: "753", completed: false)
    #expect(failed.body == Data(#"{"result":false}"#.utf8))
  }

  @Test("GET /api/game/short/result/{roundGameId}: both missions, the caller wins")
  func battleResult() async throws {
    let (request, result) = try await WagerTestServer.exchange(
      WagerAPI.battleResult(of: "753"), answer: WagerServerSamples.battleResult)
    Self.checkRequest(request, "GET", "/api/game/short/result/753")
    #expect(result.result == .win)
    #expect(result.mine.id == 1001 && result.mine.report?.completed == true)
    #expect(result.partner.id == 1002 && result.partner.mission.content == "장미")
    #expect(result.partner.report?.completed == false)
    #expect(result.partner.finalResult == .loss)
  }

  @Test("DELETE /api/game/short/{roundGameId}: no body, 204 No Content")
  func abandonBattle() async throws {
    let (request, _) = try await WagerTestServer.exchange(
      WagerAPI.abandonBattle("753"), status: 204, answer: Self.noContent)
    Self.checkRequest(request, "DELETE", "/api/game/short/753")
  }

  @Test("GET /api/history: the rows of the history body, in the server's order")
  func battleHistory() async throws {
    let (request, rows) = try await WagerTestServer.exchange(
      WagerAPI.battleHistory(), answer: Data(HistoryDTOTests.payload.utf8))
    Self.checkRequest(request, "GET", "/api/history")
    #expect(rows.map(\.id) == ["912", "905", "899"])
    #expect(rows.map(\.resultText) == ["승리", "패배", "무승부"])
    #expect(rows[2].winnerName == nil)
    #expect(BattleHistory(rows: rows).totals == BattleTotals(wins: 1, losses: 1, draws: 1))
    var strings = WagerStrings.korean
    strings.win = "Win"
    let english = try WagerAPI.battleHistory(strings: strings)
      .decode(HTTPTransportResponse(statusCode: 200, body: Data(HistoryDTOTests.payload.utf8)))
    #expect(english.first?.resultText == "Win")
  }

  // MARK: The couple and the caller

  @Test("GET /api/v1/home: the home of the sample, its live battle")
  func coupleHome() async throws {
    let (request, home) = try await WagerTestServer.exchange(WagerAPI.coupleHome, answer: WagerServerSamples.home)
    Self.checkRequest(request, "GET", "/api/v1/home")
    #expect(home.viewer == "1" && home.partner == "2" && home.couple == "7")
    #expect(home.totals == BattleTotals(wins: 3, losses: 2, draws: 1))
    #expect(home.liveBattle == "753")
    #expect(home.dDay == 365)
  }

  @Test("GET /api/user: the caller's page")
  func partnerProfile() async throws {
    let (request, profile) = try await WagerTestServer.exchange(
      WagerAPI.partnerProfile, answer: WagerServerSamples.profile)
    Self.checkRequest(request, "GET", "/api/user")
    #expect(profile.partner == Partner(id: "1", nickname: "빵빵아"))
    #expect(profile.image == nil)
    let startDay = try CalendarDay(year: 2022, month: 12, day: 28)
    #expect(profile.startDay == startDay)
  }

  @Test("DELETE /api/user: no body, an empty answer (the assumed account deletion)")
  func deleteAccount() async throws {
    let (request, _) = try await WagerTestServer.exchange(WagerAPI.deleteAccount, status: 204, answer: Self.noContent)
    Self.checkRequest(request, "DELETE", "/api/user")
  }

  // MARK: Wish coupons

  @Test("GET /api/user/{userId}/wish: the partner's coupons and counts")
  func wishCoupons() async throws {
    let (request, list) = try await WagerTestServer.exchange(
      WagerAPI.wishCoupons(of: "1"), answer: WagerServerSamples.wishCoupons)
    Self.checkRequest(request, "GET", "/api/user/1/wish")
    #expect(list.counts == CouponCounts(unused: 1, unseen: 1))
    #expect(list.coupons.map(\.id) == [31])
    #expect(list.coupons.first?.wish == "설거지 한 번 해주기")
    #expect(list.coupons.first?.isUsed == false)
  }

  @Test("GET /api/wish/{wishCouponId}: one coupon as the caller sees it")
  func wishCoupon() async throws {
    let (request, detail) = try await WagerTestServer.exchange(
      WagerAPI.wishCoupon(31), answer: WagerServerSamples.wishCoupon)
    Self.checkRequest(request, "GET", "/api/wish/31")
    #expect(detail.isMine && detail.nickname == "빵빵아")
    #expect(detail.coupon.id == 31 && detail.coupon.isUsed)
    #expect(detail.coupon.usedAt != nil)
  }

  @Test("PATCH /api/wish: {content, gameType} sorted, the wish normalized, 204 No Content")
  func writeWish() async throws {
    let (request, _) = try await WagerTestServer.exchange(
      try WagerAPI.writeWish(" 영화 고르기 권한\n"), status: 204, answer: Self.noContent)
    Self.checkRequest(
      request, "PATCH", "/api/wish", body: Data(#"{"content":"영화 고르기 권한","gameType":"SHORT"}"#.utf8))
    #expect(throws: WagerError.emptyWish) { try WagerAPI.writeWish(" \t") }
  }

  @Test("PATCH /api/wish/{wishCouponId}: no body, 204 No Content")
  func useCoupon() async throws {
    let (request, _) = try await WagerTestServer.exchange(WagerAPI.useCoupon(31), status: 204, answer: Self.noContent)
    Self.checkRequest(request, "PATCH", "/api/wish/31")
  }

  // MARK: Every endpoint

  @Test("Every endpoint needs the access token, and a description without any token")
  func everyEndpoint() throws {
    let start = try WagerAPI.startBattle(inCategory: 1, wish: "x")
    let write = try WagerAPI.writeWish("x")
    let endpoints: [(credential: EndpointCredential, description: String)] = [
      start.summary, WagerAPI.roundMission(of: "753").summary,
      WagerAPI.reportResult(of: "753", completed: true).summary, WagerAPI.battleResult(of: "753").summary,
      WagerAPI.abandonBattle("753").summary, WagerAPI.battleHistory().summary, WagerAPI.coupleHome.summary,
      WagerAPI.partnerProfile.summary, WagerAPI.deleteAccount.summary, WagerAPI.wishCoupons(of: "1").summary,
      WagerAPI.wishCoupon(31).summary, write.summary, WagerAPI.useCoupon(31).summary,
    ]
    #expect(endpoints.allSatisfy { $0.credential == .accessToken })
    #expect(
      endpoints.map(\.description) == [
        "POST /api/game/short (access token)", "GET /api/game/short/753 (access token)",
        "PATCH /api/game/short/753 (access token)", "GET /api/game/short/result/753 (access token)",
        "DELETE /api/game/short/753 (access token)", "GET /api/history (access token)",
        "GET /api/v1/home (access token)", "GET /api/user (access token)", "DELETE /api/user (access token)",
        "GET /api/user/1/wish (access token)", "GET /api/wish/31 (access token)", "PATCH /api/wish (access token)",
        "PATCH /api/wish/31 (access token)",
      ])
  }
}

extension Endpoint {
  /// The credential and description, for comparing endpoints of different successes in one list.
  fileprivate var summary: (credential: EndpointCredential, description: String) { (credential, description) }
}
