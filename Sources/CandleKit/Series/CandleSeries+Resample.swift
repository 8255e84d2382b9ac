import Foundation

extension CandleSeries {
  /// The series resampled to a coarser interval: one candle per target bucket that has candles, with the first
  /// open, the highest high, the lowest low, the last close and the summed volume.
  ///
  /// ```swift
  /// let hourly = try minutes.resampled(to: .oneHour)
  /// ```
  ///
  /// - Parameter target: an interval each of whose buckets is a whole number of this series' buckets (1m → 1h,
  ///   3m → 30m, 1h → 4h, 1h → 24h, 24h → 1w, 4h → 1mo; not 3m → 10m or 4h → 6h, whose buckets would split
  ///   candles, nor 1w → 1mo, since weeks straddle months). The same interval returns the series as is.
  /// - Throws: ``CandleError/incompatibleResample(from:to:)``.
  /// - Complexity: O(n).
  public func resampled(to target: CandleInterval) throws(CandleError) -> CandleSeries {
    guard target.isWholeMultiple(of: interval) else {
      throw .incompatibleResample(from: interval, to: target)
    }
    guard target != interval else { return self }
    var result = CandleSeries(
      emptyWith: target, timeZone: timeZone, offsets: zoneOffsets, movingAverages: movingAverages.map(\.period))
    guard !isEmpty else { return result }
    result.reserveCapacity(count / (target.seconds / interval.seconds) + 2)
    var bucket = target.bucketStart(at: times[0].timeIntervalSince1970, offsets: zoneOffsets)
    var bucketEnd = target.nextBucketStart(afterStart: bucket, offsets: zoneOffsets)
    var open = opens[0]
    var high = extents[0].high
    var low = extents[0].low
    var close = closes[0]
    var volume = extents[0].volume
    for index in 1..<count {
      let seconds = times[index].timeIntervalSince1970
      if seconds < bucketEnd {
        high = Swift.max(high, extents[index].high)
        low = Swift.min(low, extents[index].low)
        close = closes[index]
        volume += extents[index].volume
        continue
      }
      result.appendIndexed(
        Candle(
          unchecked: Date(timeIntervalSince1970: bucket), open: open, high: high, low: low, close: close,
          volume: Swift.min(volume, .greatestFiniteMagnitude)))
      bucket = target.bucketStart(at: seconds, offsets: zoneOffsets)
      bucketEnd = target.nextBucketStart(afterStart: bucket, offsets: zoneOffsets)
      open = opens[index]
      high = extents[index].high
      low = extents[index].low
      close = closes[index]
      volume = extents[index].volume
    }
    result.appendIndexed(
      Candle(
        unchecked: Date(timeIntervalSince1970: bucket), open: open, high: high, low: low, close: close,
        volume: Swift.min(volume, .greatestFiniteMagnitude)))
    return result
  }

  /// An empty series that shares a zone-offset table (periods already checked).
  init(emptyWith interval: CandleInterval, timeZone: TimeZone, offsets: ZoneOffsetTable, movingAverages: [Int]) {
    self.interval = interval
    self.timeZone = timeZone
    zoneOffsets = offsets
    self.movingAverages = movingAverages.map { MovingAverage(period: $0) }
  }
}
