#if Server
  import DomainKitsCore
  import Foundation
  import Testing
  import WagerKit

  @testable import DomainKitsServer

  @Suite("Couple app: the couple, the invite code, the home screen, the caller's page, deleting the account")
  struct CoupleAccountRouteTests {
    /// Access tokens that outlive the days these tests move the clock by (they test day rules, not expiry; WagerAPI
    /// has no refresh to renew one).
    static let longAccess: Duration = .seconds(60 * 86_400)

    @Test("POST /api/couple: CoupleDto with an invite code of the kit's alphabet; a start day after today in Seoul")
    func create() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()  // 2025-03-02 18:00 in Seoul
      let server = try await ServerHarness.start(clock: clock.serverClock, accessTokenLifetime: Self.longAccess)
      let first = try await server.newPartner("create01")
      let answer = try await server.couple(
        "POST", "/api/couple", token: first.accessToken, json: ["startDate": "2025-03-02"])
      #expect(answer.statusCode == 200)
      let couple = try jsonObject(answer)
      #expect(Set(couple.keys) == ["id", "startDate", "inviteCode", "heartToken"])
      #expect(couple["id"] as? Int == 8, "couples are numbered from 8: the demo's is 7")
      #expect(couple["startDate"] as? String == "2025-03-02" && couple["heartToken"] as? Int == 0)
      let code = try #require(couple["inviteCode"] as? String)
      #expect(code.count == 8 && code.allSatisfy { InviteCode.alphabet.contains($0) })
      let stored = try #require(try await server.repositories.couples.couple(id: "8"))
      #expect(stored.invite.code == code && stored.status == .waiting && stored.first.nickname == "테스터")
      #expect(stored.invite.expiresAt == clock.now.addingTimeInterval(86_400))
      // A caller in a couple (waiting included) cannot create another.
      expectCoupleError(
        try await server.couple("POST", "/api/couple", token: first.accessToken, json: ["startDate": "2025-01-01"]),
        CoupleExpected.ue10003)

      // Tomorrow in Seoul is refused, until it is today in Seoul (01:00 on the 3rd is still the 2nd in UTC).
      let second = try await server.newPartner("create02")
      let tomorrow: [String: Any] = ["startDate": "2025-03-03"]
      expectCoupleError(
        try await server.couple("POST", "/api/couple", token: second.accessToken, json: tomorrow),
        CoupleExpected.ue1001)
      clock.advance(seconds: 7 * 3_600)
      let today = try await server.couple("POST", "/api/couple", token: second.accessToken, json: tomorrow)
      #expect(today.statusCode == 200)

      let third = try await server.newPartner("create03")
      let malformed: [[String: Any]] = [
        ["startDate": "2025-02-30"], ["startDate": "20250301"], ["startDate": "2025-3-1"], ["startDate": 20_250_301],
        ["startDate": "2025-03-01", "inviteCode": "X"], [:],
      ]
      for body in malformed {
        expectCoupleError(
          try await server.couple("POST", "/api/couple", token: third.accessToken, json: body), CoupleExpected.ue1001,
          "\(body)")
      }
      expectCoupleError(
        try await server.couple("POST", "/api/couple", token: third.accessToken, raw: Data("null".utf8)),
        CoupleExpected.ue1001)
      try await server.stop()
    }

    @Test("POST /api/couple/join: 204; the code trimmed and upper-cased; UE1007, UE10002 and UE10003 as documented")
    func join() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(clock: clock.serverClock, accessTokenLifetime: Self.longAccess)
      let creator = try await server.newPartner("joina001", nickname: "빵빵아")
      let created = try await server.couple(
        "POST", "/api/couple", token: creator.accessToken, json: ["startDate": "2024-01-01"])
      let code = try #require(try jsonObject(created)["inviteCode"] as? String)
      let joiner = try await server.newPartner("joinb001", nickname: "콩떡이")

      // The creator's own code, an unknown code, and malformed bodies.
      expectCoupleError(
        try await server.couple("POST", "/api/couple/join", token: creator.accessToken, json: ["inviteCode": code]),
        CoupleExpected.ue1007)
      expectCoupleError(
        try await server.couple(
          "POST", "/api/couple/join", token: joiner.accessToken, json: ["inviteCode": "ZZZZ2222"]),
        CoupleExpected.ue1007)
      let malformed: [[String: Any]] = [
        ["inviteCode": ""], ["inviteCode": String(repeating: "A", count: 33)], ["inviteCode": 12_345_678], [:],
      ]
      for body in malformed {
        expectCoupleError(
          try await server.couple("POST", "/api/couple/join", token: joiner.accessToken, json: body),
          CoupleExpected.ue1001, "\(body)")
      }

      expectNoContent(
        try await server.couple(
          "POST", "/api/couple/join", token: joiner.accessToken, json: ["inviteCode": "  " + code.lowercased() + "\n"]))
      let stored = try #require(try await server.repositories.couples.couple(id: "8"))
      #expect(stored.isConnected && stored.second?.nickname == "콩떡이")

      // The code connected its couple: UE10002 for anyone else; a caller in a couple joining another: UE10003.
      let late = try await server.newPartner("joinc001")
      expectCoupleError(
        try await server.couple("POST", "/api/couple/join", token: late.accessToken, json: ["inviteCode": code]),
        CoupleExpected.ue10002)
      let other = try await server.couple(
        "POST", "/api/couple", token: late.accessToken, json: ["startDate": "2024-01-01"])
      let otherCode = try #require(try jsonObject(other)["inviteCode"] as? String)
      expectCoupleError(
        try await server.couple("POST", "/api/couple/join", token: joiner.accessToken, json: ["inviteCode": otherCode]),
        CoupleExpected.ue10003)

      // A code expires a day after it was made; a withdrawn one (its creator left) connects nothing either.
      let single = try await server.newPartner("joind001")
      clock.advance(seconds: 86_400)
      expectCoupleError(
        try await server.couple("POST", "/api/couple/join", token: single.accessToken, json: ["inviteCode": otherCode]),
        CoupleExpected.ue1007)
      let withdrawn = try await server.newPartner("joine001")
      let third = try await server.couple(
        "POST", "/api/couple", token: withdrawn.accessToken, json: ["startDate": "2024-01-01"])
      let thirdCode = try #require(try jsonObject(third)["inviteCode"] as? String)
      expectNoContent(try await server.couple("DELETE", "/api/user", token: withdrawn.accessToken))
      expectCoupleError(
        try await server.couple("POST", "/api/couple/join", token: single.accessToken, json: ["inviteCode": thirdCode]),
        CoupleExpected.ue1007)
      try await server.stop()
    }

    @Test("GET /api/v1/home: UE1006 without a couple; nulls while waiting; the demo's scores and latest battle")
    func home() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()  // 2025-03-02 in Seoul: D+796 from 2022-12-28
      let server = try await ServerHarness.start(
        demo: true, clock: clock.serverClock, accessTokenLifetime: Self.longAccess)
      let single = try await server.newPartner("homea001")
      expectCoupleError(
        try await server.couple("GET", "/api/v1/home", token: single.accessToken), CoupleExpected.ue1006)

      _ = try await server.couple("POST", "/api/couple", token: single.accessToken, json: ["startDate": "2025-03-01"])
      let waiting = try jsonObject(try await server.couple("GET", "/api/v1/home", token: single.accessToken))
      #expect(
        Set(waiting.keys) == [
          "userId", "partnerId", "partnerNickname", "roundGameId", "myScore", "partnerScore", "drawCount", "dDay",
          "couple", "shortGame",
        ])
      #expect(waiting["partnerId"] is NSNull && waiting["partnerNickname"] is NSNull)
      #expect(waiting["roundGameId"] is NSNull && waiting["shortGame"] is NSNull)
      #expect(waiting["dDay"] as? Int == 2 && waiting["myScore"] as? Int == 0)
      let couple = try #require(waiting["couple"] as? [String: Any])
      #expect(couple["startDate"] as? String == "2025-03-01" && couple["heartToken"] as? Int == 0)

      let uni = try await server.coupleSignIn("uni0001")
      let answer = try await server.couple("GET", "/api/v1/home", token: uni.accessToken)
      let home = try WagerServerDecoder.coupleHome(from: answer.body)
      #expect(home.viewer == "1" && home.partner == "2" && home.partnerNickname == "콩떡이")
      let startDay = try CalendarDay(year: 2022, month: 12, day: 28)
      #expect(home.couple == "7" && home.startDay == startDay)
      #expect(home.dDay == 796 && home.totals == BattleTotals(wins: 2, losses: 0, draws: 0))
      #expect(home.latestBattle == "753" && home.liveBattle == nil && home.game?.isEnabled == false)
      let game = try #require(try jsonObject(answer)["shortGame"] as? [String: Any])
      #expect(game["id"] as? Int == 753 && game["finishAt"] as? String == "2023-12-27T20:59:00.000")
      let partner = try await server.coupleSignIn("uni0002")
      let theirs = try WagerServerDecoder.coupleHome(
        from: try await server.couple("GET", "/api/v1/home", token: partner.accessToken).body)
      #expect(theirs.totals == BattleTotals(wins: 0, losses: 2, draws: 0) && theirs.partnerNickname == "빵빵아")

      // A live battle is the latest.
      let battle = try await server.startBattle(uni.accessToken)
      let live = try WagerServerDecoder.coupleHome(
        from: try await server.couple("GET", "/api/v1/home", token: uni.accessToken).body)
      #expect(live.latestBattle == BattleID(String(battle)) && live.liveBattle == live.latestBattle)
      try await server.stop()
    }

    @Test("GET /api/user: the nickname, no picture, the couple's start day (null without a couple)")
    func profile() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let uni = try await server.coupleSignIn("uni0001")
      let answer = try await server.couple("GET", "/api/user", token: uni.accessToken)
      let page = try jsonObject(answer)
      #expect(Set(page.keys) == ["userId", "nickname", "image", "startDate"])
      #expect(page["userId"] as? Int == 1 && page["nickname"] as? String == "빵빵아" && page["image"] is NSNull)
      #expect(page["startDate"] as? String == "2022-12-28")
      let profile = try WagerServerDecoder.partnerProfile(from: answer.body)
      #expect(profile.partner == Partner(id: "1", nickname: "빵빵아"))
      let single = try await server.newPartner("profile1", nickname: "혼자")
      let alone = try jsonObject(try await server.couple("GET", "/api/user", token: single.accessToken))
      #expect(alone["nickname"] as? String == "혼자" && alone["startDate"] is NSNull)
      try await server.stop()
    }

    @Test("GET /api/v1/mission: the catalogue's categories with their missions, as the document shapes them")
    func missionCategories() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let uni = try await server.coupleSignIn("uni0001")
      let categories = try jsonArray(try await server.couple("GET", "/api/v1/mission", token: uni.accessToken))
      #expect(categories.map { $0["id"] as? Int } == [1, 2])
      let keywords = try #require(categories.first)
      #expect(
        Set(keywords.keys) == [
          "id", "title", "description", "rule", "tip", "example", "image", "level", "expectedTime", "missionType",
          "missionTool", "missionContentsDto",
        ])
      #expect(keywords["title"] as? String == "키워드 스무고개" && keywords["missionType"] as? String == "DIFFERENCE")
      #expect(keywords["missionTool"] as? String == "MEMO" && keywords["level"] as? Int == 0)
      #expect(keywords["image"] as? String == "https://cdn.example.com/category/twenty-questions.png")
      let missions = try #require(keywords["missionContentsDto"] as? [[String: Any]])
      #expect(missions.map { $0["content"] as? String } == ["에코백", "장미", "청소기", "텀블러", "우산"])
      #expect(missions.map { Set($0.keys) }.allSatisfy { $0 == ["id", "content"] })
      let compliments = try #require(categories.last)
      #expect(compliments["missionType"] as? String == "SAME" && compliments["missionTool"] as? String == "TIMER")
      try await server.stop()
    }

    @Test("DELETE /api/user: the couple disconnected, its live battle cancelled, its coupon void; the partner is free")
    func deleteAccount() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let pair = try await server.newCouple("bye")
      let battle = try await server.startBattle(pair.first.accessToken, wish: "설거지")
      expectNoContent(try await server.couple("DELETE", "/api/user", token: pair.first.accessToken))
      let couple = try #require(try await server.repositories.couples.couple(id: CoupleID(String(pair.couple))))
      #expect(!couple.isActive)
      let stored = try #require(try await server.repositories.battles.battle(id: BattleID(String(battle))))
      #expect(stored.status == .cancelled)
      #expect(try await server.repositories.coupons.coupon(id: stored.id)?.status == .void)
      expectCoupleError(
        try await server.couple("GET", "/api/v1/home", token: pair.second.accessToken), CoupleExpected.ue1006)
      expectCoupleError(
        try await server.couple("GET", "/api/history", token: pair.second.accessToken), CoupleExpected.ue1006)
      let again = try await server.couple(
        "POST", "/api/couple", token: pair.second.accessToken, json: ["startDate": "2024-01-01"])
      #expect(again.statusCode == 200)
      try await server.stop()
    }
  }
#endif
