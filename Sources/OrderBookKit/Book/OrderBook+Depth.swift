/// One row of an ``OrderBookDepth``: a level with the running totals from the touch through it.
public struct DepthRow: Sendable, Hashable {
  /// The level's price.
  public let price: Price
  /// The quantity at ``price``.
  public let quantity: Quantity
  /// The running quantity in 10⁻⁸ units: a sum of `Int64`s fits 128 bits for any number of levels.
  let quantityTotalLow: UInt64
  let quantityTotalHigh: UInt64
  /// The running notional in 10⁻¹⁶ units, as the three words of a 192-bit number (low first).
  let notionalTotalLow: UInt64
  let notionalTotalMiddle: UInt64
  let notionalTotalHigh: UInt64
  let storedOrderCount: UInt32

  /// The row of `level`, the next one past the rows `totals` has counted, which it then counts.
  @inline(__always)
  init(_ level: Level, adding totals: inout DepthTotals) {
    totals.add(level)
    price = level.price
    quantity = level.quantity
    quantityTotalLow = totals.quantityLow
    quantityTotalHigh = totals.quantityHigh
    notionalTotalLow = totals.notionalLow
    notionalTotalMiddle = totals.notionalMiddle
    notionalTotalHigh = totals.notionalHigh
    storedOrderCount = level.storedOrderCount
  }

  /// How many orders rest at the price, when the exchange sent it.
  public var orderCount: Int? { storedOrderCount == 0 ? nil : Int(storedOrderCount - 1) }

  /// Total quantity from the best level through this one.
  public var cumulativeQuantity: WideDecimal {
    let units = UInt192(low: quantityTotalLow, middle: quantityTotalHigh, high: 0)
    return WideDecimal(magnitude: units.multipliedReportingOverflow(by: WideDecimal.fixedPointScale).partialValue)
  }

  /// Total price × quantity from the best level through this one: what sweeping the book to here costs.
  public var cumulativeNotional: WideDecimal {
    WideDecimal(magnitude: UInt192(low: notionalTotalLow, middle: notionalTotalMiddle, high: notionalTotalHigh))
  }

  /// This row's price × quantity.
  public var notional: WideDecimal { .product(price, quantity) }
}

/// The running totals of a depth view's side, in plain words so that adding a level is a handful of instructions
/// (a 64 × 64-bit product and two carry chains), with no call per row.
struct DepthTotals {
  var quantityLow: UInt64 = 0
  var quantityHigh: UInt64 = 0
  var notionalLow: UInt64 = 0
  var notionalMiddle: UInt64 = 0
  var notionalHigh: UInt64 = 0

  /// Adds a level's quantity and price × quantity (both non-negative, so read as unsigned).
  @inline(__always)
  mutating func add(_ level: Level) {
    let quantity = UInt64(truncatingIfNeeded: level.quantity.units)
    let (quantitySum, quantityCarry) = quantityLow.addingReportingOverflow(quantity)
    quantityLow = quantitySum
    quantityHigh &+= quantityCarry ? 1 : 0
    let product = UInt64(truncatingIfNeeded: level.price.units).multipliedFullWidth(by: quantity)
    let (low, lowCarry) = notionalLow.addingReportingOverflow(product.low)
    let (middle, middleCarry) = notionalMiddle.addingReportingOverflow(product.high)
    let (carried, carriedCarry) = middle.addingReportingOverflow(lowCarry ? 1 : 0)
    notionalLow = low
    notionalMiddle = carried
    // At most one of the two carries is set: a sum that carried is at most 2⁶⁴ - 2, so adding 1 cannot carry.
    notionalHigh &+= (middleCarry ? 1 : 0) &+ (carriedCarry ? 1 : 0)
  }
}

/// The rows of one side of a depth view, best first.
///
/// Both sides of a depth view share one buffer, so building a view costs a single allocation.
public struct DepthRows<Row: Sendable & Hashable>: RandomAccessCollection, Sendable, Hashable {
  let storage: ContiguousArray<Row>
  let bounds: Range<Int>

  /// The best row or level: always 0.
  public var startIndex: Int { 0 }
  /// One past the last (worst) row or level.
  public var endIndex: Int { bounds.count }

  /// The row `position` steps from the touch (0 is the best).
  public subscript(position: Int) -> Row { storage[bounds.lowerBound + position] }

  /// Whether both hold the same rows in the same order.
  public static func == (lhs: DepthRows, rhs: DepthRows) -> Bool { lhs.elementsEqual(rhs) }

  /// Hashes the rows in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for row in self { hasher.combine(row) }
  }
}

/// The best levels of both sides with cumulative quantity and notional per row, as a depth chart or an order
/// entry screen shows them.
public struct OrderBookDepth: Sendable, Hashable {
  /// Asks, best (lowest) first.
  public let asks: DepthRows<DepthRow>
  /// Bids, best (highest) first.
  public let bids: DepthRows<DepthRow>
}

extension OrderBook {
  /// The best `levels` levels of each side, best first, with cumulative quantity and notional per row.
  ///
  /// Totals are exact (`WideDecimal`). A side with fewer levels returns all of them; `levels` of zero or below
  /// returns empty sides.
  ///
  /// - Complexity: O(`levels`), one allocation.
  public func depth(levels: Int) -> OrderBookDepth {
    let askCount = min(max(levels, 0), askSide.count)
    let bidCount = min(max(levels, 0), bidSide.count)
    let storage = ContiguousArray<DepthRow>(unsafeUninitializedCapacity: askCount + bidCount) { buffer, initialized in
      askSide.fillDepthRows(askCount, into: buffer, at: 0)
      bidSide.fillDepthRows(bidCount, into: buffer, at: askCount)
      initialized = askCount + bidCount
    }
    return OrderBookDepth(
      asks: DepthRows(storage: storage, bounds: 0..<askCount),
      bids: DepthRows(storage: storage, bounds: askCount..<askCount + bidCount)
    )
  }

  /// Writes the best `count` levels of a side (at most its level count) as rows starting at `offset`.
  ///
  /// The generic path, for sides kept as plain sorted arrays (``SortedArrayOrderBook``).
  @inline(__always)
  static func fillDepthRows(
    from levels: some Sequence<Level>,
    count: Int,
    into buffer: UnsafeMutableBufferPointer<DepthRow>,
    at offset: Int
  ) {
    var totals = DepthTotals()
    var iterator = levels.makeIterator()
    for position in 0..<count {
      guard let level = iterator.next() else { return }
      buffer.initializeElement(at: offset + position, to: DepthRow(level, adding: &totals))
    }
  }
}

extension BookSide {
  /// Writes the best `count` levels (at most ``count``) as depth rows starting at `offset`, straight from the
  /// ladder's storage: the occupied slots found by leading-zero counts, merged with `overflow` when it has levels.
  func fillDepthRows(_ count: Int, into buffer: UnsafeMutableBufferPointer<DepthRow>, at offset: Int) {
    guard count > 0 else { return }
    withLadder { words, slots in
      if overflow.levels.isEmpty {
        Self.fillLadderRows(count, slots: slots, words: words, best: bestSlot, into: buffer, at: offset)
      } else {
        overflow.levels.withUnsafeBufferPointer { outside in
          fillMergedRows(count, slots: slots, words: words, outside: outside, into: buffer, at: offset)
        }
      }
    }
  }

  /// The rows when every level is in the ladder: one pass down the occupancy words from `best`'s.
  @inline(__always)
  static func fillLadderRows(
    _ count: Int,
    slots: UnsafeMutablePointer<Level>,
    words: UnsafeMutablePointer<UInt64>,
    best: Int,
    into buffer: UnsafeMutableBufferPointer<DepthRow>,
    at offset: Int
  ) {
    var totals = DepthTotals()
    var position = offset
    let end = offset &+ count
    var word = best &>> 6
    var bits = words[word] & (UInt64.max &>> UInt64(truncatingIfNeeded: 63 &- (best & 63)))
    while true {
      while bits != 0 {
        let bit = 63 &- bits.leadingZeroBitCount
        bits ^= UInt64(1) &<< UInt64(truncatingIfNeeded: bit)
        buffer.initializeElement(at: position, to: DepthRow(slots[word &<< 6 | bit], adding: &totals))
        position &+= 1
        if position == end { return }
      }
      // `count` is at most the ladder's level count, so a lower word has a bit before `word` passes 0.
      word &-= 1
      bits = words[word]
    }
  }

  /// The rows when `overflow` has levels: the occupied slots and `outside` (worst first) merged best first.
  func fillMergedRows(
    _ count: Int,
    slots: UnsafeMutablePointer<Level>,
    words: UnsafeMutablePointer<UInt64>,
    outside: UnsafeBufferPointer<Level>,
    into buffer: UnsafeMutableBufferPointer<DepthRow>,
    at offset: Int
  ) {
    // The ladder cursor: the current word, its bits at or below the next slot, and the lower words left.
    var word = bestSlot >> 6
    var bits: UInt64 = 0
    var lowerWords: UInt64 = 0
    if bestSlot >= 0 {
      bits = words[word] & (UInt64.max &>> UInt64(63 &- (bestSlot & 63)))
      lowerWords = summary & ((UInt64(1) &<< UInt64(truncatingIfNeeded: word)) &- 1)
    }
    var index = outside.count &- 1
    var totals = DepthTotals()
    for position in offset..<(offset + count) {
      if bits == 0 && lowerWords != 0 {
        word = 63 &- lowerWords.leadingZeroBitCount
        lowerWords &= ~(UInt64(1) &<< UInt64(truncatingIfNeeded: word))
        bits = words[word]
      }
      let level: Level
      let bit = 63 &- bits.leadingZeroBitCount
      if bits != 0,
        index < 0 || !Ordering.isWorse(slots[word &<< 6 | bit].price.units, than: outside[index].price.units)
      {
        level = slots[word &<< 6 | bit]
        bits &= ~(UInt64(1) &<< UInt64(truncatingIfNeeded: bit))
      } else {
        level = outside[index]
        index &-= 1
      }
      buffer.initializeElement(at: position, to: DepthRow(level, adding: &totals))
    }
  }
}
