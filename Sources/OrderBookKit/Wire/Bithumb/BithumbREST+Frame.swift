/// The REST order book on the one-pass reader (DomainKitsCore's `JSONFrameScanner`): the response's bytes are read
/// once, `data` and each level of `data.bids` and `data.asks` read again with their own key tables into stack slots,
/// and the fields converted from their text by the readers the `Decodable` path uses (``WireValue``,
/// ``BithumbMapping``); a book that decodes allocates only its two level arrays, once each.
///
/// The `Decodable` path (`referenceOrderBook(from:)`) checks the response's shape with `JSONDecoder` first, then the
/// status, then maps `data`; its shape errors are `JSONDecoder`'s, in its words. So this reader answers only for a
/// response whose shape `JSONDecoder` accepts (`status` a string, `message` a string, null or absent, `data` null,
/// absent or a book whose members all have the DTO's types) and leaves every other to it (`.unsure`), as it leaves
/// what the frame reader does not vouch for; then it checks and maps in the `Decodable` path's order.
extension BithumbREST {
  /// The snapshot of one response's bytes, or `.unsure`.
  static func scanOrderBook(_ bytes: UnsafeBufferPointer<UInt8>)
    -> Result<JSONFrameRead<SymbolSnapshot>, FeedDecodingError>
  {
    Result { () throws(FeedDecodingError) in try readOrderBook(bytes) }
  }

  private static func readOrderBook(_ bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError)
    -> JSONFrameRead<SymbolSnapshot>
  {
    var snapshot: SymbolSnapshot?
    let isRead = try JSONFrameScanner.readObject(bytes, keys: BithumbSlots.responseKeys) {
      response throws(FeedDecodingError) -> Bool in
      guard case .value(let read) = try Self.orderBook(response) else { return false }
      snapshot = read
      return true
    }
    guard isRead, let snapshot else { return .unsure }
    return .value(snapshot)
  }

  /// The response, as `referenceOrderBook(from:)` reads it: the shape, then the status, then `data`.
  private static func orderBook(_ response: JSONFrameObject) throws(FeedDecodingError)
    -> JSONFrameRead<SymbolSnapshot>
  {
    guard response.kind(BithumbSlots.restStatus) == .string else { return .unsure }
    let message: String
    switch response.kind(BithumbSlots.restMessage) {
    case .absent, .null: message = ""
    case .string: message = response.text(response.token(BithumbSlots.restMessage))
    default: return .unsure
    }
    // The book mapped (its value or its first error), `nil` without `data`.
    let book: Result<SymbolSnapshot, FeedDecodingError>?
    switch response.kind(BithumbSlots.restData) {
    case .absent, .null:
      book = nil
    case .object:
      var read: JSONFrameRead<Result<SymbolSnapshot, FeedDecodingError>> = .unsure
      let isRead = try response.readObject(in: BithumbSlots.restData, keys: BithumbSlots.bookKeys) {
        data throws(FeedDecodingError) -> Void in
        read = Self.book(data)
      }
      guard isRead, case .value(let mapped) = read else { return .unsure }
      book = mapped
    default:
      return .unsure
    }
    let status = response.text(response.token(BithumbSlots.restStatus))
    guard status == "0000" else { throw .exchangeError(name: status, message: message) }
    guard let book else { throw .missingField("data") }
    return .value(try book.get())
  }

  /// `data` mapped as `referenceOrderBook(from:)` maps it (the timestamp, the order and payment currencies, the bids,
  /// the asks), its first error kept rather than thrown, since the status is checked before it; `.unsure` when its
  /// shape is not the DTO's.
  private static func book(_ data: JSONFrameObject) -> JSONFrameRead<Result<SymbolSnapshot, FeedDecodingError>> {
    guard data.holdsIntegerText(BithumbSlots.timestamp),
      data.holdsStrings(BithumbSlots.paymentCurrency..<(BithumbSlots.orderCurrency + 1)),
      case .value(let bids) = levels(data, BithumbSlots.bids), case .value(let asks) = levels(data, BithumbSlots.asks)
    else { return .unsure }
    let mapped = Result { () throws(FeedDecodingError) -> SymbolSnapshot in
      let time = try data.withWireBytes(BithumbSlots.timestamp) {
        (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> ExchangeTimestamp in
        try BithumbMapping.milliseconds(bytes) { data.field(BithumbSlots.timestamp) }
      }
      let order = try data.withWireBytes(BithumbSlots.orderCurrency) {
        (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> String in
        try WireValue.symbol(bytes) { data.field(BithumbSlots.orderCurrency) }
      }
      let payment = try data.withWireBytes(BithumbSlots.paymentCurrency) {
        (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> String in
        try WireValue.symbol(bytes) { data.field(BithumbSlots.paymentCurrency) }
      }
      let bidLevels = try bids.get()
      let askLevels = try asks.get()
      return SymbolSnapshot(
        symbol: order + "_" + payment, snapshot: OrderBookSnapshot(bids: bidLevels, asks: askLevels, time: time))
    }
    return .value(mapped)
  }

  /// The levels of `data.bids` or `data.asks`: an array of objects whose `price` and `quantity` are strings
  /// (`.unsure` otherwise), each read as `WireValue.level` reads it (a price above zero, then a quantity); the first
  /// error is kept and the rest only checked for its shape, which `JSONDecoder` checks first.
  private static func levels(_ data: JSONFrameObject, _ slot: Int)
    -> JSONFrameRead<Result<[Level], FeedDecodingError>>
  {
    guard data.kind(slot) == .array else { return .unsure }
    var levels: [Level] = []
    levels.reserveCapacity(data.elementCount(slot))
    var isShaped = true
    var firstError: FeedDecodingError?
    do throws(FeedDecodingError) {
      let walked = try data.forEachObject(in: slot, keys: BithumbSlots.levelKeys) {
        (level: JSONFrameObject) throws(FeedDecodingError) -> Void in
        guard isShaped else { return }
        guard level.holdsStrings(BithumbSlots.levelPrice..<(BithumbSlots.levelQuantity + 1)) else {
          isShaped = false
          return
        }
        guard firstError == nil else { return }
        do throws(FeedDecodingError) {
          let price = try level.withWireBytes(BithumbSlots.levelPrice) {
            (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Price in
            try WireValue.positivePrice(bytes) { level.field(BithumbSlots.levelPrice) }
          }
          let quantity = try level.withWireBytes(BithumbSlots.levelQuantity) {
            (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Quantity in
            try WireValue.quantity(bytes) { level.field(BithumbSlots.levelQuantity) }
          }
          levels.append(Level(price: price, quantity: quantity))
        } catch {
          firstError = error
        }
      }
      guard case .value = walked else { return .unsure }
    } catch {
      // A level that is not an object: `JSONDecoder`'s `typeMismatch`.
      return .unsure
    }
    guard isShaped else { return .unsure }
    if let firstError { return .value(.failure(firstError)) }
    return .value(.success(levels))
  }
}
