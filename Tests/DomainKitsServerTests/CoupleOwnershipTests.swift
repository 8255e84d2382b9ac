#if Server
  import DomainKitsCore
  import Foundation
  import Testing
  import WagerKit

  @testable import DomainKitsServer

  @Suite("Couple app: a battle or coupon of another couple is as if it did not exist")
  struct CoupleOwnershipTests {
    @Test("Another couple's battle is UE5007 and its coupon UE5006 for every operation, and nothing changes")
    func anotherCouple() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let others = try await server.newCouple("other")
      let live = try await server.startBattle(others.first.accessToken, wish: "남의 소원")
      let uni = try await server.coupleSignIn("uni0001")
      let before = try #require(try await server.repositories.battles.battle(id: BattleID(String(live))))

      // The other couple against the demo's settled battle 753 and its coupon; uni0001 against their live battle.
      let attempts: [(token: String, battle: Int64)] = [
        (others.first.accessToken, 753), (others.second.accessToken, 753), (uni.accessToken, live),
      ]
      for (token, battle) in attempts {
        let label = Comment(rawValue: "battle \(battle)")
        expectCoupleError(
          try await server.couple("GET", "/api/game/short/\(battle)", token: token), CoupleExpected.ue5007, label)
        expectCoupleError(
          try await server.couple("PATCH", "/api/game/short/\(battle)", token: token, json: ["result": true]),
          CoupleExpected.ue5007, label)
        expectCoupleError(
          try await server.couple("DELETE", "/api/game/short/\(battle)", token: token), CoupleExpected.ue5007, label)
        expectCoupleError(
          try await server.couple("GET", "/api/game/short/result/\(battle)", token: token), CoupleExpected.ue5007,
          label)
      }
      for token in [others.first.accessToken, others.second.accessToken] {
        expectCoupleError(try await server.couple("GET", "/api/wish/753", token: token), CoupleExpected.ue5006)
        expectCoupleError(try await server.couple("PATCH", "/api/wish/753", token: token), CoupleExpected.ue5006)
        expectCoupleError(try await server.couple("GET", "/api/user/1/wish", token: token), CoupleExpected.ue5002)
        expectCoupleError(try await server.couple("GET", "/api/user/2/wish", token: token), CoupleExpected.ue5002)
      }
      // The other couple's partners are users 3 and 4 (the demo's are 1 and 2).
      let strangers = [uni.accessToken, try await server.coupleSignIn("uni0002").accessToken]
      for token in strangers {
        for user in [3, 4] {
          expectCoupleError(
            try await server.couple("GET", "/api/user/\(user)/wish", token: token), CoupleExpected.ue5002)
        }
      }

      // Nothing of either couple changed.
      #expect(try await server.repositories.battles.battle(id: BattleID(String(live))) == before)
      let coupon = try #require(try await server.repositories.coupons.coupon(id: "753"))
      #expect(!coupon.isUsed && !coupon.isSeen && coupon.owner == .first)
      #expect(try await server.repositories.battles.battle(id: "753")?.status == .finalized)
      try await server.stop()
    }

    @Test("A caller without a couple reaches no battle and no coupon")
    func noCouple() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let single = try await server.newPartner("single01")
      let token = single.accessToken
      expectCoupleError(try await server.couple("GET", "/api/game/short/753", token: token), CoupleExpected.ue5007)
      expectCoupleError(
        try await server.couple("GET", "/api/game/short/result/753", token: token), CoupleExpected.ue5007)
      expectCoupleError(try await server.couple("GET", "/api/wish/753", token: token), CoupleExpected.ue5006)
      expectCoupleError(try await server.couple("PATCH", "/api/wish/753", token: token), CoupleExpected.ue5006)
      expectCoupleError(try await server.couple("GET", "/api/user/1/wish", token: token), CoupleExpected.ue1006)
      expectCoupleError(try await server.couple("GET", "/api/history", token: token), CoupleExpected.ue1006)
      expectCoupleError(
        try await server.couple("PATCH", "/api/wish", token: token, json: ["gameType": "SHORT", "content": "소원"]),
        CoupleExpected.ue1001)
      try await server.stop()
    }

    @Test("After a disconnect, the former partners reach none of their couple's battles or coupons")
    func formerPartners() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(demo: true, clock: clock.serverClock)
      let pair = try await server.newCouple("former")
      let id = try await server.startBattle(pair.first.accessToken, wish: "마지막 소원")
      clock.advance(seconds: 1)
      for (token, completed) in [(pair.first.accessToken, true), (pair.second.accessToken, false)] {
        _ = try await server.couple("PATCH", "/api/game/short/\(id)", token: token, json: ["result": completed])
      }
      let result = try await server.couple("GET", "/api/game/short/result/\(id)", token: pair.first.accessToken)
      #expect(result.statusCode == 200)
      expectNoContent(try await server.couple("DELETE", "/api/user", token: pair.second.accessToken))
      expectCoupleError(
        try await server.couple("GET", "/api/game/short/\(id)", token: pair.first.accessToken), CoupleExpected.ue5007)
      expectCoupleError(
        try await server.couple("PATCH", "/api/wish/\(id)", token: pair.first.accessToken), CoupleExpected.ue5006)
      #expect(try await server.repositories.coupons.coupon(id: BattleID(String(id)))?.isUsed == false)
      try await server.stop()
    }
  }
#endif
