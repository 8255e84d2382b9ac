import Foundation

extension CandleSeries {
  /// What merging a page of history did.
  public struct MergeSummary: Hashable, Sendable {
    /// Candles of the page whose buckets were new to the series.
    public var inserted: Int
    /// Candles of the page that replaced a candle of the same bucket.
    public var replaced: Int
    /// Of the inserted candles, those newer than the series' previous last candle (all of them for an empty
    /// series). A viewport passes this to `ChartViewport.appendCandles(_:)` so that a view pinned to the newest
    /// candle stays pinned.
    public var insertedAfterLast: Int

    /// A summary with the given counts.
    public init(inserted: Int, replaced: Int, insertedAfterLast: Int) {
      self.inserted = inserted
      self.replaced = replaced
      self.insertedAfterLast = insertedAfterLast
    }
  }

  /// Merges a fetched page of history: a page candle replaces the series' candle of the same bucket, new buckets
  /// are inserted in time order, and buckets that neither has stay gaps.
  ///
  /// After a reconnect, fetch ``missingHistory(through:)`` and merge it: only the tail from the page's first
  /// candle on is rebuilt. A page of older history merges the same way.
  ///
  /// - Parameter page: candles sorted by time, at most one per bucket, each starting its bucket, and not a coarser
  ///   interval's (the same rules as ``init(_:interval:timeZone:movingAveragePeriods:)``, applied to the page
  ///   alone); an empty page changes nothing.
  /// - Throws: ``CandleError/misalignedTime(index:time:bucketStart:interval:)``,
  ///   ``CandleError/outOfOrder(index:time:previousTime:)`` and ``CandleError/duplicateBucket(index:time:)``, with
  ///   indices into `page`, and ``CandleError/coarserCandles(interval:candleInterval:)``; the series is left as it
  ///   was.
  /// - Complexity: O((n - k + p) log(n / 32)) where *k* is the index of the page's first bucket in the series and
  ///   *p* the page's length.
  @discardableResult
  public mutating func merge(_ page: [Candle]) throws(CandleError) -> MergeSummary {
    guard let pageFirst = page.first?.time.timeIntervalSince1970,
      let pageLast = page.last?.time.timeIntervalSince1970
    else { return MergeSummary(inserted: 0, replaced: 0, insertedAfterLast: 0) }
    var offsets = zoneOffsets
    let seriesFirst = times.first?.timeIntervalSince1970 ?? pageFirst
    let lookback = interval.zoneLookbackSeconds
    if pageFirst < offsets.coveredFrom + lookback - 86_400 || offsets.coveredUntil == -.infinity {
      let seriesLast = times.last?.timeIntervalSince1970 ?? pageLast
      offsets = ZoneOffsetTable(
        timeZone: timeZone, from: Swift.min(pageFirst, seriesFirst) - lookback,
        through: Swift.max(pageLast, seriesLast) + lookback)
    } else {
      offsets.extend(through: pageLast + 86_400)
    }
    try Self.validate(page, interval: interval, offsets: offsets)
    zoneOffsets = offsets

    let start = firstIndex(notBefore: page[0].time)
    let previousLast = times.last
    var merged: [Candle] = []
    merged.reserveCapacity(count - start + page.count)
    var summary = MergeSummary(inserted: 0, replaced: 0, insertedAfterLast: 0)
    var existing = start
    for candle in page {
      while existing < count, times[existing] < candle.time {
        merged.append(self[existing])
        existing += 1
      }
      if existing < count, times[existing] == candle.time {
        summary.replaced += 1
        existing += 1
      } else {
        summary.inserted += 1
        if previousLast.map({ candle.time > $0 }) ?? true { summary.insertedAfterLast += 1 }
      }
      merged.append(candle)
    }
    while existing < count {
      merged.append(self[existing])
      existing += 1
    }
    truncateIndexed(to: start)
    reserveCapacity(start + merged.count)
    for candle in merged { appendIndexed(candle) }
    return summary
  }
}
