#if Server
  import DomainKitsCore
  import Foundation
  import Testing
  import WagerKit

  @testable import DomainKitsServer

  @Suite("Couple app: wish coupons listed, written, looked at and used")
  struct CoupleCouponRouteTests {
    @Test("GET /api/user/{userId}/wish: a partner's coupons newest first with the kit's counts; UE5002 for a stranger")
    func coupons() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let uni = try await server.coupleSignIn("uni0001")
      let answer = try await server.couple("GET", "/api/user/1/wish", token: uni.accessToken)
      #expect(answer.statusCode == 200)
      let body = try jsonObject(answer)
      #expect(Set(body.keys) == ["availableWishCoupon", "newWishCoupon", "wishCouponList"])
      let list = try #require(body["wishCouponList"] as? [[String: Any]])
      #expect(list.map { $0["id"] as? Int } == [753, 752])
      let first = try #require(list.first)
      #expect(Set(first.keys) == ["id", "image", "content", "isVisible", "isUsed", "usedAt", "gameType"])
      #expect(first["content"] as? String == "설거지 한 번 해주기" && first["isVisible"] as? Bool == true)
      #expect(first["image"] is NSNull && first["usedAt"] is NSNull && first["gameType"] as? String == "SHORT")
      #expect(list.last?["content"] is NSNull && list.last?["isVisible"] as? Bool == false)
      let coupons = try WagerServerDecoder.wishCoupons(from: answer.body)
      #expect(coupons.counts == CouponCounts(unused: 2, unseen: 2))

      // The partner sees the same list of uni0001's, and their own (none).
      let partner = try await server.coupleSignIn("uni0002")
      let seen = try WagerServerDecoder.wishCoupons(
        from: try await server.couple("GET", "/api/user/1/wish", token: partner.accessToken).body)
      #expect(seen == coupons)
      let own = try WagerServerDecoder.wishCoupons(
        from: try await server.couple("GET", "/api/user/2/wish", token: partner.accessToken).body)
      #expect(own.coupons.isEmpty && own.counts == CouponCounts(unused: 0, unseen: 0))
      expectCoupleError(
        try await server.couple("GET", "/api/user/3/wish", token: uni.accessToken), CoupleExpected.ue5002)
      let single = try await server.newPartner("wish0001")
      expectCoupleError(
        try await server.couple("GET", "/api/user/1/wish", token: single.accessToken), CoupleExpected.ue1006)
      try await server.stop()
    }

    @Test("GET /api/wish/{id}: isMine and the owner's nickname; only the owner's look marks it seen")
    func coupon() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let uni = try await server.coupleSignIn("uni0001")
      let partner = try await server.coupleSignIn("uni0002")
      let theirs = try await server.couple("GET", "/api/wish/753", token: partner.accessToken)
      #expect(Set(try jsonObject(theirs).keys) == ["isMine", "nickname", "wishCoupon"])
      let looked = try WagerServerDecoder.wishCoupon(from: theirs.body)
      #expect(!looked.isMine && looked.nickname == "빵빵아" && looked.coupon.wish == "설거지 한 번 해주기")
      #expect(try await server.repositories.coupons.counts(couple: "7", owner: .first).unseen == 2)
      let mine = try WagerServerDecoder.wishCoupon(
        from: try await server.couple("GET", "/api/wish/753", token: uni.accessToken).body)
      #expect(mine.isMine && mine.nickname == "빵빵아" && mine.coupon.id == 753)
      #expect(try await server.repositories.coupons.counts(couple: "7", owner: .first).unseen == 1)
      expectCoupleError(try await server.couple("GET", "/api/wish/999", token: uni.accessToken), CoupleExpected.ue5006)
      try await server.stop()
    }

    @Test("PATCH /api/wish: the oldest blank coupon gets the normalized wish; none left, or a bad body, is UE1001")
    func writeWish() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let uni = try await server.coupleSignIn("uni0001")
      let malformed: [[String: Any]] = [
        ["gameType": "LONG", "content": "x"], ["content": "x"], ["gameType": "SHORT", "content": ""],
        ["gameType": "SHORT", "content": String(repeating: "소", count: 55)], ["gameType": "SHORT", "content": 5],
        ["gameType": "SHORT", "content": "x", "extra": 1],
      ]
      for body in malformed {
        expectCoupleError(
          try await server.couple("PATCH", "/api/wish", token: uni.accessToken, json: body), CoupleExpected.ue1001,
          "\(body)")
      }
      expectCoupleError(
        try await server.couple(
          "PATCH", "/api/wish", token: uni.accessToken, json: ["gameType": "SHORT", "content": " \n "]),
        CoupleExpected.ue1001, "blank once normalized")
      expectNoContent(
        try await server.couple(
          "PATCH", "/api/wish", token: uni.accessToken, json: ["gameType": "SHORT", "content": "영화   고르기\n권한"]))
      #expect(try await server.repositories.coupons.coupon(id: "752")?.wish == "영화 고르기 권한")
      expectCoupleError(
        try await server.couple(
          "PATCH", "/api/wish", token: uni.accessToken, json: ["gameType": "SHORT", "content": "하나 더"]),
        CoupleExpected.ue1001, "no blank coupon left")
      let partner = try await server.coupleSignIn("uni0002")
      expectCoupleError(
        try await server.couple(
          "PATCH", "/api/wish", token: partner.accessToken, json: ["gameType": "SHORT", "content": "내 소원"]),
        CoupleExpected.ue1001, "the partner owns none")
      try await server.stop()
    }

    @Test("PATCH /api/wish/{id}: the owner uses a coupon with a wish, once; the partner, a blank or void one: UE1001")
    func use() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(demo: true, clock: clock.serverClock)
      let uni = try await server.coupleSignIn("uni0001")
      let partner = try await server.coupleSignIn("uni0002")
      expectCoupleError(
        try await server.couple("PATCH", "/api/wish/753", token: partner.accessToken), CoupleExpected.ue1001,
        "the partner's")
      expectCoupleError(
        try await server.couple("PATCH", "/api/wish/752", token: uni.accessToken), CoupleExpected.ue1001, "blank")
      expectNoContent(try await server.couple("PATCH", "/api/wish/753", token: uni.accessToken))
      let used = try jsonObject(try await server.couple("GET", "/api/wish/753", token: uni.accessToken))
      let coupon = try #require(used["wishCoupon"] as? [String: Any])
      #expect(coupon["isUsed"] as? Bool == true && coupon["usedAt"] as? String == "2025-03-02T18:00:00.000")
      expectCoupleError(
        try await server.couple("PATCH", "/api/wish/753", token: uni.accessToken), CoupleExpected.ue1001, "twice")
      let counts = try await server.repositories.coupons.counts(couple: "7", owner: .first)
      #expect(counts == CouponCounts(unused: 1, unseen: 1))

      // A void coupon (an abandoned battle) is nobody's to use.
      let battle = try await server.startBattle(uni.accessToken, wish: "취소될 소원")
      expectNoContent(try await server.couple("DELETE", "/api/game/short/\(battle)", token: uni.accessToken))
      expectCoupleError(
        try await server.couple("PATCH", "/api/wish/\(battle)", token: uni.accessToken), CoupleExpected.ue1001, "void")
      let void = try WagerServerDecoder.wishCoupon(
        from: try await server.couple("GET", "/api/wish/\(battle)", token: uni.accessToken).body)
      #expect(!void.isMine && void.nickname == nil)
      expectCoupleError(
        try await server.couple("PATCH", "/api/wish/999", token: uni.accessToken), CoupleExpected.ue5006)
      try await server.stop()
    }

    @Test(
      "Twelve uses of one coupon at once: one 204, eleven UE1001",
      arguments: StorageUnderTest.available)
    func concurrentUse(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let uni = try await server.coupleSignIn("uni0001")
      let statuses = try await withThrowingTaskGroup(of: Int.self, returning: [Int].self) { group in
        for _ in 0..<12 {
          group.addTask { try await server.couple("PATCH", "/api/wish/753", token: uni.accessToken).statusCode }
        }
        var statuses: [Int] = []
        for try await status in group {
          statuses.append(status)
        }
        return statuses
      }
      #expect(statuses.filter { $0 == 204 }.count == 1 && statuses.filter { $0 == 400 }.count == 11)
      try await server.stop()
    }
  }
#endif
