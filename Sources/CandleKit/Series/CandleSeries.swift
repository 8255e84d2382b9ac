import Foundation

/// Candles of one interval, sorted by time with at most one per bucket, ready for a chart to query.
///
/// A series keeps its candles as columns (times, opens, closes, and the lows, highs and volumes together) with a range index over them,
/// so ``priceRange(in:)`` answers for any index range in constant time, and keeps the moving averages it was asked
/// for up to date. It changes only in the ways a chart's data changes, each checked:
///
/// - ``append(_:)`` a candle after the last one, ``updateLast(_:)`` the live candle,
///   ``record(tradeAt:price:quantity:)-(_,Price,_)`` a trade into the live candle (rolling to a new one at a bucket boundary);
/// - ``merge(_:)`` a fetched page of history (overlaps replace, gaps stay gaps);
/// - ``resampled(to:)`` to a coarser interval.
///
/// A refused change throws a ``CandleError`` and leaves the series as it was. The series is a random-access
/// collection of ``Candle`` values indexed from zero, oldest first.
///
/// ```swift
/// var series = try CandleSeries(candles, interval: .oneMinute)
/// series.priceRange(in: 100..<200)  // lowest low ... highest high of candles 100 to 199
/// try series.record(tradeAt: now, price: try Price.parse("81062000"), quantity: try Quantity.parse("0.01"))
/// ```
public struct CandleSeries: Sendable {
  /// The width of every candle's bucket.
  public let interval: CandleInterval
  /// The zone whose wall clock aligns the buckets (daily candles start at its midnight).
  public let timeZone: TimeZone

  var times: [Date] = []
  var opens: [Double] = []
  var closes: [Double] = []
  /// Each candle's low, high and volume together, which is what the range index and the layout read.
  var extents: [Extent] = []
  var extrema = RangeExtremaIndex()
  var zoneOffsets: ZoneOffsetTable
  /// The moving averages kept, one per period, in the order the periods were given.
  public internal(set) var movingAverages: [MovingAverage]

  /// Creates a series from candles sorted by time, at most one per bucket, each starting its bucket.
  ///
  /// Candles of another interval are refused. Finer or unrelated candles do not start the series' buckets (daily
  /// candles in a monthly series, monthly ones in a weekly series), which
  /// ``CandleError/misalignedTime(index:time:bucketStart:interval:)`` reports. Coarser candles do start them (every
  /// 1st of a month starts a day) and are told by their spacing: when no two consecutive candles are one bucket
  /// apart and every candle starts a bucket of one coarser interval whose buckets are whole numbers of the series'
  /// ones, the input is that interval's candles, and ``CandleError/coarserCandles(interval:candleInterval:)`` names
  /// it. A series' own candles may have gaps (no trade, no candle), so this takes enough candles that gaps alone
  /// would line them up less than once in a million: 5 monthly candles given as daily, 8 weekly ones, 10 four-hour
  /// candles given as hourly, 13 where the coarser interval is three times as long and 20 where it is twice (hourly
  /// candles given as 30-minute ones). Fewer are accepted.
  ///
  /// - Parameters:
  ///   - candles: the candles, oldest first.
  ///   - interval: the candles' interval; one minute unless given.
  ///   - timeZone: the zone that aligns buckets; Asia/Seoul unless given.
  ///   - movingAveragePeriods: the moving averages to keep (``MovingAverage/standardPeriods`` unless given; pass
  ///     `[]` for none). Repeated periods are kept once.
  /// - Throws: ``CandleError/misalignedTime(index:time:bucketStart:interval:)``,
  ///   ``CandleError/outOfOrder(index:time:previousTime:)``, ``CandleError/duplicateBucket(index:time:)``,
  ///   ``CandleError/coarserCandles(interval:candleInterval:)`` and ``CandleError/invalidPeriod(_:)``.
  /// - Complexity: O(n) (plus O(n/32 · log n) for the range index).
  public init(
    _ candles: [Candle], interval: CandleInterval = .oneMinute, timeZone: TimeZone = .seoul,
    movingAveragePeriods: [Int] = MovingAverage.standardPeriods
  ) throws(CandleError) {
    self.interval = interval
    self.timeZone = timeZone
    var periods: [Int] = []
    for period in movingAveragePeriods where !periods.contains(period) {
      guard period > 0 else { throw .invalidPeriod(period) }
      periods.append(period)
    }
    movingAverages = periods.map { MovingAverage(period: $0) }
    let first = candles.first?.time.timeIntervalSince1970 ?? .nan
    let last = candles.last?.time.timeIntervalSince1970 ?? .nan
    zoneOffsets = ZoneOffsetTable(
      timeZone: timeZone, from: first - interval.zoneLookbackSeconds, through: last + interval.zoneLookbackSeconds)
    try Self.validate(candles, interval: interval, offsets: zoneOffsets)
    reserveCapacity(candles.count)
    for candle in candles { appendColumns(candle) }
    extrema = RangeExtremaIndex(extents: extents)
    for index in movingAverages.indices {
      for _ in candles.indices { movingAverages[index].didAppend(closes: closes) }
    }
  }

  /// Reserves room for `capacity` candles in every column.
  public mutating func reserveCapacity(_ capacity: Int) {
    times.reserveCapacity(capacity)
    opens.reserveCapacity(capacity)
    closes.reserveCapacity(capacity)
    extents.reserveCapacity(capacity)
  }

  // MARK: Queries

  /// The lowest low and the highest high of the candles in `range`, wicks included; `nil` when the range holds no
  /// candle. Indices outside the series are ignored, so a stale range never reads past the data.
  ///
  /// ```swift
  /// let prices = series.priceRange(in: viewport.visibleRange)  // what the y-axis autoscales to
  /// ```
  ///
  /// - Complexity: O(1): four stored extents are read, or at most 32 candles when the range lies inside one block.
  public func priceRange(in range: Range<Int>) -> ClosedRange<Double>? {
    guard let extent = extent(of: range) else { return nil }
    return extent.low...extent.high
  }

  /// The highest volume of the candles in `range`, or `nil` when the range holds no candle; for the volume pane.
  ///
  /// - Complexity: O(1), like ``priceRange(in:)``.
  public func maximumVolume(in range: Range<Int>) -> Double? {
    extent(of: range)?.volume
  }

  func extent(of range: Range<Int>) -> Extent? {
    let clamped = range.clamped(to: 0..<times.count)
    guard !clamped.isEmpty else { return nil }
    return extrema.extent(of: clamped, extents: extents)
  }

  /// The indices of the candles whose time lies in `timeRange`.
  ///
  /// - Complexity: O(log n).
  public func indices(in timeRange: Range<Date>) -> Range<Int> {
    firstIndex(notBefore: timeRange.lowerBound)..<firstIndex(notBefore: timeRange.upperBound)
  }

  /// The index of the candle whose bucket starts at `time`, or `nil` when there is none.
  ///
  /// - Complexity: O(log n).
  public func index(forTime time: Date) -> Int? {
    let index = firstIndex(notBefore: time)
    return index < times.count && times[index] == time ? index : nil
  }

  /// The moving average with the given period, if the series keeps it.
  public func movingAverage(period: Int) -> MovingAverage? {
    movingAverages.first { $0.period == period }
  }

  /// The first index whose time is not before `time` (binary search).
  func firstIndex(notBefore time: Date) -> Int {
    var low = 0
    var high = times.count
    while low < high {
      let middle = low + (high - low) / 2
      if times[middle] < time { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The start (seconds since 1970) of the bucket that contains `seconds`.
  func bucketStart(at seconds: Double) -> Double {
    interval.bucketStart(at: seconds, offsets: zoneOffsets)
  }

  // MARK: Changes

  /// Appends a candle after the last one; a gap of empty buckets before it stays a gap.
  ///
  /// - Throws: ``CandleError/misalignedTime(index:time:bucketStart:interval:)`` and
  ///   ``CandleError/beforeLiveCandle(time:liveCandleTime:)`` (also for a candle in the live candle's bucket: use
  ///   ``updateLast(_:)`` for that).
  /// - Complexity: amortized O(log n) for the range index (plus its last block of 32 candles), plus O(1) per
  ///   moving average.
  public mutating func append(_ candle: Candle) throws(CandleError) {
    if let liveTime = times.last, candle.time <= liveTime {
      throw .beforeLiveCandle(time: candle.time, liveCandleTime: liveTime)
    }
    coverZoneOffsets(through: candle.time.timeIntervalSince1970)
    try Self.checkAlignment(candle.time, index: count, interval: interval, offsets: zoneOffsets)
    appendIndexed(candle)
  }

  /// Replaces the live (last) candle with a newer version of the same bucket.
  ///
  /// - Throws: ``CandleError/emptySeries`` and ``CandleError/notLiveBucket(time:liveCandleTime:)``.
  /// - Complexity: O(log n) for the range index (its last block of 32 candles is rescanned), plus O(1) per moving
  ///   average.
  public mutating func updateLast(_ candle: Candle) throws(CandleError) {
    guard let liveTime = times.last else { throw .emptySeries }
    guard candle.time == liveTime else { throw .notLiveBucket(time: candle.time, liveCandleTime: liveTime) }
    replaceLastIndexed(candle)
  }

  // MARK: Storage

  /// Appends a checked candle to the columns and the indexes.
  mutating func appendIndexed(_ candle: Candle) {
    appendColumns(candle)
    extrema.didAppend(extents: extents)
    for index in movingAverages.indices { movingAverages[index].didAppend(closes: closes) }
  }

  /// Replaces the last candle (of the same bucket) in the columns and the indexes.
  mutating func replaceLastIndexed(_ candle: Candle) {
    let last = times.count - 1
    opens[last] = candle.open
    closes[last] = candle.close
    extents[last] = Extent(low: candle.low, high: candle.high, volume: candle.volume)
    extrema.didReplaceLast(extents: extents)
    for index in movingAverages.indices { movingAverages[index].didReplaceLast(closes: closes) }
  }

  /// Drops every candle from `newCount` on, from the columns and the indexes.
  mutating func truncateIndexed(to newCount: Int) {
    guard newCount < times.count else { return }
    let kept = Swift.max(0, newCount)
    times.removeSubrange(kept...)
    opens.removeSubrange(kept...)
    closes.removeSubrange(kept...)
    extents.removeSubrange(kept...)
    extrema.didTruncate(to: kept, extents: extents)
    for index in movingAverages.indices { movingAverages[index].didTruncate(to: kept, closes: closes) }
  }

  private mutating func appendColumns(_ candle: Candle) {
    times.append(candle.time)
    opens.append(candle.open)
    closes.append(candle.close)
    extents.append(Extent(low: candle.low, high: candle.high, volume: candle.volume))
  }

  /// Makes the zone-offset table cover `seconds`, starting it if the series had none.
  mutating func coverZoneOffsets(through seconds: Double) {
    if zoneOffsets.coveredUntil == -.infinity {
      zoneOffsets = ZoneOffsetTable(
        timeZone: timeZone, from: seconds - interval.zoneLookbackSeconds, through: seconds + 86_400)
    } else {
      zoneOffsets.extend(through: seconds)
    }
  }

  // MARK: Validation

  /// Checks that `candles` start their buckets, are strictly increasing in time and are not spaced as a coarser
  /// interval's.
  static func validate(
    _ candles: [Candle], interval: CandleInterval, offsets: ZoneOffsetTable
  ) throws(CandleError) {
    var previous: Date?
    for (index, candle) in candles.enumerated() {
      try checkAlignment(candle.time, index: index, interval: interval, offsets: offsets)
      if let previous {
        if candle.time < previous { throw .outOfOrder(index: index, time: candle.time, previousTime: previous) }
        if candle.time == previous { throw .duplicateBucket(index: index, time: candle.time) }
      }
      previous = candle.time
    }
    try checkSpacing(candles, interval: interval, offsets: offsets)
  }

  /// Checks that `time` is the start of its bucket.
  static func checkAlignment(
    _ time: Date, index: Int, interval: CandleInterval, offsets: ZoneOffsetTable
  ) throws(CandleError) {
    let seconds = time.timeIntervalSince1970
    let start = interval.bucketStart(at: seconds, offsets: offsets)
    guard start == seconds else {
      throw .misalignedTime(
        index: index, time: time, bucketStart: Date(timeIntervalSince1970: start), interval: interval)
    }
  }
}
