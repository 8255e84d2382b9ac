/// The `orderbook` and `trade` frames on the one-pass reader (DomainKitsCore's `JSONFrameScanner`): the frame's bytes
/// are read once, the fields are taken where they lie and converted from their text, and the units of a book are
/// read again one by one into stack slots; a frame that decodes allocates only the book's two level arrays.
///
/// This mirrors the tree decoder (`read(_:dialect:)` and `QuotationMapping`) check for check and in the same order,
/// so both give the same message or the same error; what the frame reader does not vouch for (`.unsure`: error
/// frames, escaped or repeated keys, anything not JSON) goes to the tree decoder.
extension QuotationWebSocket {
  /// The message of one WebSocket frame's bytes, or `.unsure`.
  static func scanMessage(_ bytes: UnsafeBufferPointer<UInt8>, dialect: QuotationDialect)
    -> Result<JSONFrameRead<QuotationMessage>, FeedDecodingError>
  {
    do throws(FeedDecodingError) {
      return .success(try readMessage(bytes, dialect: dialect))
    } catch {
      return .failure(error)
    }
  }

  private static func readMessage(_ bytes: UnsafeBufferPointer<UInt8>, dialect: QuotationDialect)
    throws(FeedDecodingError) -> JSONFrameRead<QuotationMessage>
  {
    // The non-generic `readObject`: the generic `withObject` would run unspecialized from this module, looking type
    // metadata up on every frame.
    var message: QuotationMessage?
    let isRead = try JSONFrameScanner.readObject(bytes, keys: QuotationSlots.table) {
      object throws(FeedDecodingError) -> Bool in
      // The envelope, as `QuotationFrame` classifies it. An error frame is the tree decoder's, which names it.
      if object.kind(QuotationSlots.error) == .object { return false }
      if object.memberCount == 1, object.kind(QuotationSlots.status) == .string {
        let status = try object.string(QuotationSlots.status)
        message = .status(status)
        return true
      }
      let slots: QuotationSlots = object.isPresent(QuotationSlots.simple.type) ? .simple : .standard
      let type = try object.string(slots.type)
      let marketCode = try Self.symbol(object, slots.code)
      switch type {
      case "orderbook":
        let time = try Self.bookTimestamp(object, slots.timestamp)
        guard case .value(let snapshot) = try Self.bookSnapshot(object, slots: slots, time: time) else {
          return false
        }
        message = .orderBook(SymbolSnapshot(symbol: marketCode, snapshot: snapshot))
        return true
      case "trade":
        let decoded = try Self.trade(
          object, slots: slots, symbol: marketCode, timestampSlot: slots.tradeTimestamp, dateSlot: slots.tradeDate,
          timeSlot: slots.tradeTime, clockOffsetSeconds: dialect.webSocketTradeClockOffsetSeconds)
        message = .trade(decoded)
        return true
      default:
        throw .unsupportedMessageType(FeedDecodingError.quoted(type))
      }
    }
    guard isRead, let message else { return .unsure }
    return .value(message)
  }

  /// The market code, as `QuotationMapping.symbol(_:_:)` reads it: a string, not empty. Shared with the REST
  /// decoders (`QuotationREST`).
  static func symbol(_ object: JSONFrameObject, _ slot: Int) throws(FeedDecodingError) -> String {
    let text = try object.string(slot)
    guard !text.isEmpty else { throw .invalidValue(field: object.field(slot), value: "", expected: "a market code") }
    return text
  }

  /// The book's timestamp, as `QuotationMapping.bookTimestamp(_:_:)` reads it: microseconds with 16 digits,
  /// milliseconds with 13. Shared with the REST book decoder.
  static func bookTimestamp(_ object: JSONFrameObject, _ slot: Int) throws(FeedDecodingError)
    -> ExchangeTimestamp
  {
    let value = try object.integer(slot)
    if (1_000_000_000_000_000..<10_000_000_000_000_000).contains(value) {
      return ExchangeTimestamp(microseconds: value)
    }
    if (1_000_000_000_000..<10_000_000_000_000).contains(value), let time = ExchangeTimestamp(milliseconds: value) {
      return time
    }
    throw .invalidValue(
      field: object.field(slot), value: String(value), expected: "milliseconds (13 digits) or microseconds (16 digits)")
  }

  /// The levels of the units, as `QuotationMapping.snapshot(_:keys:time:)` reads them: unit by unit, the bid's size
  /// then price, then the ask's; a price must be above zero; zero sizes are dropped. `.unsure` when the reader does
  /// not vouch for the units (not reached on a frame it accepted). Shared with the REST book decoder, whose units are
  /// named from the element (`[0].orderbook_units[2]`).
  static func bookSnapshot(_ object: JSONFrameObject, slots: QuotationSlots, time: ExchangeTimestamp)
    throws(FeedDecodingError) -> JSONFrameRead<OrderBookSnapshot>
  {
    // At most one level per side and unit: each array allocates once.
    let capacity = object.elementCount(slots.units)
    var bids: [Level] = []
    var asks: [Level] = []
    bids.reserveCapacity(capacity)
    asks.reserveCapacity(capacity)
    let read = try object.forEachObject(in: slots.units, keys: QuotationSlots.unitTable) {
      unit throws(FeedDecodingError) -> Void in
      if let bid = try Self.level(unit, price: slots.bidPrice, size: slots.bidSize) { bids.append(bid) }
      if let ask = try Self.level(unit, price: slots.askPrice, size: slots.askSize) { asks.append(ask) }
    }
    guard case .value = read else { return .unsure }
    return .value(OrderBookSnapshot(bids: bids, asks: asks, time: time))
  }

  /// One side of a unit: its size, then its price (above zero); `nil` for a zero size.
  private static func level(_ unit: JSONFrameObject, price priceSlot: Int, size sizeSlot: Int)
    throws(FeedDecodingError) -> Level?
  {
    let size = try unit.quantity(sizeSlot)
    let price = try unit.price(priceSlot)
    guard price.isPositive else {
      throw .invalidValue(field: unit.field(priceSlot), value: price.description, expected: "a price above zero")
    }
    return size.isZero ? nil : Level(price: price, quantity: size)
  }

  /// A trade, as `QuotationMapping.trade(_:keys:symbol:timestampKey:clock:)` reads it: its time is the member in
  /// `timestampSlot` (milliseconds, UTC; a WebSocket's `trade_timestamp`, a REST trade's `timestamp`), or else the
  /// date and time in `dateSlot` and `timeSlot` read `clockOffsetSeconds` ahead of UTC (a WebSocket's `trade_date`
  /// and `trade_time` in the dialect's zone, a REST trade's `trade_date_utc` and `trade_time_utc`).
  static func trade(
    _ object: JSONFrameObject, slots: QuotationSlots, symbol: String, timestampSlot: Int, dateSlot: Int,
    timeSlot: Int, clockOffsetSeconds: Int64
  ) throws(FeedDecodingError) -> QuotationTrade {
    let milliseconds: Int64
    if object.isPresent(timestampSlot) {
      milliseconds = try object.integer(timestampSlot)
      guard milliseconds >= 0 else {
        throw .invalidValue(
          field: object.field(timestampSlot), value: String(milliseconds), expected: "milliseconds since 1970")
      }
    } else {
      milliseconds =
        try clockSeconds(object, dateSlot: dateSlot, timeSlot: timeSlot, offsetSeconds: clockOffsetSeconds) * 1_000
    }
    let id = try object.integer(slots.sequentialID)
    guard id >= 0 else {
      throw .invalidValue(field: object.field(slots.sequentialID), value: String(id), expected: "a non-negative id")
    }
    let side: TakerSide
    switch try object.string(slots.askBid) {
    case "BID": side = .buy
    case "ASK": side = .sell
    case let other:
      throw .invalidValue(
        field: object.field(slots.askBid), value: FeedDecodingError.quoted(other), expected: "\"ASK\" or \"BID\"")
    }
    let price = try object.price(slots.tradePrice)
    guard price.isPositive else {
      throw .invalidValue(
        field: object.field(slots.tradePrice), value: price.description, expected: "a price above zero")
    }
    let quantity = try object.quantity(slots.tradeVolume)
    return QuotationTrade(
      symbol: symbol, sequentialID: UInt64(id),
      trade: Trade(
        takerSide: side, price: price, quantity: quantity, time: ExchangeTimestamp(milliseconds: milliseconds)))
  }

  /// Seconds since 1970 of the date in `dateSlot` (`yyyy-MM-dd`) and the time in `timeSlot` (`HH:mm:ss`) read
  /// `offsetSeconds` ahead of UTC, as `QuotationMapping.clockSeconds(_:_:)` reads them.
  private static func clockSeconds(_ object: JSONFrameObject, dateSlot: Int, timeSlot: Int, offsetSeconds: Int64)
    throws(FeedDecodingError) -> Int64
  {
    let date = try object.string(dateSlot)
    let time = try object.string(timeSlot)
    guard
      let seconds = CivilTime.seconds(
        date: date, datePattern: "yyyy-MM-dd", time: time, timePattern: "HH:mm:ss", offsetSeconds: offsetSeconds)
    else {
      throw .invalidValue(
        field: object.field(dateSlot), value: FeedDecodingError.quoted(date + " " + time),
        expected: "yyyy-MM-dd HH:mm:ss")
    }
    return seconds
  }
}
