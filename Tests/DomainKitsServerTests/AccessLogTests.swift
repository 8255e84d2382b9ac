#if Server
  import Foundation
  import InMemoryLogging
  import Logging
  import Testing

  @testable import DomainKitsServer

  @Suite("The access log")
  struct AccessLogTests {
    @Test("One line per request: method, route pattern, status, duration and request id; no path, query or header")
    func oneLinePerRequest() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let handler = InMemoryLogHandler()
      let server = try await ServerHarness.start(logger: Logger(label: "access-log", factory: { _ in handler }))
      _ = try await server.send(
        "GET", "/health?token=secret-query-value",
        headers: ["Authorization": "Bearer secret-token-value", "X-Request-Id": "log-test-1"])
      _ = try await server.send("GET", "/no/such/secret-path-value", headers: ["X-Request-Id": "log-test-2"])
      try await server.stop()

      let lines = handler.entries.filter { $0.message.description == "request" }
      #expect(lines.count == 2)
      let health = try #require(lines.first { $0.metadata["request_id"] == "log-test-1" })
      #expect(health.level == .info)
      #expect(health.metadata["method"] == "GET")
      #expect(health.metadata["route"] == "/health")
      #expect(health.metadata["api"] == "root")
      #expect(health.metadata["status"] == "200")
      #expect(health.metadata["duration_ms"] != nil)
      let missing = try #require(lines.first { $0.metadata["request_id"] == "log-test-2" })
      #expect(missing.metadata["route"] == "unmatched")
      #expect(missing.metadata["status"] == "404")

      let everything = handler.entries.map { "\($0.message) \($0.metadata)" }.joined(separator: "\n")
      for secret in ["secret-query-value", "secret-token-value", "secret-path-value", "Authorization"] {
        #expect(!everything.contains(secret), "\(secret) was logged")
      }
    }
  }
#endif
