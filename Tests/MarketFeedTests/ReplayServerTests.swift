#if LiveFeed
  import Foundation
  import Testing

  @testable import MarketFeed
  @testable import MarketFeedReplay

  @Suite("BithumbReplayServer")
  struct ReplayServerTests {
    @Test("A synthetic session through the replay server ends on the offline book, with candle history")
    func syntheticSession() async throws {
      let script = ReplayScript.synthetic(symbols: ["BTC_KRW", "ETH_KRW"], count: 5_000, seed: 3)
      var books: [String: OrderBookSynchronizer] = [:]
      for symbol in ["BTC_KRW", "ETH_KRW"] {
        var sync = OrderBookSynchronizer(symbol: symbol, policy: .timestamp)
        sync.receive(try BithumbREST.orderBook(from: Data((script.orderBooks[symbol] ?? "").utf8)).event)
        books[symbol] = sync
      }
      for message in script.messages {
        for event in try BithumbWebSocket.events(from: message) {
          if let symbol = event.symbol { books[symbol]?.receive(event) }
        }
      }
      #expect(books.values.allSatisfy { $0.state == .live && !$0.book.isCrossed && $0.report.crossedBooks == 0 })

      let final = try await BithumbReplayServer.serve(script) { server in
        let feed = try BithumbFeed(
          symbols: ["BTC_KRW", "ETH_KRW"], configuration: server.feedConfiguration(), session: nil)
        return try await withTimeout(.seconds(60)) {
          try await feed.run { updates in
            var last: MarketFeedState?
            for await state in updates {
              last = state
              let ready = state.markets.values.allSatisfy { $0.isLive && ($0.candles?.count ?? 0) >= 120 }
              if ready, state.metrics.messagesReceived == script.messages.count { break }
            }
            return last
          }
        }
      }
      let state = try #require(final)
      for symbol in ["BTC_KRW", "ETH_KRW"] {
        #expect(state[symbol]?.book == books[symbol]?.book)
        #expect(state[symbol]?.ticker != nil)
      }
      #expect(state.metrics.malformedMessages == 0)
      #expect(state.metrics.resyncs == 0)
    }

    @Test("A feed that stops itself sends a close frame (1001, going away); the server does not see 1006")
    func closesCleanly() async throws {
      let script = ReplayScript.synthetic(symbols: ["BTC_KRW"], count: 200, seed: 5)
      let codes = try await BithumbReplayServer.serve(script) { server in
        let feed = try BithumbFeed(symbols: ["BTC_KRW"], configuration: server.feedConfiguration(), session: nil)
        try await withTimeout(.seconds(30)) {
          try await feed.run { updates in
            for await state in updates where state["BTC_KRW"]?.isLive == true { break }
          }
        }
        // The server learns of the close on its event loop, shortly after run returns.
        for _ in 0..<200 where server.clientCloseCodes.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        return server.clientCloseCodes
      }
      #expect(codes == [1001])
    }
  }
#endif

#if LiveFeed
  import Foundation
  import Testing

  @testable import MarketFeed
  @testable import MarketFeedReplay

  @Suite("Why a connection ended")
  struct DisconnectReasonTests {
    /// Runs a feed that gives up after the first connection ends and returns the reason it gave.
    private static func reason(closeCode: Int?) async throws -> String? {
      var script = ReplayScript.synthetic(symbols: ["BTC_KRW"], count: 20, seed: 9)
      script.closesAfterLastMessage = true
      script.closeCode = closeCode
      return try await BithumbReplayServer.serve(script) { server in
        var configuration = server.feedConfiguration()
        configuration.reconnect = ReconnectPolicy(maximumAttempts: 1)
        configuration.pingInterval = nil
        let feed = try BithumbFeed(symbols: ["BTC_KRW"], configuration: configuration, session: nil)
        do {
          try await withTimeout(.seconds(30)) {
            try await feed.run { updates in for await _ in updates {} }
          }
          return nil
        } catch let MarketFeedError.gaveUp(_, lastError) {
          return lastError
        }
      }
    }

    @Test("A server's close frame is reported with its code and reason")
    func serverClose() async throws {
      #expect(
        try await Self.reason(closeCode: 1011) == "the server closed the connection with code 1011 (replay ended)")
    }

    @Test("A connection that drops without a close frame is reported as lost")
    func connectionLost() async throws {
      let reason = try await Self.reason(closeCode: nil)
      #expect(reason == MarketFeedError.connectionLost.description)
    }
  }
#endif
