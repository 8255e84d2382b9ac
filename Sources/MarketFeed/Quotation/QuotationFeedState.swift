#if LiveFeed
  /// Counts of a quotation feed's traffic and troubles.
  public struct QuotationFeedMetrics: Sendable, Hashable, CustomStringConvertible {
    /// WebSocket messages received (every connection).
    public var messagesReceived = 0
    /// Of them, binary messages (the venues send UTF-8 JSON as binary frames).
    public var binaryMessages = 0
    /// Their total size in bytes.
    public var bytesReceived = 0
    /// Tickers received.
    public var tickers = 0
    /// Order books received (each replaces the previous one).
    public var orderBooks = 0
    /// Trades received.
    public var trades = 0
    /// `{"status":"UP"}` frames: keepalive answers and heartbeats, dropped.
    public var statusFrames = 0
    /// Error frames received.
    public var errorFrames = 0
    /// Messages that could not be decoded (skipped; the reason in ``QuotationFeedState/lastDecodingError``).
    public var malformedMessages = 0
    /// Books and trades of a market other than the open one (in flight when it changed), ignored.
    public var ignoredMessages = 0
    /// Keepalives sent.
    public var keepalivesSent = 0
    /// Subscription requests sent after the first on a connection (a new open market).
    public var resubscriptions = 0
    /// Connections made after the first one.
    public var reconnects = 0
    /// Upgrades refused with HTTP 429 (or an unreadable status).
    public var rateLimitedUpgrades = 0
    /// Times a connection waited for the connection-rate limiter.
    public var connectionRateWaits = 0
    /// Connections closed because no message arrived within the idle timeout.
    public var idleTimeouts = 0
    /// Ticker changes folded into a later read because the consumer was busy (one per market per read is kept).
    public var coalescedTickers = 0
    /// Tickers older than the market's latest, dropped (MarketBoardKit's rule, the one the board applies too).
    public var staleTickers = 0

    /// Metrics with every count at zero.
    public init() {}

    /// One line with the main counts.
    public var description: String {
      "\(messagesReceived) messages (\(binaryMessages) binary), \(tickers) tickers, \(orderBooks) books, "
        + "\(trades) trades, \(statusFrames) status, \(errorFrames) errors, \(malformedMessages) malformed, "
        + "\(keepalivesSent) keepalives, \(reconnects) reconnects, \(rateLimitedUpgrades) rate-limited"
    }
  }

  /// What a consumer of a ``QuotationFeed`` reads: the board's tickers (all of them, and those changed since the
  /// previous read), the open market's book, candles and recent trades, the connection, the metrics and the last
  /// error.
  ///
  /// Feed ``changedTickers`` into a `MarketBoard` (`board.apply(ticker)`): one call per changed market per read,
  /// each O(log n).
  public struct QuotationFeedState: Sendable {
    /// The latest ticker of every board market heard from.
    public let tickers: [MarketCode: MarketTicker]
    /// The tickers that changed since the previous read, one per market (its latest), in the order they first
    /// changed.
    public let changedTickers: [MarketTicker]
    /// The market whose book and trades are followed.
    public let openMarket: MarketCode?
    /// The open market's book, replaced by every `orderbook` message; `nil` until the first arrives.
    public let book: OrderBook?
    /// When the book was produced by the exchange.
    public let bookTime: ExchangeTimestamp?
    /// The open market's live candles built from its trades; `nil` when the feed keeps none.
    public let candles: CandleSeries?
    /// The open market's latest trades, newest first (the 체결 tab).
    public let recentTrades: RecentTrades
    /// The open market's latest trade.
    public let lastTrade: QuotationTrade?
    /// The connection.
    public let connection: FeedConnectionState
    /// Counts so far.
    public let metrics: QuotationFeedMetrics
    /// The last connection or server error; cleared once a connection delivers data again (a fatal error stops the
    /// feed and stays).
    public let lastError: QuotationFeedError?
    /// Why the last malformed message was skipped.
    public let lastDecodingError: String?
    /// Changes so far: a later state has a larger version.
    public let version: UInt64
  }
#endif
