import Foundation

/// Decodes Bithumb's public WebSocket messages into ``MarketEvent``s.
///
/// `orderbookdepth` and `transaction`, which arrive thousands of times a second, take a hand-written scanner of the
/// exact format, which avoids `JSONDecoder`'s cost on the hot path; everything else, and anything unusual, takes
/// the `Decodable` path. Both paths give the same events and the same typed errors.
///
/// ```swift
/// for event in try BithumbWebSocket.events(from: frame) {
///   books[event.symbol ?? ""]?.receive(event)
/// }
/// ```
///
/// Total: any bytes produce events or a ``FeedDecodingError``, never a crash.
public enum BithumbWebSocket {
  /// Decodes one WebSocket message (a binary frame's bytes).
  ///
  /// A depth message yields one ``MarketEvent/update(_:symbol:)`` per symbol it mentions (in order of first
  /// appearance); a transaction message one ``MarketEvent/trade(_:symbol:)`` per trade; a ticker one
  /// ``MarketEvent/ticker(_:)``; a status message one ``MarketEvent/status(_:)``.
  ///
  /// - Throws: ``FeedDecodingError`` naming the field; one malformed level fails the whole message.
  public static func events(from data: Data) throws(FeedDecodingError) -> [MarketEvent] {
    let scanned = data.withUnsafeBytes { raw in
      raw.withMemoryRebound(to: UInt8.self) { BithumbScanner.events($0) }
    }
    if let scanned { return scanned }
    return try decodeWithJSONDecoder(data)
  }

  /// Decodes one WebSocket message received as text.
  ///
  /// - Throws: ``FeedDecodingError`` naming the field.
  public static func events(from text: String) throws(FeedDecodingError) -> [MarketEvent] {
    var contiguous = text
    if let scanned = contiguous.withUTF8({ BithumbScanner.events($0) }) { return scanned }
    return try decodeWithJSONDecoder(Data(text.utf8))
  }

  /// Decodes one message with `JSONDecoder` only: the reference the scanner is tested against, and the path for
  /// message types the scanner does not read. Not API: tests, fuzz targets and benchmarks reach it with
  /// `@_spi(Reference) import OrderBookKit`.
  ///
  /// - Throws: `FeedDecodingError` naming the field.
  @_spi(Reference) public static func decodeWithJSONDecoder(_ data: Data) throws(FeedDecodingError) -> [MarketEvent] {
    try BithumbMapping.events(try FeedDecodingError.decode(BithumbWebSocketDTO.self, from: data))
  }
}
