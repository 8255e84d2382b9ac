import Foundation

/// The candle periods of API 2.0: minutes (1, 3, 5, 10, 15, 30, 60, 240), days, weeks and months.
public enum QuotationCandleUnit: Sendable, Hashable {
  /// Minute candles of 1, 3, 5, 10, 15, 30, 60 or 240 minutes.
  case minutes(Int)
  /// Day candles, starting at the session's midnight (Seoul on Bithumb, UTC on Upbit).
  case days
  /// Week candles, starting on Monday at the session's midnight.
  case weeks
  /// Month candles, starting on the first at the session's midnight.
  case months

  /// The minute counts the exchanges accept.
  public static let minuteCounts = [1, 3, 5, 10, 15, 30, 60, 240]

  /// The request path ("/v1/candles/minutes/1", "/v1/candles/days"), or `nil` for a minute count the exchanges do
  /// not offer.
  public var path: String? {
    switch self {
    case .minutes(let count): Self.minuteCounts.contains(count) ? "/v1/candles/minutes/\(count)" : nil
    case .days: "/v1/candles/days"
    case .weeks: "/v1/candles/weeks"
    case .months: "/v1/candles/months"
    }
  }
}

/// Decodes API 2.0 candle responses (`GET /v1/candles/{minutes/N,days,weeks,months}`, Bithumb and Upbit) into
/// ``Candle``s, oldest first (the exchanges list newest first).
///
/// A candle's time is `candle_date_time_utc`; `candle_date_time_kst` must say the same instant nine hours ahead.
/// Day, week and month candles must start at the dialect's midnight (a Bithumb day candle at Seoul midnight,
/// `T15:00:00` UTC), and a minute candle's `unit` must be the one asked for: anything else is an error naming the
/// field. Prices and volumes are read from their text (exponent form included); candles hold `Double` for the chart.
///
/// ```swift
/// let candles = try QuotationCandles.decode(body, unit: .days, dialect: .bithumb)
/// let series = try CandleSeries(candles, interval: .oneDay)
/// ```
public enum QuotationCandles {
  /// Decodes a response.
  ///
  /// - Throws: ``QuotationCandleError`` naming the row and field, or the exchange's error.
  public static func decode(_ data: Data, unit: QuotationCandleUnit, dialect: QuotationDialect)
    throws(QuotationCandleError) -> [Candle]
  {
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
      let row = try JSONObjectReader<QuotationCandleError>(element, path: "[\(index)]")
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
      }
      do {
        candles.append(
          try Candle(
            time: Date(timeIntervalSince1970: Double(seconds)), open: try row.double("opening_price"),
            high: try row.double("high_price"), low: try row.double("low_price"), close: try row.double("trade_price"),
            volume: try row.double("candle_acc_trade_volume")))
      } catch let error as CandleError {
        throw .invalidCandle(row: index, error)
      } catch let error as QuotationCandleError {
        throw error
      } catch {
        throw .invalidJSON(String(describing: error))
      }
    }
    return candles.sorted { $0.time < $1.time }
  }

  /// Seconds since 1970 of a "yyyy-MM-ddTHH:mm:ss" field read `offsetSeconds` ahead of UTC.
  private static func time(_ row: JSONObjectReader<QuotationCandleError>, _ key: String, offsetSeconds: Int64)
    throws(QuotationCandleError) -> Int64
  {
    let text = try row.string(key)
    let parts = text.split(separator: "T")
    guard parts.count == 2,
      let seconds = CivilTime.seconds(
        date: String(parts[0]), datePattern: "yyyy-MM-dd", time: String(parts[1]), timePattern: "HH:mm:ss",
        offsetSeconds: offsetSeconds)
    else {
      throw .invalidValue(field: row.field(key), value: String(text.prefix(48)), expected: "yyyy-MM-ddTHH:mm:ss")
    }
    return seconds
  }
}
