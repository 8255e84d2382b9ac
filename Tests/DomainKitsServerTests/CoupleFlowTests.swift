#if Server
  import DomainKitsCore
  import DomainKitsURLSession
  import Foundation
  import Testing
  import WagerKit

  @testable import DomainKitsServer

  /// The couple app's own client (`WagerClient`, WagerKit's `WagerAPI` over `URLSessionTransport`) against the
  /// reference server over real HTTP: what issue 31 asks the couple flow to show.
  @Suite("Couple app end to end: the kit's WagerClient over URLSession")
  struct CoupleFlowTests {
    /// Access tokens that outlive the days these tests move the clock by (they test day rules, not expiry; WagerAPI
    /// has no refresh to renew one).
    static let longAccess: Duration = .seconds(60 * 86_400)

    typealias Failure = APIError<WagerServerError>

    /// The refusal `code` as the client reads it, with the document's message.
    static func refusal(_ code: String, _ message: String) -> Failure {
      .server(WagerServerError(code: code, message: message))
    }

    @Test(
      "Two partners: couple, battle, both report, result, history, coupons with and without a wish, abandon, leave",
      arguments: StorageUnderTest.available)
    func flow(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()  // 2025-03-02 18:00 in Seoul
      let server = try await ServerHarness.start(
        storage: storage, demo: true, clock: clock.serverClock, accessTokenLifetime: Self.longAccess)
      // WagerAPI has no sign-up, sign-in or couple calls (the app signs in through Kakao or Google): plain requests,
      // then each app keeps its tokens in its client's TokenStore.
      let myTokens = try await server.newPartner("flowme01", nickname: "빵빵아")
      let yourTokens = try await server.newPartner("flowyou1", nickname: "콩떡이")
      let created = try await server.couple(
        "POST", "/api/couple", token: myTokens.accessToken, json: ["startDate": "2024-12-28"])
      let code = try #require(try jsonObject(created)["inviteCode"] as? String)
      expectNoContent(
        try await server.couple("POST", "/api/couple/join", token: yourTokens.accessToken, json: ["inviteCode": code]))
      let me = server.wagerClient(myTokens)
      let you = server.wagerClient(yourTokens)

      let home = try await me.send(WagerAPI.coupleHome)
      #expect(home.partnerNickname == "콩떡이" && home.dDay == 65 && home.latestBattle == nil)
      let partner = try #require(home.partner)
      let profile = try await me.send(WagerAPI.partnerProfile)
      #expect(profile.partner == Partner(id: home.viewer, nickname: "빵빵아"))
      #expect(profile.startDay == (try CalendarDay(year: 2024, month: 12, day: 28)))

      // A battle; the partner's second one is UE1003.
      let battle = try await me.send(try WagerAPI.startBattle(inCategory: 1, wish: "설거지 한 번 해주기"))
      await #expect(throws: Self.refusal("UE1003", "이미 생성된 승부가 있습니다.")) {
        _ = try await you.send(try WagerAPI.startBattle(inCategory: 2, wish: ""))
      }
      let mine = try await me.send(WagerAPI.roundMission(of: battle.id))
      let yours = try await you.send(WagerAPI.roundMission(of: battle.id))
      #expect(mine.mission == battle.mission.mission && mine.mission != yours.mission)
      #expect(mine.category.title == "키워드 스무고개" && mine.report == nil)

      // Both report; the result waits for the partner, then the earlier completion (mine) wins.
      clock.advance(seconds: 60)
      let reported = try await me.send(WagerAPI.reportResult(of: battle.id, completed: true))
      #expect(reported.report == MissionReport(completed: true, reportedAt: clock.now))
      await #expect(throws: Self.refusal("UE1009", "상대방이 아직 결과를 입력하지 않았습니다.")) {
        _ = try await me.send(WagerAPI.battleResult(of: battle.id))
      }
      clock.advance(seconds: 60)
      _ = try await you.send(WagerAPI.reportResult(of: battle.id, completed: false))
      let result = try await me.send(WagerAPI.battleResult(of: battle.id))
      #expect(result.result == .win && result.partner.finalResult == .loss)
      #expect(try await you.send(WagerAPI.battleResult(of: battle.id)).result == .loss)
      await #expect(throws: Self.refusal("UE1005", "이미 종료된 라운드입니다.")) {
        _ = try await you.send(WagerAPI.reportResult(of: battle.id, completed: true))
      }

      // The history and the home, as the kit reads them.
      let history = BattleHistory(rows: try await me.send(WagerAPI.battleHistory()))
      #expect(history.rows.map(\.id) == [battle.id] && history.totals == BattleTotals(wins: 1))
      #expect(history.rows.first?.winnerName == "빵빵아" && history.rows.first?.date == "25.03.02")
      let after = try await me.send(WagerAPI.coupleHome)
      #expect(after.totals == BattleTotals(wins: 1) && after.liveBattle == nil && after.latestBattle == battle.id)

      // The coupon is mine, with the wish: looked at, used once.
      let coupons = try await me.send(WagerAPI.wishCoupons(of: home.viewer))
      #expect(coupons.counts == CouponCounts(unused: 1, unseen: 1))
      let coupon = try #require(coupons.coupons.first)
      #expect(coupon.wish == "설거지 한 번 해주기" && coupon.isVisible && !coupon.isUsed && coupon.id == 754)
      let detail = try await me.send(WagerAPI.wishCoupon(coupon.id))
      #expect(detail.isMine && detail.nickname == "빵빵아")
      #expect(try await you.send(WagerAPI.wishCoupon(coupon.id)).isMine == false)
      await #expect(throws: Self.refusal("UE1001", "잘못된 요청입니다.")) {
        try await you.send(WagerAPI.useCoupon(coupon.id))
      }
      try await me.send(WagerAPI.useCoupon(coupon.id))
      await #expect(throws: Self.refusal("UE1001", "잘못된 요청입니다.")) {
        try await me.send(WagerAPI.useCoupon(coupon.id))
      }
      #expect(try await me.send(WagerAPI.wishCoupon(coupon.id)).coupon.usedAt == clock.now)

      // A battle without a wish that the partner wins: the winner writes the wish later, then uses it.
      clock.advance(seconds: 3_600)
      let second = try await you.send(try WagerAPI.startBattle(inCategory: 2, wish: ""))
      clock.advance(seconds: 10)
      _ = try await you.send(WagerAPI.reportResult(of: second.id, completed: true))
      clock.advance(seconds: 10)
      _ = try await me.send(WagerAPI.reportResult(of: second.id, completed: true))
      #expect(try await me.send(WagerAPI.battleResult(of: second.id)).result == .loss)
      await #expect(throws: Self.refusal("UE1001", "잘못된 요청입니다.")) {
        try await me.send(try WagerAPI.writeWish("내 소원"))
      }
      try await you.send(try WagerAPI.writeWish("영화   고르기 권한"))
      let yourCoupons = try await you.send(WagerAPI.wishCoupons(of: partner))
      #expect(yourCoupons.coupons.map(\.wish) == ["영화 고르기 권한"])
      try await you.send(WagerAPI.useCoupon(try #require(yourCoupons.coupons.first).id))

      // Abandoning: the battle answers UE5007 from then on.
      let third = try await me.send(try WagerAPI.startBattle(inCategory: 1, wish: "포기할 소원"))
      try await you.send(WagerAPI.abandonBattle(third.id))
      await #expect(throws: Self.refusal("UE5007", "승부를 찾을 수 없습니다.")) {
        _ = try await me.send(WagerAPI.roundMission(of: third.id))
      }
      #expect(try await me.send(WagerAPI.battleHistory()).count == 2)

      // Leaving: the account's client must sign in again, and the couple is gone for the partner.
      try await you.send(WagerAPI.deleteAccount)
      await #expect(throws: Failure.signInRequired(.cannotRefresh)) {
        _ = try await you.send(WagerAPI.partnerProfile)
      }
      await #expect(throws: Self.refusal("UE1006", "연결된 커플이 없습니다.")) {
        _ = try await me.send(WagerAPI.coupleHome)
      }
      #expect(try await me.send(WagerAPI.partnerProfile).startDay == nil)
      #expect(await me.refreshCount == 0)
      try await server.stop()
    }
  }
#endif
