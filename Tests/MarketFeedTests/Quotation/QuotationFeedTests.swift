#if LiveFeed
  import Foundation
  import NIOConcurrencyHelpers
  import Testing

  @testable import MarketFeed
  @testable import MarketFeedReplay

  /// The API 2.0 feed against the API 2.0 replay server, over real sockets on 127.0.0.1, with time on fake clocks.
  @Suite("Quotation feed against the API 2.0 replay server")
  struct QuotationFeedTests {
    static let codes = ["KRW-BTC", "KRW-ETH", "KRW-XRP", "KRW-ADA", "KRW-SOL", "KRW-DOGE"]

    static func feed(
      _ server: QuotationReplayServer, environment: FeedEnvironment, format: QuotationFormat = .default,
      open: String? = "KRW-BTC", keepalive: Duration? = nil, keepaliveMessage: QuotationOutgoing = .text("PING"),
      maximumAttempts: Int? = 5
    ) throws -> QuotationFeed {
      let configuration = server.feedConfiguration(
        QuotationFeedConfiguration(
          format: format, keepaliveInterval: keepalive, keepaliveMessage: keepaliveMessage, idleTimeout: nil,
          reconnect: ReconnectPolicy(
            initialDelay: .seconds(1), maximumDelay: .seconds(8), maximumAttempts: maximumAttempts),
          rateLimitedReconnect: ReconnectPolicy(
            initialDelay: .seconds(5), maximumDelay: .seconds(120), maximumAttempts: maximumAttempts),
          ticket: "test-ticket"))
      return try QuotationFeed(
        boardCodes: try codes.map { try MarketCode($0) }, openMarket: try open.map { try MarketCode($0) },
        configuration: configuration, environment: environment)
    }

    /// Moves `clock` on once the feed sleeps on it (the keepalive loop waiting for its interval).
    static func advance(_ clock: ManualClock, by duration: Duration) async {
      while clock.sleeping == 0 { try? await Task.sleep(for: .milliseconds(1)) }
      clock.advance(by: duration)
    }

    /// Runs `feed` until a state satisfies `done`, and returns that state; fails after 60 s of real time (a watchdog
    /// against a hang, generous for a loaded CI machine).
    static func follow(
      _ feed: QuotationFeed, during: (@Sendable (QuotationFeedSession, QuotationFeedState) -> Void)? = nil,
      until done: @escaping @Sendable (QuotationFeedState) -> Bool
    ) async throws -> QuotationFeedState? {
      try await withTimeout(.seconds(60)) {
        try await feed.run { session in
          for await state in session.updates {
            during?(session, state)
            if done(state) { return state }
          }
          return nil
        }
      }
    }

    @Test(
      "Snapshot then realtime, binary frames: board tickers, the open book replaced, trades in candles and rows",
      arguments: [QuotationFormat.default, .simple])
    func snapshotThenRealtime(format: QuotationFormat) async throws {
      let script = QuotationReplayScript(realtimeMessages: 30)
      try await QuotationReplayServer.serve(script) { server in
        let feed = try Self.feed(server, environment: RecordingEnvironment().environment, format: format)
        // Snapshots: a ticker per market, a book and a trade; then 30 realtime frames.
        let expected = Self.codes.count + 2 + 30
        let aggregate = NIOLockedValueBox((tickers: Set<String>(), changed: 0))
        let state = try await Self.follow(
          feed,
          during: { _, state in
            aggregate.withLockedValue {
              $0.tickers.formUnion(state.changedTickers.map(\.code.rawValue))
              $0.changed += state.changedTickers.count
            }
          },
          until: { $0.metrics.messagesReceived >= expected })
        let last = try #require(state)
        #expect(last.metrics.messagesReceived == expected)
        #expect(last.metrics.binaryMessages == expected)
        #expect(last.metrics.malformedMessages == 0, "\(last.lastDecodingError ?? "")")
        #expect(last.metrics.tickers == Self.codes.count + 10)
        #expect(last.metrics.orderBooks == 11)
        #expect(last.metrics.trades == 11)
        #expect(last.tickers.count == Self.codes.count)
        #expect(aggregate.withLockedValue { $0.tickers } == Set(Self.codes))
        let book = try #require(last.book)
        #expect(book.bids.count + book.asks.count > 20, "a whole 15-level book, zero-size levels dropped")
        #expect(book.bestBid.map { $0.price } ?? .zero < book.bestAsk.map { $0.price } ?? .zero)
        #expect(last.recentTrades.trades.count == 11)
        #expect(last.recentTrades.trades.allSatisfy { $0.id.count == 18 })
        #expect((last.candles?.count ?? 0) >= 1)
        #expect(last.lastTrade?.symbol == "KRW-BTC")
        #expect(server.connectionCount == 1)
        #expect(server.messages(connection: 0) == [feed.subscription(openMarket: try MarketCode("KRW-BTC")).json])
      }
    }

    @Test("Text frames are read as well as binary ones")
    func textFrames() async throws {
      let script = QuotationReplayScript(realtimeMessages: 6, binaryFrames: false)
      try await QuotationReplayServer.serve(script) { server in
        let feed = try Self.feed(server, environment: RecordingEnvironment().environment)
        let state = try await Self.follow(feed) { $0.metrics.messagesReceived >= Self.codes.count + 8 }
        #expect(state?.metrics.binaryMessages == 0)
        #expect(state?.metrics.malformedMessages == 0)
        #expect(state?.book != nil)
      }
    }

    @Test("Keepalive: PING on the injected clock's interval, {\"status\":\"UP\"} dropped and counted")
    func keepalive() async throws {
      try await QuotationReplayServer.serve(QuotationReplayScript(realtimeMessages: 0)) { server in
        let clock = ManualClock()
        let feed = try Self.feed(server, environment: clock.environment, keepalive: .seconds(30))
        let ticked = NIOLockedValueBox(0)
        let state = try await Self.follow(
          feed,
          during: { _, state in
            // Once subscribed, and each time the previous PING was answered, move time on by the interval.
            let advance = ticked.withLockedValue { ticked in
              guard ticked < 3, ticked == state.metrics.statusFrames,
                state.metrics.messagesReceived >= Self.codes.count + 2
              else { return false }
              ticked += 1
              return true
            }
            if advance { Task { await Self.advance(clock, by: .seconds(30)) } }
          },
          until: { $0.metrics.statusFrames >= 3 })
        let last = try #require(state)
        #expect(last.metrics.keepalivesSent == 3)
        #expect(last.metrics.statusFrames == 3)
        #expect(last.tickers.count == Self.codes.count, "status frames change no market")
        #expect(server.messages(connection: 0).filter { $0 == "PING" }.count == 3)
        #expect(clock.now == .seconds(90))
      }
    }

    @Test("Keepalive as WebSocket ping frames")
    func pingFrames() async throws {
      try await QuotationReplayServer.serve(QuotationReplayScript(realtimeMessages: 0)) { server in
        let clock = ManualClock()
        let feed = try Self.feed(
          server, environment: clock.environment, keepalive: .seconds(30), keepaliveMessage: .ping)
        let once = NIOLockedValueBox(false)
        _ = try await Self.follow(
          feed,
          during: { _, state in
            guard state.metrics.messagesReceived >= Self.codes.count + 2 else { return }
            guard
              once.withLockedValue({ ticked in
                defer { ticked = true }
                return !ticked
              })
            else { return }
            Task { await Self.advance(clock, by: .seconds(30)) }
          },
          until: { $0.metrics.keepalivesSent == 1 })
        try await withTimeout(.seconds(30)) {
          while server.pingFrames == 0 { try await Task.sleep(for: .milliseconds(2)) }
        }
        #expect(server.pingFrames == 1)
      }
    }

    @Test("A connection silent for the idle timeout, on the injected clock, is closed and replaced")
    func idleTimeout() async throws {
      try await QuotationReplayServer.serve(QuotationReplayScript(realtimeMessages: 0)) { server in
        let clock = ManualClock()
        var configuration = server.feedConfiguration(
          QuotationFeedConfiguration(keepaliveInterval: nil, idleTimeout: .seconds(60), ticket: "idle"))
        configuration.reconnect = ReconnectPolicy(initialDelay: .seconds(1), jitter: 0)
        let feed = try QuotationFeed(
          boardCodes: [try MarketCode("KRW-BTC")], configuration: configuration, environment: clock.environment)
        let once = NIOLockedValueBox(false)
        let state = try await Self.follow(
          feed,
          during: { _, state in
            guard state.metrics.messagesReceived >= 1 else { return }
            guard
              once.withLockedValue({ done in
                defer { done = true }
                return !done
              })
            else { return }
            Task { await Self.advance(clock, by: .seconds(60)) }
          },
          until: { $0.metrics.idleTimeouts == 1 })
        #expect(state?.metrics.idleTimeouts == 1)
        #expect(clock.now == .seconds(60))
      }
    }

    @Test("Stopping waits for the server's close frame: a server answering after 300 ms still finds the client")
    func closingHandshake() async throws {
      let script = QuotationReplayScript(realtimeMessages: 5, connections: [.answerCloseAfter(.milliseconds(300))])
      try await QuotationReplayServer.serve(script) { server in
        let feed = try Self.feed(server, environment: RecordingEnvironment().environment)
        let state = try await Self.follow(feed) { $0.metrics.messagesReceived >= Self.codes.count + 2 + 5 }
        #expect(state != nil)
        // `follow` returned once the feed's run ended, after the closing handshake.
        #expect(server.closeHandshakes == 1, "the client waited for the server's close frame")
        #expect(server.abortedCloses == 0, "no socket closed under the server's answer")
      }
    }

    @Test("A message over the size limit closes with 1009, is said as such, counts as malformed, and is recovered")
    func oversizedMessage() async throws {
      let script = QuotationReplayScript(realtimeMessages: 5, connections: [.oversizedFrame(bytes: 16 << 20)])
      try await QuotationReplayServer.serve(script) { server in
        let feed = try Self.feed(server, environment: RecordingEnvironment().environment)
        let errors = NIOLockedValueBox<[QuotationFeedError]>([])
        let state = try await Self.follow(
          feed,
          during: { _, state in
            if let error = state.lastError { errors.withLockedValue { if $0.last != error { $0.append(error) } } }
          },
          until: { $0.metrics.reconnects == 1 && $0.metrics.messagesReceived >= Self.codes.count + 2 + 5 })
        let last = try #require(state)
        #expect(errors.withLockedValue { $0 }.first == .connection(.messageTooLarge(limit: 1 << 20)))
        #expect(last.metrics.malformedMessages == 1)
        #expect(server.connectionCount == 2)
      }
    }

    @Test("The connector reports an oversized message as messageTooLarge, not as a lost connection")
    func oversizedMessageConnector() async throws {
      let script = QuotationReplayScript(connections: [.oversizedFrame(bytes: 100_000)])
      try await QuotationReplayServer.serve(script) { server in
        let (outgoing, sender) = AsyncStream<QuotationOutgoing>.makeStream()
        sender.yield(.text(#"[{"ticket":"t"},{"type":"ticker","codes":["KRW-BTC"]}]"#))
        await #expect(throws: MarketFeedError.messageTooLarge(limit: 65_536)) {
          try await withTimeout(.seconds(30)) {
            try await QuotationWebSocketConnector(maximumMessageSize: 65_536).connect(
              to: server.webSocketURL, outgoing: outgoing, onOpen: {}, onMessage: { _ in })
          }
        }
      }
    }

    @Test("A dropped connection is replaced after the backoff, subscribing again")
    func reconnectAfterDrop() async throws {
      let script = QuotationReplayScript(realtimeMessages: 12, connections: [.drop(afterMessages: 10)])
      try await QuotationReplayServer.serve(script) { server in
        let recorder = RecordingEnvironment()
        let feed = try Self.feed(server, environment: recorder.environment)
        let state = try await Self.follow(feed) {
          $0.metrics.reconnects == 1 && $0.metrics.messagesReceived >= 10 + Self.codes.count + 2 + 12
        }
        let last = try #require(state)
        #expect(last.connection == .connected)
        #expect(last.lastError == nil, "cleared once data flows again")
        #expect(server.connectionCount == 2)
        #expect(server.messages(connection: 1) == server.messages(connection: 0))
        // A connection that delivered resets the backoff: the first delay, 1 s.
        #expect(recorder.sleeps.withLockedValue { $0 } == [.seconds(1)])
      }
    }

    @Test(
      "Each documented error frame stops the feed with its typed error, without reconnecting",
      arguments: QuotationFixtures.errorFrames.map { [$0.name, $0.message] })
    func fatalErrorFrame(frame: [String]) async throws {
      let script = QuotationReplayScript(connections: [.errorFrame(name: frame[0], message: frame[1])])
      try await QuotationReplayServer.serve(script) { server in
        let feed = try Self.feed(server, environment: RecordingEnvironment().environment)
        let expected = QuotationFeedError.server(QuotationServerError(name: frame[0], message: frame[1]))
        let seen = NIOLockedValueBox<QuotationFeedState?>(nil)
        await #expect(throws: expected) {
          try await withTimeout(.seconds(60)) {
            try await feed.run { session in
              for await state in session.updates { seen.withLockedValue { $0 = state } }
            }
          }
        }
        let last = try #require(seen.withLockedValue { $0 })
        #expect(last.lastError == expected)
        #expect(last.connection == .stopped(reason: expected.description))
        #expect(last.metrics.errorFrames == 1)
        #expect(server.connectionCount == 1)
      }
    }

    @Test("An unknown error frame is reported and the connection kept")
    func unknownErrorFrame() async throws {
      let script = QuotationReplayScript(connections: [.errorFrame(name: "SERVER_BUSY", message: "잠시 후")])
      try await QuotationReplayServer.serve(script) { server in
        let feed = try Self.feed(server, environment: RecordingEnvironment().environment)
        let state = try await Self.follow(feed) { $0.metrics.errorFrames == 1 }
        #expect(state?.lastError == .server(.unknown(name: "SERVER_BUSY", message: "잠시 후")))
        #expect(state?.connection == .connected)
        #expect(server.connectionCount == 1)
      }
    }

    @Test(
      "The replay server answers bad requests with the documented error frames",
      arguments: [
        (#"{"ticket":"t"}"#, "WRONG_FORMAT"),
        (#"[{"type":"ticker","codes":["KRW-BTC"]}]"#, "NO_TICKET"),
        (#"[{"ticket":"t"},{"codes":["KRW-BTC"]}]"#, "NO_TYPE"),
        (#"[{"ticket":"t"},{"type":"ticker"}]"#, "NO_CODES"),
        (#"[{"ticket":"t"},{"type":"ticker","codes":[]}]"#, "INVALID_PARAM"),
        (#"[{"ticket":"t"},{"type":"ticker","codes":["KRW-BTC"]},{"format":"JSON_LIST"}]"#, "INVALID_PARAM"),
      ])
    func serverValidation(request: String, name: String) async throws {
      try await QuotationReplayServer.serve(QuotationReplayScript()) { server in
        let (outgoing, sender) = AsyncStream<QuotationOutgoing>.makeStream()
        sender.yield(.text(request))
        let first = NIOLockedValueBox<SocketMessage?>(nil)
        let task = Task {
          try await QuotationWebSocketConnector().connect(
            to: server.webSocketURL, outgoing: outgoing, onOpen: {},
            onMessage: { message in first.withLockedValue { $0 = $0 ?? message } })
        }
        try await withTimeout(.seconds(30)) {
          while first.withLockedValue({ $0 }) == nil { try await Task.sleep(for: .milliseconds(2)) }
        }
        task.cancel()
        _ = await task.result
        let message = try #require(first.withLockedValue { $0 })
        guard case .error(let error) = QuotationInbound.decode(message, dialect: .bithumb) else {
          Issue.record("not an error frame: \(message)")
          return
        }
        #expect(error.name == name)
      }
    }

    @Test("HTTP 429 on the upgrade is answered with the longer rate-limit backoff")
    func rateLimitedUpgrade() async throws {
      let script = QuotationReplayScript(
        realtimeMessages: 0, connections: [.reject(status: 429), .reject(status: 429)])
      try await QuotationReplayServer.serve(script) { server in
        let recorder = RecordingEnvironment()
        let feed = try Self.feed(server, environment: recorder.environment)
        let errors = NIOLockedValueBox<[QuotationFeedError]>([])
        let state = try await Self.follow(
          feed, during: { _, state in if let error = state.lastError { errors.withLockedValue { $0.append(error) } } },
          until: { $0.tickers.count == Self.codes.count })
        #expect(state?.metrics.rateLimitedUpgrades == 2)
        #expect(server.connectionCount == 3)
        // 5 s, then 10 s: the rate-limit policy, not the 1 s reconnect policy.
        #expect(recorder.sleeps.withLockedValue { $0 } == [.seconds(5), .seconds(10)])
        #expect(errors.withLockedValue { $0 }.contains { $0.isRateLimited })
      }
    }

    @Test("Reconnecting never exceeds the venue's connections per second, on the injected clock")
    func connectionRate() async throws {
      // Twelve connections that drop at once: the reconnect backoff (10 ms, started over after every connection
      // that delivered, with `stableConnection` zero) alone would make them all in 0.1 s.
      let script = QuotationReplayScript(
        realtimeMessages: 0, connections: Array(repeating: .drop(afterMessages: 1), count: 12))
      try await QuotationReplayServer.serve(script) { server in
        let recorder = RecordingEnvironment()
        let configuration = server.feedConfiguration(
          QuotationFeedConfiguration(
            keepaliveInterval: nil, idleTimeout: nil,
            reconnect: ReconnectPolicy(initialDelay: .milliseconds(10), jitter: 0), stableConnection: .zero))
        let feed = try QuotationFeed(
          boardCodes: [try MarketCode("KRW-BTC")], configuration: configuration, environment: recorder.environment)
        let state = try await Self.follow(feed) { $0.metrics.reconnects >= 12 && $0.connection == .connected }
        #expect(state?.metrics.connectionRateWaits == 1)
        #expect(server.connectionCount == 13)
        // Ten attempts 10 ms apart, then a wait for the first to be a second old: 10 × 10 ms + 910 ms... in total
        // more than a second of the fake clock passed before the eleventh connection.
        #expect(recorder.clock.withLockedValue { $0 } >= .seconds(1))
      }
    }

    @Test("Opening another market re-subscribes on the same socket; its book and trades replace the old one's")
    func resubscribe() async throws {
      let script = QuotationReplayScript(realtimeMessages: 400, messageInterval: .milliseconds(2))
      try await QuotationReplayServer.serve(script) { server in
        let feed = try Self.feed(server, environment: RecordingEnvironment().environment)
        let eth = try MarketCode("KRW-ETH")
        let state = try await Self.follow(
          feed,
          during: { session, state in
            if state.openMarket?.rawValue == "KRW-BTC", state.book != nil { session.open(eth) }
          },
          until: { $0.openMarket == eth && $0.book != nil && $0.lastTrade != nil })
        let last = try #require(state)
        #expect(last.lastTrade?.symbol == "KRW-ETH")
        #expect(last.recentTrades.trades.allSatisfy { $0.price < Price("10000000") ?? .zero })
        #expect(last.metrics.resubscriptions == 1)
        #expect(server.connectionCount == 1)
        let requests = server.messages(connection: 0)
        #expect(
          requests == [
            feed.subscription(openMarket: try MarketCode("KRW-BTC")).json, feed.subscription(openMarket: eth).json,
          ])
      }
    }
  }
#endif
