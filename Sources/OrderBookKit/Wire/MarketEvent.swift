/// One decoded exchange message, for one symbol: what a feed hands an ``OrderBookSynchronizer``.
///
/// A Bithumb message can carry several symbols; decoding yields one event per symbol (for depth) or per trade.
public enum MarketEvent: Sendable, Hashable {
  /// A whole book (a REST snapshot, or an Upbit message).
  case snapshot(OrderBookSnapshot, symbol: String)
  /// Level changes for one symbol, in message order.
  case update(OrderBookUpdate, symbol: String)
  /// An executed trade.
  case trade(Trade, symbol: String)
  /// Bithumb's 24-hour (or other window) statistics.
  case ticker(BithumbTicker)
  /// A connection or subscription status message.
  case status(FeedStatus)

  /// The symbol the event is about, or `nil` for a status message.
  public var symbol: String? {
    switch self {
    case .snapshot(_, let symbol), .update(_, let symbol), .trade(_, let symbol): symbol
    case .ticker(let ticker): ticker.symbol
    case .status: nil
    }
  }
}

extension OrderBookSynchronizer {
  /// Takes a decoded event: order-book data for this synchronizer's ``symbol`` goes to the matching `receive`;
  /// other symbols, tickers and status messages are dropped.
  @discardableResult
  public mutating func receive(_ event: MarketEvent) -> SyncOutcome {
    if !symbol.isEmpty, let eventSymbol = event.symbol, eventSymbol != symbol { return .dropped(.otherSymbol) }
    switch event {
    case .snapshot(let snapshot, _): return receive(snapshot)
    case .update(let update, _): return receive(update)
    case .trade(let trade, _): return receive(trade)
    case .ticker, .status: return .dropped(.notBookData)
    }
  }
}
