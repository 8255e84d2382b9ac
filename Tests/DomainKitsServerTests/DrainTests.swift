#if Server
  import DomainKitsCore
  import Foundation
  import Hummingbird
  import Testing

  @testable import DomainKitsServer

  /// A server with a route that takes `delay` to answer, and a stream that yields each time that route starts.
  @available(macOS 14, iOS 17, tvOS 17, *)
  private func serverWithSlowRoute(delay: Duration) async throws -> (ServerHarness, AsyncStream<Void>) {
    let (started, didStart) = AsyncStream.makeStream(of: Void.self)
    let server = try await ServerHarness.start { router in
      _ = router.get("/test/slow") { (_, _) -> String in
        didStart.yield()
        try await Task.sleep(for: delay)
        return "done"
      }
    }
    return (server, started)
  }

  @Suite("Stopping the server")
  struct DrainTests {
    @Test("A graceful shutdown lets the request in flight finish, then the port refuses connections")
    func gracefulShutdownDrains() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let (server, started) = try await serverWithSlowRoute(delay: .milliseconds(800))
      let slow = Task { try await server.send("GET", "/test/slow") }
      for await _ in started { break }
      await server.group.triggerGracefulShutdown()
      let response = try await slow.value
      #expect(response.statusCode == 200)
      #expect(String(decoding: response.body, as: UTF8.self) == "done")
      try await server.run.value
      await #expect(throws: HTTPTransportError.self) {
        _ = try await server.send("GET", "/health")
      }
    }

    @Test("With a notice, /health answers 503 draining while other requests are still served, then the port closes")
    func drainNotice() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      // A notice long enough for the group to reach the drain watch under the whole suite on two cores (CI saw
      // more than a second).
      let server = try await ServerHarness.start(drainNotice: .seconds(4))
      #expect(try await server.send("GET", "/health").statusCode == 200)
      let signalled = ContinuousClock.now
      await server.group.triggerGracefulShutdown()
      var health = try await server.send("GET", "/health")
      while health.statusCode == 200, signalled.duration(to: .now) < .seconds(3) {
        try await Task.sleep(for: .milliseconds(10))
        health = try await server.send("GET", "/health")
      }
      #expect(health.statusCode == 503)
      #expect(String(decoding: health.body, as: UTF8.self).contains("\"draining\""))
      #expect(try await server.send("GET", "/metrics").statusCode == 200)
      try await server.run.value
      #expect(signalled.duration(to: .now) >= .seconds(4))
      await #expect(throws: HTTPTransportError.self) {
        _ = try await server.send("GET", "/health")
      }
    }

    @Test("Cancelling the group's task stops the server at once, the request in flight with it")
    func cancellationStops() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let (server, started) = try await serverWithSlowRoute(delay: .seconds(30))
      let slow = Task { try? await server.send("GET", "/test/slow") }
      for await _ in started { break }
      let cancelledAt = ContinuousClock.now
      server.run.cancel()
      _ = await server.run.result
      #expect(cancelledAt.duration(to: ContinuousClock.now) < .seconds(10))
      let answer = await slow.value
      #expect(answer?.statusCode != 200)
    }
  }
#endif
