import Foundation

/// The ticker frame on the one-pass reader (DomainKitsCore's `JSONFrameScanner`): the frame's bytes are read once,
/// the ticker's fields are taken where they lie and converted from their text, and no tree, string or array is
/// made for a ticker that decodes.
///
/// This mirrors the tree decoder (`ticker(frame:dialect:)` and `ticker(_:keys:codeKey:epochOffsetSeconds:
/// clockOffsetSeconds:)`) check for check and in the same order, so both give the same ticker or the same error;
/// what the frame reader does not vouch for (`.unsure`) goes to the tree decoder.
extension QuotationTickers {
  /// Reads one WebSocket frame's bytes into `ticker` (`nil` for a status frame); `false` when the frame is left to
  /// the tree decoder. A field's error goes into `failure` (the callers' closures cannot throw a typed error).
  static func scanTicker(
    _ bytes: UnsafeBufferPointer<UInt8>, dialect: QuotationDialect, into ticker: inout MarketTicker?,
    failure: inout MarketDataError?
  ) -> Bool {
    do throws(MarketDataError) {
      return try readTicker(bytes, dialect: dialect, into: &ticker)
    } catch {
      failure = error
      return true
    }
  }

  private static func readTicker(
    _ bytes: UnsafeBufferPointer<UInt8>, dialect: QuotationDialect, into ticker: inout MarketTicker?
  ) throws(MarketDataError) -> Bool {
    try JSONFrameScanner.readObject(bytes, keys: TickerSlots.table) { object throws(MarketDataError) -> Bool in
      // The envelope, as `QuotationFrame` classifies it. An error frame is the tree decoder's, which names it.
      if object.kind(TickerSlots.error) == .object { return false }
      if object.memberCount == 1, object.kind(TickerSlots.status) == .string {
        ticker = nil
        return true
      }
      let slots: TickerSlots = object.isPresent(TickerSlots.simple.type) ? .simple : .standard
      let type = try object.string(slots.type)
      guard type == "ticker" else { throw .unsupportedMessageType(MarketDataError.quoted(type)) }
      ticker = try Self.ticker(
        object, slots: slots, codeSlot: slots.code, epochOffsetSeconds: 0,
        clockOffsetSeconds: dialect.webSocketTradeClockOffsetSeconds)
      return true
    }
  }

  /// Maps one ticker object, as `ticker(_:keys:codeKey:epochOffsetSeconds:clockOffsetSeconds:)` does.
  static func ticker(
    _ object: JSONFrameObject, slots: TickerSlots, codeSlot: Int, epochOffsetSeconds: Int64,
    clockOffsetSeconds: Int64
  ) throws(MarketDataError) -> MarketTicker {
    let code = try MarketCode.checked(try object.string(codeSlot), field: object.field(codeSlot))
    let timestamp = try milliseconds(object, slots.timestamp) - epochOffsetSeconds * 1_000
    let lastTrade: Int64
    if object.isPresent(slots.tradeTimestamp) {
      lastTrade = try milliseconds(object, slots.tradeTimestamp) - epochOffsetSeconds * 1_000
    } else {
      lastTrade = try tradeClock(object, slots: slots, offsetSeconds: clockOffsetSeconds) * 1_000
    }
    // In the order the tree decoder reads them (its initializer's arguments), so the first error is the same.
    let tradePrice = try object.price(slots.tradePrice)
    let openingPrice = try object.price(slots.openingPrice)
    let highPrice = try object.price(slots.highPrice)
    let lowPrice = try object.price(slots.lowPrice)
    let previousClosingPrice = try object.price(slots.previousClosingPrice)
    let direction = try object.choice(slots.change, as: PriceChangeDirection.self)
    let signedChangePrice = try object.price(slots.signedChangePrice)
    let signedChangeRate = try orderedDecimal(object, slots.signedChangeRate, nonNegative: false)
    let tradeValue24h = try orderedDecimal(object, slots.tradeValue24h, nonNegative: true)
    let tradeVolume24h = try orderedDecimal(object, slots.tradeVolume24h, nonNegative: true)
    let sessionTradeValue = try orderedDecimal(object, slots.sessionTradeValue, nonNegative: true)
    return MarketTicker(
      code: code, tradePrice: tradePrice, openingPrice: openingPrice, highPrice: highPrice, lowPrice: lowPrice,
      previousClosingPrice: previousClosingPrice, direction: direction, signedChangePrice: signedChangePrice,
      signedChangeRate: signedChangeRate.value, tradeValue24h: tradeValue24h.value,
      tradeVolume24h: tradeVolume24h.value, sessionTradeValue: sessionTradeValue.value,
      lastTradeTime: Date(timeIntervalSince1970: Double(lastTrade) / 1_000), timestamp: timestamp,
      ordering: TickerOrdering(tradeValue: tradeValue24h.ordering, changeRate: signedChangeRate.ordering))
  }

  /// Seconds since 1970 of the ticker's `trade_date` (`yyyyMMdd`) and `trade_time` (`HHmmss`), read
  /// `offsetSeconds` ahead of UTC.
  static func tradeClock(_ object: JSONFrameObject, slots: TickerSlots, offsetSeconds: Int64)
    throws(MarketDataError) -> Int64
  {
    let date = try object.string(slots.tradeDate)
    let time = try object.string(slots.tradeTime)
    guard
      let seconds = CivilTime.seconds(
        date: date, datePattern: "yyyyMMdd", time: time, timePattern: "HHmmss", offsetSeconds: offsetSeconds)
    else {
      throw .invalidValue(
        field: object.field(slots.tradeDate), value: String((date + " " + time).prefix(48)),
        expected: "yyyyMMdd and HHmmss")
    }
    return seconds
  }

  private static func milliseconds(_ object: JSONFrameObject, _ slot: Int) throws(MarketDataError) -> Int64 {
    let value = try object.integer(slot)
    // Milliseconds since 1970 have 13 digits from 2001 to 2286.
    guard (1_000_000_000_000..<10_000_000_000_000).contains(value) else {
      throw .invalidValue(field: object.field(slot), value: String(value), expected: "milliseconds since 1970")
    }
    return value
  }

  /// A statistic and its board ordering, both from the number's text; with `nonNegative`, refused below zero.
  private static func orderedDecimal(_ object: JSONFrameObject, _ slot: Int, nonNegative: Bool)
    throws(MarketDataError) -> (value: Decimal, ordering: OrderingDecimal)
  {
    var read = (Decimal(), OrderingDecimal.zero)
    try object.readNumeral(slot) { numeral throws(MarketDataError) in
      let value: Decimal
      do throws(DecimalParseError) {
        value = try ExactDecimalText.decimal(numeral)
      } catch {
        throw .invalidDecimal(field: object.field(slot), error)
      }
      read = (value, OrderingDecimal(numeral: numeral, value: value))
    }
    guard !nonNegative || read.0 >= 0 else {
      throw .invalidValue(field: object.field(slot), value: "\(read.0)", expected: "zero or more")
    }
    return (read.0, read.1)
  }
}
