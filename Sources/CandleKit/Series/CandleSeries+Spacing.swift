import Foundation

extension CandleSeries {
  /// Refuses candles spaced as those of a coarser interval: when no two consecutive candles are one `interval`
  /// bucket apart and every candle starts a bucket of an interval that is a whole multiple of `interval`, in a
  /// number that chance alone would not align (``coarserCandleCount(_:finer:)``), the candles are that interval's.
  ///
  /// `candles` are already checked: each starts its `interval` bucket, strictly increasing.
  ///
  /// - Complexity: O(1) when two neighbours are one bucket apart near the start (any series of the interval's own
  ///   candles without gaps); O(n) for each coarser interval otherwise, stopping at the first candle off its buckets.
  static func checkSpacing(
    _ candles: [Candle], interval: CandleInterval, offsets: ZoneOffsetTable
  ) throws(CandleError) {
    guard candles.count >= 2 else { return }
    for index in 1..<candles.count {
      let previous = candles[index - 1].time.timeIntervalSince1970
      let next = interval.nextBucketStart(afterStart: previous, offsets: offsets)
      if next == candles[index].time.timeIntervalSince1970 { return }
    }
    // Coarsest first, so that the error names the interval the candles most likely are.
    for coarser in CandleInterval.allCases.reversed()
    where coarser != interval && coarser.isWholeMultiple(of: interval) {
      guard candles.count >= coarserCandleCount(coarser, finer: interval) else { continue }
      let aligned = candles.allSatisfy { candle in
        let seconds = candle.time.timeIntervalSince1970
        return coarser.bucketStart(at: seconds, offsets: offsets) == seconds
      }
      if aligned { throw .coarserCandles(interval: interval, candleInterval: coarser) }
    }
  }

  /// The fewest candles, none next to another, that all starting `coarser` buckets marks as `coarser` candles
  /// rather than `finer` ones with gaps: the smallest *n* with *r*ⁿ ≥ 1,000,000, *r* being how many `finer`
  /// buckets a `coarser` one nominally holds. Candles of `finer` that fall into random buckets start `coarser`
  /// ones with a chance of 1/*r* each, so a thin market's own candles are refused less than once in a million.
  ///
  /// 5 for months over days (*r* ≈ 30.4), 8 for weeks over days, 10 for four hours over one, 13 for a ratio of
  /// three (3m over 1m), 20 for a ratio of two (1h over 30m).
  static func coarserCandleCount(_ coarser: CandleInterval, finer: CandleInterval) -> Int {
    let ratio = Double(coarser.seconds) / Double(finer.seconds)
    guard ratio > 1 else { return Int.max }
    var count = 1
    var power = ratio
    while power < 1_000_000 {
      power *= ratio
      count += 1
    }
    return count
  }
}
