#if LiveFeed
  import Foundation

  /// One symbol's live state: its synchronized order book, live candles, last ticker and last trade.
  ///
  /// A value: a ``MarketFeedState`` hands out copies that share storage with the feed's own (copy-on-write), so
  /// reading one costs nothing until the feed changes the book again, and a copy never sees later changes.
  public struct MarketState: Sendable {
    /// The symbol ("BTC_KRW").
    public let symbol: String
    /// The book's synchronizer: its `book`, `state` and
    /// `report` (applied, buffered and dropped counts).
    public internal(set) var synchronizer: OrderBookSynchronizer
    /// Candles built from the symbol's trades on top of the fetched history; `nil` when the feed keeps no candles.
    public internal(set) var candles: CandleSeries?
    /// The latest ticker received.
    public internal(set) var ticker: BithumbTicker?
    /// The latest trade received.
    public internal(set) var lastTrade: Trade?
    /// Changes to this market so far: compare with a previous state's to tell whether this one changed.
    public internal(set) var version: UInt64 = 0
    /// Times the book was resynchronized from a new snapshot after it had been live.
    public internal(set) var resyncs = 0

    /// Whether a snapshot request is in flight, so that repeated asks make one request.
    var snapshotRequested = false
    /// Whether the candle history was loaded once (later loads fetch only the range missed while disconnected).
    var historyLoaded = false
    /// The newest update time seen for the symbol (live, buffered or dropped).
    var newestUpdateTime: ExchangeTimestamp?
    /// Set when updates were lost to a buffer overflow: a snapshot older than this cannot hold them, so it is refused
    /// and fetched again. (The synchronizer forgets the loss once one snapshot failed its check, and would accept
    /// the next snapshot however old.)
    var snapshotFloor: ExchangeTimestamp?

    /// A market with an empty book waiting for its first snapshot, and an empty candle series when `candleInterval`
    /// is set.
    init(symbol: String, sync: SyncOptions, candleInterval: CandleInterval?) {
      self.symbol = symbol
      self.synchronizer = OrderBookSynchronizer(symbol: symbol, policy: .timestamp, options: sync)
      self.candles = candleInterval.flatMap { try? CandleSeries([], interval: $0) }
    }

    /// The order book as of the last message applied.
    public var book: OrderBook { synchronizer.book }

    /// Whether the book is in sync (a snapshot applied and no gap since).
    public var isLive: Bool { synchronizer.state == .live }
  }

  /// A trade together with its symbol, as the feed lists them between two reads.
  public struct SymbolTrade: Sendable, Hashable {
    /// The symbol ("BTC_KRW").
    public let symbol: String
    /// The trade.
    public let trade: Trade

    /// A trade of `symbol`.
    public init(symbol: String, trade: Trade) {
      self.symbol = symbol
      self.trade = trade
    }
  }

  /// Where a feed's connection stands.
  public enum FeedConnectionState: Sendable, Hashable, CustomStringConvertible {
    /// Connecting (attempt 1 is the first connection; later ones are reconnects).
    case connecting(attempt: Int)
    /// Connected and subscribed.
    case connected
    /// Waiting `delay` before the next attempt, after `failures` consecutive failures (the last one given).
    case waitingToReconnect(failures: Int, delay: Duration, reason: String)
    /// Stopped: cancelled, or given up (the reason given).
    case stopped(reason: String?)

    /// A short phrase for logs and the demo.
    public var description: String {
      switch self {
      case .connecting(let attempt): attempt == 1 ? "connecting" : "reconnecting (attempt \(attempt))"
      case .connected: "connected"
      case .waitingToReconnect(let failures, let delay, let reason):
        // Milliseconds are enough for a person; Duration's own description prints attoseconds.
        "waiting \((delay.seconds * 1_000).rounded() / 1_000) s to reconnect after \(failures) failure(s): \(reason)"
      case .stopped(let reason): reason.map { "stopped: \($0)" } ?? "stopped"
      }
    }
  }
#endif
