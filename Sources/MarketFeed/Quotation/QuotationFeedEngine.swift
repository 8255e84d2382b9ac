#if LiveFeed
  import Foundation

  /// One decoded quotation frame, as the feed engine takes it.
  enum QuotationInbound: Sendable {
    case ticker(MarketTicker)
    case orderBook(SymbolSnapshot)
    case trade(QuotationTrade)
    /// `{"status":"UP"}`.
    case status
    case error(QuotationServerError)
    case malformed(String)

    /// Decodes one message (outside any lock). A ticker, book, trade or status frame is read once by its kit's
    /// one-pass decoder (`inOnePass`); anything those refuse (an error frame, a malformed one, a type neither
    /// expects) is read again as a tree (DomainKitsCore's `QuotationFrame`): status and error frames are answered
    /// here, and a message goes by its `type` to MarketBoardKit (tickers) or OrderBookKit (books, trades, and any
    /// other type, which it refuses naming the type). Either way the result is the tree's: the one-pass decoders
    /// give the tree decoders' values, and every frame they refuse takes the tree path.
    static func decode(_ message: SocketMessage, dialect: QuotationDialect) -> QuotationInbound {
      if let decoded = inOnePass(message, dialect: dialect) { return decoded }
      let read =
        switch message {
        case .binary(let data): QuotationFrame.read(data)
        case .text(let text): QuotationFrame.read(text)
        }
      let frame: QuotationFrame
      switch read {
      case .failure(let error): return .malformed(FeedDecodingError.invalidJSON(error.description).description)
      case .success(.status): return .status
      case .success(.error(let name, let text)): return .error(QuotationServerError(name: name, message: text))
      case .success(let message): frame = message
      }
      if frame.messageType == "ticker" {
        do throws(MarketDataError) {
          return try QuotationTickers.ticker(in: frame, dialect: dialect).map(QuotationInbound.ticker) ?? .status
        } catch {
          return .malformed(error.description)
        }
      }
      do throws(FeedDecodingError) {
        switch try QuotationWebSocket.message(in: frame, dialect: dialect) {
        case .orderBook(let book): return .orderBook(book)
        case .trade(let trade): return .trade(trade)
        case .status: return .status
        }
      } catch {
        return .malformed(error.description)
      }
    }
  }

  extension QuotationInbound {
    /// The frame on the one-pass decoders, or `nil` for any frame they refuse (then read as a tree, which names the
    /// error as before). Which decoder is tried is guessed from the bytes (`"ticker"` near the start); a wrong guess
    /// is refused as an unsupported type and goes to the tree too.
    static func inOnePass(_ message: SocketMessage, dialect: QuotationDialect) -> QuotationInbound? {
      do throws(MarketDecodingError) {
        switch message {
        case .binary(let data):
          if data.withUnsafeBytes({ mentionsTicker($0.bindMemory(to: UInt8.self)) }) {
            return try QuotationTickers.ticker(from: data, dialect: dialect).map(QuotationInbound.ticker) ?? .status
          }
          return inbound(try QuotationWebSocket.message(from: data, dialect: dialect))
        case .text(let text):
          var contiguous = text
          if contiguous.withUTF8({ mentionsTicker($0) }) {
            return try QuotationTickers.ticker(from: text, dialect: dialect).map(QuotationInbound.ticker) ?? .status
          }
          return inbound(try QuotationWebSocket.message(from: text, dialect: dialect))
        }
      } catch {
        return nil
      }
    }

    private static func inbound(_ message: QuotationMessage) -> QuotationInbound {
      switch message {
      case .orderBook(let book): .orderBook(book)
      case .trade(let trade): .trade(trade)
      case .status: .status
      }
    }

    private static let tickerType: [UInt8] = Array(#""ticker""#.utf8)

    /// Whether `"ticker"` (with its quotes) is in the first 64 bytes, where both dialects put the type.
    private static func mentionsTicker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      let needle = tickerType
      let end = min(bytes.count, 64) - needle.count
      guard end >= 0 else { return false }
      for start in 0...end where bytes[start] == UInt8(ascii: "\"") {
        var offset = 1
        while offset < needle.count, bytes[start + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      return false
    }
  }

  /// A quotation feed's state and rules, with no I/O: decoded frames go in; tickers, the open market's book,
  /// candles and trades, metrics and errors come out. ``QuotationFeed`` wraps it in a lock; tests drive it directly.
  struct QuotationFeedEngine: Sendable {
    let boardCodes: [MarketCode]
    let candleInterval: CandleInterval?
    /// The zone that aligns the live candles' buckets: the venue's session zone, where its own candles start.
    let candleTimeZone: TimeZone
    let recentTradesCapacity: Int
    private(set) var openMarket: MarketCode?
    private(set) var tickers: [MarketCode: MarketTicker] = [:]
    private var changed: [MarketCode: MarketTicker] = [:]
    private var changedOrder: [MarketCode] = []
    private(set) var synchronizer: OrderBookSynchronizer
    private(set) var candles: CandleSeries?
    private(set) var recentTrades: RecentTrades
    private(set) var lastTrade: QuotationTrade?
    var metrics = QuotationFeedMetrics()
    var connection = FeedConnectionState.connecting(attempt: 1)
    var lastError: QuotationFeedError?
    private(set) var lastDecodingError: String?
    private(set) var version: UInt64 = 0
    private(set) var messagesOnConnection = 0
    /// When the open connection last carried data, on the feed's uptime clock; `nil` while not connected.
    private(set) var lastActivity: Duration?
    /// Requests sent on the open connection.
    private(set) var requestsOnConnection = 0

    init(
      boardCodes: [MarketCode], openMarket: MarketCode?, candleInterval: CandleInterval?,
      candleTimeZone: TimeZone = .seoul, recentTradesCapacity: Int
    ) {
      self.boardCodes = boardCodes
      self.candleInterval = candleInterval
      self.candleTimeZone = candleTimeZone
      self.recentTradesCapacity = recentTradesCapacity
      self.openMarket = openMarket
      self.synchronizer = OrderBookSynchronizer(symbol: openMarket?.rawValue ?? "", policy: .fullSnapshot)
      self.candles = candleInterval.flatMap { try? CandleSeries([], interval: $0, timeZone: candleTimeZone) }
      self.recentTrades = RecentTrades(capacity: recentTradesCapacity)
    }

    // MARK: Messages

    /// Takes one decoded message; returns the error to stop on when it is a fatal error frame.
    mutating func receive(_ inbound: QuotationInbound, byteCount: Int, isBinary: Bool, at uptime: Duration)
      -> QuotationServerError?
    {
      metrics.messagesReceived += 1
      metrics.bytesReceived += byteCount
      if isBinary { metrics.binaryMessages += 1 }
      messagesOnConnection += 1
      lastActivity = uptime
      version &+= 1
      if case .connection = lastError { lastError = nil }
      if case .upgradeRejected = lastError { lastError = nil }
      // Data after a server error the feed survived (an unknown error frame) clears it too.
      if inbound.isData, let error = lastError, !error.isFatal { lastError = nil }
      switch inbound {
      case .ticker(let ticker):
        metrics.tickers += 1
        if ticker.isStale(replacing: tickers[ticker.code]) {
          metrics.staleTickers += 1
          return nil
        }
        tickers[ticker.code] = ticker
        if changed.updateValue(ticker, forKey: ticker.code) == nil {
          changedOrder.append(ticker.code)
        } else {
          metrics.coalescedTickers += 1
        }
      case .orderBook(let book):
        metrics.orderBooks += 1
        guard book.symbol == openMarket?.rawValue else {
          metrics.ignoredMessages += 1
          return nil
        }
        _ = synchronizer.receive(book.snapshot)
      case .trade(let trade):
        metrics.trades += 1
        guard trade.symbol == openMarket?.rawValue else {
          metrics.ignoredMessages += 1
          return nil
        }
        record(trade)
      case .status:
        metrics.statusFrames += 1
      case .error(let error):
        metrics.errorFrames += 1
        lastError = .server(error)
        return error.isFatal ? error : nil
      case .malformed(let reason):
        metrics.malformedMessages += 1
        lastDecodingError = reason
      }
      return nil
    }

    /// Lists the trade (through the public `RecentTrade(_:)`, as an app would) and records it into the live candle.
    private mutating func record(_ trade: QuotationTrade) {
      lastTrade = trade
      guard let time = trade.trade.time, let recent = RecentTrade(trade) else { return }
      recentTrades.insert(recent)
      guard candles != nil else { return }
      _ = try? candles?.record(tradeAt: time.date, price: trade.trade.price, quantity: trade.trade.quantity)
    }

    // MARK: Open market

    /// Follows `code`'s book and trades from now on: the previous market's book, candles and trades are dropped.
    /// Returns whether it changed.
    mutating func open(_ code: MarketCode?) -> Bool {
      guard code != openMarket else { return false }
      openMarket = code
      synchronizer = OrderBookSynchronizer(symbol: code?.rawValue ?? "", policy: .fullSnapshot)
      candles = candleInterval.flatMap { try? CandleSeries([], interval: $0, timeZone: candleTimeZone) }
      recentTrades = RecentTrades(capacity: recentTradesCapacity)
      lastTrade = nil
      version &+= 1
      return true
    }

    /// Notes a request sent on the open connection (the first subscribes; later ones re-subscribe).
    mutating func requestSent() {
      requestsOnConnection += 1
      if requestsOnConnection > 1 { metrics.resubscriptions += 1 }
    }

    // MARK: Connection

    /// The connection opened (and is about to subscribe).
    mutating func connectionOpened(at uptime: Duration) {
      version &+= 1
      connection = .connected
      lastActivity = uptime
    }

    /// The connection ended; returns whether it had delivered messages (one that also lasted the configuration's
    /// `stableConnection` resets the reconnect backoff).
    mutating func connectionEnded(_ error: QuotationFeedError?) -> Bool {
      version &+= 1
      if let error { lastError = error }
      if case .connection(.messageTooLarge) = error {
        // The message was skipped unread: it counts with the ones that could not be decoded.
        metrics.malformedMessages += 1
        lastDecodingError = error?.description
      }
      let delivered = messagesOnConnection > 0
      messagesOnConnection = 0
      requestsOnConnection = 0
      lastActivity = nil
      return delivered
    }

    mutating func setConnection(_ state: FeedConnectionState) {
      version &+= 1
      connection = state
    }

    /// Marks a change a consumer should see.
    mutating func touch() { version &+= 1 }

    /// Adds one to a metric, as a change a consumer sees.
    mutating func count(_ metric: WritableKeyPath<QuotationFeedMetrics, Int>) {
      metrics[keyPath: metric] += 1
      version &+= 1
    }

    // MARK: Reading

    /// The state a consumer reads; hands over the tickers changed since the previous call.
    mutating func takeState() -> QuotationFeedState {
      let changedTickers = changedOrder.compactMap { changed[$0] }
      changed.removeAll(keepingCapacity: true)
      changedOrder.removeAll(keepingCapacity: true)
      let hasBook = synchronizer.state == .live
      return QuotationFeedState(
        tickers: tickers, changedTickers: changedTickers, openMarket: openMarket,
        book: hasBook ? synchronizer.book : nil, bookTime: hasBook ? synchronizer.lastAppliedTime : nil,
        candles: candles, recentTrades: recentTrades, lastTrade: lastTrade, connection: connection, metrics: metrics,
        lastError: lastError, lastDecodingError: lastDecodingError, version: version)
    }
  }

  extension QuotationInbound {
    /// Whether the message carries market data (a ticker, a book, a trade).
    var isData: Bool {
      switch self {
      case .ticker, .orderBook, .trade: true
      case .status, .error, .malformed: false
      }
    }
  }
#endif
