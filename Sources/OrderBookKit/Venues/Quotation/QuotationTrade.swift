/// One trade of an API 2.0 market (Bithumb `/v1`, Upbit): the ``Trade`` and what identifies it.
public struct QuotationTrade: Sendable, Hashable {
  /// The market code ("KRW-BTC").
  public let symbol: String
  /// The exchange's `sequential_id`: 17 digits on REST, 18 on the WebSocket; read from its digits, never through
  /// `Double` (which keeps only 15 to 17 of them). Unique per trade, not ordered.
  public let sequentialID: UInt64
  /// The taker's side, price, quantity and time (milliseconds, UTC).
  public let trade: Trade

  /// A trade.
  public init(symbol: String, sequentialID: UInt64, trade: Trade) {
    self.symbol = symbol
    self.sequentialID = sequentialID
    self.trade = trade
  }
}

/// One decoded API 2.0 WebSocket frame of the order-book kit's types.
public enum QuotationMessage: Sendable, Hashable {
  /// A whole top-N book (every `orderbook` message replaces the previous book; use ``SyncPolicy/fullSnapshot``).
  case orderBook(SymbolSnapshot)
  /// A trade.
  case trade(QuotationTrade)
  /// A status frame (`{"status":"UP"}`, the answer to `PING`): nothing to apply.
  case status(String)

  /// The events for an ``OrderBookSynchronizer``: a snapshot, a trade, or a status.
  public var events: [MarketEvent] {
    switch self {
    case .orderBook(let book): [book.event]
    case .trade(let trade): [.trade(trade.trade, symbol: trade.symbol)]
    case .status(let status): [.status(FeedStatus(code: status, message: ""))]
    }
  }
}
