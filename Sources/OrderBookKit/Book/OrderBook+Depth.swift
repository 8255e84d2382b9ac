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
    // Both factors are below 2⁶³, so the product's high word is below 2⁶² and adding the carry to it cannot wrap:
    // the sum is one add-with-carry chain.
    let (middle, middleCarry) = notionalMiddle.addingReportingOverflow(product.high &+ (lowCarry ? 1 : 0))
    notionalLow = low
    notionalMiddle = middle
    notionalHigh &+= middleCarry ? 1 : 0
  }
}

/// The rows of a depth view: the asks' rows, then the bids', tail-allocated after their counts.
///
/// Written only while no view holds it; rows are plain values, so nothing needs deinitializing.
final class DepthRowBuffer: ManagedBuffer<DepthRowBuffer.Counts, DepthRow> {
  /// How many rows each side has, and how many fit.
  struct Counts {
    var asks: Int
    var bids: Int
    let capacity: Int
  }

  /// A buffer for `capacity` rows, the first `asks` + `bids` of them to be written.
  static func make(asks: Int, bids: Int, capacity: Int) -> DepthRowBuffer {
    unsafeDowncast(
      create(minimumCapacity: capacity) { _ in Counts(asks: asks, bids: bids, capacity: capacity) },
      to: DepthRowBuffer.self)
  }

  /// The rows of both sides.
  var rows: UnsafeMutablePointer<DepthRow> { withUnsafeMutablePointerToElements { $0 } }

  /// The counts, through a pointer: reading or writing `header` would check exclusive access at run time.
  var counts: UnsafeMutablePointer<Counts> { withUnsafeMutablePointerToHeader { $0 } }
}

/// A depth view's ``DepthRowBuffer``, which nothing writes once a view holds it: that is what makes it `Sendable`.
struct DepthRowStorage: @unchecked Sendable {
  let buffer: DepthRowBuffer

  /// The storage of a view without rows, shared.
  static let empty = DepthRowStorage(buffer: .make(asks: 0, bids: 0, capacity: 0))
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
    return OrderBookDepth(asks: askCount, bids: bidCount) { rows in
      askSide.fillDepthRows(askCount, into: rows)
      bidSide.fillDepthRows(bidCount, into: rows + askCount)
    }
  }

  /// ``depth(levels:)`` written into `buffer`'s storage, which it reuses when the view it returned last time is
  /// gone and the rows fit: a screen that refreshes its depth view on every update then allocates only when it
  /// still holds the previous view or asks for more rows.
  ///
  /// ```swift
  /// var buffer = OrderBookDepthBuffer()
  /// let depth = book.depth(levels: 30, reusing: &buffer)
  /// ```
  ///
  /// The view is the same value ``depth(levels:)`` returns, and stays valid (and unchanged) however long it is
  /// kept: a buffer whose rows a view still holds is left alone and replaced.
  ///
  /// - Complexity: O(`levels`); no allocation when the buffer is free and large enough.
  public func depth(levels: Int, reusing buffer: inout OrderBookDepthBuffer) -> OrderBookDepth {
    let askCount = min(max(levels, 0), askSide.count)
    let bidCount = min(max(levels, 0), bidSide.count)
    return OrderBookDepth(asks: askCount, bids: bidCount, reusing: &buffer) { rows in
      askSide.fillDepthRows(askCount, into: rows)
      bidSide.fillDepthRows(bidCount, into: rows + askCount)
    }
  }

  /// Writes the best `count` levels of a side (at most its level count) as rows from `rows`.
  ///
  /// The generic path, for sides kept as plain sorted arrays (``SortedArrayOrderBook``).
  @inline(__always)
  static func fillDepthRows(from levels: some Sequence<Level>, count: Int, into rows: UnsafeMutablePointer<DepthRow>) {
    var totals = DepthTotals()
    var iterator = levels.makeIterator()
    for position in 0..<count {
      guard let level = iterator.next() else { return }
      (rows + position).initialize(to: DepthRow(level, adding: &totals))
    }
  }
}

extension BookSide {
  /// Writes the best `count` levels (at most ``count``) as depth rows from `rows`, straight from the ladder's
  /// storage: the occupied slots found by trailing-zero counts, merged with `overflow` when it has levels.
  @inline(__always)
  func fillDepthRows(_ count: Int, into rows: UnsafeMutablePointer<DepthRow>) {
    guard count > 0 else { return }
    withLadder { words, slots in
      if overflow.levels.isEmpty {
        Self.fillLadderRows(count, slots: slots, words: words, best: bestSlot, into: rows)
      } else {
        overflow.levels.withUnsafeBufferPointer { outside in
          fillMergedRows(count, slots: slots, words: words, outside: outside, into: rows)
        }
      }
    }
  }

  /// `word` with its bits in reverse order (bit 0 becomes bit 63).
  @inline(__always)
  static func reversedBits(_ word: UInt64) -> UInt64 {
    var bits = word.byteSwapped
    bits = (bits &>> 4) & 0x0F0F_0F0F_0F0F_0F0F | (bits & 0x0F0F_0F0F_0F0F_0F0F) &<< 4
    bits = (bits &>> 2) & 0x3333_3333_3333_3333 | (bits & 0x3333_3333_3333_3333) &<< 2
    return (bits &>> 1) & 0x5555_5555_5555_5555 | (bits & 0x5555_5555_5555_5555) &<< 1
  }

  /// The rows when every level is in the ladder: one pass down the occupancy words from `best`'s.
  ///
  /// Each word is read bit-reversed, so that the best slot left is the lowest set bit: a trailing-zero count finds
  /// it and `bits & (bits - 1)` clears it, a one-cycle step, where clearing the highest bit would wait on a
  /// leading-zero count every row. A word's rows are counted first, so the inner loop has one exit test; when they
  /// are consecutive slots, they are read as a run, with no bit to find per row.
  @inline(__always)
  static func fillLadderRows(
    _ count: Int,
    slots: UnsafeMutablePointer<Level>,
    words: UnsafeMutablePointer<UInt64>,
    best: Int,
    into rows: UnsafeMutablePointer<DepthRow>
  ) {
    var totals = DepthTotals()
    var row = rows
    var remaining = count
    var word = best &>> 6
    // Bit `i` stands for slot `word * 64 + 63 - i`; the slots above `best` are masked off.
    var bits = reversedBits(words[word]) & (UInt64.max &<< UInt64(truncatingIfNeeded: 63 &- (best & 63)))
    while true {
      let top = slots + (word &<< 6 | 63)
      var taken = Swift.min(bits.nonzeroBitCount, remaining)
      remaining &-= taken
      let first = bits.trailingZeroBitCount
      if taken != 0, (~(bits &>> UInt64(truncatingIfNeeded: first))).trailingZeroBitCount >= taken {
        // The word's rows are consecutive slots, as near the touch of a liquid book: read them straight down.
        var slot = top - first
        while taken != 0 {
          row.initialize(to: DepthRow(slot.pointee, adding: &totals))
          slot -= 1
          row += 1
          taken &-= 1
        }
      } else {
        while taken != 0 {
          row.initialize(to: DepthRow(top[-bits.trailingZeroBitCount], adding: &totals))
          bits &= bits &- 1
          row += 1
          taken &-= 1
        }
      }
      // `count` is at most the ladder's level count, so a lower word has a bit before `word` passes 0.
      if remaining == 0 { return }
      word &-= 1
      bits = reversedBits(words[word])
    }
  }

  /// The rows when `overflow` has levels: the occupied slots and `outside` (worst first) merged best first.
  func fillMergedRows(
    _ count: Int,
    slots: UnsafeMutablePointer<Level>,
    words: UnsafeMutablePointer<UInt64>,
    outside: UnsafeBufferPointer<Level>,
    into rows: UnsafeMutablePointer<DepthRow>
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
    for position in 0..<count {
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
      (rows + position).initialize(to: DepthRow(level, adding: &totals))
    }
  }
}
