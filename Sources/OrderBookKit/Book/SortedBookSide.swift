/// One side of an order book as a contiguous array of levels sorted from the worst price to the best: the
/// ``BookSide`` ladder's store for levels it cannot index (off its tick grid or outside its window), and on its own
/// the structure the benchmarks measure the ladder against (``SortedArrayOrderBook``).
///
/// The best price sits at the END of the array. Real feeds change the levels near the touch far more often than
/// deep ones, and at the end of an array an insert or a removal moves only the few levels between the change and
/// the touch, while the best level is one load away. Lookups first walk a few levels back from the touch, then
/// fall back to binary search. The ordering is a type parameter, so each side's comparisons compile to a single
/// integer compare.
@usableFromInline
struct SortedBookSide<Ordering: BookOrdering>: Equatable, Sendable {
  /// Levels, worst first and best last; prices strictly improving, quantities above zero.
  @usableFromInline
  var levels: ContiguousArray<Level> = []

  /// An empty side.
  init() {}

  /// How many levels next to the touch are searched without branching before binary search takes over.
  @inlinable
  static var touchWindow: Int { 16 }

  @usableFromInline
  var count: Int { levels.count }

  /// The best level (highest bid, lowest ask). Inlinable: a trading client reads it after every update.
  @inlinable
  var best: Level? { levels.last }

  /// Where a level at the positive price `price` is, or where it would be inserted (the first level not worse
  /// than `price`). Callers validate that `price` is above zero.
  ///
  /// Most changes land within a few levels of the touch, so the last ``touchWindow`` levels are checked first by
  /// counting those worse than `price`: a fixed run of compares with no data-dependent branch for a random feed to
  /// mispredict. A price deeper than the window falls back to a branch-free binary search.
  ///
  /// - Complexity: O(1) within ``touchWindow`` levels of the touch, O(log *n*) otherwise.
  @inlinable
  func position(of price: Int64) -> (index: Int, found: Bool) {
    levels.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      guard let base = buffer.baseAddress, count > 0 else { return (0, false) }
      let index: Int
      if count >= Self.touchWindow, Ordering.isWorse(base[count - Self.touchWindow].price.units, than: price) {
        // The price belongs inside the window: count the window's levels worse than it (a fixed-length,
        // unrolled run; the first of them is worse already).
        let window = base + (count - Self.touchWindow)
        var worse = 0
        for offset in 0..<Self.touchWindow {
          worse &+= Ordering.worseBit(window[offset].price.units, than: price)
        }
        index = count - Self.touchWindow + worse
      } else if count >= Self.touchWindow {
        index = Self.lowerBound(of: price, in: base, upTo: count - Self.touchWindow + 1)
      } else {
        var worse = 0
        for offset in 0..<count { worse &+= Ordering.worseBit(base[offset].price.units, than: price) }
        index = worse
      }
      return (index, index < count && base[index].price.units == price)
    }
  }

  /// The first index in `0..<end` whose level is not worse than `price` (or `end`), by branch-free binary search.
  @inlinable
  static func lowerBound(of price: Int64, in buffer: UnsafePointer<Level>, upTo end: Int) -> Int {
    var base = 0
    var length = end
    while length > 1 {
      let half = length / 2
      base &+= half &* Ordering.worseBit(buffer[base + half].price.units, than: price)
      length -= half
    }
    return base &+ Ordering.worseBit(buffer[base].price.units, than: price)
  }

  /// The level at `price`, if any.
  func level(at price: Int64) -> Level? {
    guard price > 0 else { return nil }
    let (index, found) = position(of: price)
    return found ? levels[index] : nil
  }

  /// Sets the level at the change's price to its absolute size, inserting or removing as needed.
  ///
  /// - Complexity: O(1) plus the levels between the change and the touch, for changes near the touch.
  @inlinable
  mutating func set(_ level: Level) {
    let (index, found) = position(of: level.price.units)
    if level.quantity.units == 0 {
      if found { levels.remove(at: index) }
    } else if found {
      levels[index] = level
    } else {
      insert(level, at: index)
    }
  }

  /// Inserts near the end cheaply: append, then shift the few levels between `index` and the touch up by one
  /// (the standard `insert(_:at:)` goes through `replaceSubrange`, slower for these short moves).
  @inlinable
  mutating func insert(_ level: Level, at index: Int) {
    levels.append(level)
    levels.withUnsafeMutableBufferPointer { buffer in
      var position = buffer.count - 1
      while position > index {
        buffer[position] = buffer[position - 1]
        position -= 1
      }
      buffer[index] = level
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
