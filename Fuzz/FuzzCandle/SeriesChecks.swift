import Foundation
import FuzzSupport

@testable import CandleKit

/// What a `CandleSeries` promises, checked against a brute-force scan of its candles.
enum SeriesChecks {
  static func checkCandle(_ candle: Candle) {
    let values = [candle.open, candle.high, candle.low, candle.close, candle.volume]
    fuzzCheck(values.allSatisfy(\.isFinite) && candle.time.timeIntervalSince1970.isFinite, "a non-finite candle")
    fuzzCheck(candle.low <= min(candle.open, candle.close), "low above the body: \(candle)")
    fuzzCheck(candle.high >= max(candle.open, candle.close), "high below the body: \(candle)")
    fuzzCheck(candle.volume >= 0, "negative volume: \(candle)")
  }

  /// The series' own walk (its range index against a scan), then its queries against a scan of the candles.
  static func check(_ series: CandleSeries, _ reader: inout FuzzReader) {
    let problems = series.invariantViolations()
    fuzzCheck(problems.isEmpty, "broken invariants: \(problems)")
    let candles = series.candles
    for candle in candles { checkCandle(candle) }
    for (earlier, later) in zip(candles, candles.dropFirst()) {
      fuzzCheck(earlier.time < later.time, "candles out of order")
    }
    for candle in candles {
      let start = series.interval.bucketStart(containing: candle.time, in: series.timeZone)
      fuzzCheck(start == candle.time, "a candle at \(candle.time) is not at its bucket's start \(start)")
    }
    let lower = reader.int(in: -2...(candles.count + 2))
    let upper = reader.int(in: lower...(lower + 70))
    let inside = candles[max(0, min(lower, candles.count))..<max(0, min(upper, candles.count))]
    let expected =
      inside.isEmpty ? nil : inside.map(\.low).min().flatMap { low in inside.map(\.high).max().map { low...$0 } }
    fuzzCheck(
      series.priceRange(in: lower..<upper) == expected,
      "priceRange(\(lower)..<\(upper)) ≠ \(String(describing: expected))")
    fuzzCheck(
      series.maximumVolume(in: lower..<upper) == inside.map(\.volume).max(), "maximumVolume(\(lower)..<\(upper))")
    for (index, candle) in candles.enumerated() where index % 7 == 0 {
      fuzzCheck(series.index(forTime: candle.time) == index, "index(forTime:) of candle \(index)")
    }
    checkMovingAverages(series, candles)
  }

  /// Each moving average against a plain sum, where the closes are small enough to sum without overflow.
  private static func checkMovingAverages(_ series: CandleSeries, _ candles: [Candle]) {
    let closes = candles.map(\.close)
    guard closes.allSatisfy({ abs($0) < 1e100 }) else { return }
    let scale = closes.map(abs).max() ?? 0
    for average in series.movingAverages {
      for index in closes.indices {
        let value = average.value(at: index)
        guard index >= average.period - 1 else {
          fuzzCheck(value == nil, "MA\(average.period) has a value at \(index)")
          continue
        }
        let window = closes[(index - average.period + 1)...index]
        let expected = window.reduce(0, +) / Double(average.period)
        guard let value else {
          fuzzCheck(false, "MA\(average.period) has no value at \(index)")
          return
        }
        fuzzCheck(
          abs(value - expected) <= scale * 1e-9 + 1e-9, "MA\(average.period) at \(index): \(value) ≠ \(expected)")
      }
    }
  }
}
