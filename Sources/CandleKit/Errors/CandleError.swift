import Foundation

/// Why a candle, a trade or a change to a ``CandleSeries`` was refused.
///
/// A refused change leaves the series as it was.
public enum CandleError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A value (or the time) is NaN or infinite; `field` names it ("open", "price", "time", ...).
  case nonFiniteValue(field: String)
  /// A value that cannot be negative is: a volume or a trade's quantity or price.
  case negativeValue(field: String, value: Double)
  /// The low is above the open or the close.
  case lowAboveBody(low: Double, open: Double, close: Double)
  /// The high is below the open or the close.
  case highBelowBody(high: Double, open: Double, close: Double)
  /// A candle's time is not the start of its bucket; `index` is its position in the input.
  case misalignedTime(index: Int, time: Date, bucketStart: Date, interval: CandleInterval)
  /// A candle is earlier than the one before it; `index` is its position in the input.
  case outOfOrder(index: Int, time: Date, previousTime: Date)
  /// Two candles fall into the same bucket; `index` is the position of the second in the input.
  case duplicateBucket(index: Int, time: Date)
  /// A candle or trade is older than the live (last) candle, so it cannot be appended or recorded.
  case beforeLiveCandle(time: Date, liveCandleTime: Date)
  /// `updateLast` was given a candle of another bucket than the live one.
  case notLiveBucket(time: Date, liveCandleTime: Date)
  /// The series is empty, so it has no live candle to update.
  case emptySeries
  /// A moving-average period is not positive.
  case invalidPeriod(Int)
  /// Resampling needs a coarser interval each of whose buckets is a whole number of the series' buckets.
  case incompatibleResample(from: CandleInterval, to: CandleInterval)
  /// The candles given are spaced as candles of the coarser `candleInterval`, not of the series' `interval`
  /// (monthly candles given as daily ones): no two consecutive candles are one `interval` bucket apart, and each of
  /// them starts a `candleInterval` bucket. Build the series with `candleInterval`. See
  /// ``CandleSeries/init(_:interval:timeZone:movingAveragePeriods:)`` for when this is decided.
  case coarserCandles(interval: CandleInterval, candleInterval: CandleInterval)

  /// A sentence that says what was wrong and with which input.
  public var description: String {
    switch self {
    case .nonFiniteValue(let field):
      "\(field) is not a finite number"
    case .negativeValue(let field, let value):
      "\(field) is negative (\(value))"
    case .lowAboveBody(let low, let open, let close):
      "low \(low) is above the body (open \(open), close \(close))"
    case .highBelowBody(let high, let open, let close):
      "high \(high) is below the body (open \(open), close \(close))"
    case .misalignedTime(let index, let time, let bucketStart, let interval):
      "candle \(index) at \(Self.text(time)) does not start its \(interval.rawValue) bucket "
        + "(which starts at \(Self.text(bucketStart)))"
    case .outOfOrder(let index, let time, let previousTime):
      "candle \(index) at \(Self.text(time)) is earlier than the one before it (\(Self.text(previousTime)))"
    case .duplicateBucket(let index, let time):
      "candle \(index) repeats the bucket at \(Self.text(time))"
    case .beforeLiveCandle(let time, let liveCandleTime):
      "\(Self.text(time)) is before the live candle at \(Self.text(liveCandleTime))"
    case .notLiveBucket(let time, let liveCandleTime):
      "a candle at \(Self.text(time)) cannot replace the live candle at \(Self.text(liveCandleTime))"
    case .emptySeries:
      "the series is empty and has no live candle"
    case .invalidPeriod(let period):
      "moving-average period \(period) is not positive"
    case .incompatibleResample(let from, let to):
      "cannot resample \(from.rawValue) candles to \(to.rawValue): "
        + "the target must be coarser and a whole multiple"
    case .coarserCandles(let interval, let candleInterval):
      "the candles are \(candleInterval.rawValue) candles, not \(interval.rawValue): no two are one "
        + "\(interval.rawValue) bucket apart and each starts a \(candleInterval.rawValue) bucket"
    }
  }

  /// The instant in UTC, which reads the same in every locale and time zone.
  private static func text(_ date: Date) -> String {
    TimeText.utc(date)
  }
}
