import Foundation

/// Decodes API 2.0 WebSocket frames (`wss://ws-api.bithumb.com/websocket/v1`, Upbit's `wss://api.upbit.com/websocket/v1`)
/// of type `orderbook` and `trade`, in the DEFAULT or SIMPLE format.
///
/// Frames arrive as binary messages carrying UTF-8 JSON; pass their bytes (or a text frame's string). Each
/// `orderbook` message is a whole top-N book (15 levels by default on Bithumb), not a delta: it becomes a snapshot that
/// replaces the last. Its `timestamp` is in microseconds on Bithumb's live feed and milliseconds on Upbit (and in
/// Bithumb's documentation): the unit is told from the digit count. Zero-size levels are dropped. Numbers are read
/// from their text, exponent form included; `sequential_id` is read from its digits, as a number or a string. A
/// frame is read in one pass over its bytes (DomainKitsCore's frame reader), without building a tree.
///
/// ```swift
/// switch try QuotationWebSocket.message(from: frameBytes, dialect: .bithumb) {
/// case .orderBook(let book): synchronizer.receive(book.event)
/// case .trade(let trade): print(trade.sequentialID)
/// case .status: break  // {"status":"UP"}
/// }
/// ```
public enum QuotationWebSocket {
  /// Decodes one frame's bytes.
  ///
  /// - Throws: ``FeedDecodingError`` naming the field; `FeedDecodingError.exchangeError(name:message:)` for an
  ///   error frame (`NO_TICKET`, `WRONG_FORMAT`...); `FeedDecodingError.unsupportedMessageType(_:)` for a
  ///   `ticker` (MarketBoardKit decodes those).
  public static func message(from frame: Data, dialect: QuotationDialect) throws(FeedDecodingError)
    -> QuotationMessage
  {
    let scanned = frame.withUnsafeBytes { raw in scanMessage(raw.bindMemory(to: UInt8.self), dialect: dialect) }
    if case .value(let message) = try scanned.get() { return message }
    return try referenceMessage(from: frame, dialect: dialect)
  }

  /// Decodes one text frame.
  ///
  /// - Throws: as ``message(from:dialect:)-(Data,_)``.
  public static func message(from text: String, dialect: QuotationDialect) throws(FeedDecodingError)
    -> QuotationMessage
  {
    var contiguous = text
    let scanned = contiguous.withUTF8 { scanMessage($0, dialect: dialect) }
    if case .value(let message) = try scanned.get() { return message }
    return try referenceMessage(from: text, dialect: dialect)
  }

  /// The tree decoder the entry points above had before the one-pass reader: the frame read into a `JSONValue`
  /// first, then mapped. They still fall back on it for the frames the one-pass reader leaves to it (error frames,
  /// escaped or repeated keys, anything not JSON); tests and fuzz targets compare the two, and the benchmarks keep it
  /// as the baseline (`@_spi(Reference) import OrderBookKit`). Not API.
  ///
  /// - Throws: as `message(from:dialect:)`.
  @_spi(Reference) public static func referenceMessage(from frame: Data, dialect: QuotationDialect)
    throws(FeedDecodingError) -> QuotationMessage
  {
    try read(QuotationFrame.read(frame), dialect: dialect)
  }

  /// The tree decoder on a text frame (see `referenceMessage(from:dialect:)` on `Data`). Not API.
  @_spi(Reference) public static func referenceMessage(from text: String, dialect: QuotationDialect)
    throws(FeedDecodingError) -> QuotationMessage
  {
    try read(QuotationFrame.read(text), dialect: dialect)
  }

  /// A frame the caller already read (a feed dispatching on its type reads each frame once).
  package static func message(in frame: QuotationFrame, dialect: QuotationDialect) throws(FeedDecodingError)
    -> QuotationMessage
  {
    try read(.success(frame), dialect: dialect)
  }

  private static func read(_ frame: Result<QuotationFrame, JSONSyntaxError>, dialect: QuotationDialect)
    throws(FeedDecodingError) -> QuotationMessage
  {
    let value: JSONValue
    switch frame {
    case .failure(let error): throw .invalidJSON(error.description)
    case .success(.status(let status)): return .status(status)
    case .success(.error(let name, let message)): throw .exchangeError(name: name, message: message)
    case .success(.message(let message)): value = message
    }
    let object = try JSONObjectReader<FeedDecodingError>(value, path: "")
    let keys: QuotationKeys = object.optional("ty") != nil ? .simple : .standard
    let type = try object.string(keys.type)
    let symbol = try QuotationMapping.symbol(object, keys.code)
    switch type {
    case "orderbook":
      let time = try QuotationMapping.bookTimestamp(object, keys.timestamp)
      let snapshot = try QuotationMapping.snapshot(object, keys: keys, time: time)
      return .orderBook(SymbolSnapshot(symbol: symbol, snapshot: snapshot))
    case "trade":
      return .trade(
        try QuotationMapping.trade(
          object, keys: keys, symbol: symbol, timestampKey: keys.tradeTimestamp,
          clock: (keys.tradeDate, "yyyy-MM-dd", keys.tradeTime, "HH:mm:ss", dialect.webSocketTradeClockOffsetSeconds)
        ))
    default:
      throw .unsupportedMessageType(FeedDecodingError.quoted(type))
    }
  }
}
