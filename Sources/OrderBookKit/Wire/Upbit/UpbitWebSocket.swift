import Foundation

/// Decodes Upbit's WebSocket `orderbook` messages: every message is the whole top-N book of one market, so each
/// yields one ``MarketEvent/snapshot(_:symbol:)`` (use ``SyncPolicy/fullSnapshot``).
public enum UpbitWebSocket {
  /// Decodes one `orderbook` message into a snapshot event for its market code ("KRW-BTC").
  ///
  /// Prices and sizes arrive as JSON numbers, and are read exactly from their text, never through `Double` or
  /// Foundation's `Decimal` (which `JSONDecoder` fills through `Double` before iOS 17 and macOS 14, and which rounds
  /// past 38 digits): `0.1` is 0.1 and `12345678.12345678` keeps every digit, on every platform. An exponent
  /// (`1.0E-8`) is read exactly too. A value that does not fit `Price` or `Quantity` exactly (nine fraction
  /// digits, say) is an error, never rounded. A unit whose size is zero on one side contributes nothing to that side
  /// (Upbit pads thin books with zeros).
  ///
  /// A message is read in one pass over its bytes (DomainKitsCore's frame reader). A message it leaves aside (a
  /// missing or mistyped field, a key given twice or written with escapes, anything not JSON) takes the previous
  /// decoder, where `JSONDecoder` checks the shape and names what is missing or mistyped as before, and a key given
  /// twice or written with escapes, which platforms' decoders read differently, is `FeedDecodingError.invalidJSON(_:)`.
  ///
  /// - Throws: ``FeedDecodingError`` naming the field, `FeedDecodingError.unsupportedMessageType(_:)` for
  ///   other message types.
  public static func events(from data: Data) throws(FeedDecodingError) -> [MarketEvent] {
    let scanned = data.withUnsafeBytes { raw in scanEvents(raw.bindMemory(to: UInt8.self)) }
    if case .value(let events) = try scanned.get() { return events }
    return try referenceEvents(from: data)
  }

  /// The decoder `events(from:)` had before the one-pass reader: `JSONDecoder` checks the shape, then a walk over the
  /// bytes reads the numbers' text. `events(from:)` still falls back on it for the messages the one-pass reader leaves
  /// to it; tests and fuzz targets compare the two, and the benchmarks keep it as the baseline. Not API: they reach it
  /// with `@_spi(Reference) import OrderBookKit`.
  ///
  /// - Throws: as `events(from:)`.
  @_spi(Reference) public static func referenceEvents(from data: Data) throws(FeedDecodingError) -> [MarketEvent] {
    let message = try FeedDecodingError.decode(UpbitOrderBookDTO.self, from: data)
    guard message.type == "orderbook" else { throw .unsupportedMessageType(FeedDecodingError.quoted(message.type)) }
    let symbol = try message.code.withWireBytes { bytes throws(FeedDecodingError) in
      try WireValue.symbol(bytes) { "code" }
    }
    guard let time = ExchangeTimestamp(milliseconds: message.timestamp), message.timestamp >= 0 else {
      throw .invalidValue(field: "timestamp", value: String(message.timestamp), expected: "milliseconds since 1970")
    }
    let result: Result<OrderBookSnapshot, FeedDecodingError> = data.withUnsafeBytes { raw in
      raw.withMemoryRebound(to: UInt8.self) { bytes in
        do throws(FeedDecodingError) {
          return .success(try snapshot(bytes, time: time))
        } catch {
          return .failure(error)
        }
      }
    }
    return [.snapshot(try result.get(), symbol: symbol)]
  }

  private static func snapshot(_ bytes: UnsafeBufferPointer<UInt8>, time: ExchangeTimestamp) throws(FeedDecodingError)
    -> OrderBookSnapshot
  {
    var bids: [Level] = []
    var asks: [Level] = []
    for (index, unit) in try UpbitScanner.units(bytes).enumerated() {
      if let level = try level(bytes, price: unit.bidPrice, size: unit.bidSize, index: index, side: "bid") {
        bids.append(level)
      }
      if let level = try level(bytes, price: unit.askPrice, size: unit.askSize, index: index, side: "ask") {
        asks.append(level)
      }
    }
    return OrderBookSnapshot(bids: bids, asks: asks, time: time)
  }

  /// One side of a unit; the field names are built only for an error.
  private static func level(
    _ bytes: UnsafeBufferPointer<UInt8>, price: Range<Int>, size: Range<Int>, index: Int, side: String
  ) throws(FeedDecodingError) -> Level? {
    let quantity = try JSONNumberText.withPlainNumeral(
      UnsafeBufferPointer(rebasing: bytes[size]), field: { "orderbook_units[\(index)].\(side)_size" }
    ) { numeral throws(FeedDecodingError) in
      try WireValue.quantity(numeral) { "orderbook_units[\(index)].\(side)_size" }
    }
    guard !quantity.isZero else { return nil }
    let price = try JSONNumberText.withPlainNumeral(
      UnsafeBufferPointer(rebasing: bytes[price]), field: { "orderbook_units[\(index)].\(side)_price" }
    ) { numeral throws(FeedDecodingError) in
      try WireValue.positivePrice(numeral) { "orderbook_units[\(index)].\(side)_price" }
    }
    return Level(price: price, quantity: quantity)
  }
}
