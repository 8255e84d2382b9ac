/// The API 2.0 field mapping shared by the REST and WebSocket decoders.
enum QuotationMapping {
  typealias Reader = JSONObjectReader<FeedDecodingError>

  static func symbol(_ object: Reader, _ key: String) throws(FeedDecodingError) -> String {
    let text = try object.string(key)
    guard !text.isEmpty else { throw .invalidValue(field: object.field(key), value: "", expected: "a market code") }
    return text
  }

  /// An order-book timestamp: microseconds when it has 16 digits (Bithumb's live feed), milliseconds when 13
  /// (REST, Upbit, Bithumb's documentation); a number or a string.
  static func bookTimestamp(_ object: Reader, _ key: String) throws(FeedDecodingError) -> ExchangeTimestamp {
    let value = try object.integer(key)
    if (1_000_000_000_000_000..<10_000_000_000_000_000).contains(value) {
      return ExchangeTimestamp(microseconds: value)
    }
    if (1_000_000_000_000..<10_000_000_000_000).contains(value), let time = ExchangeTimestamp(milliseconds: value) {
      return time
    }
    throw .invalidValue(
      field: object.field(key), value: String(value), expected: "milliseconds (13 digits) or microseconds (16 digits)")
  }

  /// The levels of `orderbook_units` (unit *i* pairs the *i*-th best ask and bid); zero sizes are dropped.
  static func snapshot(_ object: Reader, keys: QuotationKeys, time: ExchangeTimestamp) throws(FeedDecodingError)
    -> OrderBookSnapshot
  {
    var bids: [Level] = []
    var asks: [Level] = []
    for (index, element) in try object.array(keys.units).enumerated() {
      let unit = try Reader(element, path: object.field(keys.units) + "[\(index)]")
      for (priceKey, sizeKey, isBid) in [(keys.bidPrice, keys.bidSize, true), (keys.askPrice, keys.askSize, false)] {
        let size = try unit.quantity(sizeKey)
        let price = try unit.price(priceKey)
        guard price.isPositive else {
          throw .invalidValue(field: unit.field(priceKey), value: price.description, expected: "a price above zero")
        }
        guard !size.isZero else { continue }
        if isBid {
          bids.append(Level(price: price, quantity: size))
        } else {
          asks.append(Level(price: price, quantity: size))
        }
      }
    }
    return OrderBookSnapshot(bids: bids, asks: asks, time: time)
  }

  /// A trade; its time is `timestampKey` (milliseconds, UTC), or else the date and time fields read in their zone.
  static func trade(
    _ object: Reader, keys: QuotationKeys, symbol: String, timestampKey: String,
    clock: (date: String, datePattern: String, time: String, timePattern: String, offsetSeconds: Int64)
  ) throws(FeedDecodingError) -> QuotationTrade {
    let milliseconds: Int64
    if object.optional(timestampKey) != nil {
      milliseconds = try object.integer(timestampKey)
      guard milliseconds >= 0 else {
        throw .invalidValue(
          field: object.field(timestampKey), value: String(milliseconds), expected: "milliseconds since 1970")
      }
    } else {
      milliseconds = try clockSeconds(object, clock) * 1_000
    }
    let id = try object.integer(keys.sequentialID)
    guard id >= 0 else {
      throw .invalidValue(field: object.field(keys.sequentialID), value: String(id), expected: "a non-negative id")
    }
    let side: TakerSide
    switch try object.string(keys.askBid) {
    case "BID": side = .buy
    case "ASK": side = .sell
    case let other:
      throw .invalidValue(
        field: object.field(keys.askBid), value: FeedDecodingError.quoted(other), expected: "\"ASK\" or \"BID\"")
    }
    let price = try object.price(keys.tradePrice)
    guard price.isPositive else {
      throw .invalidValue(
        field: object.field(keys.tradePrice), value: price.description, expected: "a price above zero")
    }
    return QuotationTrade(
      symbol: symbol, sequentialID: UInt64(id),
      trade: Trade(
        takerSide: side, price: price, quantity: try object.quantity(keys.tradeVolume),
        time: ExchangeTimestamp(milliseconds: milliseconds)))
  }

  /// Seconds since 1970 of a date field and a time field read in their zone.
  static func clockSeconds(
    _ object: Reader,
    _ clock: (date: String, datePattern: String, time: String, timePattern: String, offsetSeconds: Int64)
  ) throws(FeedDecodingError) -> Int64 {
    let date = try object.string(clock.date)
    let time = try object.string(clock.time)
    guard
      let seconds = CivilTime.seconds(
        date: date, datePattern: clock.datePattern, time: time, timePattern: clock.timePattern,
        offsetSeconds: clock.offsetSeconds)
    else {
      throw .invalidValue(
        field: object.field(clock.date), value: FeedDecodingError.quoted(date + " " + time),
        expected: clock.datePattern + " " + clock.timePattern)
    }
    return seconds
  }
}
