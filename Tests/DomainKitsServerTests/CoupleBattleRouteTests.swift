#if Server
  import DomainKitsCore
  import Foundation
  import Testing
  import WagerKit

  @testable import DomainKitsServer

  @Suite("Couple app: starting, reporting, settling and abandoning battles; the history")
  struct CoupleBattleRouteTests {
    @Test("POST /api/game/short: the created battle, the creator's mission, the wish normalized; a second is UE1003")
    func start() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let pair = try await server.newCouple("start")
      let answer = try await server.couple(
        "POST", "/api/game/short", token: pair.first.accessToken,
        json: ["missionCategoryId": 1, "wishContent": "  설거지   한 번\n해주기 "])
      #expect(answer.statusCode == 200)
      let body = try jsonObject(answer)
      #expect(Set(body.keys) == ["shortGame", "roundGameId", "roundMission"])
      #expect(body["roundGameId"] as? Int == 754, "battles are numbered from 754: the demo's are 752 and 753")
      let game = try #require(body["shortGame"] as? [String: Any])
      #expect(game["id"] as? Int == 754 && game["enable"] as? Bool == true && game["finishAt"] is NSNull)
      let mission = try #require(body["roundMission"] as? [String: Any])
      #expect(Set(mission.keys) == ["id", "missionContent", "result", "finalResult", "updatedAt"])
      #expect(mission["id"] as? Int == 1_507 && mission["updatedAt"] is NSNull)
      #expect(mission["result"] as? String == "UNDECIDED" && mission["finalResult"] as? String == "UNDECIDED")
      let content = try #require(mission["missionContent"] as? [String: Any])
      #expect(Set(content.keys) == ["id", "missionCategory", "content", "recommendTime"])
      let category = try #require(content["missionCategory"] as? [String: Any])
      #expect(category["description"] as? String == "서로의 키워드를 스무 번의 질문 안에 맞혀요.")
      #expect(category["expectedTime"] as? Int == 0 && category["missionTool"] as? String == "MEMO")

      let created = try WagerServerDecoder.createdBattle(from: answer.body)
      #expect(created.id == "754" && created.game.isEnabled && created.mission.report == nil)
      let stored = try #require(try await server.repositories.battles.battle(id: "754"))
      #expect(stored.status == .running && stored.wish == "설거지 한 번 해주기" && stored.createdBy == .first)
      #expect(stored.firstMission != stored.secondMission, "a DIFFERENCE category deals two missions")
      #expect(created.mission.mission == stored.firstMission)

      expectCoupleError(
        try await server.couple(
          "POST", "/api/game/short", token: pair.second.accessToken, json: ["missionCategoryId": 2]),
        CoupleExpected.ue1003)
      try await server.stop()
    }

    @Test("POST /api/game/short refused: UE1006 without a connected couple, UE5003, UE5004, UE1001 for the body")
    func startRefusals() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let single = try await server.newPartner("alone001")
      let body: [String: Any] = ["missionCategoryId": 1]
      expectCoupleError(
        try await server.couple("POST", "/api/game/short", token: single.accessToken, json: body),
        CoupleExpected.ue1006)
      _ = try await server.couple("POST", "/api/couple", token: single.accessToken, json: ["startDate": "2024-01-01"])
      expectCoupleError(
        try await server.couple("POST", "/api/game/short", token: single.accessToken, json: body),
        CoupleExpected.ue1006, "a couple waiting for its partner")

      let pair = try await server.newCouple("refuse")
      try await server.repositories.missions.save(
        MissionCategory(id: 3, title: "하나뿐", missionType: .different, missions: [Mission(id: 31, content: "하나")]))
      for (category, expected) in [(99, CoupleExpected.ue5003), (3, CoupleExpected.ue5004)] {
        expectCoupleError(
          try await server.couple(
            "POST", "/api/game/short", token: pair.first.accessToken, json: ["missionCategoryId": category]),
          expected, "category \(category)")
      }
      let malformed: [[String: Any]] = [
        ["missionCategoryId": 0], ["missionCategoryId": "1"], ["missionCategoryId": 1, "wishContent": 5],
        ["missionCategoryId": 1, "wishContent": String(repeating: "소", count: 55)], ["wishContent": "x"],
        ["missionCategoryId": 1, "wish": "x"],
      ]
      for malformedBody in malformed {
        expectCoupleError(
          try await server.couple("POST", "/api/game/short", token: pair.first.accessToken, json: malformedBody),
          CoupleExpected.ue1001, "\(malformedBody)")
      }
      for raw in [#"{"missionCategoryId": 1.0}"#, #"{"missionCategoryId": 1e0}"#, "null"] {
        expectCoupleError(
          try await server.couple("POST", "/api/game/short", token: pair.first.accessToken, raw: Data(raw.utf8)),
          CoupleExpected.ue1001, "\(raw)")
      }
      #expect(try await server.repositories.battles.liveBattle(couple: CoupleID(String(pair.couple))) == nil)
      // A null wish is none: the battle starts, its coupon blank.
      let blank = try await server.couple(
        "POST", "/api/game/short", token: pair.first.accessToken,
        raw: Data(#"{"missionCategoryId": 2, "wishContent": null}"#.utf8))
      #expect(blank.statusCode == 200)
      try await server.stop()
    }

    @Test(
      "Reports and the result: UE1009 until both reported, the earlier completion wins, a second report UE1005",
      arguments: StorageUnderTest.available)
    func reportAndResult(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()  // 2025-03-02 18:00:00 in Seoul
      let server = try await ServerHarness.start(storage: storage, demo: true, clock: clock.serverClock)
      let pair = try await server.newCouple("report")
      let id = try await server.startBattle(pair.first.accessToken, wish: "영화 고르기 권한")
      let path = "/api/game/short/\(id)"
      let mine = try WagerServerDecoder.roundMission(
        from: try await server.couple("GET", path, token: pair.first.accessToken).body)
      let theirs = try WagerServerDecoder.roundMission(
        from: try await server.couple("GET", path, token: pair.second.accessToken).body)
      #expect(mine.id == 1_507 && theirs.id == 1_508 && mine.mission != theirs.mission)
      expectCoupleError(
        try await server.couple("GET", "/api/game/short/result/\(id)", token: pair.first.accessToken),
        CoupleExpected.ue1009)

      clock.advance(seconds: 5.5)
      let reported = try await server.couple("PATCH", path, token: pair.first.accessToken, json: ["result": true])
      #expect(reported.statusCode == 200)
      let report = try #require(try jsonObject(reported)["myRoundMission"] as? [String: Any])
      #expect(report["result"] as? String == "WIN" && report["finalResult"] as? String == "UNDECIDED")
      #expect(report["updatedAt"] as? String == "2025-03-02T18:00:05.500")
      #expect(try WagerServerDecoder.roundMission(from: reported.body).report?.reportedAt == clock.now)
      expectCoupleError(
        try await server.couple("PATCH", path, token: pair.first.accessToken, json: ["result": false]),
        CoupleExpected.ue1005, "a second report")
      expectCoupleError(
        try await server.couple("GET", "/api/game/short/result/\(id)", token: pair.first.accessToken),
        CoupleExpected.ue1009, "the partner has not reported")
      let malformed: [[String: Any]] = [["result": "true"], ["result": 1], [:], ["result": true, "x": 1]]
      for body in malformed {
        expectCoupleError(
          try await server.couple("PATCH", path, token: pair.second.accessToken, json: body), CoupleExpected.ue1001,
          "\(body)")
      }

      clock.advance(seconds: 30)
      let second = try await server.couple("PATCH", path, token: pair.second.accessToken, json: ["result": true])
      #expect(second.statusCode == 200)
      let result = try await server.couple("GET", "/api/game/short/result/\(id)", token: pair.first.accessToken)
      #expect(result.statusCode == 200)
      #expect(Set(try jsonObject(result).keys) == ["myRoundMission", "partnerRoundMission"])
      let settled = try WagerServerDecoder.battleResult(from: result.body)
      #expect(settled.result == .win && settled.partner.finalResult == .loss)
      let seen = try WagerServerDecoder.battleResult(
        from: try await server.couple("GET", "/api/game/short/result/\(id)", token: pair.second.accessToken).body)
      #expect(seen.result == .loss && seen.partner.finalResult == .win && seen.mine.mission == theirs.mission)
      let coupon = try #require(try await server.repositories.coupons.coupon(id: BattleID(String(id))))
      #expect(coupon.owner == .first && coupon.wish == "영화 고르기 권한")

      // Settled: a report or an abandon is UE1005; the result answers the same again.
      expectCoupleError(
        try await server.couple("PATCH", path, token: pair.second.accessToken, json: ["result": false]),
        CoupleExpected.ue1005)
      expectCoupleError(try await server.couple("DELETE", path, token: pair.second.accessToken), CoupleExpected.ue1005)
      clock.advance(seconds: 60)
      let again = try WagerServerDecoder.battleResult(
        from: try await server.couple("GET", "/api/game/short/result/\(id)", token: pair.first.accessToken).body)
      #expect(again == settled)
      let game = try jsonObject(try await server.couple("GET", path, token: pair.first.accessToken))
      #expect((game["myRoundMission"] as? [String: Any])?["finalResult"] as? String == "WIN")
      try await server.stop()
    }

    @Test("Draws: two failures, and two completions at the same instant; the coupon is void")
    func draws() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(demo: true, clock: clock.serverClock)
      let pair = try await server.newCouple("draw")
      for completed in [false, true] {
        let id = try await server.startBattle(pair.first.accessToken, wish: "무승부")
        clock.advance(seconds: 1)
        for token in [pair.first.accessToken, pair.second.accessToken] {
          _ = try await server.couple("PATCH", "/api/game/short/\(id)", token: token, json: ["result": completed])
        }
        let result = try WagerServerDecoder.battleResult(
          from: try await server.couple("GET", "/api/game/short/result/\(id)", token: pair.second.accessToken).body)
        #expect(result.result == .draw && result.partner.finalResult == .draw, "completed: \(completed)")
        #expect(try await server.repositories.coupons.coupon(id: BattleID(String(id)))?.status == .void)
        clock.advance(seconds: 1)
      }
      let history = try jsonArray(try await server.couple("GET", "/api/history", token: pair.first.accessToken))
      #expect(history.map { $0["result"] as? String } == ["DRAW", "DRAW"])
      #expect(history.allSatisfy { $0["winner"] is NSNull })
      try await server.stop()
    }

    @Test("DELETE /api/game/short/{id}: 204, the coupon void, the battle UE5007 from then on, a new one may start")
    func abandon() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let pair = try await server.newCouple("abandon")
      let id = try await server.startBattle(pair.first.accessToken, wish: "포기")
      let path = "/api/game/short/\(id)"
      expectNoContent(try await server.couple("DELETE", path, token: pair.second.accessToken))
      #expect(try await server.repositories.coupons.coupon(id: BattleID(String(id)))?.status == .void)
      expectCoupleError(try await server.couple("GET", path, token: pair.first.accessToken), CoupleExpected.ue5007)
      expectCoupleError(
        try await server.couple("PATCH", path, token: pair.first.accessToken, json: ["result": true]),
        CoupleExpected.ue5007)
      expectCoupleError(try await server.couple("DELETE", path, token: pair.first.accessToken), CoupleExpected.ue5007)
      expectCoupleError(
        try await server.couple("GET", "/api/game/short/result/\(id)", token: pair.first.accessToken),
        CoupleExpected.ue5007)
      // Abandoned battles stay out of the history, and the couple may start another.
      #expect(try jsonArray(try await server.couple("GET", "/api/history", token: pair.first.accessToken)).isEmpty)
      #expect(try await server.startBattle(pair.second.accessToken) > id)
      try await server.stop()
    }

    @Test("Path ids are the document's Int64Id: 0, negative, not digits, a fraction or too large are UE1001")
    func pathIDs() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let uni = try await server.coupleSignIn("uni0001")
      for id in ["0", "-1", "abc", "1.5", "1e3", "99999999999999999999"] {
        let paths = [
          "/api/game/short/\(id)", "/api/game/short/result/\(id)", "/api/wish/\(id)", "/api/user/\(id)/wish",
        ]
        for path in paths {
          expectCoupleError(
            try await server.couple("GET", path, token: uni.accessToken), CoupleExpected.ue1001, "\(path)")
        }
      }
      // Leading zeros name the same battle; an id nobody has is UE5007.
      #expect(try await server.couple("GET", "/api/game/short/0753", token: uni.accessToken).statusCode == 200)
      expectCoupleError(
        try await server.couple("GET", "/api/game/short/123456", token: uni.accessToken), CoupleExpected.ue5007)
      try await server.stop()
    }

    @Test(
      "One live battle per couple: twelve creations at once by both partners make one battle and eleven UE1003",
      arguments: StorageUnderTest.available)
    func oneLiveBattleUnderConcurrency(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let pair = try await server.newCouple("race")
      let tokens = [pair.first.accessToken, pair.second.accessToken]
      let answers = try await withThrowingTaskGroup(
        of: HTTPTransportResponse.self, returning: [HTTPTransportResponse].self
      ) { group in
        for index in 0..<12 {
          let token = tokens[index % 2]
          group.addTask {
            try await server.couple("POST", "/api/game/short", token: token, json: ["missionCategoryId": 1])
          }
        }
        var answers: [HTTPTransportResponse] = []
        for try await answer in group {
          answers.append(answer)
        }
        return answers
      }
      let created = answers.filter { $0.statusCode == 200 }
      #expect(created.count == 1)
      for refused in answers where refused.statusCode != 200 {
        expectCoupleError(refused, CoupleExpected.ue1003)
      }
      let winner = try WagerServerDecoder.createdBattle(from: try #require(created.first).body)
      let live = try await server.repositories.battles.liveBattle(couple: CoupleID(String(pair.couple)))
      #expect(live?.id == winner.id && live?.status == .running)
      try await server.stop()
    }

    @Test("GET /api/history: the demo is the couple app's fixture as each partner sees it (but the picture)")
    func history() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let uni = try await server.coupleSignIn("uni0001")
      let answer = try await server.couple("GET", "/api/history", token: uni.accessToken)
      let items = try jsonArray(answer)
      // ../shared/data/wager/uni_battle_history_fixture.json (iOS-United's BattleHistoryResultConstants), by value.
      #expect(items.map { $0["roundGameId"] as? Int } == [753, 752])
      #expect(items.map { $0["date"] as? String } == ["23.12.27", "23.12.26"])
      #expect(items.allSatisfy { $0["result"] as? String == "WIN" && $0["winner"] as? String == "빵빵아" })
      #expect(items.allSatisfy { $0["title"] as? String == "키워드 스무고개" })
      #expect(
        items.allSatisfy {
          Set($0.keys) == ["roundGameId", "date", "result", "title", "image", "winner", "myMission", "partnerMission"]
        })
      let lines = items.map { item in
        [item["myMission"], item["partnerMission"]].map { value -> [String] in
          let line = value as? [String: Any]
          return [line?["content"] as? String ?? "", line?["result"] as? String ?? "", line?["time"] as? String ?? ""]
        }
      }
      #expect(
        lines == [
          [["에코백", "WIN", "20:58"], ["장미", "LOSE", "20:56"]], [["청소기", "WIN", "18:06"], ["텀블러", "WIN", "18:06"]],
        ])
      let rows = try WagerServerDecoder.battleHistory(from: answer.body)
      #expect(BattleHistory(rows: rows).totals == BattleTotals(wins: 2, losses: 0, draws: 0))

      let partner = try await server.coupleSignIn("uni0002")
      let theirs = try WagerServerDecoder.battleHistory(
        from: try await server.couple("GET", "/api/history", token: partner.accessToken).body)
      #expect(theirs.map(\.result) == [.loss, .loss] && theirs.map(\.winnerName) == ["빵빵아", "빵빵아"])
      #expect(theirs.first?.myMission == BattleHistoryRow.MissionLine(content: "장미", completed: false, time: "20:56"))
      try await server.stop()
    }

    @Test("A battle a crash left created: a report starts it, its result is UE1009, the reconciliation starts it")
    func createdBattle() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let pair = try await server.newCouple("crash")
      let couple = CoupleID(String(pair.couple))
      let category = try #require(DemoSeed.coupleCategories.first)
      let missions = DemoSeed.keywordMissions
      let now = Date()
      try await server.repositories.battles.insert(
        try Battle(
          id: "9001", coupleID: couple, createdBy: .first, createdAt: now.addingTimeInterval(-60),
          category: category.summary, missions: (missions[0], missions[1]), wish: ""))
      expectCoupleError(
        try await server.couple("GET", "/api/game/short/result/9001", token: pair.first.accessToken),
        CoupleExpected.ue1009)
      let reported = try await server.couple(
        "PATCH", "/api/game/short/9001", token: pair.second.accessToken, json: ["result": true])
      #expect(reported.statusCode == 200)
      let battle = try #require(try await server.repositories.battles.battle(id: "9001"))
      #expect(battle.status == .running && battle.secondReport?.completed == true)

      // Another couple's battle left created, found by the start-up reconciliation.
      let other = try await server.newCouple("crash2")
      try await server.repositories.battles.insert(
        try Battle(
          id: "9002", coupleID: CoupleID(String(other.couple)), createdBy: .second,
          createdAt: now.addingTimeInterval(-60), category: category.summary, missions: (missions[2], missions[3]),
          wish: ""))
      let report = try await CoupleReconciliation(repositories: server.repositories, clock: .system).run()
      #expect(report.startedBattles == 1 && report.issuedCoupons == 0 && report.couples == 3)
      #expect(try await server.repositories.battles.battle(id: "9002")?.status == .running)
      try await server.stop()
    }
  }
#endif
