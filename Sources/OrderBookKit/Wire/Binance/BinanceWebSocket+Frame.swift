/// The diff-depth event on the one-pass reader (DomainKitsCore's `JSONFrameScanner`): the message's bytes are read
/// once, a combined stream's `data` and each level read again into stack slots, and the fields converted from their
/// text by the readers the `Decodable` path uses (``WireValue``); an event that decodes allocates only its array of
/// changes, once.
///
/// The `Decodable` path (`referenceEvents(from:)`) checks the event's shape with `JSONDecoder` first, then maps it;
/// its shape errors are `JSONDecoder`'s, in its words. So this reader answers only for an event whose shape
/// `JSONDecoder` accepts for certain (`e` and `s` strings, `E` plain digits within `Int64`, `U` and `u` plain digits
/// within `UInt64`, `b` and `a` arrays of arrays whose first two elements are strings) and leaves every other to it
/// (`.unsure`), as it leaves what the frame reader does not vouch for; then it maps in the `Decodable` path's order.
extension BinanceWebSocket {
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
    let isRead = try JSONFrameScanner.readObject(bytes, keys: BinanceSlots.eventKeys) {
      message throws(FeedDecodingError) -> Bool in
      // `BinanceDepthEnvelopeDTO`: with both `stream` and `data` (whatever their values), the event is `data`.
      guard message.kind(BinanceSlots.stream) != .absent, message.kind(BinanceSlots.data) != .absent else {
        guard case .value(let update) = try Self.update(message) else { return false }
        event = update
        return true
      }
      guard message.kind(BinanceSlots.data) == .object else { return false }
      var read: JSONFrameRead<MarketEvent> = .unsure
      let isData = try message.readObject(in: BinanceSlots.data, keys: BinanceSlots.eventKeys) {
        data throws(FeedDecodingError) -> Void in
        read = try Self.update(data)
      }
      guard isData, case .value(let update) = read else { return false }
      event = update
      return true
    }
    guard isRead, let event else { return .unsure }
    return .value([event])
  }

  /// The update event, as `referenceEvents(from:)` maps it: the type, the update ids, the time, the symbol, then the
  /// bids' changes and the asks'.
  private static func update(_ event: JSONFrameObject) throws(FeedDecodingError) -> JSONFrameRead<MarketEvent> {
    guard event.kind(BinanceSlots.eventType) == .string, event.kind(BinanceSlots.symbol) == .string,
      let eventTime = event.nonNegativeInteger(BinanceSlots.eventTime),
      let first = event.unsignedInteger(BinanceSlots.firstUpdateID),
      let final = event.unsignedInteger(BinanceSlots.finalUpdateID)
    else { return .unsure }
    var changes: [LevelChange] = []
    let count = event.elementCount(BinanceSlots.bidChanges) + event.elementCount(BinanceSlots.askChanges)
    changes.reserveCapacity(count)
    let bidsRead = BinanceLevels.read(event, BinanceSlots.bidChanges, field: "b", converting: true, into: &changes) {
      LevelChange(side: .bid, price: $0, quantity: $1)
    }
    guard case .value(let bidsError) = bidsRead else { return .unsure }
    let asksRead = BinanceLevels.read(
      event, BinanceSlots.askChanges, field: "a", converting: bidsError == nil, into: &changes
    ) { LevelChange(side: .ask, price: $0, quantity: $1) }
    guard case .value(let asksError) = asksRead else { return .unsure }
    let type = event.text(event.token(BinanceSlots.eventType))
    guard type == "depthUpdate" else { throw .unsupportedMessageType(FeedDecodingError.quoted(type)) }
    guard first <= final else {
      throw .invalidValue(field: "U", value: String(first), expected: "at most u (\(final))")
    }
    guard let time = ExchangeTimestamp(milliseconds: eventTime) else {
      throw .invalidValue(field: "E", value: String(eventTime), expected: "milliseconds since 1970")
    }
    let symbol = try event.withWireBytes(BinanceSlots.symbol) {
      (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> String in
      try WireValue.symbol(bytes) { "s" }
    }
    if let bidsError { throw bidsError }
    if let asksError { throw asksError }
    return .value(.update(OrderBookUpdate(changes: changes, sequence: first...final, time: time), symbol: symbol))
  }
}
