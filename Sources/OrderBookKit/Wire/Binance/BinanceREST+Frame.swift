/// The REST depth snapshot on the one-pass reader (DomainKitsCore's `JSONFrameScanner`): the response's bytes are read
/// once and each level read again into stack slots; a snapshot that decodes allocates only its two level arrays, once
/// each. As for the diff-depth event, the reader answers only for a response whose shape `JSONDecoder` accepts for
/// certain (`lastUpdateId` plain digits within `UInt64`, `bids` and `asks` arrays of arrays whose first two elements
/// are strings) and leaves every other to the `Decodable` path (`referenceOrderBook(from:)`), which names the error.
extension BinanceREST {
  /// The snapshot of one response's bytes, or `.unsure`.
  static func scanOrderBook(_ bytes: UnsafeBufferPointer<UInt8>)
    -> Result<JSONFrameRead<OrderBookSnapshot>, FeedDecodingError>
  {
    Result { () throws(FeedDecodingError) in try readOrderBook(bytes) }
  }

  private static func readOrderBook(_ bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError)
    -> JSONFrameRead<OrderBookSnapshot>
  {
    var snapshot: OrderBookSnapshot?
    let isRead = try JSONFrameScanner.readObject(bytes, keys: BinanceSlots.snapshotKeys) {
      response throws(FeedDecodingError) -> Bool in
      guard case .value(let read) = try Self.snapshot(response) else { return false }
      snapshot = read
      return true
    }
    guard isRead, let snapshot else { return .unsure }
    return .value(snapshot)
  }

  /// The snapshot, as `referenceOrderBook(from:)` maps it: the bids, then the asks, with `lastUpdateId` as the
  /// sequence.
  private static func snapshot(_ response: JSONFrameObject) throws(FeedDecodingError)
    -> JSONFrameRead<OrderBookSnapshot>
  {
    guard let sequence = response.unsignedInteger(BinanceSlots.lastUpdateID) else { return .unsure }
    var bids: [Level] = []
    var asks: [Level] = []
    bids.reserveCapacity(response.elementCount(BinanceSlots.bids))
    asks.reserveCapacity(response.elementCount(BinanceSlots.asks))
    let bidsRead = BinanceLevels.read(response, BinanceSlots.bids, field: "bids", converting: true, into: &bids) {
      Level(price: $0, quantity: $1)
    }
    guard case .value(let bidsError) = bidsRead else { return .unsure }
    let asksRead = BinanceLevels.read(
      response, BinanceSlots.asks, field: "asks", converting: bidsError == nil, into: &asks
    ) { Level(price: $0, quantity: $1) }
    guard case .value(let asksError) = asksRead else { return .unsure }
    if let bidsError { throw bidsError }
    if let asksError { throw asksError }
    return .value(OrderBookSnapshot(bids: bids, asks: asks, sequence: sequence))
  }
}
