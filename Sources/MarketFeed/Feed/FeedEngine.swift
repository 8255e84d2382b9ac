#if LiveFeed
  import Foundation

  /// Something the feed must fetch for the engine.
  enum FetchRequest: Sendable, Hashable {
    /// The REST order book of a symbol.
    case snapshot(String)
    /// Candle history of a symbol: everything (`nil`), or only the range missed while disconnected.
    case candles(String, missing: Range<Date>?)
  }

  /// The feed's state and every rule about it, with no I/O: decoded messages, snapshots and candle pages go in;
  /// books, candles, metrics, and what to fetch next come out. ``BithumbFeed`` wraps it in a lock and does the
  /// networking; tests and benchmarks drive it directly.
  struct FeedEngine: Sendable {
    let resyncsCrossedBooks: Bool
    let tradeBufferLimit: Int
    private(set) var markets: [String: MarketState] = [:]
    var metrics = FeedMetrics()
    var connection = FeedConnectionState.connecting(attempt: 1)
    private(set) var lastStatus: FeedStatus?
    private(set) var lastDecodingError: FeedDecodingError?
    var lastError: String?
    /// Bumped by every change; a consumer is handed a new state when it differs from the one it saw.
    private(set) var version: UInt64 = 0
    /// Messages received on the current connection.
    private(set) var messagesOnConnection = 0
    /// When the current connection last showed it carries data (opened, or a message arrived), on the feed's
    /// uptime clock; `nil` while not connected.
    private(set) var lastActivity: Duration?
    /// Whole seconds without a message on an open connection, as last measured by the idle watchdog.
    private(set) var silence: Duration = .zero
    private var trades = HeadIndexQueue<SymbolTrade>()

    init(
      symbols: [String], sync: SyncOptions, candleInterval: CandleInterval?, resyncsCrossedBooks: Bool,
      tradeBufferLimit: Int
    ) {
      self.resyncsCrossedBooks = resyncsCrossedBooks
      self.tradeBufferLimit = max(0, tradeBufferLimit)
      for symbol in symbols {
        markets[symbol] = MarketState(symbol: symbol, sync: sync, candleInterval: candleInterval)
      }
    }

    // MARK: Messages

    /// Decodes one WebSocket message (outside any lock: decoding is the expensive part).
    static func decode(_ message: SocketMessage) -> Result<[MarketEvent], FeedDecodingError> {
      do {
        switch message {
        case .text(let text): return .success(try BithumbWebSocket.events(from: text))
        case .binary(let data): return .success(try BithumbWebSocket.events(from: data))
        }
      } catch {
        return .failure(error)
      }
    }

    /// Takes one decoded message of `byteCount` bytes; appends to `requests` what must be fetched because of it.
    mutating func receive(
      _ decoded: Result<[MarketEvent], FeedDecodingError>, byteCount: Int, requests: inout [FetchRequest]
    ) {
      metrics.messagesReceived += 1
      metrics.bytesReceived += byteCount
      messagesOnConnection += 1
      version &+= 1
      switch decoded {
      case .success(let events):
        for event in events { receive(event, requests: &requests) }
        // Data after a failure (an exchange status, a dropped connection) clears it once every book is live again.
        if events.contains(where: \.isData) { clearErrorIfRecovered() }
      case .failure(let error):
        metrics.malformedMessages += 1
        lastDecodingError = error
      }
    }

    private mutating func receive(_ event: MarketEvent, requests: inout [FetchRequest]) {
      switch event {
      case .status(let status):
        lastStatus = status
        if !status.isSuccess { lastError = "exchange status \(status)" }
        return
      // The per-message cases look the market up once and change it in place (`updateMarket(at:_:)`): the
      // optional-chained `markets[symbol]?` form moves the whole market out of the dictionary and back on every
      // access, which cost more than the synchronizer itself.
      case .ticker(let ticker):
        guard let index = markets.index(forKey: ticker.symbol) else { return ignore() }
        updateMarket(at: index) { market in
          market.ticker = ticker
          market.version &+= 1
        }
      case .update(let update, let symbol):
        guard let index = markets.index(forKey: symbol) else { return ignore() }
        let outcome = updateMarket(at: index) { market in
          let outcome = market.synchronizer.receive(event)
          market.version &+= 1
          if let time = update.time, market.newestUpdateTime.map({ $0 < time }) ?? true {
            market.newestUpdateTime = time
          }
          return outcome
        }
        handle(outcome, symbol: symbol, requests: &requests)
      case .snapshot(_, let symbol):
        guard let outcome = markets[symbol]?.synchronizer.receive(event) else { return ignore() }
        markets[symbol]?.version &+= 1
        handle(outcome, symbol: symbol, requests: &requests)
      case .trade(let trade, let symbol):
        guard let index = markets.index(forKey: symbol) else { return ignore() }
        let outcome = updateMarket(at: index) { market in
          let outcome = market.synchronizer.receive(trade)
          market.record(trade)
          return outcome
        }
        appendTrade(SymbolTrade(symbol: symbol, trade: trade))
        handle(outcome, symbol: symbol, requests: &requests)
      }
    }

    /// Runs `body` on the market at `index` in place: no copy of the market, no second lookup.
    private mutating func updateMarket<Result>(
      at index: Dictionary<String, MarketState>.Index, _ body: (inout MarketState) -> Result
    ) -> Result {
      body(&markets.values[index])
    }

    private mutating func ignore() {
      metrics.ignoredEvents += 1
    }

    /// Asks for a snapshot when the synchronizer stopped trusting its book (or it crossed, if so configured).
    private mutating func handle(_ outcome: SyncOutcome, symbol: String, requests: inout [FetchRequest]) {
      switch outcome {
      case .needsSnapshot(let problem):
        if case .bufferOverflow = problem, let newest = markets[symbol]?.newestUpdateTime {
          markets[symbol]?.snapshotFloor = newest
        }
        markets[symbol]?.resyncs += 1
        metrics.resyncs += 1
        requestSnapshot(symbol, requests: &requests)
      case .applied(isCrossed: true):
        // A crossed snapshot is taken as it is: asking again at once could loop on the exchange's answer.
        guard resyncsCrossedBooks else { return }
        markets[symbol]?.synchronizer.requestSnapshot()
        markets[symbol]?.resyncs += 1
        metrics.resyncs += 1
        requestSnapshot(symbol, requests: &requests)
      default:
        break
      }
    }

    private mutating func requestSnapshot(_ symbol: String, requests: inout [FetchRequest]) {
      guard let market = markets[symbol], !market.snapshotRequested else { return }
      markets[symbol]?.snapshotRequested = true
      requests.append(.snapshot(symbol))
    }

    private mutating func appendTrade(_ trade: SymbolTrade) {
      guard tradeBufferLimit > 0 else {
        metrics.droppedTrades += 1
        return
      }
      trades.append(trade)
      if trades.count > tradeBufferLimit {
        _ = trades.popFirst()
        metrics.droppedTrades += 1
      }
    }

    // MARK: Snapshots and candles

    /// Applies a fetched REST snapshot and returns whether the book is live. When it is not (the snapshot was
    /// stale or invalid, or the buffer overflowed with updates newer than it), the request stays open and the
    /// fetcher asks again after its backoff.
    mutating func receive(snapshot: SymbolSnapshot) -> Bool {
      let symbol = snapshot.symbol
      guard markets[symbol] != nil else { return true }
      version &+= 1
      markets[symbol]?.version &+= 1
      if let floor = markets[symbol]?.snapshotFloor, let time = snapshot.snapshot.time,
        time < floor.truncated(to: time.precision)
      {
        metrics.staleSnapshots += 1
        return false
      }
      guard let outcome = markets[symbol]?.synchronizer.receive(snapshot.snapshot) else { return true }
      if case .snapshotApplied = outcome { metrics.snapshotsApplied += 1 }
      var ignored: [FetchRequest] = []
      handle(outcome, symbol: symbol, requests: &ignored)
      let live = markets[symbol]?.isLive ?? true
      if live {
        markets[symbol]?.snapshotRequested = false
        markets[symbol]?.snapshotFloor = nil
        clearErrorIfRecovered()
      }
      return live
    }

    /// Merges a fetched candle page (the whole history, or the candles within `missing`).
    mutating func receive(candles page: [Candle], symbol: String, missing: Range<Date>?) {
      guard markets[symbol]?.candles != nil else { return }
      let kept = missing.map { range in page.filter { range.contains($0.time) } } ?? page
      version &+= 1
      markets[symbol]?.version &+= 1
      markets[symbol]?.historyLoaded = true
      do {
        try markets[symbol]?.candles?.merge(kept)
      } catch {
        lastError = "candles of \(symbol): \(error)"
      }
    }

    /// Notes a failed REST request; `retrying` is false when the request was given up (a later need asks again).
    mutating func requestFailed(_ request: FetchRequest, error: MarketFeedError, retrying: Bool) {
      version &+= 1
      metrics.failedRequests += 1
      lastError = error.description
      if !retrying, case .snapshot(let symbol) = request { markets[symbol]?.snapshotRequested = false }
    }

    // MARK: Connection

    /// Notes that the connection delivered a message (or opened) at `uptime`.
    mutating func noteActivity(at uptime: Duration) {
      lastActivity = uptime
      if silence != .zero {
        silence = .zero
        version &+= 1
      }
    }

    /// Records how long the open connection has been silent, in whole seconds (a new state only when that changes).
    mutating func noteSilence(_ duration: Duration) {
      let whole = Duration.seconds(duration.components.seconds)
      guard whole != silence else { return }
      silence = whole
      version &+= 1
    }

    /// Clears ``lastError`` once everything has recovered: connected, and every book live.
    private mutating func clearErrorIfRecovered() {
      guard lastError != nil, connection == .connected, markets.values.allSatisfy(\.isLive) else { return }
      lastError = nil
    }

    /// A connection opened and subscribed: returns what to fetch (every book not live, and candle history).
    mutating func connectionOpened(now: Date) -> [FetchRequest] {
      version &+= 1
      connection = .connected
      var requests: [FetchRequest] = []
      for symbol in markets.keys.sorted() {
        guard let market = markets[symbol] else { continue }
        if market.synchronizer.needsSnapshot { requestSnapshot(symbol, requests: &requests) }
        guard let candles = market.candles else { continue }
        if !market.historyLoaded {
          requests.append(.candles(symbol, missing: nil))
        } else if let missing = candles.missingHistory(through: now) {
          requests.append(.candles(symbol, missing: missing))
        }
      }
      return requests
    }

    /// The connection ended: every live book missed whatever was sent until the next connection, so each is
    /// marked for a new snapshot; in-flight requests died with the connection. Returns whether the connection had
    /// delivered messages (one that also lasted the configuration's `stableConnection` resets the reconnect
    /// backoff).
    mutating func connectionEnded(reason: String?, tooLarge: Bool = false) -> Bool {
      version &+= 1
      if let reason { lastError = reason }
      if tooLarge {
        // The message was skipped unread: it counts with the ones that could not be decoded.
        metrics.malformedMessages += 1
        lastDecodingError = .invalidJSON(reason ?? "message too large")
      }
      let delivered = messagesOnConnection > 0
      messagesOnConnection = 0
      lastActivity = nil
      silence = .zero
      for symbol in markets.keys {
        markets[symbol]?.snapshotRequested = false
        if markets[symbol]?.isLive == true {
          markets[symbol]?.synchronizer.requestSnapshot()
          markets[symbol]?.resyncs += 1
          markets[symbol]?.version &+= 1
          metrics.resyncs += 1
        }
      }
      return delivered
    }

    /// Notes a connection state change.
    mutating func setConnection(_ state: FeedConnectionState) {
      version &+= 1
      connection = state
    }

    // MARK: Reading

    /// The state a consumer reads; hands over the trades received since the previous call.
    mutating func takeState(coalesced: Int) -> MarketFeedState {
      metrics.coalescedChanges += coalesced
      var metrics = self.metrics
      for market in markets.values {
        metrics.droppedStaleUpdates +=
          market.synchronizer.report.droppedOutOfOrder
          + market.synchronizer.report.droppedAlreadyInSnapshot
      }
      let newTrades = trades.takeAll()
      return MarketFeedState(
        markets: markets, connection: connection, metrics: metrics, trades: newTrades, lastStatus: lastStatus,
        lastDecodingError: lastDecodingError, lastError: lastError, dataSilence: silence, version: version)
    }
  }

  extension MarketState {
    /// Records a trade into the live candle, exact: the series makes its chart values.
    mutating func record(_ trade: Trade) {
      lastTrade = trade
      version &+= 1
      guard candles != nil, let time = trade.time else { return }
      // A trade older than the live candle is refused by the series; the history fetched after a reconnect
      // covers its bucket.
      _ = try? candles?.record(tradeAt: time.date, price: trade.price, quantity: trade.quantity)
    }
  }

  extension MarketEvent {
    /// Whether the event carries market data (a book, a trade, a ticker), as opposed to the exchange's status.
    fileprivate var isData: Bool {
      if case .status = self { return false }
      return true
    }
  }
#endif
