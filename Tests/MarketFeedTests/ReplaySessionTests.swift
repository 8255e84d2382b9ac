#if LiveFeed
  import FlyingFox
  import Foundation
  import NIOConcurrencyHelpers
  import Testing

  @testable import MarketFeed

  @Suite("BithumbFeed against a local Bithumb-format server")
  struct ReplaySessionTests {
    /// The whole session: a late first snapshot, out-of-order and malformed messages, a dropped connection, a burst
    /// of 100,000 updates with the second snapshot late again; the book at the end equals the book computed
    /// offline from the same messages.
    @Test("A recorded session with a late snapshot, a drop and a burst ends on the offline book")
    func recordedSession() async throws {
      let burstCount = 100_000
      let burst = SessionFixture.burst(count: burstCount)
      var offline = OfflineBook()
      try offline.snapshot(SessionFixture.snapshot1)
      offline.messages(SessionFixture.phaseA + SessionFixture.phaseB)
      let snapshot2 = SessionFixture.restBody(offline.sync.book, milliseconds: 1_723_102_637_023)
      offline.messages(burst)
      let lastBurstMilliseconds = (1_723_102_637_030_000 + Int64(burstCount - 1) * 2) / 1_000
      let snapshot3 = SessionFixture.restBody(offline.sync.book, milliseconds: lastBurstMilliseconds)
      let expected = offline.sync.book

      let phaseASent = Gate()
      let live = Gate()
      let burstSent = Gate()
      let snapshotRequests = NIOLockedValueBox(0)
      let socket = ScriptedSocket { connection, send in
        if connection == 1 {
          SessionFixture.phaseA.forEach(send)
          phaseASent.open()
          await live.wait()
          SessionFixture.phaseB.forEach(send)
          // Let the client read phase B before the connection drops.
          try? await Task.sleep(for: .milliseconds(100))
        } else {
          burst.forEach(send)
          burstSent.open()
          try? await Task.sleep(for: .seconds(60))
        }
      }
      let rest: @Sendable (HTTPRequest) async throws -> HTTPResponse = { request in
        if request.path.hasPrefix("/public/candlestick/") {
          return .json(#"{"status":"0000","data":[[1723102560000,"80990000","81000000","81010000","80980000","1.5"]]}"#)
        }
        let number = snapshotRequests.withLockedValue {
          $0 += 1
          return $0
        }
        switch number {
        case 1:
          // Late: after the stream has sent everything before it.
          await phaseASent.wait()
          try await Task.sleep(for: .milliseconds(150))
          return .json(SessionFixture.snapshot1)
        case 2:
          await burstSent.wait()
          try await Task.sleep(for: .milliseconds(50))
          return .json(snapshot2)
        default:
          return .json(snapshot3)
        }
      }

      try await withBithumbServer(socket: socket, rest: rest) { webSocketURL, restURL in
        let feed = try BithumbFeed(
          symbols: [SessionFixture.symbol],
          configuration: Self.configuration(webSocketURL: webSocketURL, restURL: restURL))
        let total = SessionFixture.phaseA.count + SessionFixture.phaseB.count + burst.count
        let final = try await withTimeout(.seconds(120)) {
          try await feed.run { updates in
            var last: MarketFeedState?
            for await state in updates {
              last = state
              guard let market = state[SessionFixture.symbol] else { continue }
              if market.isLive, state.metrics.messagesReceived == SessionFixture.phaseA.count { live.open() }
              if market.isLive, state.metrics.messagesReceived == total { break }
            }
            return last
          }
        }
        let state = try #require(final)
        let market = try #require(state[SessionFixture.symbol])
        #expect(market.book == expected)
        #expect(market.isLive)
        #expect(state.metrics.messagesReceived == total)
        #expect(state.metrics.malformedMessages == 1)
        #expect(state.metrics.reconnects == 1)
        #expect(state.metrics.snapshotsApplied >= 2)
        #expect(state.metrics.resyncs >= 1)
        // At least the update stamped before the first snapshot and the out-of-order one after it.
        #expect(state.metrics.droppedStaleUpdates >= 2)
        #expect(market.ticker?.closePrice == Price("81001000"))
        #expect(market.lastTrade?.price == Price("80999000"))
        #expect(state.lastDecodingError != nil)
        #expect(socket.log.connections == 2)
        // Subscribed on the first connection, and again after the drop.
        #expect(socket.log.messages(connection: 1) == Self.subscribeRequests)
        #expect(socket.log.messages(connection: 2) == Self.subscribeRequests)
        // `run` returned: the socket is closed (the server saw the client go).
        try await withTimeout(.seconds(60)) {
          while !socket.log.isClosed(2) { try await Task.sleep(for: .milliseconds(10)) }
        }
      }
    }

    /// A real socket: cancelling the task that consumes the feed closes it, and `run` returns.
    @Test("Cancelling the consuming task closes the WebSocket")
    func cancellationClosesSocket() async throws {
      let socket = ScriptedSocket { _, send in
        SessionFixture.phaseA.forEach(send)
        try? await Task.sleep(for: .seconds(60))
      }
      let rest: @Sendable (HTTPRequest) async throws -> HTTPResponse = { request in
        request.path.hasPrefix("/public/candlestick/")
          ? .json(#"{"status":"0000","data":[[1723102560000,"80990000","81000000","81010000","80980000","1.5"]]}"#)
          : .json(SessionFixture.snapshot1)
      }
      try await withBithumbServer(socket: socket, rest: rest) { webSocketURL, restURL in
        let feed = try BithumbFeed(
          symbols: [SessionFixture.symbol],
          configuration: Self.configuration(webSocketURL: webSocketURL, restURL: restURL))
        let live = Gate()
        let task = Task {
          try await feed.run { updates in
            var last: MarketFeedState?
            for await state in updates {
              last = state
              if state[SessionFixture.symbol]?.isLive == true { live.open() }
            }
            return last
          }
        }
        try await withTimeout(.seconds(60)) { await live.wait() }
        task.cancel()
        let last = try await withTimeout(.seconds(60)) { try await task.value }
        #expect(last?[SessionFixture.symbol]?.isLive == true)
        #expect(socket.log.connections == 1)
        try await withTimeout(.seconds(60)) {
          while !socket.log.isClosed(1) { try await Task.sleep(for: .milliseconds(10)) }
        }
      }
    }

    static let subscribeRequests = [
      #"{"type":"ticker","symbols":["BTC_KRW"],"tickTypes":["24H"]}"#,
      #"{"type":"transaction","symbols":["BTC_KRW"]}"#,
      #"{"type":"orderbookdepth","symbols":["BTC_KRW"]}"#,
    ]

    static func configuration(webSocketURL: URL, restURL: URL) -> BithumbFeedConfiguration {
      BithumbFeedConfiguration(
        webSocketURL: webSocketURL, restBaseURL: restURL,
        reconnect: ReconnectPolicy(initialDelay: .milliseconds(20), maximumDelay: .milliseconds(100)),
        requestRetry: ReconnectPolicy(initialDelay: .milliseconds(20), maximumDelay: .milliseconds(100)),
        idleTimeout: .seconds(30), pingInterval: nil)
    }
  }
#endif
