#if Server
  import Foundation
  import InMemoryLogging
  import Logging
  import Testing

  @testable import DomainKitsServer

  @Suite("Hous in the logs")
  struct HousLogRedactionTests {
    @Test("A whole Hous visit logs no token, password, e-mail, name, invite code or push token; routes by pattern")
    func nothingPersonal() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let handler = InMemoryLogHandler()
      let server = try await ServerHarness.start(logger: Logger(label: "hous-redaction", factory: { _ in handler }))
      let user = try await server.newHomie("privacy@hous.example", name: "비밀이")
      let room = try await server.newRoom(user)
      _ = try await server.hous("GET", "/room/\(room.id)/home", token: user.accessToken)
      _ = try await server.hous(
        "PUT", "/user/profile/me", token: user.accessToken, json: ["userName": "비밀이", "job": "secret-job"])
      _ = try await server.hous("POST", "/auth/refresh", token: user.refreshToken)
      _ = try await server.hous(
        "POST", "/auth/login",
        json: ["email": "privacy@hous.example", "password": "wrong-secret", "fcmToken": "test-fcm-token"])
      try await server.stop()

      let requests = handler.entries.filter { $0.message.description == "request" }
      #expect(requests.count == 6)
      #expect(requests.contains { $0.metadata["route"] == "/hous/room/{roomId}/home" && $0.metadata["api"] == "hous" })
      let everything = handler.entries.map { "\($0.message) \($0.metadata)" }.joined(separator: "\n")
      let personal = [
        user.accessToken, user.refreshToken, housTestPassword, "wrong-secret", "privacy@hous.example", "비밀이",
        "secret-job", room.code, room.id, "test-fcm-token", "Authorization",
      ]
      for secret in personal {
        #expect(!everything.contains(secret), "\(secret) was logged")
      }
    }
  }
#endif
