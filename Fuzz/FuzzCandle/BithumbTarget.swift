import Foundation
import FuzzSupport

@testable import CandleKit

/// `BithumbCandlestick.candles(from:)` on any bytes: every candle it returns is valid; a series built from them (one-minute
/// buckets) is sound, and merging them again into it changes nothing. `candles(from:resampledTo:)` to an interval the
/// endpoint does not serve returns valid candles, in order, each starting its bucket, no more than it read.
enum BithumbTarget {
  static func run(_ bytes: [UInt8]) {
    let candles: [Candle]
    do {
      candles = try BithumbCandlestick.candles(from: Data(bytes))
    } catch {
      fuzzCheck(!error.description.isEmpty, "an error without a description")
      return
    }
    for candle in candles { SeriesChecks.checkCandle(candle) }
    let target = [CandleInterval.fifteenMinutes, .fourHours, .oneWeek, .oneMonth][Int(bytes.last ?? 0) % 4]
    if let resampled = try? BithumbCandlestick.candles(from: Data(bytes), resampledTo: target) {
      for candle in resampled {
        SeriesChecks.checkCandle(candle)
        fuzzCheck(target.bucketStart(containing: candle.time) == candle.time, "a candle off its \(target) bucket")
      }
      fuzzCheck(zip(resampled, resampled.dropFirst()).allSatisfy { $0.time < $1.time }, "resampled out of order")
      fuzzCheck(resampled.count <= candles.count, "resampling to \(target) made candles")
    }
    var reader = FuzzReader(Array(bytes.suffix(8)))
    guard var series = try? CandleSeries(candles, interval: .oneMinute) else { return }
    SeriesChecks.check(series, &reader)
    let before = series
    if let summary = try? series.merge(candles) {
      fuzzCheck(series == before && summary.inserted == 0, "merging the same candles again changed the series")
    }
  }
}
