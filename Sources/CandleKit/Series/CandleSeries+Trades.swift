import Foundation

extension CandleSeries {
  /// What recording a trade did to the series.
  public enum LiveChange: Hashable, Sendable {
    /// The trade fell into the live candle's bucket and updated it (high, low, close, volume).
    case updatedLast
    /// The trade started a new bucket: a new live candle was appended (any empty buckets between stay gaps).
    case appended
  }

  /// Records a trade, its price and quantity exact as the market kits decode them, into the live candle: the last
  /// candle is updated while the trade falls into its bucket, and a new candle (open = high = low = close = `price`)
  /// starts at the first trade of a later bucket.
  ///
  /// This is what a live feed calls for every trade it receives: OrderBookKit's `Trade` and MarketBoardKit's
  /// `RecentTrade` carry a `Price` and a `Quantity`, which go in as they are. A ``Candle`` is chart geometry and
  /// holds `Double`s, so this is where the two become `Double`s, for drawing only; the money stays exact up to here.
  /// Trades within the live bucket may arrive in any order; the last one recorded sets the close.
  ///
  /// ```swift
  /// let price = try Price.parse("81062000"), quantity = try Quantity.parse("0.0123")
  /// switch try series.record(tradeAt: time, price: price, quantity: quantity) {
  /// case .appended: viewport.appendCandles(1)
  /// case .updatedLast: break
  /// }
  /// ```
  ///
  /// - Throws: As ``record(tradeAt:price:quantity:)-(_,Double,_)``: ``CandleError/negativeValue(field:value:)``
  ///   for a negative price, ``CandleError/nonFiniteValue(field:)`` for a time that is not finite or a summed
  ///   volume that would overflow, and ``CandleError/beforeLiveCandle(time:liveCandleTime:)`` for a trade in an
  ///   older bucket than the live candle's.
  /// - Complexity: O(log n) for the range index, plus O(1) per moving average.
  @discardableResult
  public mutating func record(tradeAt time: Date, price: Price, quantity: Quantity) throws(CandleError) -> LiveChange {
    try record(
      tradeAt: time, price: Self.chartValue(units: price.units), quantity: Self.chartValue(units: quantity.units))
  }

  /// Records a trade whose price and quantity are already `Double`s (chart geometry, such as a synthetic or
  /// resampled series), into the live candle, as ``record(tradeAt:price:quantity:)-(_,Price,_)`` does.
  ///
  /// For a trade an exchange reported, pass its exact `Price` and `Quantity` to
  /// ``record(tradeAt:price:quantity:)-(_,Price,_)`` instead, so money never passes through `Double` on the way.
  ///
  /// ```swift
  /// try series.record(tradeAt: time, price: 81_062_000, quantity: 0.0123)
  /// ```
  ///
  /// - Throws: ``CandleError/nonFiniteValue(field:)`` and ``CandleError/negativeValue(field:value:)`` for a
  ///   bad price, quantity or time (a summed volume that would overflow is a non-finite "volume"), and
  ///   ``CandleError/beforeLiveCandle(time:liveCandleTime:)`` for a trade in an older bucket than the live candle's
  ///   (merge refetched history instead).
  /// - Complexity: O(log n) for the range index, plus O(1) per moving average.
  @discardableResult
  public mutating func record(tradeAt time: Date, price: Double, quantity: Double) throws(CandleError) -> LiveChange {
    let seconds = time.timeIntervalSince1970
    guard seconds.isFinite else { throw .nonFiniteValue(field: "time") }
    guard price.isFinite else { throw .nonFiniteValue(field: "price") }
    guard quantity.isFinite else { throw .nonFiniteValue(field: "quantity") }
    guard price >= 0 else { throw .negativeValue(field: "price", value: price) }
    guard quantity >= 0 else { throw .negativeValue(field: "quantity", value: quantity) }
    coverZoneOffsets(through: seconds)
    let bucket = Date(timeIntervalSince1970: bucketStart(at: seconds))
    if let liveTime = times.last {
      if bucket < liveTime { throw .beforeLiveCandle(time: time, liveCandleTime: liveTime) }
      if bucket == liveTime {
        let last = count - 1
        let volume = extents[last].volume + quantity
        guard volume.isFinite else { throw .nonFiniteValue(field: "volume") }
        replaceLastIndexed(
          Candle(
            unchecked: liveTime, open: opens[last], high: Swift.max(extents[last].high, price),
            low: Swift.min(extents[last].low, price),
            close: price, volume: volume))
        return .updatedLast
      }
    }
    appendIndexed(Candle(unchecked: bucket, open: price, high: price, low: price, close: price, volume: quantity))
    return .appended
  }

  /// An exact decimal of `units` × 10⁻⁸ (a `Price` or `Quantity`) as a chart value: correctly rounded while
  /// `units` is below 2⁵³ (both operands are then exact `Double`s), within an ulp above.
  static func chartValue(units: Int64) -> Double {
    Double(units) / 100_000_000
  }

  /// Builds a series from trades in time order, one candle per bucket that has trades.
  ///
  /// - Parameters:
  ///   - trades: the caller's trades as `(time, price, quantity)` in chart values, oldest first (within one bucket,
  ///     any order); record exact trades one by one with ``record(tradeAt:price:quantity:)-(_,Price,_)``.
  ///   - interval: the candles' interval; one minute unless given.
  ///   - timeZone: the zone that aligns buckets; Asia/Seoul unless given.
  ///   - movingAveragePeriods: the moving averages to keep (``MovingAverage/standardPeriods`` unless given).
  /// - Throws: what ``record(tradeAt:price:quantity:)-(_,Double,_)`` throws, for the first bad trade, and
  ///   ``CandleError/invalidPeriod(_:)``.
  /// - Complexity: O(t) for *t* trades.
  public init(
    trades: some Sequence<(time: Date, price: Double, quantity: Double)>, interval: CandleInterval = .oneMinute,
    timeZone: TimeZone = .seoul, movingAveragePeriods: [Int] = MovingAverage.standardPeriods
  ) throws(CandleError) {
    try self.init([], interval: interval, timeZone: timeZone, movingAveragePeriods: movingAveragePeriods)
    for trade in trades {
      try record(tradeAt: trade.time, price: trade.price, quantity: trade.quantity)
    }
  }

  /// The time range of history to fetch after a reconnect: from the live candle's bucket (refetched, since trades
  /// may have been missed in it) up to the end of the bucket that contains `now`. Pass what the exchange returns
  /// for it to ``merge(_:)``.
  ///
  /// Returns `nil` for an empty series (fetch the initial history instead) or when `now` is before the live
  /// candle's bucket.
  public func missingHistory(through now: Date) -> Range<Date>? {
    guard let liveTime = times.last, now.timeIntervalSince1970.isFinite else { return nil }
    let nowBucket = bucketStart(at: now.timeIntervalSince1970)
    guard nowBucket >= liveTime.timeIntervalSince1970 else { return nil }
    let end = interval.nextBucketStart(afterStart: nowBucket, offsets: zoneOffsets)
    return liveTime..<Date(timeIntervalSince1970: end)
  }
}
