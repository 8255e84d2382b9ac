#if Server
  import Foundation
  import InMemoryLogging
  import Logging
  import Testing

  @testable import DomainKitsServer

  @Suite("The couple app in the logs")
  struct CoupleLogRedactionTests {
    @Test("A couple's visit logs no token, password, login id, nickname, invite code or wish")
    func nothingPersonal() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let handler = InMemoryLogHandler()
      let server = try await ServerHarness.start(
        logger: Logger(label: "couple-redaction", factory: { _ in handler }), demo: true)
      let me = try await server.newPartner("privacy88", nickname: "비밀별명", password: "hunter3-secret")
      let you = try await server.newPartner("privacy99", nickname: "다른별명")
      let created = try await server.couple(
        "POST", "/api/couple", token: me.accessToken, json: ["startDate": "2024-01-01"])
      let code = try #require(try jsonObject(created)["inviteCode"] as? String)
      _ = try await server.couple("POST", "/api/couple/join", token: you.accessToken, json: ["inviteCode": code])
      let battle = try await server.startBattle(me.accessToken, wish: "비밀스러운 소원")
      _ = try await server.couple("GET", "/api/game/short/\(battle)", token: you.accessToken)
      _ = try await server.couple("POST", "/api/auth/refresh", json: ["refresh_token": me.refreshToken])
      _ = try await server.couple(
        "POST", "/api/auth/login", json: ["loginId": "privacy88", "password": "wrong-secret"])
      _ = try await server.couple("GET", "/api/user", authorization: me.accessToken)
      try await server.stop()

      let requests = handler.entries.filter { $0.message.description == "request" }
      #expect(requests.count == 9)
      #expect(
        requests.contains {
          $0.metadata["route"] == "/couple/api/game/short/{roundGameId}" && $0.metadata["api"] == "couple"
        })
      let everything = handler.entries.map { "\($0.message) \($0.metadata)" }.joined(separator: "\n")
      let personal = [
        me.accessToken, me.refreshToken, you.accessToken, "hunter3-secret", "wrong-secret", "privacy88", "privacy99",
        "비밀별명", "다른별명", code, "비밀스러운 소원", "Authorization", "/api/game/short/\(battle)",
      ]
      for secret in personal {
        #expect(!everything.contains(secret), "\(secret) was logged")
      }
    }
  }
#endif
