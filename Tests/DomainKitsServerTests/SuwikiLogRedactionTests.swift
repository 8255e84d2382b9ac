#if Server
  import Foundation
  import InMemoryLogging
  import LectureEvaluationKit
  import Logging
  import Testing

  @testable import DomainKitsServer

  @Suite("SUWIKI in the logs")
  struct SuwikiLogRedactionTests {
    @Test("A whole SUWIKI visit logs no token, password, login id, e-mail, post text or search text")
    func nothingPersonal() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let handler = InMemoryLogHandler()
      let server = try await ServerHarness.start(
        logger: Logger(label: "suwiki-redaction", factory: { _ in handler }), demo: true)
      let secrets = try await server.newStudent("privacy77", password: "hunter2-secret")
      let token = secrets.accessToken
      _ = try await server.suwiki("GET", "/lecture/search?searchValue=secret-search-text", token: token)
      _ = try await server.suwiki("POST", "/evaluate-posts?lectureId=4242", token: token, json: SuwikiBodies.evaluation)
      _ = try await server.suwiki("POST", "/user/refresh", token: secrets.refreshToken)
      _ = try await server.suwiki("GET", "/user/my-page", token: "Bearer " + token)
      _ = try await server.suwiki("POST", "/user/login", json: ["loginId": "privacy77", "password": "wrong-secret"])
      try await server.stop()

      let requests = handler.entries.filter { $0.message.description == "request" }
      #expect(requests.count == 7)
      #expect(requests.contains { $0.metadata["route"] == "/suwiki/evaluate-posts" && $0.metadata["api"] == "suwiki" })
      let everything = handler.entries.map { "\($0.message) \($0.metadata)" }.joined(separator: "\n")
      let personal = [
        token, secrets.refreshToken, "hunter2-secret", "wrong-secret", "privacy77", "suwon.ac.kr",
        "secret-search-text", "설명이 친절합니다", "Authorization",
      ]
      for secret in personal {
        #expect(!everything.contains(secret), "\(secret) was logged")
      }
    }
  }
#endif
