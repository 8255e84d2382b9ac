import Foundation

/// Decodes Binance's diff-depth stream and REST depth snapshot (use ``SyncPolicy/sequence``).
public enum BinanceWebSocket {
  /// Decodes one `depthUpdate` event (bare, or wrapped as `{"stream": …, "data": …}`) into an update event
  /// carrying its update-id range `U...u` and event time `E`.
  ///
  /// The message is read in one pass over its bytes (DomainKitsCore's frame reader); one it leaves aside (a member
  /// missing or of another type, escaped or repeated keys, anything not JSON) takes the `Decodable` path, which names
  /// the error as before.
  ///
  /// - Throws: ``FeedDecodingError`` naming the field; `U` greater than `u` is invalid.
  public static func events(from data: Data) throws(FeedDecodingError) -> [MarketEvent] {
    let scanned = data.withUnsafeBytes { raw in scanEvents(raw.bindMemory(to: UInt8.self)) }
    if case .value(let events) = try scanned.get() { return events }
    return try referenceEvents(from: data)
  }

  /// The decoder `events(from:)` had before the one-pass reader: `JSONDecoder` into the event's DTO, then the fields.
  /// `events(from:)` still falls back on it for the messages the one-pass reader leaves to it; tests and fuzz targets
  /// compare the two, and the benchmarks keep it as the baseline. Not API: they reach it with
  /// `@_spi(Reference) import OrderBookKit`.
  ///
  /// - Throws: as `events(from:)`.
  @_spi(Reference) public static func referenceEvents(from data: Data) throws(FeedDecodingError) -> [MarketEvent] {
    let event = try FeedDecodingError.decode(BinanceDepthEnvelopeDTO.self, from: data).event
    guard event.eventType == "depthUpdate" else {
      throw .unsupportedMessageType(FeedDecodingError.quoted(event.eventType))
    }
    guard event.firstUpdateID <= event.finalUpdateID else {
      throw .invalidValue(
        field: "U", value: String(event.firstUpdateID), expected: "at most u (\(event.finalUpdateID))")
    }
    guard event.eventTime >= 0, let time = ExchangeTimestamp(milliseconds: event.eventTime) else {
      throw .invalidValue(field: "E", value: String(event.eventTime), expected: "milliseconds since 1970")
    }
    let symbol = try event.symbol.withWireBytes { bytes throws(FeedDecodingError) in
      try WireValue.symbol(bytes) { "s" }
    }
    let changes =
      try BinanceLevels.read(event.bids, field: "b") { LevelChange(side: .bid, price: $0, quantity: $1) }
      + BinanceLevels.read(event.asks, field: "a") { LevelChange(side: .ask, price: $0, quantity: $1) }
    let update = OrderBookUpdate(
      changes: changes,
      sequence: event.firstUpdateID...event.finalUpdateID,
      time: time
    )
    return [.update(update, symbol: symbol)]
  }
}
