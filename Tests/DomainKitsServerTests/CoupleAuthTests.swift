#if Server
  import DomainKitsCore
  import Foundation
  import Testing
  import WagerKit

  @testable import DomainKitsServer

  @Suite("Couple app: sign-up, login, Bearer tokens, refresh rotation, deleted accounts")
  struct CoupleAuthTests {
    /// Every couple operation but sign-up, login and refresh (16 of 19), with ids good enough to reach the token
    /// check.
    static let protected: [(String, String)] = [
      ("POST", "/api/couple"), ("POST", "/api/couple/join"), ("GET", "/api/v1/mission"), ("GET", "/api/v1/home"),
      ("GET", "/api/user"), ("DELETE", "/api/user"), ("POST", "/api/game/short"), ("GET", "/api/game/short/753"),
      ("PATCH", "/api/game/short/753"), ("DELETE", "/api/game/short/753"), ("GET", "/api/game/short/result/753"),
      ("GET", "/api/history"), ("GET", "/api/user/1/wish"), ("PATCH", "/api/wish"), ("GET", "/api/wish/753"),
      ("PATCH", "/api/wish/753"),
    ]

    @Test("Sign-up: a token pair that works at once; the nickname stored trimmed; a taken login id is UE10001")
    func signUp() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let body: [String: Any] = ["loginId": "newbie01", "password": "correct-horse-9", "nickname": "  빵빵  "]
      let answer = try await server.couple("POST", "/api/auth/signup", json: body)
      #expect(answer.statusCode == 200)
      #expect(answer.header("Content-Type")?.hasPrefix("application/json") == true)
      #expect(Set(try jsonObject(answer).keys) == ["access_token", "refresh_token"])
      let tokens = try JSONDecoder().decode(CoupleTokenReply.self, from: answer.body)
      #expect(tokens.accessToken.hasPrefix(TokenIssuer.header + "."))
      #expect(tokens.refreshToken.split(separator: ".").count == 3)
      let profile = try WagerServerDecoder.partnerProfile(
        from: try await server.couple("GET", "/api/user", token: tokens.accessToken).body)
      #expect(profile.partner.nickname == "빵빵" && profile.startDay == nil && profile.image == nil)
      #expect(profile.partner.id == "3", "the demo's two users are 1 and 2")
      expectCoupleError(try await server.couple("POST", "/api/auth/signup", json: body), CoupleExpected.ue10001)
      try await server.stop()
    }

    @Test("Sign-up refuses what the document refuses, and a nickname the kit refuses, with UE1001")
    func signUpRefusals() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let body: [String: Any] = ["loginId": "fresh001", "password": "correct-horse-9", "nickname": "콩떡이"]
      let malformed: [(String, Any?)] = [
        ("loginId", "ab1"), ("loginId", "twenty-one-characters"), ("loginId", "한글아이디입니다"), ("loginId", "user name"),
        ("loginId", 12_345), ("password", "seven77"), ("password", String(repeating: "p", count: 65)),
        ("nickname", ""), ("nickname", "   "), ("nickname", String(repeating: "가", count: 11)),
        // Ten characters but twenty code points: the document's bound (code points) refuses it first.
        ("nickname", String(repeating: "\u{1100}\u{1161}", count: 10)), ("nickname", nil), ("extra", "x"),
      ]
      for (key, value) in malformed {
        var changed = body
        changed[key] = value
        expectCoupleError(
          try await server.couple("POST", "/api/auth/signup", json: changed), CoupleExpected.ue1001,
          "\(key): \(String(describing: value))")
      }
      for raw in ["null", "[]", "\"x\"", "{", ""] {
        expectCoupleError(
          try await server.couple("POST", "/api/auth/signup", raw: Data(raw.utf8)), CoupleExpected.ue1001, "\(raw)")
      }
      #expect(try await server.repositories.accounts.account(api: .couple, login: "fresh001") == nil)
      try await server.stop()
    }

    @Test("Login: a pair for the demo's uni0001; a wrong password, an unknown id, another API's account are UE2003")
    func login() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let good = try await server.couple(
        "POST", "/api/auth/login", json: ["loginId": "uni0001", "password": "demo-password"])
      #expect(good.statusCode == 200)
      #expect(Set(try jsonObject(good).keys) == ["access_token", "refresh_token"])
      let refused = [("uni0001", "wrong-password"), ("nobody99", "demo-password"), ("suwiki01", "demo-password")]
      for (login, password) in refused {
        expectCoupleError(
          try await server.couple("POST", "/api/auth/login", json: ["loginId": login, "password": password]),
          CoupleExpected.ue2003, "\(login)")
      }
      expectCoupleError(
        try await server.couple("POST", "/api/auth/login", json: ["loginId": "uni0001"]), CoupleExpected.ue1001)
      expectCoupleError(
        try await server.couple(
          "POST", "/api/auth/login", json: ["loginId": "uni0001", "password": "demo-password", "remember": true]),
        CoupleExpected.ue1001)
      let metrics = String(decoding: try await server.send("GET", "/metrics").body, as: UTF8.self)
      #expect(metrics.contains(#"auth_failures_total{api="couple",reason="login"} 3"#))
      try await server.stop()
    }

    @Test("Nothing but sign-up, login and refresh answers without a valid Bearer token: 401 UE2003 on the other 16")
    func nothingWithoutAToken() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let tokens = try await server.coupleSignIn("uni0001")
      let suwiki = try await server.signIn("suwiki01")
      #expect(Self.protected.count == 16)
      for (method, path) in Self.protected {
        let label = Comment(rawValue: "\(method) \(path)")
        expectCoupleError(try await server.couple(method, path), CoupleExpected.ue2003, label)
        // The raw token (SUWIKI's form), another scheme, a malformed token, a refresh token, SUWIKI's token.
        expectCoupleError(
          try await server.couple(method, path, authorization: tokens.accessToken), CoupleExpected.ue2003, label)
        expectCoupleError(
          try await server.couple(method, path, authorization: "Basic " + tokens.accessToken), CoupleExpected.ue2003,
          label)
        expectCoupleError(try await server.couple(method, path, token: "not.a.token"), CoupleExpected.ue2003, label)
        expectCoupleError(
          try await server.couple(method, path, token: tokens.refreshToken), CoupleExpected.ue2003, label)
        expectCoupleError(
          try await server.couple(method, path, token: suwiki.accessToken), CoupleExpected.ue2003, label)
      }
      // The scheme's name in any case.
      let lowercased = try await server.couple("GET", "/api/user", authorization: "bearer " + tokens.accessToken)
      #expect(lowercased.statusCode == 200)
      // A couple token on SUWIKI is refused as SUWIKI refuses one.
      expectSuwikiError(
        try await server.suwiki("GET", "/user/my-page", token: tokens.accessToken), SuwikiExpected.security001)
      let metrics = String(decoding: try await server.send("GET", "/metrics").body, as: UTF8.self)
      #expect(metrics.contains(#"auth_failures_total{api="couple",reason="missing"}"#))
      #expect(metrics.contains(#"auth_failures_total{api="couple",reason="invalid"}"#))
      try await server.stop()
    }

    @Test("An expired access token is UE2001; the refresh rotates the pair; a refresh token used twice is UE2002")
    func expiryAndRotation() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(clock: clock.serverClock, accessTokenLifetime: .seconds(60))
      let first = try await server.newPartner("rotate01")
      #expect(try await server.couple("GET", "/api/user", token: first.accessToken).statusCode == 200)
      clock.advance(seconds: 60)
      expectCoupleError(try await server.couple("GET", "/api/user", token: first.accessToken), CoupleExpected.ue2001)

      let refreshed = try await server.couple("POST", "/api/auth/refresh", json: ["refresh_token": first.refreshToken])
      #expect(refreshed.statusCode == 200)
      #expect(Set(try jsonObject(refreshed).keys) == ["access_token", "refresh_token"])
      let second = try JSONDecoder().decode(CoupleTokenReply.self, from: refreshed.body)
      #expect(second.accessToken != first.accessToken && second.refreshToken != first.refreshToken)
      #expect(try await server.couple("GET", "/api/user", token: second.accessToken).statusCode == 200)

      // The used refresh token again: UE2002, and the current one is forgotten too (reuse means theft).
      expectCoupleError(
        try await server.couple("POST", "/api/auth/refresh", json: ["refresh_token": first.refreshToken]),
        CoupleExpected.ue2002)
      expectCoupleError(
        try await server.couple("POST", "/api/auth/refresh", json: ["refresh_token": second.refreshToken]),
        CoupleExpected.ue2002)
      // An access token, a token of nobody's, a malformed body.
      expectCoupleError(
        try await server.couple("POST", "/api/auth/refresh", json: ["refresh_token": second.accessToken]),
        CoupleExpected.ue2003)
      expectCoupleError(
        try await server.couple("POST", "/api/auth/refresh", json: ["refresh_token": "abc.def.ghi"]),
        CoupleExpected.ue2003)
      let malformed: [[String: Any]] = [["refresh_token": "no-dots"], ["refresh_token": 5], [:], ["token": "a.b.c"]]
      for body in malformed {
        expectCoupleError(
          try await server.couple("POST", "/api/auth/refresh", json: body), CoupleExpected.ue1001, "\(body)")
      }
      // Signing in again works, and its refresh token expires after 14 days.
      let third = try await server.coupleSignIn("rotate01", password: "correct-horse-9")
      clock.advance(seconds: 14 * 24 * 3_600)
      expectCoupleError(
        try await server.couple("POST", "/api/auth/refresh", json: ["refresh_token": third.refreshToken]),
        CoupleExpected.ue2001)
      let metrics = String(decoding: try await server.send("GET", "/metrics").body, as: UTF8.self)
      #expect(metrics.contains(#"token_refreshes_total{api="couple",outcome="rotated"} 1"#))
      try await server.stop()
    }

    @Test(
      "Eight refreshes with one token at once: exactly one gets a pair, the others UE2002",
      arguments: StorageUnderTest.available)
    func concurrentRefresh(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage)
      let tokens = try await server.newPartner("racer001")
      let answers = try await withThrowingTaskGroup(
        of: HTTPTransportResponse.self, returning: [HTTPTransportResponse].self
      ) { group in
        for _ in 0..<8 {
          group.addTask {
            try await server.couple("POST", "/api/auth/refresh", json: ["refresh_token": tokens.refreshToken])
          }
        }
        var answers: [HTTPTransportResponse] = []
        for try await answer in group {
          answers.append(answer)
        }
        return answers
      }
      #expect(answers.filter { $0.statusCode == 200 }.count == 1)
      for refused in answers where refused.statusCode != 200 {
        expectCoupleError(refused, CoupleExpected.ue2002)
      }
      try await server.stop()
    }

    @Test("A deleted account: its access and refresh tokens and its login are UE2003")
    func deletedAccount() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let tokens = try await server.newPartner("leaving1")
      expectNoContent(try await server.couple("DELETE", "/api/user", token: tokens.accessToken))
      expectCoupleError(try await server.couple("GET", "/api/user", token: tokens.accessToken), CoupleExpected.ue2003)
      expectCoupleError(
        try await server.couple("POST", "/api/auth/refresh", json: ["refresh_token": tokens.refreshToken]),
        CoupleExpected.ue2003)
      expectCoupleError(
        try await server.couple(
          "POST", "/api/auth/login", json: ["loginId": "leaving1", "password": "correct-horse-9"]),
        CoupleExpected.ue2003)
      // The login id stays taken.
      expectCoupleError(
        try await server.couple(
          "POST", "/api/auth/signup", json: ["loginId": "leaving1", "password": "correct-horse-9", "nickname": "다시"]),
        CoupleExpected.ue10001)
      try await server.stop()
    }
  }
#endif
