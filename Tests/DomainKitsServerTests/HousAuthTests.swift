#if Server
  import DomainKitsCore
  import Foundation
  import HouseRulesKit
  import Testing

  @testable import DomainKitsServer

  @Suite("Hous: sign-up, login, tokens, refresh, leaving for good")
  struct HousAuthTests {
    /// Every Hous operation but sign-up and login (35 of 37), with a path good enough to reach the token check.
    static let protected: [(String, String)] = [
      ("DELETE", "/user/"), ("GET", "/user/profile"), ("GET", "/user/profile/me"), ("PUT", "/user/profile/me"),
      ("GET", "/user/setting"), ("PUT", "/user/setting/notification"), ("GET", "/user/\(room)"),
      ("PUT", "/user/type/test"), ("GET", "/user/me/type"), ("GET", "/user/\(room)/type"), ("GET", "/room/"),
      ("POST", "/room/"), ("GET", "/room/in"), ("POST", "/room/\(room)/in"), ("DELETE", "/room/\(room)/out"),
      ("POST", "/room/\(room)/rule"), ("GET", "/room/\(room)/rule/new"), ("GET", "/room/\(room)/category/\(item)/rule"),
      ("GET", "/room/\(room)/rule/\(item)"), ("PUT", "/room/\(room)/rule/\(item)"),
      ("DELETE", "/room/\(room)/rule/\(item)"), ("GET", "/room/\(room)/rule/\(item)/today"),
      ("PUT", "/room/\(room)/rule/\(item)/today"), ("PUT", "/room/\(room)/rule/\(item)/check"),
      ("GET", "/room/\(room)/rules/me"), ("POST", "/room/\(room)/rules/category"),
      ("PUT", "/room/\(room)/rules/category/\(item)"), ("DELETE", "/room/\(room)/rules/category/\(item)"),
      ("POST", "/room/\(room)/event"), ("GET", "/room/\(room)/event/\(item)"), ("PUT", "/room/\(room)/event/\(item)"),
      ("DELETE", "/room/\(room)/event/\(item)"), ("GET", "/room/\(room)/home"), ("GET", "/room/\(room)/rules"),
      ("GET", "/type/test"),
    ]
    /// The demo room's id.
    static let room = "62cac03afa32959ed64ae000"
    /// An id nothing has.
    static let item = "0123456789abcdef01234567"

    @Test("Nothing but sign-up and login answers without a valid Bearer token: 401 with Hous's body on the other 35")
    func nothingWithoutAToken() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let homie = try await server.housSignIn("homie@hous.example", password: DemoSeed.password)
      let suwiki = try await server.signIn("suwiki01").accessToken
      #expect(Self.protected.count == 35)
      for (method, path) in Self.protected {
        let label = Comment(rawValue: "\(method) \(path)")
        expectHousError(try await server.hous(method, path), HousExpected.tokenMissing, label)
        expectHousError(
          try await server.hous(method, path, authorization: homie.accessToken), HousExpected.tokenMissing, label)
        expectHousError(try await server.hous(method, path, token: "not.a.token"), HousExpected.unauthorized, label)
        // A refresh token, or another API's token, is refused like a wrong one.
        expectHousError(
          try await server.hous(method, path, token: homie.refreshToken), HousExpected.unauthorized, label)
        expectHousError(try await server.hous(method, path, token: suwiki), HousExpected.unauthorized, label)
      }
      let metrics = String(decoding: try await server.send("GET", "/metrics").body, as: UTF8.self)
      #expect(metrics.contains(#"auth_failures_total{api="hous",reason="missing"}"#))
      try await server.stop()
    }

    @Test("Sign-up: 201 with the access token and a Refresh-Token header; a taken e-mail is 409; bodies read strictly")
    func signUp() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let body: [String: Any] = [
        "email": "new@hous.example", "password": "correct-horse-9", "userName": " 김호미 ", "gender": "여자",
        "birthday": "2000-01-01", "fcmToken": "afjadsjcioajvasfjaisfojasdkvjais", "extra": "ignored",
      ]
      let answer = try await server.hous("POST", "/auth/signup", json: body)
      let token = try #require(expectHousSuccess(answer, status: 201, "회원가입 성공입니다.") as? String)
      #expect(token.split(separator: ".").count == 3)
      #expect(answer.header("Refresh-Token")?.split(separator: ".").count == 3)
      let profile = try await server.hous("GET", "/user/profile", token: token)
      #expect(try HousServerDecoder.profile(from: profile.body).name == "김호미", "the kit trims the name")
      expectHousError(try await server.hous("POST", "/auth/signup", json: body), HousExpected.emailTaken)
      let shouted = body.merging(["email": "NEW@hous.example"]) { _, new in new }
      expectHousError(try await server.hous("POST", "/auth/signup", json: shouted), HousExpected.emailTaken)
      let refusals: [(String, Any?, HousErrorReply)] = [
        ("email", nil, HousExpected.missingValue), ("email", "", HousExpected.missingValue),
        ("password", 12_345_678, HousExpected.badRequest), ("userName", "여섯글자이름", HousExpected.tooLong),
        ("userName", "   ", HousExpected.missingValue), ("gender", NSNull(), HousExpected.badRequest),
        ("birthday", "2000-02-30", HousExpected.badRequest), ("birthday", "20000101", HousExpected.badRequest),
        ("fcmToken", nil, HousExpected.missingValue),
      ]
      for (key, value, expected) in refusals {
        var changed = body
        changed["email"] = "fresh@hous.example"
        changed[key] = value
        expectHousError(
          try await server.hous("POST", "/auth/signup", json: changed), expected,
          "\(key): \(String(describing: value))")
      }
      expectHousError(try await server.hous("POST", "/auth/signup", raw: Data("null".utf8)), HousExpected.badRequest)
      expectHousError(try await server.hous("POST", "/auth/signup", raw: Data("[]".utf8)), HousExpected.badRequest)
      expectHousError(try await server.hous("POST", "/auth/signup"), HousExpected.missingValue)
      try await server.stop()
    }

    @Test("Login: 200 with the token; an unknown e-mail is 404, a wrong password 400, the seed's messages")
    func login() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let answer = try await server.hous(
        "POST", "/auth/login",
        json: ["email": "homie@hous.example", "password": DemoSeed.password, "fcmToken": "device-2"])
      let token = try #require(expectHousSuccess(answer, "로그인 성공입니다.") as? String)
      #expect(try await server.hous("GET", "/user/profile", token: token).statusCode == 200)
      expectHousError(
        try await server.hous(
          "POST", "/auth/login", json: ["email": "nobody@hous.example", "password": "x", "fcmToken": "device"]),
        HousExpected.emailNotFound)
      expectHousError(
        try await server.hous(
          "POST", "/auth/login", json: ["email": "homie@hous.example", "password": "wrong", "fcmToken": "device"]),
        HousExpected.wrongPassword)
      expectHousError(
        try await server.hous("POST", "/auth/login", json: ["email": "homie@hous.example", "password": "x"]),
        HousExpected.missingValue)
      try await server.stop()
    }

    @Test("An expired token is 401 만료된 토큰 입니다.; the refresh rotates; a refresh token used twice is refused")
    func expiryAndRefresh() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let clock = TestClock()
      let server = try await ServerHarness.start(clock: clock.serverClock, accessTokenLifetime: .seconds(60))
      let user = try await server.newHomie("expiry@hous.example")
      #expect(try await server.hous("GET", "/user/setting", token: user.accessToken).statusCode == 200)
      clock.advance(seconds: 61)
      expectHousError(try await server.hous("GET", "/user/setting", token: user.accessToken), HousExpected.tokenExpired)
      let refreshed = try await server.hous("POST", "/auth/refresh", token: user.refreshToken)
      let access = try #require(expectHousSuccess(refreshed, "토큰 재발급 성공입니다.") as? String)
      let nextRefresh = try #require(refreshed.header("Refresh-Token"))
      #expect(try await server.hous("GET", "/user/setting", token: access).statusCode == 200)
      // The used refresh token is spent: using it again ends the account's refresh, the new one included.
      expectHousError(
        try await server.hous("POST", "/auth/refresh", token: user.refreshToken), HousExpected.unauthorized)
      expectHousError(try await server.hous("POST", "/auth/refresh", token: nextRefresh), HousExpected.unauthorized)
      expectHousError(try await server.hous("POST", "/auth/refresh", token: access), HousExpected.unauthorized)
      expectHousError(try await server.hous("POST", "/auth/refresh"), HousExpected.tokenMissing)
      try await server.stop()
    }

    @Test("DELETE /user/: the user leaves their room and the account closes; its token and sign-in are refused")
    func quit() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let owner = try await server.newHomie("owner@hous.example", name: "방장")
      let roommate = try await server.newHomie("mate@hous.example", name: "룸메")
      let room = try await server.newRoom(owner)
      try await server.join(room, roommate)
      let answer = try await server.hous("DELETE", "/user/", token: roommate.accessToken)
      #expect(expectHousSuccess(answer, "회원 탈퇴 성공입니다.") is NSNull)
      expectHousError(
        try await server.hous("GET", "/user/profile", token: roommate.accessToken), HousExpected.unauthorized)
      expectHousError(
        try await server.hous(
          "POST", "/auth/login",
          json: ["email": "mate@hous.example", "password": housTestPassword, "fcmToken": "device"]),
        HousExpected.emailNotFound)
      let house = try #require(try await server.repositories.houses.house(id: HouseID(room.id)))
      #expect(house.members.map(\.id.rawValue) == [owner.id])
      // The last member leaving for good takes the room with them.
      #expect(try await server.hous("DELETE", "/user/", token: owner.accessToken).statusCode == 200)
      #expect(try await server.repositories.houses.house(id: HouseID(room.id)) == nil)
      #expect(try await server.repositories.hous.room(house: HouseID(room.id)) == nil)
      try await server.stop()
    }

    @Test("GET /openapi/hous.json: the repository's OpenAPI/hous-server.json, byte for byte")
    func document() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("OpenAPI/hous-server.json")
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(HousServerDocument.json == text, "run Scripts/openapi/embed-server-document.py")
      let server = try await ServerHarness.start()
      let answer = try await server.send("GET", "/openapi/hous.json")
      #expect(answer.statusCode == 200)
      #expect(answer.header("Content-Type")?.hasPrefix("application/json") == true)
      #expect(answer.body == Data(text.utf8))
      try await server.stop()
    }

    @Test("Another method on a Hous path is 405 with Allow and Hous's body; a body past the limit is 413")
    func methodsAndLimit() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let patched = try await server.hous("PATCH", "/room/\(Self.room)/rule/\(Self.item)")
      expectHousError(patched, HousExpected.methodNotAllowed)
      #expect(patched.header("Allow") == "GET, PUT, DELETE")
      expectHousError(try await server.hous("POST", "/user/profile"), HousExpected.methodNotAllowed)
      let big = Data(repeating: UInt8(ascii: "x"), count: ServerConfiguration.bodyLimit + 1)
      expectHousError(try await server.hous("POST", "/auth/signup", raw: big), HousExpected.tooLarge)
      try await server.stop()
    }
  }
#endif
