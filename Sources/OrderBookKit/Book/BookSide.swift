/// The ordering of one side's storage: which of two prices is further from the touch.
protocol BookOrdering {
  /// The side this ordering stores.
  static var side: Side { get }
  /// Whether a level at price units `lhs` is worse (further from the touch) than one at `rhs`.
  static func isWorse(_ lhs: Int64, than rhs: Int64) -> Bool
}

/// Bids: a higher price is better.
enum BidOrdering: BookOrdering {
  static var side: Side { .bid }
  @inline(__always) static func isWorse(_ lhs: Int64, than rhs: Int64) -> Bool { lhs < rhs }
}

/// Asks: a lower price is better.
enum AskOrdering: BookOrdering {
  static var side: Side { .ask }
  @inline(__always) static func isWorse(_ lhs: Int64, than rhs: Int64) -> Bool { lhs > rhs }
}

/// One side of an order book: a contiguous array of levels sorted from the worst price to the best.
///
/// The best price sits at the END of the array. Real feeds change the levels near the touch far more often than
/// deep ones, and at the end of an array an insert or a removal moves only the few levels between the change and
/// the touch, while the best level is one load away. Lookups first walk a few levels back from the touch, then
/// fall back to binary search. The ordering is a type parameter, so each side's comparisons compile to a single
/// integer compare.
struct BookSide<Ordering: BookOrdering>: Equatable, Sendable {
  /// Levels, worst first and best last; prices strictly improving, quantities above zero.
  var levels: ContiguousArray<Level> = []

  /// An empty side.
  init() {}

  /// How many levels the touch walk inspects before switching to binary search.
  static var touchWalk: Int { 8 }

  var count: Int { levels.count }

  /// The best level (highest bid, lowest ask).
  @inline(__always)
  var best: Level? { levels.last }

  /// Where a level at `price` is, or where it would be inserted.
  ///
  /// - Complexity: O(1) within ``touchWalk`` levels of the touch, O(log *n*) otherwise.
  @inline(__always)
  func position(of price: Int64) -> (index: Int, found: Bool) {
    levels.withUnsafeBufferPointer { buffer in
      var upper = buffer.count
      let walkEnd = max(0, upper - Self.touchWalk)
      while upper > walkEnd {
        let candidate = buffer[upper - 1].price.units
        if candidate == price { return (upper - 1, true) }
        if Ordering.isWorse(candidate, than: price) { return (upper, false) }
        upper -= 1
      }
      var lower = 0
      while lower < upper {
        let middle = lower + (upper - lower) / 2
        let candidate = buffer[middle].price.units
        if candidate == price { return (middle, true) }
        if Ordering.isWorse(candidate, than: price) {
          lower = middle + 1
        } else {
          upper = middle
        }
      }
      return (lower, false)
    }
  }

  /// The level at `price`, if any.
  func level(at price: Int64) -> Level? {
    let (index, found) = position(of: price)
    return found ? levels[index] : nil
  }

  /// Sets the level at the change's price to its absolute size, inserting or removing as needed.
  ///
  /// - Complexity: O(1) plus the levels between the change and the touch, for changes near the touch.
  @inline(__always)
  mutating func set(_ level: Level) {
    let (index, found) = position(of: level.price.units)
    if level.quantity.units == 0 {
      if found { levels.remove(at: index) }
    } else if found {
      levels[index] = level
    } else {
      levels.insert(level, at: index)
    }
  }

  /// Subtracts a traded quantity from the level at `price`; removes the level when nothing is left.
  ///
  /// - Returns: whether a level was at `price`.
  mutating func subtract(_ quantity: Quantity, at price: Int64) -> Bool {
    let (index, found) = position(of: price)
    guard found else { return false }
    // Both sides are non-negative Int64s, so the difference cannot overflow.
    let remaining = levels[index].quantity.units - quantity.units
    if remaining <= 0 {
      levels.remove(at: index)
    } else {
      levels[index].quantity = Quantity(uncheckedUnits: remaining)
    }
    return true
  }

  /// Removes the worst levels so that at most `limit` remain.
  ///
  /// - Returns: how many levels were removed.
  mutating func prune(keeping limit: Int) -> Int {
    let excess = levels.count - max(0, limit)
    guard excess > 0 else { return 0 }
    levels.removeFirst(excess)
    return excess
  }

  /// A side holding `levels` (any order, zero quantities skipped).
  ///
  /// - Throws: ``OrderBookError/nonPositivePrice(side:price:)`` or ``OrderBookError/duplicatePrice(side:price:)``.
  /// - Complexity: O(*n*) when the levels come sorted (either way), O(*n* log *n*) otherwise.
  init(validating input: [Level]) throws(OrderBookError) {
    var sorted = ContiguousArray<Level>()
    sorted.reserveCapacity(input.count)
    for level in input where level.quantity.units > 0 {
      guard level.price.units > 0 else { throw .nonPositivePrice(side: Ordering.side, price: level.price) }
      sorted.append(level)
    }
    if Self.isStrictlyOrdered(sorted, bestFirst: true) {
      sorted.reverse()
    } else if !Self.isStrictlyOrdered(sorted, bestFirst: false) {
      sorted.sort { Ordering.isWorse($0.price.units, than: $1.price.units) }
      for index in sorted.indices.dropFirst() where sorted[index - 1].price == sorted[index].price {
        throw .duplicatePrice(side: Ordering.side, price: sorted[index].price)
      }
    }
    levels = sorted
  }

  private static func isStrictlyOrdered(_ levels: ContiguousArray<Level>, bestFirst: Bool) -> Bool {
    for index in levels.indices.dropFirst() {
      let previous = levels[index - 1].price.units
      let current = levels[index].price.units
      let ordered = bestFirst ? Ordering.isWorse(current, than: previous) : Ordering.isWorse(previous, than: current)
      if !ordered { return false }
    }
    return true
  }
}
