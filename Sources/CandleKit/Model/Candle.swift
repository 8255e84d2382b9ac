import Foundation

/// One candlestick: the open, high, low and close prices of a time bucket and the volume traded in it.
///
/// A candle always satisfies its invariants, checked when it is made: every value is finite,
/// `low <= min(open, close)`, `max(open, close) <= high` and `volume >= 0`. Candles hold `Double`, which is what
/// chart geometry needs; exact money belongs to the order book and to totals.
///
/// ```swift
/// let candle = try Candle(
///   time: Date(timeIntervalSince1970: 1_723_014_780), open: 81_061_000, high: 81_062_000,
///   low: 80_860_000, close: 80_860_000, volume: 2.1630537)
/// candle.direction  // .down
/// ```
public struct Candle: Hashable, Codable, Identifiable, Sendable {
  /// The start of the candle's time bucket.
  public let time: Date
  /// The first traded price of the bucket.
  public let open: Double
  /// The highest traded price of the bucket.
  public let high: Double
  /// The lowest traded price of the bucket.
  public let low: Double
  /// The last traded price of the bucket.
  public let close: Double
  /// The quantity traded in the bucket (in the base currency: BTC for BTC_KRW).
  public let volume: Double

  /// Creates a candle after checking its invariants.
  ///
  /// - Throws: ``CandleError/nonFiniteValue(field:)`` for a NaN or infinite value (or time),
  ///   ``CandleError/lowAboveBody(low:open:close:)``, ``CandleError/highBelowBody(high:open:close:)`` and
  ///   ``CandleError/negativeValue(field:value:)`` for a negative volume.
  public init(time: Date, open: Double, high: Double, low: Double, close: Double, volume: Double)
    throws(CandleError)
  {
    guard time.timeIntervalSince1970.isFinite else { throw .nonFiniteValue(field: "time") }
    guard open.isFinite else { throw .nonFiniteValue(field: "open") }
    guard high.isFinite else { throw .nonFiniteValue(field: "high") }
    guard low.isFinite else { throw .nonFiniteValue(field: "low") }
    guard close.isFinite else { throw .nonFiniteValue(field: "close") }
    guard volume.isFinite else { throw .nonFiniteValue(field: "volume") }
    guard low <= min(open, close) else { throw .lowAboveBody(low: low, open: open, close: close) }
    guard high >= max(open, close) else { throw .highBelowBody(high: high, open: open, close: close) }
    guard volume >= 0 else { throw .negativeValue(field: "volume", value: volume) }
    self.init(unchecked: time, open: open, high: high, low: low, close: close, volume: volume)
  }

  /// Creates a candle from values already known to satisfy the invariants.
  init(unchecked time: Date, open: Double, high: Double, low: Double, close: Double, volume: Double) {
    self.time = time
    self.open = open
    self.high = high
    self.low = low
    self.close = close
    self.volume = volume
  }

  /// Whether the price rose, fell or stayed the same from open to close.
  public var direction: CandleDirection {
    close > open ? .up : close < open ? .down : .flat
  }

  /// The candle's `id` is its time: a series holds at most one candle per time bucket.
  public var id: Date { time }

  private enum CodingKeys: String, CodingKey {
    case time, open, high, low, close, volume
  }

  /// Decodes a candle and checks its invariants; a broken invariant is a `DecodingError.dataCorrupted`
  /// whose description is the ``CandleError``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let time = try container.decode(Date.self, forKey: .time)
    let open = try container.decode(Double.self, forKey: .open)
    let high = try container.decode(Double.self, forKey: .high)
    let low = try container.decode(Double.self, forKey: .low)
    let close = try container.decode(Double.self, forKey: .close)
    let volume = try container.decode(Double.self, forKey: .volume)
    do {
      try self.init(time: time, open: open, high: high, low: low, close: close, volume: volume)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath, debugDescription: error.description))
    }
  }
}
