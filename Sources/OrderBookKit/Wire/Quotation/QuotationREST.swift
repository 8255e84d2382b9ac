import Foundation

/// Decodes API 2.0 REST responses of the order-book kit's types: `GET /v1/orderbook?markets=...` (30 levels for one
/// market, 15 each for several; millisecond `timestamp`) and `GET /v1/trades/ticks` (newest first; `trade_date_utc`
/// and `trade_time_utc` in UTC; 17-digit `sequential_id`). Bithumb and Upbit send the same format. A response is
/// read in one pass over its bytes (DomainKitsCore's frame reader), without building a tree.
public enum QuotationREST {
  /// The books of an `/v1/orderbook` response, one per market, zero-size levels dropped.
  ///
  /// - Throws: ``FeedDecodingError`` naming the field (`[0].orderbook_units[2].ask_size`), or the exchange's error.
  public static func orderBooks(from data: Data) throws(FeedDecodingError) -> [SymbolSnapshot] {
    var books: [SymbolSnapshot] = []
    var failure: FeedDecodingError?
    let isRead = data.withUnsafeBytes { raw in
      scanOrderBooks(raw.bindMemory(to: UInt8.self), into: &books, failure: &failure)
    }
    if let failure { throw failure }
    return isRead ? books : try referenceOrderBooks(from: data)
  }

  /// The trades of a `/v1/trades/ticks` response, in the response's order (newest first).
  ///
  /// - Throws: ``FeedDecodingError`` naming the field, or the exchange's error.
  public static func trades(from data: Data) throws(FeedDecodingError) -> [QuotationTrade] {
    var trades: [QuotationTrade] = []
    var failure: FeedDecodingError?
    let isRead = data.withUnsafeBytes { raw in
      scanTrades(raw.bindMemory(to: UInt8.self), into: &trades, failure: &failure)
    }
    if let failure { throw failure }
    return isRead ? trades : try referenceTrades(from: data)
  }

  /// The tree decoder `orderBooks(from:)` had before the one-pass reader: the response read into a `JSONValue` first,
  /// then mapped element by element. It still falls back on it for the responses the one-pass reader leaves to it (an
  /// exchange's error, a top level that is not an array, escaped or repeated keys, anything not JSON); tests and
  /// fuzz targets compare the two, and the benchmarks keep it as the baseline (`@_spi(Reference) import
  /// OrderBookKit`). Not API.
  ///
  /// - Throws: as `orderBooks(from:)`.
  @_spi(Reference) public static func referenceOrderBooks(from data: Data) throws(FeedDecodingError)
    -> [SymbolSnapshot]
  {
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

  /// The tree decoder `trades(from:)` had before the one-pass reader (see `referenceOrderBooks(from:)`). Not API.
  ///
  /// - Throws: as `trades(from:)`.
  @_spi(Reference) public static func referenceTrades(from data: Data) throws(FeedDecodingError) -> [QuotationTrade] {
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

  /// The elements of a REST array response, as the tree reads it: the exchange's error and status objects and a
  /// top level that is not an array are errors.
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
