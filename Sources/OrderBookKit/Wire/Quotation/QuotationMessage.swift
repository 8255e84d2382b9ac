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
