#if LiveFeed
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// Bithumb's live market data for a few symbols, kept current: one synchronized order book per symbol, live
  /// candles built from trades, the ticker and the trades, with reconnects and resyncs handled.
  ///
  /// ```swift
  /// let feed = try BithumbFeed(symbols: ["BTC_KRW"])
  /// try await feed.run { updates in
  ///   for await state in updates {
  ///     guard let market = state["BTC_KRW"], market.isLive else { continue }
  ///     render(market.book.ladder(levels: 10), market.candles)
  ///   }
  /// }
  /// ```
  ///
  /// What ``run(isolation:_:)`` does:
  /// - connects to the WebSocket, subscribes to the configured channels for every symbol, and decodes each message
  ///   with OrderBookKit's Bithumb decoder (one pass over each message's bytes);
  /// - drives one `OrderBookSynchronizer` per symbol (timestamp policy): fetches the REST snapshot once subscribed,
  ///   buffers the stream until it arrives, applies it by timestamp, and fetches a new one whenever the
  ///   synchronizer asks (a gap, a buffer overflow, a crossed book) or the connection was lost;
  /// - records trades into the live candle of each symbol; fetches the candle history once, and after a reconnect
  ///   only the range missed while disconnected;
  /// - reconnects with exponential backoff and jitter (``ReconnectPolicy``), closes a connection that stays silent
  ///   for the idle timeout, and counts everything in ``FeedMetrics``.
  ///
  /// Structured concurrency throughout: `run` returns when its closure returns, and cancelling the task that runs
  /// it closes the socket and stops every request before `run` returns.
  public struct BithumbFeed: Sendable {
    /// The symbols followed, in the order given.
    public let symbols: [String]
    /// The endpoints, channels, timing and limits.
    public let configuration: BithumbFeedConfiguration
    private let connector: any MarketSocketConnector
    private let rest: BithumbRESTClient
    private let environment: FeedEnvironment

    /// A feed of `symbols` ("BTC_KRW"), not yet connected.
    ///
    /// - Parameters:
    ///   - symbols: Bithumb symbols; repeated ones are followed once.
    ///   - configuration: endpoints, channels, timing and limits.
    ///   - connector: the WebSocket client; ``WebSocketClientConnector`` with the configuration's ping interval
    ///     unless given.
    ///   - session: the `URLSession` of the REST requests; an ephemeral one unless given.
    ///   - environment: clocks and randomness (``FeedEnvironment/live`` unless given).
    /// - Throws: ``MarketFeedError/noSymbols`` and ``MarketFeedError/invalidSymbol(_:)``.
    public init(
      symbols: [String], configuration: BithumbFeedConfiguration = BithumbFeedConfiguration(),
      connector: (any MarketSocketConnector)? = nil, session: URLSession? = nil,
      environment: FeedEnvironment = .live
    ) throws(MarketFeedError) {
      var unique: [String] = []
      for symbol in symbols where !unique.contains(symbol) {
        guard BithumbFeedConfiguration.isValidSymbol(symbol) else { throw .invalidSymbol(symbol) }
        unique.append(symbol)
      }
      guard !unique.isEmpty else { throw .noSymbols }
      self.symbols = unique
      self.configuration = configuration
      self.connector = connector ?? WebSocketClientConnector(pingInterval: configuration.pingInterval)
      self.rest =
        session.map {
          BithumbRESTClient(baseURL: configuration.restBaseURL, timeout: configuration.requestTimeout, session: $0)
        } ?? BithumbRESTClient(baseURL: configuration.restBaseURL, timeout: configuration.requestTimeout)
      self.environment = environment
    }

    /// Connects and keeps the markets current while `body` consumes their states.
    ///
    /// `body` receives the sequence of states; when it returns, the connection is closed and `run` returns its
    /// result. Cancelling the calling task ends the sequence and closes the connection the same way.
    ///
    /// `body` runs on the caller's actor (`isolation` defaults to it), so a `@MainActor` view model can consume
    /// the states and update its own properties directly.
    ///
    /// - Throws: what `body` throws; ``MarketFeedError/invalidURL(_:)`` at once for a WebSocket URL that cannot be
    ///   connected to (no host, a port outside 1...65535, not `ws://` or `wss://`); or
    ///   ``MarketFeedError/gaveUp(attempts:lastError:)`` when the reconnect policy ran out of attempts (the sequence
    ///   ends first).
    public func run<Result>(
      isolation: isolated (any Actor)? = #isolation, _ body: (MarketFeedUpdates) async throws -> Result
    ) async throws -> Result {
      let store = FeedStore(engine: makeEngine(), uptime: environment.uptime)
      return try await withThrowingTaskGroup(of: Void.self, returning: Result.self) { group in
        group.addTask { try await supervise(store) }
        let result: Result
        do {
          result = try await body(MarketFeedUpdates(store: store))
        } catch {
          group.cancelAll()
          throw error
        }
        group.cancelAll()
        try await group.waitForAll()
        return result
      }
    }

    func makeEngine() -> FeedEngine {
      FeedEngine(
        symbols: symbols, sync: configuration.sync, candleInterval: configuration.candleInterval,
        resyncsCrossedBooks: configuration.resyncsCrossedBooks, tradeBufferLimit: configuration.tradeBufferLimit)
    }

    // MARK: Connections

    /// Connects again and again until cancelled or the reconnect policy gives up.
    private func supervise(_ store: FeedStore) async throws {
      defer { store.finish() }
      var failures = 0
      var attempt = 0
      while !Task.isCancelled {
        attempt += 1
        store.update { engine in
          if attempt > 1 { engine.metrics.reconnects += 1 }
          engine.setConnection(.connecting(attempt: attempt))
        }
        let reason: String?
        var tooLarge = false
        let began = environment.uptime()
        do {
          try await connectOnce(store)
          reason = "the server closed the connection"
        } catch is CancellationError {
          break
        } catch MarketFeedError.invalidURL(let url) {
          // Connecting again cannot help: stop at once, saying why.
          let error = MarketFeedError.invalidURL(url)
          store.update { $0.setConnection(.stopped(reason: error.description)) }
          throw error
        } catch {
          if case MarketFeedError.messageTooLarge = error { tooLarge = true }
          reason = String(describing: error)
        }
        if Task.isCancelled { break }
        let lasted = environment.uptime() - began
        if store.update({ $0.connectionEnded(reason: reason, tooLarge: tooLarge) }),
          lasted >= configuration.stableConnection
        {
          failures = 0
        }
        failures += 1
        guard configuration.reconnect.allowsAttempt(afterFailures: failures) else {
          let error = MarketFeedError.gaveUp(attempts: failures, lastError: reason ?? "")
          store.update { $0.setConnection(.stopped(reason: error.description)) }
          throw error
        }
        let delay = configuration.reconnect.delay(afterFailures: failures, random: environment.random())
        store.update {
          $0.setConnection(.waitingToReconnect(failures: failures, delay: delay, reason: reason ?? ""))
        }
        do {
          try await environment.sleep(delay)
        } catch {
          break
        }
      }
      store.update { $0.setConnection(.stopped(reason: nil)) }
    }

    /// One connection: the socket's read loop, the idle watchdog and the REST fetcher, as one task group that
    /// ends (cancelling the others) when the socket closes or the watchdog fires.
    private func connectOnce(_ store: FeedStore) async throws {
      let (requests, fetches) = AsyncStream<FetchRequest>.makeStream()
      defer { fetches.finish() }
      let subscribe = configuration.channels.subscribeMessages(symbols: symbols)
      let now = environment.now
      let uptime = environment.uptime
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          try await connector.connect(
            to: configuration.webSocketURL, sending: subscribe,
            onOpen: {
              let opened = uptime()
              let requests = store.update { engine in
                engine.noteActivity(at: opened)
                return engine.connectionOpened(now: now())
              }
              for request in requests { fetches.yield(request) }
            },
            onMessage: { message in
              let decoded = FeedEngine.decode(message)
              let received = uptime()
              var needed: [FetchRequest] = []
              store.update { engine in
                engine.noteActivity(at: received)
                engine.receive(decoded, byteCount: message.byteCount, requests: &needed)
              }
              for request in needed { fetches.yield(request) }
            })
        }
        if let idleTimeout = configuration.idleTimeout {
          group.addTask { try await watch(store, idleTimeout: idleTimeout) }
        }
        group.addTask { await fetch(requests, into: store) }
        // The first child to end (the socket closing, the watchdog firing) ends the connection.
        try await group.next()
        group.cancelAll()
      }
    }

    /// Throws ``MarketFeedError/idleTimeout(_:)`` once `idleTimeout` has passed since the last message (or the
    /// opening), measured from that message, and publishes the silence second by second until then.
    private func watch(_ store: FeedStore, idleTimeout: Duration) async throws {
      let start = environment.uptime()
      while true {
        let now = environment.uptime()
        let silent = now - (store.read { $0.lastActivity } ?? start)
        if silent >= idleTimeout {
          store.update { $0.metrics.idleTimeouts += 1 }
          throw MarketFeedError.idleTimeout(idleTimeout)
        }
        store.update { $0.noteSilence(silent) }
        try await environment.sleep(min(idleTimeout - silent, .seconds(1)))
      }
    }

    // MARK: REST

    /// Runs each request as it comes, concurrently, until the connection ends.
    private func fetch(_ requests: AsyncStream<FetchRequest>, into store: FeedStore) async {
      await withTaskGroup(of: Void.self) { group in
        for await request in requests {
          group.addTask { await perform(request, store: store) }
        }
        group.cancelAll()
      }
    }

    /// Performs one request, retrying with the request backoff until it succeeds or the connection ends.
    private func perform(_ request: FetchRequest, store: FeedStore) async {
      var failures = 0
      while !Task.isCancelled {
        do {
          switch request {
          case .snapshot(let symbol):
            let snapshot = try await rest.orderBook(symbol: symbol, depth: configuration.snapshotDepth)
            if store.update({ $0.receive(snapshot: snapshot) }) { return }
            // Not live after it (stale, invalid, or the buffer overflowed): ask again after the backoff.
            failures += 1
          case .candles(let symbol, let missing):
            let page = try await rest.candles(symbol: symbol, interval: configuration.candleInterval ?? .oneMinute)
            store.update { $0.receive(candles: page, symbol: symbol, missing: missing) }
            return
          }
        } catch {
          if Task.isCancelled { return }
          failures += 1
          let retrying = configuration.requestRetry.allowsAttempt(afterFailures: failures)
          store.update { $0.requestFailed(request, error: error, retrying: retrying) }
          if !retrying { return }
        }
        do {
          try await environment.sleep(
            configuration.requestRetry.delay(afterFailures: failures, random: environment.random()))
        } catch {
          return
        }
      }
    }
  }
#endif
