import Foundation

/// Decodes API 2.0 tickers: the REST `GET /v1/ticker?markets=...` response and WebSocket `ticker` frames, in the
/// DEFAULT or the SIMPLE format (`tp` for `trade_price`...), from Bithumb or Upbit (`QuotationDialect`).
///
/// What the dialect settles: Bithumb's REST `timestamp` and `trade_timestamp` read nine hours ahead (the Seoul wall
/// clock written as UTC) and are corrected; the REST `trade_date`/`trade_time` are UTC while the WebSocket's are the
/// dialect's zone (Seoul on Bithumb). Numbers are read from their text, exponent form (`5.0E-4`) included, never
/// through `Double`.
///
/// ```swift
/// let ticker = try QuotationTickers.ticker(from: frameBytes, dialect: .bithumb)  // nil for {"status":"UP"}
/// ```
public enum QuotationTickers {
  /// The tickers of a REST `/v1/ticker` response.
  ///
  /// - Throws: ``MarketDataError`` naming the field (`[0].trade_price`), or the exchange's error.
  public static func tickers(from data: Data, dialect: QuotationDialect) throws(MarketDataError) -> [MarketTicker] {
    var tickers: [MarketTicker] = []
    var failure: MarketDataError?
    let isRead = data.withUnsafeBytes { raw in
      scanTickers(raw.bindMemory(to: UInt8.self), dialect: dialect, into: &tickers, failure: &failure)
    }
    if let failure { throw failure }
    return isRead ? tickers : try referenceTickers(from: data, dialect: dialect)
  }

  /// The tree decoder `tickers(from:dialect:)` had before the one-pass reader: the response read into a `JSONValue`
  /// first, then mapped element by element. It still falls back on it for the responses the one-pass reader leaves
  /// to it (an exchange's error, a top level that is not an array, escaped or repeated keys, anything not JSON);
  /// tests and fuzz targets compare the two, and the benchmarks keep it as the baseline
  /// (`@_spi(Reference) import MarketBoardKit`). Not API.
  ///
  /// - Throws: as `tickers(from:dialect:)`.
  @_spi(Reference) public static func referenceTickers(from data: Data, dialect: QuotationDialect)
    throws(MarketDataError) -> [MarketTicker]
  {
    var tickers: [MarketTicker] = []
    for (index, element) in try QuotationMarkets.elements(data).enumerated() {
      let object = try JSONObjectReader<MarketDataError>(element, path: "[\(index)]")
      tickers.append(
        try ticker(
          object, keys: .standard, codeKey: "market", epochOffsetSeconds: dialect.restTickerEpochOffsetSeconds,
          clockOffsetSeconds: 0))
    }
    return tickers
  }

  /// One WebSocket frame: a binary frame's bytes (UTF-8 JSON) or a text frame's UTF-8.
  ///
  /// - Returns: the ticker, or `nil` for a status frame (`{"status":"UP"}`).
  /// - Throws: `MarketDataError.exchangeError(name:message:)` for an error frame,
  ///   `MarketDataError.unsupportedMessageType(_:)` for a `trade` or `orderbook` frame, or the field at fault.
  public static func ticker(from frame: Data, dialect: QuotationDialect) throws(MarketDataError) -> MarketTicker? {
    var ticker: MarketTicker?
    var failure: MarketDataError?
    let isRead = frame.withUnsafeBytes { raw in
      scanTicker(raw.bindMemory(to: UInt8.self), dialect: dialect, into: &ticker, failure: &failure)
    }
    if let failure { throw failure }
    return isRead ? ticker : try referenceTicker(from: frame, dialect: dialect)
  }

  /// A frame the caller already read (a feed dispatching on its type reads each frame once).
  package static func ticker(in frame: QuotationFrame, dialect: QuotationDialect) throws(MarketDataError)
    -> MarketTicker?
  {
    try ticker(frame: .success(frame), dialect: dialect)
  }

  /// One WebSocket text frame.
  ///
  /// - Throws: as ``ticker(from:dialect:)-(Data,_)``.
  public static func ticker(from text: String, dialect: QuotationDialect) throws(MarketDataError) -> MarketTicker? {
    var contiguous = text
    var ticker: MarketTicker?
    var failure: MarketDataError?
    let isRead = contiguous.withUTF8 { scanTicker($0, dialect: dialect, into: &ticker, failure: &failure) }
    if let failure { throw failure }
    return isRead ? ticker : try referenceTicker(from: text, dialect: dialect)
  }

  /// The tree decoder the entry points above had before the one-pass reader: the frame read into a `JSONValue`
  /// first, then mapped. They still fall back on it for the frames the one-pass reader leaves to it (error frames,
  /// escaped or repeated keys, anything not JSON); tests and fuzz targets compare the two, and the benchmarks keep it
  /// as the baseline (`@_spi(Reference) import MarketBoardKit`). Not API.
  ///
  /// - Throws: as `ticker(from:dialect:)`.
  @_spi(Reference) public static func referenceTicker(from frame: Data, dialect: QuotationDialect)
    throws(MarketDataError) -> MarketTicker?
  {
    try ticker(frame: QuotationFrame.read(frame), dialect: dialect)
  }

  /// The tree decoder on a text frame (see `referenceTicker(from:dialect:)` on `Data`). Not API.
  @_spi(Reference) public static func referenceTicker(from text: String, dialect: QuotationDialect)
    throws(MarketDataError) -> MarketTicker?
  {
    try ticker(frame: QuotationFrame.read(text), dialect: dialect)
  }

  private static func ticker(frame: Result<QuotationFrame, JSONSyntaxError>, dialect: QuotationDialect)
    throws(MarketDataError) -> MarketTicker?
  {
    let value: JSONValue
    switch frame {
    case .failure(let error): throw .invalidJSON(error.description)
    case .success(.status): return nil
    case .success(.error(let name, let message)): throw .exchangeError(name: name, message: message)
    case .success(.message(let message)): value = message
    }
    let object = try JSONObjectReader<MarketDataError>(value, path: "")
    let keys: TickerKeys = object.optional("ty") != nil ? .simple : .standard
    let type = try object.string(keys.type)
    guard type == "ticker" else { throw .unsupportedMessageType(MarketDataError.quoted(type)) }
    return try ticker(
      object, keys: keys, codeKey: keys.code, epochOffsetSeconds: 0,
      clockOffsetSeconds: dialect.webSocketTradeClockOffsetSeconds)
  }

  /// Maps one ticker object.
  ///
  /// - Parameters:
  ///   - epochOffsetSeconds: how far the epoch fields read ahead of UTC (Bithumb REST: 9 hours).
  ///   - clockOffsetSeconds: the zone of `trade_date`/`trade_time` (REST: UTC; WebSocket: the dialect's).
  static func ticker(
    _ object: JSONObjectReader<MarketDataError>, keys: TickerKeys, codeKey: String, epochOffsetSeconds: Int64,
    clockOffsetSeconds: Int64
  ) throws(MarketDataError) -> MarketTicker {
    let code = try MarketCode(try object.string(codeKey), field: object.field(codeKey))
    let timestamp = try milliseconds(object, keys.timestamp) - epochOffsetSeconds * 1_000
    let lastTrade: Int64
    if object.optional(keys.tradeTimestamp) != nil {
      lastTrade = try milliseconds(object, keys.tradeTimestamp) - epochOffsetSeconds * 1_000
    } else {
      lastTrade = try tradeClock(object, keys: keys, offsetSeconds: clockOffsetSeconds) * 1_000
    }
    return MarketTicker(
      code: code, tradePrice: try object.price(keys.tradePrice), openingPrice: try object.price(keys.openingPrice),
      highPrice: try object.price(keys.highPrice), lowPrice: try object.price(keys.lowPrice),
      previousClosingPrice: try object.price(keys.previousClosingPrice),
      direction: try object.choice(keys.change, as: PriceChangeDirection.self),
      signedChangePrice: try object.price(keys.signedChangePrice),
      signedChangeRate: try object.decimal(keys.signedChangeRate),
      tradeValue24h: try nonNegative(object, keys.tradeValue24h),
      tradeVolume24h: try nonNegative(object, keys.tradeVolume24h),
      sessionTradeValue: try nonNegative(object, keys.sessionTradeValue),
      lastTradeTime: Date(timeIntervalSince1970: Double(lastTrade) / 1_000), timestamp: timestamp)
  }

  /// Seconds since 1970 of the ticker's `trade_date` (`yyyyMMdd`) and `trade_time` (`HHmmss`), read
  /// `offsetSeconds` ahead of UTC.
  static func tradeClock(_ object: JSONObjectReader<MarketDataError>, keys: TickerKeys, offsetSeconds: Int64)
    throws(MarketDataError) -> Int64
  {
    let date = try object.string(keys.tradeDate)
    let time = try object.string(keys.tradeTime)
    guard
      let seconds = CivilTime.seconds(
        date: date, datePattern: "yyyyMMdd", time: time, timePattern: "HHmmss", offsetSeconds: offsetSeconds)
    else {
      throw .invalidValue(
        field: object.field(keys.tradeDate), value: String((date + " " + time).prefix(48)),
        expected: "yyyyMMdd and HHmmss")
    }
    return seconds
  }

  private static func milliseconds(_ object: JSONObjectReader<MarketDataError>, _ key: String)
    throws(MarketDataError) -> Int64
  {
    let value = try object.integer(key)
    // Milliseconds since 1970 have 13 digits from 2001 to 2286.
    guard (1_000_000_000_000..<10_000_000_000_000).contains(value) else {
      throw .invalidValue(field: object.field(key), value: String(value), expected: "milliseconds since 1970")
    }
    return value
  }

  private static func nonNegative(_ object: JSONObjectReader<MarketDataError>, _ key: String)
    throws(MarketDataError) -> Decimal
  {
    let value = try object.decimal(key)
    guard value >= 0 else {
      throw .invalidValue(field: object.field(key), value: "\(value)", expected: "zero or more")
    }
    return value
  }
}
