import Foundation

/// Decodes API 2.0 REST responses of the order-book kit's types: `GET /v1/orderbook?markets=...` (30 levels for one
/// market, 15 each for several; millisecond `timestamp`) and `GET /v1/trades/ticks` (newest first; `trade_date_utc`
/// and `trade_time_utc` in UTC; 17-digit `sequential_id`). Bithumb and Upbit send the same format.
public enum QuotationREST {
  /// The books of an `/v1/orderbook` response, one per market, zero-size levels dropped.
  ///
  /// - Throws: ``FeedDecodingError`` naming the field (`[0].orderbook_units[2].ask_size`), or the exchange's error.
  public static func orderBooks(from data: Data) throws(FeedDecodingError) -> [SymbolSnapshot] {
    var books: [SymbolSnapshot] = []
    for (index, element) in try elements(data).enumerated() {
      let object = try JSONObjectReader<FeedDecodingError>(element, path: "[\(index)]")
      let symbol = try QuotationMapping.symbol(object, "market")
      let time = try QuotationMapping.bookTimestamp(object, "timestamp")
      books.append(
        SymbolSnapshot(symbol: symbol, snapshot: try QuotationMapping.snapshot(object, keys: .standard, time: time)))
    }
    return books
  }

  /// The trades of a `/v1/trades/ticks` response, in the response's order (newest first).
  ///
  /// - Throws: ``FeedDecodingError`` naming the field, or the exchange's error.
  public static func trades(from data: Data) throws(FeedDecodingError) -> [QuotationTrade] {
    var trades: [QuotationTrade] = []
    for (index, element) in try elements(data).enumerated() {
      let object = try JSONObjectReader<FeedDecodingError>(element, path: "[\(index)]")
      let symbol = try QuotationMapping.symbol(object, "market")
      trades.append(
        try QuotationMapping.trade(
          object, keys: .standard, symbol: symbol, timestampKey: "timestamp",
          clock: ("trade_date_utc", "yyyy-MM-dd", "trade_time_utc", "HH:mm:ss", 0)))
    }
    return trades
  }

  private static func elements(_ data: Data) throws(FeedDecodingError) -> [JSONValue] {
    switch QuotationFrame.read(data) {
    case .failure(let error): throw .invalidJSON(error.description)
    case .success(.error(let name, let message)): throw .exchangeError(name: name, message: message)
    case .success(.status(let status)): throw .unsupportedMessageType("status " + status)
    case .success(.message(.array(let elements))): return elements
    case .success(.message): throw .wrongType(field: "(root)", expected: "an array")
    }
  }
}
