#if Server
  import DomainKitsCore
  import Foundation
  import LectureEvaluationKit
  import Testing

  @testable import DomainKitsServer

  @Suite("SUWIKI: tokens, refresh rotation, restricted accounts, quitting")
  struct SuwikiAuthTests {
    /// Every SUWIKI operation but sign-up and login (23 of 25), with a query good enough to reach the token check.
    static let protected: [(String, String)] = [
      ("POST", "/user/refresh"), ("POST", "/user/quit"), ("GET", "/user/my-page"), ("GET", "/user/favorite-major"),
      ("POST", "/user/favorite-major"), ("DELETE", "/user/favorite-major?majorType=x"),
      ("POST", "/user/report/evaluate"), ("POST", "/user/report/exam"), ("GET", "/lecture/all"),
      ("GET", "/lecture/search?searchValue=db"), ("GET", "/lecture?lectureId=4242"),
      ("GET", "/evaluate-posts?lectureId=4242"), ("POST", "/evaluate-posts?lectureId=4242"),
      ("PUT", "/evaluate-posts?evaluateIdx=1021"), ("DELETE", "/evaluate-posts?evaluateIdx=1021"),
      ("GET", "/evaluate-posts/written"), ("GET", "/exam-posts?lectureId=4242"), ("POST", "/exam-posts?lectureId=4242"),
      ("PUT", "/exam-posts?examIdx=311"), ("DELETE", "/exam-posts?examIdx=311"), ("GET", "/exam-posts/written"),
      ("POST", "/exam-posts/purchase?lectureId=4242"), ("GET", "/exam-posts/purchase"),
    ]

    @Test(
      "Nothing but sign-up and login answers without a valid token: 401 SECURITY001 on the other 23",
      arguments: StorageUnderTest.available)
    func nothingWithoutAToken(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let tokens = try await server.signIn("suwiki01")
      #expect(Self.protected.count == 23)
      for (method, path) in Self.protected {
        let label = Comment(rawValue: "\(method) \(path)")
        expectSuwikiError(try await server.suwiki(method, path), SuwikiExpected.security001, label)
        expectSuwikiError(
          try await server.suwiki(method, path, token: "Bearer " + tokens.accessToken), SuwikiExpected.security001,
          label)
        expectSuwikiError(
          try await server.suwiki(method, path, token: "not.a.token"), SuwikiExpected.security001, label)
        // A token of the other kind is refused like none.
        let wrongKind = path == "/user/refresh" ? tokens.accessToken : tokens.refreshToken
        expectSuwikiError(try await server.suwiki(method, path, token: wrongKind), SuwikiExpected.security001, label)
      }
      let metrics = String(decoding: try await server.send("GET", "/metrics").body, as: UTF8.self)
      #expect(metrics.contains(#"auth_failures_total{api="suwiki",reason="missing"}"#))
      try await server.stop()
    }

    @Test(
      "Login: a pair of HS256 JWTs; a wrong password, an unknown id or a malformed body is refused",
      arguments: StorageUnderTest.available)
    func login(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let good = try await server.suwiki(
        "POST", "/user/login", json: ["loginId": "suwiki01", "password": "demo-password"])
      #expect(good.statusCode == 200)
      let body = try jsonObject(good)
      #expect(Set(body.keys) == ["AccessToken", "RefreshToken"])
      let access = try #require(body["AccessToken"] as? String)
      #expect(access.split(separator: ".").count == 3)
      #expect(access.hasPrefix(TokenIssuer.header + "."))
      expectSuwikiError(
        try await server.suwiki("POST", "/user/login", json: ["loginId": "suwiki01", "password": "wrong-password"]),
        SuwikiExpected.security003)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/login", json: ["loginId": "nobody99", "password": "demo-password"]),
        SuwikiExpected.security003)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/login", json: ["loginId": "suwiki01"]), SuwikiExpected.param001)
      expectSuwikiError(
        try await server.suwiki(
          "POST", "/user/login", json: ["loginId": "suwiki01", "password": "demo-password", "remember": true]),
        SuwikiExpected.param001)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/login", raw: Data("null".utf8)), SuwikiExpected.param001)
      try await server.stop()
    }

    @Test(
      "An expired access token is TOKEN001; the refresh rotates the pair; a refresh token used twice ends both",
      arguments: StorageUnderTest.available)
    func expiryAndRotation(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(
        storage: storage, demo: true, clock: clock.serverClock, accessTokenLifetime: .seconds(60))
      let first = try await server.signIn("suwiki01")
      #expect(try await server.suwiki("GET", "/user/my-page", token: first.accessToken).statusCode == 200)
      clock.advance(seconds: 59)
      #expect(try await server.suwiki("GET", "/user/my-page", token: first.accessToken).statusCode == 200)
      clock.advance(seconds: 1)
      expectSuwikiError(
        try await server.suwiki("GET", "/user/my-page", token: first.accessToken), SuwikiExpected.token001)

      let refreshed = try await server.suwiki("POST", "/user/refresh", token: first.refreshToken)
      #expect(refreshed.statusCode == 200)
      let second = try JSONDecoder().decode(SuwikiTokenReply.self, from: refreshed.body)
      #expect(second.accessToken != first.accessToken && second.refreshToken != first.refreshToken)
      #expect(try await server.suwiki("GET", "/user/my-page", token: second.accessToken).statusCode == 200)

      // The used refresh token again: refused, and the account's current one is forgotten (reuse means theft).
      expectSuwikiError(
        try await server.suwiki("POST", "/user/refresh", token: first.refreshToken), SuwikiExpected.security001)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/refresh", token: second.refreshToken), SuwikiExpected.security001)
      // Signing in again works, and its refresh token expires after 14 days.
      let third = try await server.signIn("suwiki01")
      clock.advance(seconds: 14 * 24 * 3_600)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/refresh", token: third.refreshToken), SuwikiExpected.token001)
      let metrics = String(decoding: try await server.send("GET", "/metrics").body, as: UTF8.self)
      #expect(metrics.contains(#"token_refreshes_total{api="suwiki",outcome="rotated"} 1"#))
      #expect(metrics.contains(#"token_refreshes_total{api="suwiki",outcome="refused"} 3"#))
      try await server.stop()
    }

    @Test(
      "A second device's sign-in: the first device's refresh token is refused and the second's keeps working",
      arguments: StorageUnderTest.available)
    func secondDevice(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let phone = try await server.signIn("suwiki01")
      let phoneRefreshed = try await server.suwiki("POST", "/user/refresh", token: phone.refreshToken)
      #expect(phoneRefreshed.statusCode == 200)
      let phoneNow = try JSONDecoder().decode(SuwikiTokenReply.self, from: phoneRefreshed.body)
      let tablet = try await server.signIn("suwiki01")
      // The phone's token was replaced by the tablet's sign-in: refused, and the tablet's is untouched.
      expectSuwikiError(
        try await server.suwiki("POST", "/user/refresh", token: phoneNow.refreshToken), SuwikiExpected.security001)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/refresh", token: phone.refreshToken), SuwikiExpected.security001)
      let tabletRefreshed = try await server.suwiki("POST", "/user/refresh", token: tablet.refreshToken)
      #expect(tabletRefreshed.statusCode == 200)
      let tabletNow = try JSONDecoder().decode(SuwikiTokenReply.self, from: tabletRefreshed.body)
      // The tablet's own used token again is reuse: it ends the tablet's session too.
      expectSuwikiError(
        try await server.suwiki("POST", "/user/refresh", token: tablet.refreshToken), SuwikiExpected.security001)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/refresh", token: tabletNow.refreshToken), SuwikiExpected.security001)
      try await server.stop()
    }

    @Test("Two refreshes with one token at once: exactly one gets a pair", arguments: StorageUnderTest.available)
    func concurrentRefresh(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let tokens = try await server.signIn("suwiki02")
      let statuses = try await withThrowingTaskGroup(of: Int.self, returning: [Int].self) { group in
        for _ in 0..<8 {
          group.addTask { try await server.suwiki("POST", "/user/refresh", token: tokens.refreshToken).statusCode }
        }
        var statuses: [Int] = []
        for try await status in group {
          statuses.append(status)
        }
        return statuses
      }
      #expect(statuses.filter { $0 == 200 }.count == 1)
      #expect(statuses.filter { $0 == 401 }.count == 7)
      try await server.stop()
    }

    @Test(
      "A restricted account gets USER008 before anything else, and may read its page, exam posts and purchases",
      arguments: StorageUnderTest.available)
    func restricted(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let token = try await server.signIn("restricted01").accessToken
      let refused: [(String, String)] = [
        ("GET", "/lecture?lectureId=4242"), ("GET", "/evaluate-posts?lectureId=4242"),
        ("POST", "/evaluate-posts?lectureId=4242"), ("PUT", "/evaluate-posts?evaluateIdx=1021"),
        ("DELETE", "/evaluate-posts?evaluateIdx=1021"), ("GET", "/evaluate-posts/written"),
        ("GET", "/exam-posts?lectureId=4242"), ("POST", "/exam-posts?lectureId=4242"),
        ("PUT", "/exam-posts?examIdx=311"), ("DELETE", "/exam-posts?examIdx=311"),
        ("POST", "/exam-posts/purchase?lectureId=4242"), ("POST", "/user/report/evaluate"),
        ("POST", "/user/report/exam"),
        // An unknown lecture or a malformed query: the restriction still comes first.
        ("GET", "/lecture?lectureId=999999"), ("GET", "/evaluate-posts?lectureId=abc"),
      ]
      for (method, path) in refused {
        expectSuwikiError(
          try await server.suwiki(method, path, token: token), SuwikiExpected.user008, "\(method) \(path)")
      }
      for path in ["/user/my-page", "/exam-posts/written", "/exam-posts/purchase", "/lecture/all"] {
        #expect(try await server.suwiki("GET", path, token: token).statusCode == 200, "\(path)")
      }

      // A student restricted after signing in is refused at once, whatever the token says.
      let other = try await server.signIn("suwiki02").accessToken
      #expect(try await server.suwiki("GET", "/lecture?lectureId=4242", token: other).statusCode == 200)
      let account = try #require(try await server.repositories.accounts.account(api: .suwiki, login: "suwiki02"))
      try await server.repositories.posts.setRestricted(true, student: StudentID(account.kitID), at: Date())
      expectSuwikiError(
        try await server.suwiki("GET", "/lecture?lectureId=4242", token: other), SuwikiExpected.user008)
      try await server.stop()
    }

    @Test(
      "Quit: USER005 for credentials not the caller's; then the account neither signs in nor uses its tokens",
      arguments: StorageUnderTest.available)
    func quit(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage, demo: true)
      let tokens = try await server.newStudent("leaver01")
      expectSuwikiError(
        try await server.suwiki(
          "POST", "/user/quit", token: tokens.accessToken,
          json: ["loginId": "leaver01", "password": "not-my-password"]),
        SuwikiExpected.user005)
      expectSuwikiError(
        try await server.suwiki(
          "POST", "/user/quit", token: tokens.accessToken,
          json: ["loginId": "suwiki01", "password": "demo-password"]),
        SuwikiExpected.user005)
      let quit = try await server.suwiki(
        "POST", "/user/quit", token: tokens.accessToken, json: ["loginId": "leaver01", "password": "correct-horse-9"])
      #expect(quit.statusCode == 200)
      #expect(try jsonObject(quit)["success"] as? Bool == true)
      expectSuwikiError(
        try await server.suwiki("GET", "/user/my-page", token: tokens.accessToken), SuwikiExpected.security001)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/refresh", token: tokens.refreshToken), SuwikiExpected.security001)
      expectSuwikiError(
        try await server.suwiki("POST", "/user/login", json: ["loginId": "leaver01", "password": "correct-horse-9"]),
        SuwikiExpected.security003)
      // The login id stays taken.
      expectSuwikiError(
        try await server.suwiki(
          "POST", "/user/join",
          json: ["loginId": "leaver01", "password": "correct-horse-9", "email": "other@suwon.ac.kr"]),
        SuwikiExpected.user010)
      try await server.stop()
    }
  }
#endif
