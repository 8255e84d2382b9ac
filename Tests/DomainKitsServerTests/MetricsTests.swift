#if Server
  import Foundation
  import Testing

  @testable import DomainKitsServer

  @Suite("GET /metrics")
  struct MetricsTests {
    @Test("Counts the requests made, by route pattern, method and status, and times them")
    func countsRequests() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start()
      _ = try await server.send("GET", "/health")
      _ = try await server.send("GET", "/health?verbose=1")
      _ = try await server.send("GET", "/users/12345")
      let first = try await server.send("GET", "/metrics")
      #expect(first.statusCode == 200)
      #expect(first.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
      let text = String(decoding: first.body, as: UTF8.self)
      #expect(text.contains("# TYPE http_requests_total counter"))
      #expect(text.contains("# TYPE http_request_duration_seconds histogram"))
      #expect(text.contains(#"http_requests_total{api="root",route="/health",method="GET",status="200"} 2"#))
      #expect(text.contains(#"http_requests_total{api="root",route="unmatched",method="GET",status="404"} 1"#))
      #expect(text.contains(#"http_request_duration_seconds_count{api="root",route="/health"} 2"#))
      // The raw path and query never become a label.
      #expect(!text.contains("12345"))
      #expect(!text.contains("verbose"))

      // The first /metrics request is counted once it has been answered.
      let second = String(decoding: try await server.send("GET", "/metrics").body, as: UTF8.self)
      #expect(second.contains(#"http_requests_total{api="root",route="/metrics",method="GET",status="200"} 1"#))
      try await server.stop()
    }

    @Test("Route labels: the pattern the router matched, and its mount")
    func routeLabels() {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      #expect(RouteLabel(endpointPath: "/health") == RouteLabel(api: "root", route: "/health"))
      #expect(RouteLabel(endpointPath: nil) == RouteLabel(api: "root", route: "unmatched"))
      #expect(RouteLabel(endpointPath: "NotFound") == RouteLabel(api: "root", route: "unmatched"))
      #expect(
        RouteLabel(endpointPath: "/couple/api/game/short/{roundGameId}")
          == RouteLabel(api: "couple", route: "/couple/api/game/short/{roundGameId}"))
    }
  }
#endif
