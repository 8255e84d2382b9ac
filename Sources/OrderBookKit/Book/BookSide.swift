/// One side of an order book: a price ladder over the venue's tick grid, with a sorted array for the rest.
///
/// Levels near the touch live in slots indexed by the price's distance in ticks from `origin` (the window's worst
/// price), so finding, changing, inserting or removing a level is one exact division and one access, whatever the
/// depth. One occupancy bit per slot (and one bit per occupancy word in `summary`) finds the next level with two
/// leading-zero counts. The slots and their occupancy words share one ``LadderBuffer``, so a change checks one
/// buffer's uniqueness. Higher slots are better on both sides, so the best level is the highest occupied slot.
///
/// The tick is the greatest common divisor of the best prices when the window is built, so a grid whose step
/// changes by price band (KRW markets) is covered by its finest step near the touch. A price off the grid or outside
/// the window goes to `overflow`, a sorted array. Whenever the best level would land outside the ladder (the touch
/// moved out of the window, or an off-grid price became the best), the window is rebuilt around the new best, with
/// a tick that holds it; so the best level is always in the ladder, one load away. The window also grows when
/// `overflow` fills up, up to ``maximumSlots``.
@usableFromInline
struct BookSide<Ordering: BookOrdering>: Sendable {
  /// The most slots a window has: 4,096, so that one summary word covers its occupancy words.
  @inlinable
  static var maximumSlots: Int { 4_096 }
  /// The fewest slots a window has.
  static var minimumSlots: Int { 256 }
  /// How many of the best levels the tick is taken from.
  static var tickSample: Int { 16 }

  /// The occupancy words and the slots.
  @usableFromInline
  var storage = LadderStorage.empty
  /// How many slots the window has: a multiple of 64, or 0 without a window.
  @usableFromInline
  var slotCount = 0
  /// One bit per occupancy word: whether the word has a bit.
  @usableFromInline
  var summary: UInt64 = 0
  /// The tick grid and the window's size in slots.
  @usableFromInline
  var grid = TickGrid.none
  /// The price of slot 0, the window's worst price (it can be zero or below for bids: such slots stay empty).
  @usableFromInline
  var origin: Int64 = 0
  /// The highest occupied slot, or -1 when the ladder is empty.
  @usableFromInline
  var bestSlot = -1
  /// How many slots are occupied.
  @usableFromInline
  var ladderCount = 0
  /// The levels the ladder cannot index: off its grid or outside its window, all worse than the ladder's best.
  @usableFromInline
  var overflow = SortedBookSide<Ordering>()
  /// How many levels `overflow` may hold before an insertion there rebuilds (and widens) the window.
  @usableFromInline
  var overflowLimit = 64
  /// Whether no window could be placed (the prices are so close to `Int64`'s limits that the window's origin
  /// overflows): every level then lives in `overflow` until the side empties or is replaced.
  @usableFromInline
  var isWindowless = false

  /// An empty side.
  init() {}

  /// How many levels the side holds.
  var count: Int { ladderCount + overflow.count }

  /// The best level (highest bid, lowest ask). Inlinable: a trading client reads it after every update.
  @inlinable
  var best: Level? {
    bestSlot >= 0 ? withLadder { $1[bestSlot] } : overflow.best
  }

  /// How many occupancy words the window has.
  @inlinable
  var wordCount: Int { slotCount &>> 6 }

  /// Calls `body` with the occupancy words and the slots: for reading, or for writing after ``makeUnique()``.
  @inlinable @inline(__always)
  func withLadder<Result>(
    _ body: (_ words: UnsafeMutablePointer<UInt64>, _ slots: UnsafeMutablePointer<Level>) -> Result
  ) -> Result {
    storage.withLadder(wordCount: wordCount, body)
  }

  /// Copies the storage when another side shares it, so that it can be written.
  @inlinable @inline(__always)
  mutating func makeUnique() {
    storage.makeUnique()
  }

  /// The level in `slot`, an occupied slot.
  @inlinable
  func level(inSlot slot: Int) -> Level {
    withLadder { $1[slot] }
  }

  /// The occupancy word at `index`.
  @inlinable
  func occupancyWord(_ index: Int) -> UInt64 {
    withLadder { words, _ in words[index] }
  }

  // MARK: Changing

  /// Sets the level at the level's positive price to its absolute size, inserting or removing as needed.
  ///
  /// - Complexity: O(1) for a price in the window; O(log *n* + *d*) in `overflow` otherwise.
  @inlinable
  mutating func set(_ level: Level) {
    let slot = grid.slot(ofOffset: Ordering.offset(level.price.units, from: origin))
    if slot >= 0 {
      setInLadder(level, at: slot)
    } else {
      setOutsideLadder(level)
    }
  }

  /// Sets the level at `slot`, the slot of its price (below the window's slot count, which the grid guarantees: the
  /// accesses skip bounds checks).
  ///
  /// Nearly branch-free, since a feed's mix of inserts, changes and removals is random: the slot and its word are
  /// written whatever the change (a removed level's slot keeps a zero quantity, unread since its bit is clear), and
  /// the counts follow from the word before and after. The one branch left, the best level's removal, is rare.
  @inlinable @inline(__always)
  mutating func setInLadder(_ level: Level, at slot: Int) {
    makeUnique()
    let word = slot &>> 6
    let shift = UInt64(truncatingIfNeeded: slot & 63)
    // 1 when the change leaves a level in the slot, 0 when it removes it: the rest is arithmetic on it, not branches.
    let present = UInt64(truncatingIfNeeded: (level.quantity.units != 0) ? 1 : 0)
    let (old, new) = withLadder { words, slots in
      let old = words[word]
      let new = (old & ~(UInt64(1) &<< shift)) | (present &<< shift)
      words[word] = new
      slots[slot] = level
      return (old, new)
    }
    let wordBit = UInt64(1) &<< UInt64(truncatingIfNeeded: word)
    summary = new == 0 ? summary & ~wordBit : summary | wordBit
    ladderCount &+= Int(truncatingIfNeeded: present) &- Int(truncatingIfNeeded: (old &>> shift) & 1)
    if slot == bestSlot && present == 0 {
      bestLevelRemoved()
    } else {
      // The slot when the change left a level there, -1 (no candidate) when it removed one.
      bestSlot = Swift.max(bestSlot, slot | Int(truncatingIfNeeded: present &- 1))
    }
  }

  /// After the ladder's best level went: finds the next one, and rebuilds the window when the best level is now in
  /// `overflow` or the touch drifted into the window's worst quarter with levels beyond it. Inlinable, like
  /// ``setOutsideLadder(_:)``, so that the caller's copy is specialised to its side.
  @inlinable
  mutating func bestLevelRemoved() {
    bestSlot = slot(below: bestSlot)
    guard let outside = overflow.best else { return }
    if bestSlot < 0 || bestSlot < slotCount / 4
      || Ordering.isWorse(level(inSlot: bestSlot).price.units, than: outside.price.units)
    {
      rebuild()
    }
  }

  /// Sets a level whose price the ladder cannot index; rebuilds the window when the level is the new best, or when
  /// `overflow` passed its limit.
  @inlinable
  mutating func setOutsideLadder(_ level: Level) {
    overflow.set(level)
    if level.quantity.units == 0 {
      if isWindowless && overflow.count == 0 { isWindowless = false }
      return
    }
    guard !isWindowless else { return }
    if bestSlot < 0 || overflow.count > overflowLimit
      || Ordering.isWorse(self.level(inSlot: bestSlot).price.units, than: level.price.units)
    {
      rebuild()
    }
  }

  /// Places the window afresh around the current levels.
  ///
  /// - Complexity: O(*n* + slots).
  @usableFromInline
  mutating func rebuild() {
    self = BookSide(bestFirst: ContiguousArray(self))
  }

  /// Subtracts a traded quantity from the level at `price`; removes the level when nothing is left.
  ///
  /// - Returns: whether a level was at `price`.
  mutating func subtract(_ quantity: Quantity, at price: Int64) -> Bool {
    guard var level = level(at: price) else { return false }
    // Both sides are non-negative Int64s, so the difference cannot overflow.
    level.quantity = Quantity(uncheckedUnits: Swift.max(0, level.quantity.units - quantity.units))
    set(level)
    return true
  }

  /// Removes the worst levels so that at most `limit` remain.
  ///
  /// - Returns: how many levels were removed.
  mutating func prune(keeping limit: Int) -> Int {
    let kept = Swift.max(0, limit)
    let excess = count - kept
    guard excess > 0 else { return 0 }
    self = BookSide(bestFirst: ContiguousArray(prefix(kept)))
    return excess
  }

  // MARK: Reading

  /// The level at `price`, if any.
  func level(at price: Int64) -> Level? {
    guard price > 0 else { return nil }
    let slot = grid.slot(ofOffset: Ordering.offset(price, from: origin))
    guard slot >= 0 else { return overflow.level(at: price) }
    return occupancyWord(slot &>> 6) & (UInt64(1) &<< UInt64(slot & 63)) != 0 ? level(inSlot: slot) : nil
  }

  /// The highest occupied slot below `slot`, or -1.
  @inlinable
  func slot(below slot: Int) -> Int {
    let word = slot &>> 6
    let lower = occupancyWord(word) & ((UInt64(1) &<< UInt64(truncatingIfNeeded: slot & 63)) &- 1)
    if lower != 0 { return word &<< 6 | (63 &- lower.leadingZeroBitCount) }
    let words = summary & ((UInt64(1) &<< UInt64(truncatingIfNeeded: word)) &- 1)
    guard words != 0 else { return -1 }
    let next = 63 &- words.leadingZeroBitCount
    return next &<< 6 | (63 &- occupancyWord(next).leadingZeroBitCount)
  }

  // MARK: Building

  /// A side holding `input` (any order, zero quantities skipped).
  ///
  /// - Throws: ``OrderBookError/nonPositivePrice(side:price:)`` or ``OrderBookError/duplicatePrice(side:price:)``.
  /// - Complexity: O(*n* + slots) when the levels come sorted (either way), O(*n* log *n*) otherwise.
  init(validating input: [Level]) throws(OrderBookError) {
    let sorted = try SortedBookSide<Ordering>(validating: input)
    self.init(bestFirst: ContiguousArray(sorted.levels.reversed()))
  }

  /// A side holding `levels`: strictly ordered best first, at positive prices, with positive quantities.
  ///
  /// The tick is the greatest common divisor of the best ``tickSample`` prices; the window has room for the whole
  /// side below the best level twice over (between ``minimumSlots`` and ``maximumSlots`` slots) and a quarter of its
  /// slots above it, for the touch to improve into.
  init(bestFirst levels: ContiguousArray<Level>) {
    guard let best = levels.first?.price.units, let worst = levels.last?.price.units else { return }
    var tick: Int64 = 0
    for level in levels.prefix(Self.tickSample) { tick = TickGrid.gcd(level.price.units, tick) }
    let depth = Swift.min(Ordering.offset(best, from: worst) / tick, Int64(Self.maximumSlots))
    var slotCount = Self.minimumSlots
    while slotCount < Swift.min(2 * (Int(depth) + 1), Self.maximumSlots) { slotCount *= 2 }
    let bestSlot = slotCount - 1 - slotCount / 4
    let grid = TickGrid(tick: tick, slots: slotCount)
    guard let origin = Ordering.price(best, worsenedBy: Int64(bestSlot), tick: tick),
      grid.slot(ofOffset: Ordering.offset(best, from: origin)) == bestSlot
    else {
      overflow.levels = ContiguousArray(levels.reversed())
      isWindowless = true
      return
    }
    self.grid = grid
    self.origin = origin
    self.bestSlot = bestSlot
    self.slotCount = slotCount
    storage = LadderStorage(slotCount: slotCount)
    var outside = ContiguousArray<Level>()
    var placed = 0
    var summary: UInt64 = 0
    withLadder { words, slots in
      for level in levels {
        let slot = grid.slot(ofOffset: Ordering.offset(level.price.units, from: origin))
        if slot >= 0 {
          slots[slot] = level
          words[slot &>> 6] |= UInt64(1) &<< UInt64(slot & 63)
          summary |= UInt64(1) &<< UInt64(slot &>> 6)
          placed += 1
        } else {
          outside.append(level)
        }
      }
    }
    ladderCount = placed
    self.summary = summary
    outside.reverse()
    overflow.levels = outside
    overflowLimit = Swift.max(64, 2 * outside.count)
  }
}

extension BookSide: Sequence {
  /// The side's levels, best first: the ladder's and `overflow`'s merged.
  @usableFromInline
  struct Iterator: IteratorProtocol {
    @usableFromInline let side: BookSide
    /// The next ladder slot, or -1.
    @usableFromInline var slot: Int
    /// The next index into `overflow` (stored worst first, so counting down), or -1.
    @usableFromInline var outside: Int

    @inlinable
    init(_ side: BookSide) {
      self.side = side
      slot = side.bestSlot
      outside = side.overflow.levels.count - 1
    }

    @inlinable
    mutating func next() -> Level? {
      if slot >= 0 {
        let level = side.level(inSlot: slot)
        if outside < 0 || !Ordering.isWorse(level.price.units, than: side.overflow.levels[outside].price.units) {
          slot = side.slot(below: slot)
          return level
        }
      }
      guard outside >= 0 else { return nil }
      defer { outside -= 1 }
      return side.overflow.levels[outside]
    }
  }

  @inlinable
  func makeIterator() -> Iterator { Iterator(self) }

  @usableFromInline
  var underestimatedCount: Int { count }
}

extension BookSide: Equatable {
  /// Whether both sides hold the same levels, wherever each keeps them.
  @usableFromInline
  static func == (lhs: BookSide, rhs: BookSide) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}
