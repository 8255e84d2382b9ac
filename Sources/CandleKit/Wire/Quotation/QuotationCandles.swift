import Foundation

/// Decodes API 2.0 candle responses (`GET /v1/candles/{minutes/N,days,weeks,months}`, Bithumb and Upbit) into
/// ``Candle``s, oldest first (the exchanges list newest first).
///
/// A candle's time is `candle_date_time_utc`; `candle_date_time_kst` must say the same instant nine hours ahead.
/// Day, week and month candles must start at the dialect's midnight (a Bithumb day candle at Seoul midnight,
/// `T15:00:00` UTC), a week candle on a Monday and a month candle on the 1st, and a minute candle's `unit` must be
/// the one asked for: anything else is an error naming the field. Prices and volumes are read from their text
/// (exponent form included); candles hold `Double` for the chart.
///
/// Every unit is a chartable ``CandleInterval`` (``QuotationCandleUnit/interval``), in the dialect's session zone
/// (`QuotationDialect.sessionTimeZone`: Seoul on Bithumb, UTC on Upbit):
///
/// ```swift
/// let candles = try QuotationCandles.candles(from: body, unit: .months, dialect: .bithumb)
/// let series = try CandleSeries(candles, interval: .oneMonth, timeZone: QuotationDialect.bithumb.sessionTimeZone)
/// ```
public enum QuotationCandles {
  /// Decodes a response.
  ///
  /// - Throws: ``CandleDecodingError`` naming the row and field, or the exchange's error.
  public static func candles(from data: Data, unit: QuotationCandleUnit, dialect: QuotationDialect)
    throws(CandleDecodingError) -> [Candle]
  {
    var candles: [Candle] = []
    var failure: CandleDecodingError?
    let isRead = data.withUnsafeBytes { raw in
      scanCandles(raw.bindMemory(to: UInt8.self), unit: unit, dialect: dialect, into: &candles, failure: &failure)
    }
    if let failure { throw failure }
    return isRead ? candles : try referenceCandles(from: data, unit: unit, dialect: dialect)
  }

  /// The tree decoder `candles(from:unit:dialect:)` had before the one-pass reader: the response read into a
  /// `JSONValue` first, then mapped row by row. It still falls back on it for the responses the one-pass reader
  /// leaves to it (an exchange's error, a top level that is not an array, escaped or repeated keys, anything not
  /// JSON); tests and fuzz targets compare the two, and the benchmarks keep it as the baseline
  /// (`@_spi(Reference) import CandleKit`). Not API.
  ///
  /// - Throws: as `candles(from:unit:dialect:)`.
  @_spi(Reference) public static func referenceCandles(
    from data: Data, unit: QuotationCandleUnit, dialect: QuotationDialect
  ) throws(CandleDecodingError) -> [Candle] {
    let elements: [JSONValue]
    switch QuotationFrame.read(data) {
    case .failure(let error): throw .invalidJSON(error.description)
    case .success(.error(let name, let message)): throw .exchangeError(name: name, message: message)
    case .success(.status(let status)): throw .invalidValue(field: "(root)", value: status, expected: "an array")
    case .success(.message(.array(let list))): elements = list
    case .success(.message): throw .wrongType(field: "(root)", expected: "an array")
    }
    var candles: [Candle] = []
    candles.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let row = try JSONObjectReader<CandleDecodingError>(element, path: "[\(index)]")
      let seconds = try time(row, "candle_date_time_utc", offsetSeconds: 0)
      guard try time(row, "candle_date_time_kst", offsetSeconds: 9 * 3_600) == seconds else {
        throw .invalidValue(
          field: row.field("candle_date_time_kst"), value: try row.string("candle_date_time_kst"),
          expected: "candle_date_time_utc nine hours later")
      }
      switch unit {
      case .minutes(let count):
        if row.optional("unit") != nil, try row.integer("unit") != Int64(count) {
          throw .invalidValue(
            field: row.field("unit"), value: String(try row.integer("unit")), expected: "\(count) minutes")
        }
      case .days, .weeks, .months:
        let local = seconds + dialect.sessionStartOffsetSeconds
        guard local % 86_400 == 0 else {
          throw .invalidValue(
            field: row.field("candle_date_time_utc"), value: try row.string("candle_date_time_utc"),
            expected: "the start of a day at the session's midnight")
        }
        let day = local / 86_400
        if unit == .weeks, ((day + 3) % 7 + 7) % 7 != 0 {  // 1970-01-01, day 0, was a Thursday
          throw .invalidValue(
            field: row.field("candle_date_time_utc"), value: try row.string("candle_date_time_utc"),
            expected: "the start of a week (a Monday) at the session's midnight")
        }
        if unit == .months, CalendarDay(dayNumber: Int(clamping: day)).day != 1 {
          throw .invalidValue(
            field: row.field("candle_date_time_utc"), value: try row.string("candle_date_time_utc"),
            expected: "the start of a month (the 1st) at the session's midnight")
        }
      }
      do {
        candles.append(
          try Candle(
            time: Date(timeIntervalSince1970: Double(seconds)), open: try row.double("opening_price"),
            high: try row.double("high_price"), low: try row.double("low_price"), close: try row.double("trade_price"),
            volume: try row.double("candle_acc_trade_volume")))
      } catch let error as CandleError {
        throw .invalidCandle(error) { column in
          FieldPath.text([.index(index), .key(Self.quotationKeys[column] ?? column.rawValue)])
        }
      } catch let error as CandleDecodingError {
        throw error
      } catch {
        throw .invalidJSON(String(describing: error))
      }
    }
    return candles.sorted { $0.time < $1.time }
  }

  /// Seconds since 1970 of a "yyyy-MM-ddTHH:mm:ss" field read `offsetSeconds` ahead of UTC.
  private static func time(_ row: JSONObjectReader<CandleDecodingError>, _ key: String, offsetSeconds: Int64)
    throws(CandleDecodingError) -> Int64
  {
    let text = try row.string(key)
    guard let seconds = dateTimeSeconds(text, offsetSeconds: offsetSeconds) else {
      throw .invalidValue(field: row.field(key), value: String(text.prefix(48)), expected: "yyyy-MM-ddTHH:mm:ss")
    }
    return seconds
  }

  /// Seconds since 1970 of a "yyyy-MM-ddTHH:mm:ss" text read `offsetSeconds` ahead of UTC, or `nil`: the text split
  /// at its `T`s (empty parts dropped) must give two parts that read with the patterns. Both decoders' rule.
  static func dateTimeSeconds(_ text: String, offsetSeconds: Int64) -> Int64? {
    let parts = text.split(separator: "T")
    guard parts.count == 2 else { return nil }
    return CivilTime.seconds(
      date: String(parts[0]), datePattern: "yyyy-MM-dd", time: String(parts[1]), timePattern: "HH:mm:ss",
      offsetSeconds: offsetSeconds)
  }

  /// The API 2.0 field of each candle column, for errors that name the field.
  static let quotationKeys: [CandleColumn: String] = [
    .time: "candle_date_time_utc", .open: "opening_price", .high: "high_price", .low: "low_price",
    .close: "trade_price", .volume: "candle_acc_trade_volume",
  ]
}
