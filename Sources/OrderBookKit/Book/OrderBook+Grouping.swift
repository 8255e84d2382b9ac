extension OrderBook {
  /// The best `levels` buckets of each side after grouping prices by `grouping`: bid prices round down to a
  /// multiple of the step and ask prices round up, so a bucket never promises a better price than its levels.
  ///
  /// ```swift
  /// let grouped = try book.depth(levels: 10, grouping: Price("1000")!)
  /// grouped.bids.first?.price   // 80,838,000 rounds down to 80,838,000; 80,837,500 joins it
  /// ```
  ///
  /// - Throws: ``OrderBookError/nonPositiveGrouping(_:)`` for a step of zero or below,
  ///   ``OrderBookError/groupedPriceOutOfRange(side:price:grouping:)`` when rounding up leaves `Price`'s range.
  /// - Complexity: O(*m*) where *m* is the number of book levels that fall in the returned buckets.
  public func depth(levels: Int, grouping: Price) throws(OrderBookError) -> GroupedDepth {
    guard grouping.units > 0 else { throw .nonPositiveGrouping(grouping) }
    let limit = max(levels, 0)
    // A side makes at most one bucket per level.
    let storage = DepthBucketStorage.make(capacity: min(limit, askSide.count) + min(limit, bidSide.count))
    try Self.appendBuckets(from: askSide, side: .ask, limit: limit, step: grouping, to: storage)
    let askCount = storage.count
    try Self.appendBuckets(from: bidSide, side: .bid, limit: limit, step: grouping, to: storage)
    return GroupedDepth(
      grouping: grouping,
      asks: DepthRows(owner: storage, rows: storage.buckets, rowCount: askCount),
      bids: DepthRows(owner: storage, rows: storage.buckets + askCount, rowCount: storage.count - askCount)
    )
  }

  /// Groups a side's levels (best first) into at most `limit` buckets, best first.
  private static func appendBuckets(
    from levels: some Sequence<Level>,
    side: Side,
    limit: Int,
    step: Price,
    to storage: DepthBucketStorage
  ) throws(OrderBookError) {
    var quantityTotal = UInt192.zero
    var notionalTotal = UInt192.zero
    var bucketPrice: Int64?
    var bucketQuantity = UInt192.zero
    var bucketLevels = 0
    var produced = 0

    func closeBucket() {
      guard let price = bucketPrice else { return }
      storage.append(
        DepthBucket(
          price: Price(units: price),
          quantity: WideDecimal(magnitude: bucketQuantity),
          levelCount: bucketLevels,
          cumulativeQuantity: WideDecimal(magnitude: quantityTotal),
          cumulativeNotional: WideDecimal(magnitude: notionalTotal)
        )
      )
      produced += 1
    }

    for level in levels {
      let rounded = try bucket(of: level.price, side: side, step: step)
      if rounded != bucketPrice {
        closeBucket()
        guard produced < limit else { return }
        bucketPrice = rounded
        bucketQuantity = .zero
        bucketLevels = 0
      }
      let quantity = UInt192.product(UInt64(level.quantity.units), WideDecimal.fixedPointScale)
      bucketQuantity.add(quantity)
      bucketLevels += 1
      quantityTotal.add(quantity)
      notionalTotal.add(.product(UInt64(level.price.units), UInt64(level.quantity.units)))
    }
    if produced < limit { closeBucket() }
  }

  /// A positive price rounded to a multiple of `step`: down for bids, up for asks.
  private static func bucket(of price: Price, side: Side, step: Price) throws(OrderBookError) -> Int64 {
    let remainder = price.units % step.units
    if remainder == 0 { return price.units }
    if side == .bid { return price.units - remainder }
    let (rounded, overflow) = (price.units - remainder).addingReportingOverflow(step.units)
    if overflow { throw .groupedPriceOutOfRange(side: side, price: price, grouping: step) }
    return rounded
  }
}

/// The buckets of a grouped depth view: the asks' buckets, then the bids', tail-allocated after their count.
///
/// Written only while the view is built; buckets are plain values, so nothing needs deinitializing.
final class DepthBucketStorage: ManagedBuffer<DepthBucketStorage.Counts, DepthBucket> {
  /// How many buckets are written, and how many fit.
  struct Counts {
    var written: Int
    let capacity: Int
  }

  /// Storage for up to `capacity` buckets, none written yet.
  static func make(capacity: Int) -> DepthBucketStorage {
    unsafeDowncast(
      create(minimumCapacity: capacity) { _ in Counts(written: 0, capacity: capacity) }, to: DepthBucketStorage.self)
  }

  /// How many buckets are written.
  var count: Int { header.written }

  /// The buckets, from the first.
  var buckets: UnsafeMutablePointer<DepthBucket> { withUnsafeMutablePointerToElements { $0 } }

  /// Writes `bucket` after the last one.
  func append(_ bucket: DepthBucket) {
    withUnsafeMutablePointers { counts, buckets in
      precondition(counts.pointee.written < counts.pointee.capacity, "More buckets than levels")
      (buckets + counts.pointee.written).initialize(to: bucket)
      counts.pointee.written += 1
    }
  }
}
