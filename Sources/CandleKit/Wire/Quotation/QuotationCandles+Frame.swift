import Foundation

/// API 2.0 candle responses on the one-pass reader (DomainKitsCore's `JSONFrameScanner.readArray`): the response is
/// validated once, then each row is read again into stack slots and its fields converted from their text; no tree,
/// key string or number string is made, and the two times of a row are read from their bytes.
///
/// This mirrors the tree decoder (`referenceCandles(from:unit:dialect:)`) check for check and in the same order, so
/// both give the same candles or the same error; what the frame reader does not vouch for goes to the tree decoder.
extension QuotationCandles {
  /// Reads a response's bytes into `candles`, oldest first; `false` when the response is left to the tree decoder
  /// (an exchange's error or status object, escaped or repeated keys, anything not JSON). A field's error goes into
  /// `failure` (the callers' closures cannot throw a typed error).
  static func scanCandles(
    _ bytes: UnsafeBufferPointer<UInt8>, unit: QuotationCandleUnit, dialect: QuotationDialect,
    into candles: inout [Candle], failure: inout CandleDecodingError?
  ) -> Bool {
    do throws(CandleDecodingError) {
      let isRead = try JSONFrameScanner.readArray(bytes, keys: QuotationCandleSlots.table) {
        row throws(CandleDecodingError) -> Void in
        // Every earlier row appended one candle: this is the row's index.
        let index = candles.count
        let candle = try Self.candle(row, index: index, unit: unit, dialect: dialect)
        candles.append(candle)
      }
      guard isRead else { return false }
      Self.sortOldestFirst(&candles)
      return true
    } catch {
      failure = error
      return true
    }
  }

  /// Maps one row as the tree decoder's loop does: the UTC time, the Seoul time that must say the same instant, the
  /// unit's checks, the five values in the initializer's order, then the candle's invariants.
  private static func candle(
    _ row: JSONFrameObject, index: Int, unit: QuotationCandleUnit, dialect: QuotationDialect
  ) throws(CandleDecodingError) -> Candle {
    let utc = QuotationCandleSlots.utc
    let seconds = try time(row, utc, offsetSeconds: 0)
    guard try time(row, QuotationCandleSlots.kst, offsetSeconds: 9 * 3_600) == seconds else {
      throw .invalidValue(
        field: row.field(QuotationCandleSlots.kst), value: try row.string(QuotationCandleSlots.kst),
        expected: "candle_date_time_utc nine hours later")
    }
    switch unit {
    case .minutes(let count):
      let unitSlot = QuotationCandleSlots.unit
      if row.isPresent(unitSlot), try row.integer(unitSlot) != Int64(count) {
        throw .invalidValue(
          field: row.field(unitSlot), value: String(try row.integer(unitSlot)), expected: "\(count) minutes")
      }
    case .days, .weeks, .months:
      let local = seconds + dialect.sessionStartOffsetSeconds
      guard local % 86_400 == 0 else {
        throw .invalidValue(
          field: row.field(utc), value: try row.string(utc), expected: "the start of a day at the session's midnight")
      }
      let day = local / 86_400
      if unit == .weeks, ((day + 3) % 7 + 7) % 7 != 0 {  // 1970-01-01, day 0, was a Thursday
        throw .invalidValue(
          field: row.field(utc), value: try row.string(utc),
          expected: "the start of a week (a Monday) at the session's midnight")
      }
      if unit == .months, CalendarDay(dayNumber: Int(clamping: day)).day != 1 {
        throw .invalidValue(
          field: row.field(utc), value: try row.string(utc),
          expected: "the start of a month (the 1st) at the session's midnight")
      }
    }
    let open = try row.double(QuotationCandleSlots.open)
    let high = try row.double(QuotationCandleSlots.high)
    let low = try row.double(QuotationCandleSlots.low)
    let close = try row.double(QuotationCandleSlots.close)
    let volume = try row.double(QuotationCandleSlots.volume)
    do throws(CandleError) {
      return try Candle(
        time: Date(timeIntervalSince1970: Double(seconds)), open: open, high: high, low: low, close: close,
        volume: volume)
    } catch {
      throw .invalidCandle(error) { column in
        FieldPath.text([.index(index), .key(Self.quotationKeys[column] ?? column.rawValue)])
      }
    }
  }

  /// Seconds since 1970 of a "yyyy-MM-ddTHH:mm:ss" field read `offsetSeconds` ahead of UTC, with the tree decoder's
  /// checks and error: a plain 19-byte string read from its bytes, any other text through
  /// ``dateTimeSeconds(_:offsetSeconds:)``.
  private static func time(_ row: JSONFrameObject, _ slot: Int, offsetSeconds: Int64) throws(CandleDecodingError)
    -> Int64
  {
    let token = row.token(slot)
    if token.kind == .string, token.isPlain,
      let seconds = plainDateTimeSeconds(row.slice(token), offsetSeconds: offsetSeconds)
    {
      return seconds
    }
    let text = try row.string(slot)
    guard let seconds = dateTimeSeconds(text, offsetSeconds: offsetSeconds) else {
      throw .invalidValue(field: row.field(slot), value: String(text.prefix(48)), expected: "yyyy-MM-ddTHH:mm:ss")
    }
    return seconds
  }

  /// ``dateTimeSeconds(_:offsetSeconds:)`` of printable ASCII spelled exactly `yyyy-MM-ddTHH:mm:ss`, read from its
  /// bytes without splitting or making strings; `nil` for anything else (which the string path then decides). Such
  /// a text has one `T` and no other letter, so the tree's split gives the same two parts and the same fields.
  static func plainDateTimeSeconds(_ text: UnsafeBufferPointer<UInt8>, offsetSeconds: Int64) -> Int64? {
    CivilTime.plainSeconds(text, separator: UInt8(ascii: "T"), offsetSeconds: offsetSeconds)
  }

  /// Puts decoded candles oldest first, as the tree decoder's `sorted { $0.time < $1.time }` does: a list strictly
  /// newest first (the exchanges' order) is reversed, the one order that sort can give it; any other goes through
  /// the same sort.
  static func sortOldestFirst(_ candles: inout [Candle]) {
    var isNewestFirst = true
    var index = 1
    while index < candles.count {
      guard candles[index].time < candles[index - 1].time else {
        isNewestFirst = false
        break
      }
      index += 1
    }
    if isNewestFirst {
      candles.reverse()
    } else {
      candles.sort { $0.time < $1.time }
    }
  }
}
