#if Server
  import Foundation
  import Testing

  @testable import DomainKitsServer

  @Suite("X-Request-Id")
  struct RequestIDTests {
    /// Whether `id` is what the documents allow: 1 to 128 of `A-Z a-z 0-9 . _ -`.
    static func isWellFormed(_ id: String?) -> Bool {
      RequestIDMiddleware.acceptable(id) != nil
    }

    @Test("A usable id the request sent comes back on the answer, a 404 included")
    func echoed() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let health = try await server.send("GET", "/health", headers: ["X-Request-Id": "trace-42.A_b"])
      #expect(health.header("X-Request-Id") == "trace-42.A_b")
      let missing = try await server.send("GET", "/nowhere", headers: ["X-Request-Id": "lost-7"])
      #expect(missing.statusCode == 404)
      #expect(missing.header("X-Request-Id") == "lost-7")
      try await server.stop()
    }

    @Test("Without an id, or with one that is not usable, the server makes one, different for each request")
    func generated() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      let first = try await server.send("GET", "/health")
      let second = try await server.send("GET", "/health")
      let unusable = try await server.send("GET", "/health", headers: ["X-Request-Id": "has spaces/and slashes"])
      let tooLong = try await server.send(
        "GET", "/health", headers: ["X-Request-Id": String(repeating: "a", count: 129)])
      let ids = [first, second, unusable, tooLong].map { $0.header("X-Request-Id") }
      #expect(ids.allSatisfy(Self.isWellFormed), "\(ids)")
      #expect(Set(ids.compactMap { $0 }).count == 4)
      #expect(unusable.header("X-Request-Id") != "has spaces/and slashes")
      try await server.stop()
    }

    @Test(
      "Usable ids",
      arguments: [
        ("a", true), ("trace-42.A_b", true), (String(repeating: "z", count: 128), true), ("", false),
        (String(repeating: "z", count: 129), false), ("with space", false), ("ümlaut", false), ("a/b", false),
        ("tab\t", false),
      ])
    func acceptable(id: String, usable: Bool) {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      #expect((RequestIDMiddleware.acceptable(id) != nil) == usable)
    }
  }
#endif
