/// The `orderbook` message on the one-pass reader (DomainKitsCore's `JSONFrameScanner`): the message's bytes are read
/// once, the units read again one by one into stack slots, and each price and size converted from its text; a message
/// that decodes allocates only its two level arrays, once each.
///
/// The previous decoder (`referenceEvents(from:)`) has `JSONDecoder` check the shape first (``UpbitOrderBookDTO``),
/// then reads the numbers' text with ``UpbitScanner``; `JSONDecoder`'s errors are in its own words. So this reader
/// answers only for a message whose shape `JSONDecoder` accepts: `type` and `code` strings, `timestamp` a number of
/// plain digits within `Int64`, `orderbook_units` an array of objects whose four fields are numbers that `JSONDecoder`
/// reads as finite `Double`s. It leaves every other message to the previous decoder (`.unsure`), as it leaves what
/// the frame reader does not vouch for (escaped or repeated keys, which ``UpbitScanner`` names, and anything not
/// JSON); then it maps the fields check for check in the previous decoder's order, so both give the same event or
/// the same error.
extension UpbitWebSocket {
  /// The events of one message's bytes, or `.unsure`.
  static func scanEvents(_ bytes: UnsafeBufferPointer<UInt8>)
    -> Result<JSONFrameRead<[MarketEvent]>, FeedDecodingError>
  {
    Result { () throws(FeedDecodingError) in try readEvents(bytes) }
  }

  private static func readEvents(_ bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError)
    -> JSONFrameRead<[MarketEvent]>
  {
    var event: MarketEvent?
    // The non-generic `readObject`: the generic `withObject` would run unspecialized from this module.
    let isRead = try JSONFrameScanner.readObject(bytes, keys: UpbitSlots.messageKeys) {
      message throws(FeedDecodingError) -> Bool in
      guard case .value(let snapshot) = try Self.snapshotEvent(message) else { return false }
      event = snapshot
      return true
    }
    guard isRead, let event else { return .unsure }
    return .value([event])
  }

  /// The snapshot event, as `referenceEvents(from:)` reads it: the shape first (left to `JSONDecoder` when it is not
  /// the DTO's), then the type, the code, the timestamp, and the units' levels in order.
  private static func snapshotEvent(_ message: JSONFrameObject) throws(FeedDecodingError)
    -> JSONFrameRead<MarketEvent>
  {
    guard message.kind(UpbitSlots.type) == .string, message.kind(UpbitSlots.code) == .string,
      message.kind(UpbitSlots.units) == .array,
      // A negative timestamp, an error either way, is left to the previous decoder too, which names it.
      let timestamp = message.nonNegativeInteger(UpbitSlots.timestamp)
    else { return .unsure }
    // At most one level per side and unit: each array allocates once.
    let capacity = message.elementCount(UpbitSlots.units)
    var bids: [Level] = []
    var asks: [Level] = []
    bids.reserveCapacity(capacity)
    asks.reserveCapacity(capacity)
    let walked = message.forEachShapedObject(in: UpbitSlots.units, keys: UpbitSlots.unitKeys, isShaped: Self.isUnit) {
      (unit: JSONFrameObject) throws(FeedDecodingError) in
      if let bid = try Self.level(of: unit, price: UpbitSlots.bidPrice, size: UpbitSlots.bidSize) {
        bids.append(bid)
      }
      if let ask = try Self.level(of: unit, price: UpbitSlots.askPrice, size: UpbitSlots.askSize) {
        asks.append(ask)
      }
    }
    guard case .value(let firstError) = walked else { return .unsure }
    let type = message.text(message.token(UpbitSlots.type))
    guard type == "orderbook" else { throw .unsupportedMessageType(FeedDecodingError.quoted(type)) }
    let symbol = try message.withWireBytes(UpbitSlots.code) {
      (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> String in
      try WireValue.symbol(bytes) { "code" }
    }
    guard let time = ExchangeTimestamp(milliseconds: timestamp), timestamp >= 0 else {
      throw .invalidValue(field: "timestamp", value: String(timestamp), expected: "milliseconds since 1970")
    }
    if let firstError { throw firstError }
    return .value(.snapshot(OrderBookSnapshot(bids: bids, asks: asks, time: time), symbol: symbol))
  }

  /// One side of a unit, as `referenceEvents(from:)` reads it: the size, `nil` when it is zero (the price is then not
  /// read), else the price, above zero.
  private static func level(of unit: JSONFrameObject, price priceSlot: Int, size sizeSlot: Int)
    throws(FeedDecodingError) -> Level?
  {
    let quantity = try unit.quantity(sizeSlot)
    guard !quantity.isZero else { return nil }
    let price = try unit.price(priceSlot)
    guard price.units > 0 else {
      throw .invalidValue(field: unit.field(priceSlot), value: price.description, expected: "a price above zero")
    }
    return Level(price: price, quantity: quantity)
  }

  /// Whether a unit has ``UpbitOrderBookDTO/Unit``'s shape: its four fields numbers that `JSONDecoder` surely reads
  /// as finite `Double`s (``isModerate(_:)``).
  private static func isUnit(_ unit: JSONFrameObject) -> Bool {
    for slot in 0..<UpbitSlots.unitKeys.count {
      let token = unit.token(slot)
      guard token.kind == .number, isModerate(unit.slice(token)) else { return false }
    }
    return true
  }

  /// Whether the JSON number `text` lies far inside `Double`'s normal range, so that `JSONDecoder` reads it as a
  /// finite `Double` on any platform: at most 100 bytes before the exponent, an exponent of at most three digits and
  /// at most 200, so the value is zero or between 10⁻²⁹⁹ and 10³⁰⁰. Beyond, whether `JSONDecoder` accepts it (as a
  /// `Double`, then as a `Decimal`) is its own affair, and the message is left to it.
  private static func isModerate(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var mantissaEnd = 0
    while mantissaEnd < text.count, text[mantissaEnd] | 0x20 != UInt8(ascii: "e") { mantissaEnd += 1 }
    guard mantissaEnd <= 100 else { return false }
    guard mantissaEnd < text.count else { return true }
    var index = mantissaEnd + 1
    if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
    guard text.count - index <= 3 else { return false }
    var exponent = 0
    while index < text.count {
      exponent = exponent * 10 + Int(text[index] &- UInt8(ascii: "0"))
      index += 1
    }
    return exponent <= 200
  }
}
