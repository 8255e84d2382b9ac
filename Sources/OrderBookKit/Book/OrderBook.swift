/// An order book: the resting bids and asks of one market, kept exact and sorted as snapshots, updates and trades
/// arrive.
///
/// A value type: copying a book is cheap (the sides are copy-on-write) and a copy never sees later changes.
///
/// ```swift
/// var book = OrderBook()
/// try book.apply(OrderBookSnapshot(
///   bids: [Level(price: Price("399.8")!, quantity: Quantity("31416.8779")!)],
///   asks: [Level(price: Price("401.6")!, quantity: Quantity("21277.735")!)]))
/// try book.apply(OrderBookUpdate(changes: [
///   LevelChange(side: .ask, price: Price("401.2")!, quantity: Quantity("150")!),
/// ]))
/// book.bestAsk?.price   // 401.2
/// book.spread           // 1.4
/// ```
///
/// Each side is a price ladder: the levels near the touch sit in an array indexed by their distance in ticks from
/// a window that follows the touch, with bitsets to find the next level, so reading the best level and changing any
/// level in the window are O(1) whatever the depth. Prices off the venue's tick grid or far from the touch go to a
/// sorted array beside it; results never depend on where a level is kept.
public struct OrderBook: Sendable, Equatable {
  @usableFromInline
  var bidSide = BookSide<BidOrdering>()
  @usableFromInline
  var askSide = BookSide<AskOrdering>()

  /// An empty book.
  public init() {}

  /// A book holding `snapshot`.
  ///
  /// - Throws: ``OrderBookError`` when a level has a price of zero or below, or a side repeats a price.
  public init(_ snapshot: OrderBookSnapshot) throws(OrderBookError) {
    try apply(snapshot)
  }

  // MARK: Reading

  /// The highest bid, or `nil` when there are no bids. O(1).
  ///
  /// Inlinable (with ``bestAsk``): clients read the touch after every update, so a call must cost no more than the
  /// read itself.
  @inlinable
  public var bestBid: Level? { bidSide.best }

  /// The lowest ask, or `nil` when there are no asks. O(1).
  @inlinable
  public var bestAsk: Level? { askSide.best }

  /// The bids, best (highest) first. O(*n*) to create (the levels are copied out of the ladder); indexing is O(1).
  /// To read only the best few, ``depth(levels:)`` or ``bestBid`` cost less.
  public var bids: OrderBookLevels { OrderBookLevels(storage: ContiguousArray(bidSide), side: .bid) }

  /// The asks, best (lowest) first. O(*n*) to create; indexing is O(1).
  public var asks: OrderBookLevels { OrderBookLevels(storage: ContiguousArray(askSide), side: .ask) }

  /// The levels of one side, best first.
  public func levels(_ side: Side) -> OrderBookLevels {
    side == .bid ? bids : asks
  }

  /// The best `count` levels of `side`, best first, read straight from the ladder: O(`count`), where ``bids`` and
  /// ``asks`` copy the whole side.
  func bestLevels(_ side: Side, count: Int) -> [Level] {
    let count = max(count, 0)
    return side == .bid ? Array(bidSide.prefix(count)) : Array(askSide.prefix(count))
  }

  /// Whether neither side has a level.
  public var isEmpty: Bool { bidSide.count == 0 && askSide.count == 0 }

  /// The level at exactly `price` on `side`, if there is one.
  ///
  /// - Complexity: O(1) near the touch, O(log *n*) for a price outside the ladder's window.
  public func level(at price: Price, side: Side) -> Level? {
    side == .bid ? bidSide.level(at: price.units) : askSide.level(at: price.units)
  }

  /// Best ask minus best bid, or `nil` when a side is empty. Negative when the book is crossed.
  public var spread: Price? {
    guard let bid = bidSide.best, let ask = askSide.best else { return nil }
    // Book prices are positive Int64s, so their difference always fits.
    return Price(units: ask.price.units - bid.price.units)
  }

  /// The midpoint of the best bid and best ask, exact (it can need a 9th fraction digit, hence `WideDecimal`),
  /// or `nil` when a side is empty.
  public var mid: WideDecimal? {
    guard let bid = bidSide.best, let ask = askSide.best else { return nil }
    let sum = UInt192(UInt64(bid.price.units)).addingReportingOverflow(UInt192(UInt64(ask.price.units))).partialValue
    // (bid + ask) / 2 in wide units: the sum of the two in 10⁻⁸ units times 10⁸ / 2.
    let half = sum.multipliedReportingOverflow(by: WideDecimal.fixedPointScale / 2).partialValue
    return WideDecimal(magnitude: half)
  }

  /// Whether the best bid is at or above the best ask, which a healthy exchange book never is.
  public var isCrossed: Bool {
    guard let bid = bidSide.best, let ask = askSide.best else { return false }
    return bid.price.units >= ask.price.units
  }

  /// The book as a snapshot: every level, best first on each side.
  public var snapshot: OrderBookSnapshot {
    OrderBookSnapshot(bids: Array(bids), asks: Array(asks))
  }

  // MARK: Changing

  /// Replaces the whole book with `snapshot`.
  ///
  /// Levels with a zero quantity are skipped. All-or-nothing: on error the book is unchanged.
  ///
  /// - Throws: ``OrderBookError/nonPositivePrice(side:price:)`` for a level at zero or below,
  ///   ``OrderBookError/duplicatePrice(side:price:)`` when a side repeats a price.
  /// - Complexity: O(*n*) for levels that come sorted (best first or worst first), O(*n* log *n*) otherwise; plus
  ///   the ladder's window (at most 4,096 slots per side).
  public mutating func apply(_ snapshot: OrderBookSnapshot) throws(OrderBookError) {
    let bids = try BookSide<BidOrdering>(validating: snapshot.bids)
    let asks = try BookSide<AskOrdering>(validating: snapshot.asks)
    bidSide = bids
    askSide = asks
  }

  /// Applies the update's changes in order: each sets the level at its price to its absolute quantity, and a zero
  /// quantity removes it.
  ///
  /// Inlinable down to the side storage: inlined into the caller, reading the update out of the caller's storage
  /// needs no retain and release of its change array.
  ///
  /// All-or-nothing: every change is validated before any is applied, so on error the book is unchanged.
  ///
  /// - Throws: ``OrderBookError/nonPositivePrice(side:price:)`` when a change's price is zero or below.
  /// - Complexity: per change, O(1) for a price in the ladder's window (near the touch, on the tick grid);
  ///   O(log *n* + *d*) for one *d* levels into the sorted array beside it. Moving the window when the touch leaves
  ///   it costs O(*n*), rarely.
  @inlinable
  public mutating func apply(_ update: OrderBookUpdate) throws(OrderBookError) {
    try update.changes.withUnsafeBufferPointer { changes throws(OrderBookError) in
      for change in changes where change.price.units <= 0 {
        throw .nonPositivePrice(side: change.side, price: change.price)
      }
      for change in changes {
        applyValidated(change)
      }
    }
  }

  /// Applies one level change (see ``apply(_:)-(OrderBookUpdate)``).
  ///
  /// Inlinable, like the update's `apply`, down to the side storage.
  ///
  /// - Throws: ``OrderBookError/nonPositivePrice(side:price:)`` when the price is zero or below.
  @inlinable
  public mutating func apply(_ change: LevelChange) throws(OrderBookError) {
    guard change.price.units > 0 else { throw .nonPositivePrice(side: change.side, price: change.price) }
    applyValidated(change)
  }

  @inlinable
  mutating func applyValidated(_ change: LevelChange) {
    switch change.side {
    case .bid: bidSide.set(change.level)
    case .ask: askSide.set(change.level)
    }
  }

  /// Applies an executed trade: subtracts the traded quantity from the level at the trade's price on the side the
  /// taker consumed (asks for a buy, bids for a sell), and removes the level when nothing is left. A trade at a price with no level changes nothing.
  ///
  /// - Returns: whether a level was at the trade's price.
  /// - Throws: ``OrderBookError/nonPositivePrice(side:price:)`` when the trade's price is zero or below.
  /// - Complexity: as for a level change.
  @discardableResult
  public mutating func apply(_ trade: Trade) throws(OrderBookError) -> Bool {
    let side = trade.takerSide.consumedSide
    guard trade.price.units > 0 else { throw .nonPositivePrice(side: side, price: trade.price) }
    switch side {
    case .bid: return bidSide.subtract(trade.quantity, at: trade.price.units)
    case .ask: return askSide.subtract(trade.quantity, at: trade.price.units)
    }
  }

  /// Removes the levels beyond the best `levels` on each side (levels far outside what a screen shows).
  ///
  /// - Returns: how many levels were removed.
  @discardableResult
  public mutating func prune(keepingLevels levels: Int) -> Int {
    bidSide.prune(keeping: levels) + askSide.prune(keeping: levels)
  }

  /// Removes every level.
  public mutating func removeAll() {
    bidSide = BookSide()
    askSide = BookSide()
  }
}
