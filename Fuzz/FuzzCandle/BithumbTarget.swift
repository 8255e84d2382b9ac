import Foundation
import FuzzSupport

@testable import CandleKit

/// `BithumbCandlestick.candles(from:)` on any bytes: every candle it returns is valid; a series built from them (one-minute
/// buckets) is sound, and merging them again into it changes nothing.
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
    var reader = FuzzReader(Array(bytes.suffix(8)))
    guard var series = try? CandleSeries(candles, interval: .oneMinute) else { return }
    SeriesChecks.check(series, &reader)
    let before = series
    if let summary = try? series.merge(candles) {
      fuzzCheck(series == before && summary.inserted == 0, "merging the same candles again changed the series")
    }
  }
}
