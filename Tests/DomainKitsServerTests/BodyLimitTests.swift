#if Server
  import Foundation
  import Testing

  @testable import DomainKitsServer

  @Suite("Request bodies over 16,384 bytes")
  struct BodyLimitTests {
    @Test("A body over the limit answers 413 with a JSON error body and the request id, wherever it is sent")
    func overLimit() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let body = Data(repeating: UInt8(ascii: "x"), count: ServerConfiguration.bodyLimit + 1)
      for path in ["/health", "/no/such/path"] {
        let response = try await server.send(
          "POST", path, headers: ["Content-Type": "application/json", "X-Request-Id": "big-1"], body: body)
        #expect(response.statusCode == 413, "\(path)")
        #expect(response.header("Content-Type")?.hasPrefix("application/json") == true, "\(path)")
        #expect(response.header("X-Request-Id") == "big-1", "\(path)")
        let error = try JSONDecoder().decode([String: String].self, from: response.body)
        #expect(error == ["error": "request body larger than 16384 bytes"], "\(path)")
      }
      let metrics = String(decoding: try await server.send("GET", "/metrics").body, as: UTF8.self)
      #expect(metrics.contains(#"body_limit_rejections_total{api="root"} 2"#))
      try await server.stop()
    }

    @Test("A body of exactly the limit is read no differently from a small one (no route takes a POST here: 404)")
    func atLimit() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let body = Data(repeating: UInt8(ascii: "x"), count: ServerConfiguration.bodyLimit)
      let response = try await server.send("POST", "/health", body: body)
      #expect(response.statusCode == 404)
      #expect(try JSONDecoder().decode([String: String].self, from: response.body) == ["error": "not found"])
      try await server.stop()
    }
  }
#endif
