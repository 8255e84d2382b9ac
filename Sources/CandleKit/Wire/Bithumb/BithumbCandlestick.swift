import Foundation

/// Bithumb's public REST candlestick endpoint: the request path and the decoding of its response into candles.
///
/// ```swift
/// let path = BithumbCandlestick.path(symbol: "BTC_KRW", interval: .oneMinute)  // "/public/candlestick/BTC_KRW/1m"
/// let candles = try BithumbCandlestick.candles(from: responseBody)
/// var series = try CandleSeries(candles, interval: .oneMinute)
/// ```
///
/// The endpoint serves the ``intervals`` it always has; candles of the others (15 minutes, 4 hours, weeks, months)
/// are built from a finer interval it serves:
///
/// ```swift
/// let source = BithumbCandlestick.sourceInterval(for: .oneWeek)           // .oneDay
/// let path = BithumbCandlestick.path(symbol: "BTC_KRW", interval: source)  // "/public/candlestick/BTC_KRW/24h"
/// let weeks = try BithumbCandlestick.candles(from: responseBody, resampledTo: .oneWeek)
/// ```
public enum BithumbCandlestick {
  /// The intervals the endpoint serves: 1, 3, 5, 10 and 30 minutes, 1, 6 and 12 hours, and a day.
  public static let intervals: [CandleInterval] = [
    .oneMinute, .threeMinutes, .fiveMinutes, .tenMinutes, .thirtyMinutes, .oneHour, .sixHours, .twelveHours, .oneDay,
  ]

  /// The request path of the candlestick endpoint for a symbol such as "BTC_KRW".
  ///
  /// The path names `interval` as it is; for an interval outside ``intervals`` the exchange answers an error
  /// status, so request ``sourceInterval(for:)`` instead and decode with ``candles(from:resampledTo:)``.
  public static func path(symbol: String, interval: CandleInterval) -> String {
    "/public/candlestick/\(symbol)/\(interval.rawValue)"
  }

  /// The interval to request for candles of `interval`: `interval` itself when the endpoint serves it, otherwise
  /// the coarsest served interval whose candles add up to `interval`'s (5 minutes for 15, an hour for 4, a day for
  /// a week or a month).
  public static func sourceInterval(for interval: CandleInterval) -> CandleInterval {
    intervals.last { interval.isWholeMultiple(of: $0) } ?? .oneMinute
  }

  /// Decodes a response to the request for ``sourceInterval(for:)`` of `interval` into candles of `interval`,
  /// oldest first: as they are when the endpoint serves `interval`, resampled from the finer candles otherwise
  /// (first open, highest high, lowest low, last close, summed volume per bucket, buckets aligned in Seoul as the
  /// endpoint's days are). The oldest bucket is left out when the response's history starts inside it rather than
  /// at its start, since its candle would miss the trades before.
  ///
  /// - Throws: what ``candles(from:)`` throws, and a ``CandleDecodingError`` naming the row when the finer candles
  ///   are out of order, repeated or off their buckets.
  /// - Complexity: O(n) in the size of the response.
  public static func candles(from data: Data, resampledTo interval: CandleInterval) throws(CandleDecodingError)
    -> [Candle]
  {
    let finer = try Self.candles(from: data)
    let source = sourceInterval(for: interval)
    guard source != interval, let first = finer.first else { return finer }
    let resampled: CandleSeries
    do {
      resampled = try CandleSeries(finer, interval: source, movingAveragePeriods: []).resampled(to: interval)
    } catch {
      switch error {
      case .misalignedTime(let row, _, _, _), .outOfOrder(let row, _, _), .duplicateBucket(let row, _):
        throw CandleDecodingError(BithumbCandlestickError.invalidCandle(row: row, error))
      default:
        throw .invalidValue(field: "data", value: "", expected: error.description)
      }
    }
    var result = resampled.candles
    if let oldest = result.first, oldest.time != first.time { result.removeFirst() }
    return result
  }

  /// Decodes a candlestick response into candles, in the order the response lists them.
  ///
  /// The response is `{"status":"0000","data":[[time ms, open, close, high, low, volume], ...]}` with the time a
  /// JSON number and the prices and volume decimal strings (JSON numbers are accepted too). Every input gives
  /// candles or a typed error, never a crash: this is the entry point the fuzzer drives.
  ///
  /// - Throws: a ``CandleDecodingError`` that names the row and field at fault (`data[3][1]` for row 3's open), or
  ///   the exchange's error status.
  /// - Complexity: O(n) in the size of the response.
  public static func candles(from data: Data) throws(CandleDecodingError) -> [Candle] {
    do {
      return try read(data)
    } catch {
      throw CandleDecodingError(error)
    }
  }

  /// Decodes a response with ``BithumbCandlestickError``, which ``candles(from:)`` turns into the kit's error.
  static func read(_ data: Data) throws(BithumbCandlestickError) -> [Candle] {
    let envelope: BithumbCandlestickEnvelope
    do {
      envelope = try JSONDecoder().decode(BithumbCandlestickEnvelope.self, from: data)
    } catch {
      throw .malformedJSON(Self.reason(error))
    }
    guard case .string(let status) = envelope.status else { throw .missingStatus }
    guard status == "0000" else {
      let message: String? =
        switch envelope.message {
        case .string(let text): text
        case .number(let number): "\(number)"
        case .other, nil: nil
        }
      throw .exchangeError(status: status, message: message)
    }
    guard case .rows(let rows) = envelope.rows else { throw .malformedData }
    var candles: [Candle] = []
    candles.reserveCapacity(rows.count)
    for (index, row) in rows.enumerated() {
      candles.append(try candle(row: index, row.values))
    }
    return candles
  }

  /// Maps one row `[time ms, open, close, high, low, volume]`.
  static func candle(row index: Int, _ row: [WireValue]) throws(BithumbCandlestickError) -> Candle {
    guard row.count == 6 else { throw .wrongRowLength(row: index, count: row.count) }
    guard case .number(let milliseconds) = row[0] else {
      throw .invalidField(row: index, field: "time", text: row[0].text)
    }
    guard milliseconds.isFinite, milliseconds >= 0, milliseconds < 253_402_300_800_000,
      milliseconds.rounded(.towardZero) == milliseconds
    else { throw .invalidTime(row: index, milliseconds: milliseconds) }
    let open = try decimal(row[1], row: index, field: "open")
    let close = try decimal(row[2], row: index, field: "close")
    let high = try decimal(row[3], row: index, field: "high")
    let low = try decimal(row[4], row: index, field: "low")
    let volume = try decimal(row[5], row: index, field: "volume")
    do {
      return try Candle(
        time: Date(timeIntervalSince1970: milliseconds / 1_000), open: open, high: high, low: low, close: close,
        volume: volume)
    } catch {
      throw .invalidCandle(row: index, error)
    }
  }

  /// A non-negative decimal from a string such as "81061000" or "2.1630537" (or a JSON number).
  static func decimal(_ value: WireValue, row: Int, field: String) throws(BithumbCandlestickError) -> Double {
    switch value {
    case .string(let text):
      guard isPlainDecimal(text), let number = Double(text), number.isFinite else {
        throw .invalidField(row: row, field: field, text: value.text)
      }
      return number
    case .number(let number):
      guard number.isFinite, number >= 0 else { throw .invalidField(row: row, field: field, text: value.text) }
      return number
    case .other:
      throw .invalidField(row: row, field: field, text: value.text)
    }
  }

  /// Whether `text` is digits with at most one decimal point inside them ("12", "0.5"), as Bithumb writes numbers.
  /// Rejects what `Double(_:)` would also take but an exchange never sends: signs, exponents, "nan", "inf", hex.
  static func isPlainDecimal(_ text: String) -> Bool {
    var digits = 0
    var sawPoint = false
    var digitsAfterPoint = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        digits += 1
        if sawPoint { digitsAfterPoint += 1 }
      case UInt8(ascii: ".") where !sawPoint && digits > 0:
        sawPoint = true
      default:
        return false
      }
    }
    return digits > 0 && (!sawPoint || digitsAfterPoint > 0)
  }

  /// A one-line reason from a decoding error, without the coding-path noise.
  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
      DecodingError.keyNotFound(_, let context), DecodingError.valueNotFound(_, let context):
      context.debugDescription
    default:
      "\(error)"
    }
  }
}
