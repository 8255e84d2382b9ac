#if LiveFeed
  import Foundation
  import NIOConcurrencyHelpers
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

    @Test("Every message arrives as a text frame of its own, byte for byte, with 7-, 16- and 64-bit length headers")
    func framesOfEveryLength() async throws {
      // 125/126 and 65,535/65,536 bytes are where the length header grows; the Korean text counts UTF-8 bytes.
      let lengths = [0, 1, 125, 126, 127, 65_535, 65_536, 70_000]
      var messages = lengths.map { String(repeating: "x", count: $0) }
      messages.append(#"{"type":"ticker","content":{"symbol":"가격_KRW"}}"#)
      var script = ReplayScript(messages: messages + messages.reversed(), closesAfterLastMessage: true)
      script.closeCode = 1000
      let received = NIOLockedValueBox<[String]>([])
      let ending = try await BithumbReplayServer.serve(script) { server in
        try await withTimeout(.seconds(60)) { () async throws -> MarketFeedError? in
          do {
            try await WebSocketClientConnector(pingInterval: nil).connect(
              to: server.webSocketURL, sending: ["{}"], onOpen: {},
              onMessage: { message in
                if case .text(let text) = message { received.withLockedValue { $0.append(text) } }
              })
            return nil
          } catch let error as MarketFeedError {
            return error
          }
        }
      }
      #expect(ending == .closedByServer(code: 1000, reason: "replay ended"))
      #expect(received.withLockedValue { $0 } == script.messages)
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
