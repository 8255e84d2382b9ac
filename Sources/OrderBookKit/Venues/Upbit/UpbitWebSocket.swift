import Foundation

/// The DTO of Upbit's WebSocket `orderbook` message (default format): prices and sizes are JSON numbers.
struct UpbitOrderBookDTO: Decodable {
  struct Unit: Decodable {
    let askPrice: Decimal
    let bidPrice: Decimal
    let askSize: Decimal
    let bidSize: Decimal

    private enum CodingKeys: String, CodingKey {
      case askPrice = "ask_price"
      case bidPrice = "bid_price"
      case askSize = "ask_size"
      case bidSize = "bid_size"
    }
  }

  let type: String
  let code: String
  let timestamp: Int64
  let units: [Unit]

  private enum CodingKeys: String, CodingKey {
    case type, code, timestamp
    case units = "orderbook_units"
  }
}

/// Decodes Upbit's WebSocket `orderbook` messages: every message is the whole top-N book of one market, so each
/// yields one ``MarketEvent/snapshot(_:symbol:)`` (use ``SyncPolicy/fullSnapshot``).
public enum UpbitWebSocket {
  /// Decodes one `orderbook` message into a snapshot event for its market code ("KRW-BTC").
  ///
  /// Prices and sizes arrive as JSON numbers; they are read through Foundation's `Decimal` (exact to 38
  /// significant digits, far beyond any real price) and then checked to fit ``Price`` and ``Quantity`` exactly.
  /// A unit whose size is zero on one side contributes nothing to that side (Upbit pads thin books with zeros).
  ///
  /// - Throws: ``FeedDecodingError`` naming the field, ``FeedDecodingError/unsupportedMessageType(_:)`` for
  ///   other message types.
  public static func decode(_ data: Data) throws(FeedDecodingError) -> [MarketEvent] {
    let message = try FeedDecodingError.decode(UpbitOrderBookDTO.self, from: data)
    guard message.type == "orderbook" else { throw .unsupportedMessageType(FeedDecodingError.quoted(message.type)) }
    let symbol = try message.code.withWireBytes { bytes throws(FeedDecodingError) in
      try WireValue.symbol(bytes) { "code" }
    }
    guard let time = ExchangeTimestamp(milliseconds: message.timestamp), message.timestamp >= 0 else {
      throw .invalidValue(field: "timestamp", value: String(message.timestamp), expected: "milliseconds since 1970")
    }
    var bids: [Level] = []
    var asks: [Level] = []
    for (index, unit) in message.units.enumerated() {
      let field = { (name: String) in "orderbook_units[\(index)].\(name)" }
      if let level = try level(price: unit.bidPrice, size: unit.bidSize, field: field, side: "bid") {
        bids.append(level)
      }
      if let level = try level(price: unit.askPrice, size: unit.askSize, field: field, side: "ask") {
        asks.append(level)
      }
    }
    return [.snapshot(OrderBookSnapshot(bids: bids, asks: asks, time: time), symbol: symbol)]
  }

  private static func level(price: Decimal, size: Decimal, field: (String) -> String, side: String)
    throws(FeedDecodingError) -> Level?
  {
    let quantity = try size.description.withWireBytes { bytes throws(FeedDecodingError) in
      try WireValue.quantity(bytes) { field("\(side)_size") }
    }
    guard !quantity.isZero else { return nil }
    let price = try price.description.withWireBytes { bytes throws(FeedDecodingError) in
      try WireValue.positivePrice(bytes) { field("\(side)_price") }
    }
    return Level(price: price, quantity: quantity)
  }
}
