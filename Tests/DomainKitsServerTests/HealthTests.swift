#if Server
  import DomainKitsCore
  import Foundation
  import Testing

  @testable import DomainKitsServer

  @Suite("GET /health and unknown paths")
  struct HealthTests {
    /// `/health`'s body as the OpenAPI document describes it.
    struct Health: Decodable {
      let status: String
      let storage: String
      let uptimeSeconds: Double
    }

    @Test("GET /health answers 200 with JSON naming the store and the uptime", arguments: StorageUnderTest.available)
    func health(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(storage: storage)
      let response = try await server.send("GET", "/health")
      #expect(response.statusCode == 200)
      #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
      let health = try JSONDecoder().decode(Health.self, from: response.body)
      #expect(health.status == "ok")
      #expect(health.storage == storage.rawValue)
      #expect(health.uptimeSeconds >= 0 && health.uptimeSeconds < 600)
      // Exactly the documented keys (the document says `additionalProperties: false`).
      let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
      #expect(Set(object.keys) == ["status", "storage", "uptimeSeconds"])
      try await server.stop()
    }

    @Test("An unknown path, and a known path with another method, answer 404 with a JSON error body")
    func unknownPath() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      for (method, path) in [("GET", "/no/such/path"), ("GET", "/suwiki/no/such/path"), ("DELETE", "/health")] {
        let response = try await server.send(method, path)
        #expect(response.statusCode == 404, "\(method) \(path)")
        #expect(response.header("Content-Type")?.hasPrefix("application/json") == true, "\(method) \(path)")
        #expect(try JSONDecoder().decode([String: String].self, from: response.body) == ["error": "not found"])
      }
      try await server.stop()
    }
  }
#endif
