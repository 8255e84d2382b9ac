import Foundation

/// Decodes Bithumb's public WebSocket messages into ``MarketEvent``s.
///
/// A message is read in one pass over its bytes (DomainKitsCore's frame reader), without `JSONDecoder` or a tree:
/// `orderbookdepth` and `transaction`, which arrive thousands of times a second, `ticker` and status messages alike.
/// Anything unusual (a member missing or of another type, escaped or repeated keys, anything not JSON) takes the
/// `Decodable` path, which names the error. Both paths give the same events and the same typed errors.
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
    let scanned = data.withUnsafeBytes { raw in scanEvents(raw.bindMemory(to: UInt8.self)) }
    if case .value(let events) = try scanned.get() { return events }
    return try decodeWithJSONDecoder(data)
  }

  /// Decodes one WebSocket message received as text.
  ///
  /// - Throws: ``FeedDecodingError`` naming the field.
  public static func events(from text: String) throws(FeedDecodingError) -> [MarketEvent] {
    var contiguous = text
    let scanned = contiguous.withUTF8 { scanEvents($0) }
    if case .value(let events) = try scanned.get() { return events }
    return try decodeWithJSONDecoder(Data(text.utf8))
  }

  /// Decodes one message with `JSONDecoder` only: the decoder the entry points above had before the one-pass reader,
  /// which they still fall back on for the messages it leaves to it (a member missing or of another type, escaped or
  /// repeated keys, anything not JSON); tests and fuzz targets compare the two, and the benchmarks keep it as the
  /// baseline. Not API: they reach it with `@_spi(Reference) import OrderBookKit`.
  ///
  /// - Throws: `FeedDecodingError` naming the field.
  @_spi(Reference) public static func decodeWithJSONDecoder(_ data: Data) throws(FeedDecodingError) -> [MarketEvent] {
    try BithumbMapping.events(try FeedDecodingError.decode(BithumbWebSocketDTO.self, from: data))
  }
}
