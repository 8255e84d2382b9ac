/// The order book as the kit kept it before the price ladder: a sorted array per side, best price at the end.
///
/// Not for apps (use ``OrderBook``): the benchmarks measure the ladder against it, in the same process and on the
/// same streams.
@_spi(Benchmarks)
public struct SortedArrayOrderBook: Sendable {
  @usableFromInline
  var bidSide = SortedBookSide<BidOrdering>()
  @usableFromInline
  var askSide = SortedBookSide<AskOrdering>()

  /// An empty book.
  public init() {}

  /// A book holding `snapshot`.
  ///
  /// - Throws: ``OrderBookError`` when a level has a price of zero or below, or a side repeats a price.
  public init(_ snapshot: OrderBookSnapshot) throws(OrderBookError) {
    bidSide = try SortedBookSide(validating: snapshot.bids)
    askSide = try SortedBookSide(validating: snapshot.asks)
  }

  /// The highest bid.
  @inlinable
  public var bestBid: Level? { bidSide.best }

  /// The lowest ask.
  @inlinable
  public var bestAsk: Level? { askSide.best }

  /// Applies the update's changes (all-or-nothing, as ``OrderBook/apply(_:)-(OrderBookUpdate)``).
  @inlinable
  public mutating func apply(_ update: OrderBookUpdate) throws(OrderBookError) {
    try update.changes.withUnsafeBufferPointer { changes throws(OrderBookError) in
      for change in changes where change.price.units <= 0 {
        throw .nonPositivePrice(side: change.side, price: change.price)
      }
      for change in changes {
        switch change.side {
        case .bid: bidSide.set(change.level)
        case .ask: askSide.set(change.level)
        }
      }
    }
  }

  /// The best `levels` levels of each side with cumulative totals, as ``OrderBook/depth(levels:)``.
  public func depth(levels: Int) -> OrderBookDepth {
    let askCount = min(max(levels, 0), askSide.count)
    let bidCount = min(max(levels, 0), bidSide.count)
    return OrderBookDepth(asks: askCount, bids: bidCount) { rows in
      OrderBook.fillDepthRows(from: askSide.levels.reversed(), count: askCount, into: rows)
      OrderBook.fillDepthRows(from: bidSide.levels.reversed(), count: bidCount, into: rows + askCount)
    }
  }
}
