#if LiveFeed
  import Foundation
  import NIOConcurrencyHelpers
  import Testing

  @testable import MarketFeed

  /// A connector that plays one scripted behaviour per connection attempt, without sockets.
  struct ScriptedConnector: MarketSocketConnector {
    enum Attempt: Sendable {
      /// Fails to connect.
      case refuse
      /// Opens, delivers the messages, then the server closes.
      case deliver([String])
      /// Opens and stays silent until cancelled.
      case silent
      /// Opens, delivers the messages once `clock` reads the given uptime, then stays silent until cancelled.
      case deliverAt(Duration, [String])
      /// Opens, delivers the messages, moves `clock` on by the duration (the connection lasted that long), then the
      /// server closes.
      case deliverAndLast(Duration, [String])
    }

    let attempts: [Attempt]
    /// The environment's virtual uptime, for `deliverAt`.
    var clock: NIOLockedValueBox<Duration>?
    let log = NIOLockedValueBox((connects: 0, cancelled: 0))

    func count(_ field: KeyPath<(connects: Int, cancelled: Int), Int>) -> Int {
      log.withLockedValue { $0[keyPath: field] }
    }

    func connect(
      to url: URL, sending messages: [String], onOpen: @escaping @Sendable () -> Void,
      onMessage: @escaping @Sendable (SocketMessage) -> Void
    ) async throws {
      let index = log.withLockedValue {
        $0.connects += 1
        return $0.connects - 1
      }
      switch index < attempts.count ? attempts[index] : .refuse {
      case .refuse:
        throw MarketFeedError.connectionFailed("refused")
      case .deliver(let texts):
        onOpen()
        for text in texts { onMessage(.text(text)) }
      case .silent:
        onOpen()
        try await stayOpen()
      case .deliverAndLast(let duration, let texts):
        onOpen()
        for text in texts { onMessage(.text(text)) }
        clock?.withLockedValue { $0 += duration }
      case .deliverAt(let time, let texts):
        onOpen()
        while (clock?.withLockedValue { $0 } ?? time) < time {
          await Task.yield()
          try Task.checkCancellation()
        }
        for text in texts { onMessage(.text(text)) }
        try await stayOpen()
      }
    }

    private func stayOpen() async throws {
      do {
        try await Task.sleep(for: .seconds(3_600))
      } catch {
        log.withLockedValue { $0.cancelled += 1 }
        throw error
      }
    }
  }

  /// Sleeps that return at once, are recorded and move a virtual uptime on by their duration, a fixed random, and
  /// a fixed wall clock: the loop runs in microseconds and its timing is read from the record.
  final class RecordingEnvironment: Sendable {
    let sleeps = NIOLockedValueBox<[Duration]>([])
    let clock = NIOLockedValueBox<Duration>(.zero)

    var environment: FeedEnvironment {
      FeedEnvironment(
        sleep: { [sleeps, clock] duration in
          sleeps.withLockedValue { $0.append(duration) }
          clock.withLockedValue { $0 += duration }
          await Task.yield()
          try Task.checkCancellation()
        },
        uptime: { [clock] in clock.withLockedValue { $0 } }, random: { 0.5 },
        now: { Date(timeIntervalSince1970: 1_723_102_637) })
    }
  }

  @Suite("Connection loop")
  struct ConnectionLoopTests {
    static let unreachable = URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/")

    static func feed(
      _ connector: ScriptedConnector, environment: RecordingEnvironment, idleTimeout: Duration? = nil,
      maximumAttempts: Int? = 3
    ) throws -> BithumbFeed {
      try BithumbFeed(
        symbols: ["BTC_KRW"],
        configuration: BithumbFeedConfiguration(
          restBaseURL: unreachable,
          reconnect: ReconnectPolicy(
            initialDelay: .seconds(1), multiplier: 2, maximumDelay: .seconds(60), maximumAttempts: maximumAttempts),
          requestRetry: ReconnectPolicy(maximumAttempts: 1), idleTimeout: idleTimeout, candleInterval: nil),
        connector: connector, environment: environment.environment)
    }

    @Test("Backoff doubles per failure, resets after a connection that delivered and lasted, and gives up")
    func backoff() async throws {
      // The second connection delivers and lasts 40 s, past `stableConnection` (30 s), so the backoff starts over.
      let recorder = RecordingEnvironment()
      var connector = ScriptedConnector(attempts: [
        .refuse, .deliverAndLast(.seconds(40), [SessionFixture.connected]), .refuse, .refuse,
      ])
      connector.clock = recorder.clock
      let feed = try Self.feed(connector, environment: recorder)
      var last: MarketFeedState?
      await #expect(throws: MarketFeedError.gaveUp(attempts: 3, lastError: "WebSocket connection failed: refused")) {
        try await feed.run { updates in
          for await state in updates { last = state }
        }
      }
      let backoffs = recorder.sleeps.withLockedValue { $0 }.filter { $0 >= .seconds(1) }
      // Refused, delivered and lasted (the backoff starts over), refused, refused: the third failure in a row
      // gives up.
      #expect(backoffs == [.seconds(1), .seconds(1), .seconds(2)])
      #expect(connector.count(\.connects) == 4)
      #expect(last?.metrics.reconnects == 3)
      #expect(
        last?.connection
          == .stopped(
            reason: MarketFeedError.gaveUp(attempts: 3, lastError: "WebSocket connection failed: refused").description))
    }

    @Test("A server that delivers and closes at once is reconnected with a growing backoff, not at the first delay")
    func shortConnectionsKeepBackingOff() async throws {
      let connector = ScriptedConnector(attempts: [
        .deliver([SessionFixture.connected]), .deliver([SessionFixture.connected]),
        .deliver([SessionFixture.connected]), .deliver([SessionFixture.connected]),
      ])
      let recorder = RecordingEnvironment()
      let feed = try Self.feed(connector, environment: recorder)
      await #expect(throws: MarketFeedError.self) {
        try await feed.run { updates in
          for await _ in updates {}
        }
      }
      let backoffs = recorder.sleeps.withLockedValue { $0 }.filter { $0 >= .seconds(1) }
      #expect(backoffs == [.seconds(1), .seconds(2)], "each short connection is one more failure")
      #expect(connector.count(\.connects) == 3)
    }

    @Test("A silent connection is closed at the idle timeout and replaced")
    func idleTimeout() async throws {
      let connector = ScriptedConnector(attempts: [.silent, .silent])
      let recorder = RecordingEnvironment()
      let feed = try Self.feed(connector, environment: recorder, idleTimeout: .seconds(45), maximumAttempts: 2)
      var last: MarketFeedState?
      await #expect(throws: MarketFeedError.self) {
        try await feed.run { updates in
          for await state in updates { last = state }
        }
      }
      #expect(last?.metrics.idleTimeouts == 2)
      #expect(connector.count(\.cancelled) == 2)
      // Opened at 0 s, closed at 45 s; the backoff's 1 s; opened at 46 s, closed at 91 s.
      #expect(recorder.clock.withLockedValue { $0 } == .seconds(91))
    }

    @Test("The idle timeout counts from the last message: a message at 30 s and silence close it at 75 s")
    func idleTimeoutFromLastMessage() async throws {
      let recorder = RecordingEnvironment()
      var connector = ScriptedConnector(attempts: [.deliverAt(.seconds(30), [SessionFixture.connected])])
      connector.clock = recorder.clock
      let feed = try Self.feed(connector, environment: recorder, idleTimeout: .seconds(45), maximumAttempts: 1)
      var last: MarketFeedState?
      await #expect(throws: MarketFeedError.self) {
        try await feed.run { updates in
          for await state in updates { last = state }
        }
      }
      #expect(last?.metrics.idleTimeouts == 1)
      #expect(recorder.clock.withLockedValue { $0 } == .seconds(75), "not at 90 s, the second check of a count")
    }

    @Test("Cancelling the consuming task closes the connection and ends run")
    func cancellation() async throws {
      let connector = ScriptedConnector(attempts: [.silent])
      let feed = try Self.feed(connector, environment: RecordingEnvironment())
      let opened = NIOLockedValueBox(false)
      let task = Task {
        try await feed.run { updates in
          for await state in updates where state.connection == .connected { opened.withLockedValue { $0 = true } }
          return "ended"
        }
      }
      try await withTimeout(.seconds(60)) {
        while !opened.withLockedValue({ $0 }) { try await Task.sleep(for: .milliseconds(5)) }
      }
      task.cancel()
      #expect(try await task.value == "ended")
      #expect(connector.count(\.cancelled) == 1)
    }

    @Test("Returning from the body closes the connection")
    func bodyReturns() async throws {
      let connector = ScriptedConnector(attempts: [.silent])
      let feed = try Self.feed(connector, environment: RecordingEnvironment())
      let connection = try await withTimeout(.seconds(60)) {
        try await feed.run { updates -> FeedConnectionState? in
          for await state in updates where state.connection == .connected { return state.connection }
          return nil
        }
      }
      #expect(connection == .connected)
      #expect(connector.count(\.cancelled) == 1)
    }
  }
#endif
