#if LiveFeed
  import Foundation

  /// The market board and one open market, live, from Bithumb's API 2.0 or Upbit: one WebSocket subscribed to the
  /// ticker of every board market, and to the order book and trades of the market the app has open.
  ///
  /// ```swift
  /// let feed = try QuotationFeed(boardCodes: codes, openMarket: try MarketCode("KRW-BTC"))
  /// try await feed.run { session in
  ///   for await state in session.updates {
  ///     for ticker in state.changedTickers { board.apply(ticker) }
  ///     render(board, state.book, state.recentTrades.rows())
  ///   }
  /// }
  /// ```
  ///
  /// What ``run(isolation:_:)`` does:
  /// - connects (never faster than the venue's connection limit: ``ConnectionRateLimiter``), sends one
  ///   ``QuotationSubscription``, and decodes each frame, binary (UTF-8 JSON, as the venues send) or text, with
  ///   MarketBoardKit's ticker decoder and OrderBookKit's book and trade decoder;
  /// - replaces the open market's book with every `orderbook` message (each is a whole top-N book), records trades
  ///   into live candles and the recent-trades rows, and hands over changed tickers for a `MarketBoard`;
  /// - sends a keepalive (`PING`) on an interval, since the venues close a connection idle for ~120 s, and drops
  ///   the `{"status":"UP"}` answers (counted);
  /// - surfaces error frames as ``QuotationServerError``: the documented ones stop the feed (a refused request would
  ///   be refused again), an unknown one is reported and the connection kept;
  /// - reconnects with ``QuotationFeedConfiguration/reconnect``, and after an upgrade refused with HTTP 429 with the
  ///   longer ``QuotationFeedConfiguration/rateLimitedReconnect``.
  ///
  /// Time goes through the injected ``FeedEnvironment``: tests run the keepalive and the backoffs on a fake clock.
  public struct QuotationFeed: Sendable {
    /// The board's markets subscribed to (those of the configuration's quote currency, in the order given).
    public let boardCodes: [MarketCode]
    /// The market open when the feed starts.
    public let openMarket: MarketCode?
    /// The venue, format, keepalive, reconnects and limits.
    public let configuration: QuotationFeedConfiguration
    private let connector: any QuotationSocketConnector
    private let environment: FeedEnvironment

    /// A feed of the `boardCodes` quoted in the configuration's currency (others are left out; repeats followed
    /// once), with `openMarket`'s book and trades.
    ///
    /// - Throws: ``QuotationFeedError/noMarkets(quote:)`` when no code is in the quote currency.
    public init(
      boardCodes: [MarketCode], openMarket: MarketCode? = nil,
      configuration: QuotationFeedConfiguration = QuotationFeedConfiguration(),
      connector: (any QuotationSocketConnector)? = nil, environment: FeedEnvironment = .live
    ) throws(QuotationFeedError) {
      var seen = Set<MarketCode>()
      let codes = boardCodes.filter { $0.quote == configuration.quote && seen.insert($0).inserted }
      guard !codes.isEmpty else { throw .noMarkets(quote: configuration.quote) }
      self.boardCodes = codes
      self.openMarket = openMarket
      self.configuration = configuration
      self.connector = connector ?? QuotationWebSocketConnector()
      self.environment = environment
    }

    /// The subscription request for `openMarket`.
    public func subscription(openMarket: MarketCode?) -> QuotationSubscription {
      QuotationSubscription(
        ticket: configuration.ticket, boardCodes: boardCodes, openMarket: openMarket,
        orderBookDepth: configuration.orderBookDepth, format: configuration.format)
    }

    /// Connects and keeps the board and the open market current while `body` consumes the states.
    ///
    /// When `body` returns, the connection is closed and `run` returns its result; cancelling the calling task does
    /// the same. `body` runs on the caller's actor.
    ///
    /// - Throws: what `body` throws; ``QuotationFeedError/server(_:)`` after a fatal error frame,
    ///   ``QuotationFeedError/connection(_:)`` with ``MarketFeedError/invalidURL(_:)`` at once for a venue URL that
    ///   cannot be connected to (no host, a port outside 1...65535, not `ws://` or `wss://`), and
    ///   ``QuotationFeedError/gaveUp(attempts:lastError:)`` when the reconnect policy ran out (the sequence ends
    ///   first, with the error in ``QuotationFeedState/lastError``).
    public func run<Result>(
      isolation: isolated (any Actor)? = #isolation, _ body: (QuotationFeedSession) async throws -> Result
    ) async throws -> Result {
      let engine = QuotationFeedEngine(
        boardCodes: boardCodes, openMarket: openMarket, candleInterval: configuration.candleInterval,
        candleTimeZone: configuration.venue.dialect.sessionTimeZone,
        recentTradesCapacity: configuration.recentTradesCapacity)
      let feed = self
      let store = QuotationFeedStore(engine: engine) { feed.subscription(openMarket: $0).json }
      return try await withThrowingTaskGroup(of: Void.self, returning: Result.self) { group in
        group.addTask { try await supervise(store) }
        let result: Result
        do {
          result = try await body(QuotationFeedSession(store: store))
        } catch {
          group.cancelAll()
          throw error
        }
        group.cancelAll()
        try await group.waitForAll()
        return result
      }
    }

    // MARK: Connections

    /// Connects again and again until cancelled, stopped by a fatal error frame, or given up.
    private func supervise(_ store: QuotationFeedStore) async throws {
      defer { store.finish() }
      var limiter = ConnectionRateLimiter(limit: configuration.venue.connectionsPerSecond)
      var failures = 0
      var attempt = 0
      while !Task.isCancelled {
        let wait = limiter.delay(at: environment.uptime())
        if wait > .zero {
          store.update { $0.count(\.connectionRateWaits) }
          do { try await environment.sleep(wait) } catch { break }
        }
        limiter.record(at: environment.uptime())
        attempt += 1
        store.update { engine in
          if attempt > 1 { engine.count(\.reconnects) }
          engine.setConnection(.connecting(attempt: attempt))
        }
        let failure: QuotationFeedError
        let began = environment.uptime()
        do {
          try await connectOnce(store)
          failure = .connection(.connectionLost)
        } catch is CancellationError {
          break
        } catch let error as QuotationFeedError {
          failure = error
        } catch let error as MarketFeedError {
          failure = .connection(error)
        } catch {
          failure = .connection(.connectionFailed(String(describing: error)))
        }
        if Task.isCancelled { break }
        if failure.isFatal {
          store.update { engine in
            _ = engine.connectionEnded(failure)
            engine.setConnection(.stopped(reason: failure.description))
          }
          throw failure
        }
        let lasted = environment.uptime() - began
        if store.update({ $0.connectionEnded(failure) }), lasted >= configuration.stableConnection { failures = 0 }
        failures += 1
        let policy: ReconnectPolicy
        if failure.isRateLimited {
          store.update { $0.count(\.rateLimitedUpgrades) }
          policy = configuration.rateLimitedReconnect
        } else {
          policy = configuration.reconnect
        }
        guard policy.allowsAttempt(afterFailures: failures) else {
          let error = QuotationFeedError.gaveUp(attempts: failures, lastError: failure.description)
          store.update { $0.setConnection(.stopped(reason: error.description)) }
          throw error
        }
        let delay = policy.delay(afterFailures: failures, random: environment.random())
        store.update {
          $0.setConnection(.waitingToReconnect(failures: failures, delay: delay, reason: failure.description))
        }
        do { try await environment.sleep(delay) } catch { break }
      }
      store.update { $0.setConnection(.stopped(reason: nil)) }
    }

    /// One connection: the socket, the keepalive and the idle watchdog as one task group that ends (cancelling the
    /// others) when the socket closes, the watchdog fires or a fatal error frame arrives.
    private func connectOnce(_ store: QuotationFeedStore) async throws {
      let (outgoing, sender) = AsyncStream<QuotationOutgoing>.makeStream()
      let (fatalErrors, fatal) = AsyncStream<QuotationServerError>.makeStream()
      defer {
        store.detach()
        sender.finish()
        fatal.finish()
      }
      let uptime = environment.uptime
      let dialect = configuration.venue.dialect
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          try await connector.connect(
            to: configuration.venue.webSocketURL, outgoing: outgoing,
            onOpen: {
              store.update { $0.connectionOpened(at: uptime()) }
              store.attach(sender)
            },
            onMessage: { message in
              let decoded = QuotationInbound.decode(message, dialect: dialect)
              let isBinary = if case .binary = message { true } else { false }
              let received = uptime()
              if let error = store.update({
                $0.receive(decoded, byteCount: message.byteCount, isBinary: isBinary, at: received)
              }) {
                fatal.yield(error)
              }
            })
        }
        group.addTask {
          for await error in fatalErrors { throw QuotationFeedError.server(error) }
        }
        if let interval = configuration.keepaliveInterval {
          let message = configuration.keepaliveMessage
          group.addTask {
            while true {
              try await environment.sleep(interval)
              if store.send(message) { store.update { $0.count(\.keepalivesSent) } }
            }
          }
        }
        if let idleTimeout = configuration.idleTimeout {
          group.addTask { try await watch(store, idleTimeout: idleTimeout) }
        }
        try await group.next()
        group.cancelAll()
      }
    }

    /// Throws ``MarketFeedError/idleTimeout(_:)`` once `idleTimeout` has passed since the last message (or the
    /// opening).
    private func watch(_ store: QuotationFeedStore, idleTimeout: Duration) async throws {
      let start = environment.uptime()
      while true {
        let silent = environment.uptime() - (store.read { $0.lastActivity } ?? start)
        if silent >= idleTimeout {
          store.update { $0.count(\.idleTimeouts) }
          throw MarketFeedError.idleTimeout(idleTimeout)
        }
        try await environment.sleep(idleTimeout - silent)
      }
    }
  }
#endif
