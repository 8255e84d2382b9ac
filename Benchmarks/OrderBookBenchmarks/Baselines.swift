@_spi(Benchmarks) import OrderBookKit

/// The original app's book, on exact prices: an array of levels per side, a linear scan to find a price, a linear
/// sweep removing zero quantities, and a full re-sort after every single update. (The app also kept prices as
/// strings and compared them with `Int(price)`, which is both wrong and slower; exact prices make this baseline
/// faster than the original, so the ratios below understate the gain.)
struct OriginalAppBook: ReplayedBook {
  var bids: [Level]
  var asks: [Level]

  init(_ snapshot: OrderBookSnapshot) {
    bids = snapshot.bids.sorted { $0.price > $1.price }
    asks = snapshot.asks.sorted { $0.price < $1.price }
  }

  var bestBid: Level? { bids.first }
  var bestAsk: Level? { asks.first }

  mutating func step(_ update: OrderBookUpdate) -> Int64 {
    apply(update)
    return (bestBid?.price.units ?? 0) &+ (bestAsk?.price.units ?? 0)
  }

  mutating func apply(_ update: OrderBookUpdate) {
    update.changes.withUnsafeBufferPointer { changes in
      for change in changes { apply(change) }
    }
  }

  mutating func apply(_ change: LevelChange) {
    let level = Level(price: change.price, quantity: change.quantity)
    switch change.side {
    case .bid: Self.apply(level, to: &bids) { $0.price > $1.price }
    case .ask: Self.apply(level, to: &asks) { $0.price < $1.price }
    }
  }

  private static func apply(_ level: Level, to levels: inout [Level], by order: (Level, Level) -> Bool) {
    if let index = levels.firstIndex(where: { $0.price == level.price }) {
      levels[index].quantity = level.quantity
    } else {
      levels.append(level)
    }
    levels.removeAll { $0.quantity.isZero }
    levels.sort(by: order)
  }

  mutating func apply(_ trade: Trade) {
    switch trade.takerSide.consumedSide {
    case .bid: Self.subtract(trade, from: &bids) { $0.price > $1.price }
    case .ask: Self.subtract(trade, from: &asks) { $0.price < $1.price }
    }
  }

  private static func subtract(_ trade: Trade, from levels: inout [Level], by order: (Level, Level) -> Bool) {
    guard let index = levels.firstIndex(where: { $0.price == trade.price }) else { return }
    let remaining = levels[index].quantity.units - trade.quantity.units
    levels[index].quantity = Quantity(units: max(0, remaining)) ?? .zero
    levels.removeAll { $0.quantity.isZero }
    levels.sort(by: order)
  }
}

/// How a sorted-array side orders its prices.
protocol ArrayOrder {
  static var isAscending: Bool { get }
  static func precedes(_ lhs: Int64, _ rhs: Int64) -> Bool
}

enum Ascending: ArrayOrder {
  static var isAscending: Bool { true }
  @inline(__always) static func precedes(_ lhs: Int64, _ rhs: Int64) -> Bool { lhs < rhs }
}

enum Descending: ArrayOrder {
  static var isAscending: Bool { false }
  @inline(__always) static func precedes(_ lhs: Int64, _ rhs: Int64) -> Bool { lhs > rhs }
}

/// One side as a pair of parallel sorted arrays (prices, quantities) searched by binary search: the structure most
/// order-book libraries use.
struct SortedArraySide<Order: ArrayOrder> {
  var prices: [Int64] = []
  var quantities: [Int64] = []

  init(_ levels: [Level]) {
    let sorted = levels.sorted { Order.precedes($0.price.units, $1.price.units) }
    prices = sorted.map(\.price.units)
    quantities = sorted.map(\.quantity.units)
  }

  @inline(__always)
  mutating func set(_ price: Int64, _ quantity: Int64) {
    var lower = 0
    var upper = prices.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if Order.precedes(prices[middle], price) {
        lower = middle + 1
      } else {
        upper = middle
      }
    }
    let found = lower < prices.count && prices[lower] == price
    if quantity == 0 {
      if found {
        prices.remove(at: lower)
        quantities.remove(at: lower)
      }
    } else if found {
      quantities[lower] = quantity
    } else {
      prices.insert(price, at: lower)
      quantities.insert(quantity, at: lower)
    }
  }
}

/// A sorted-array book: bids and asks each a `SortedArraySide`, in the orders given.
struct SortedArrayBook<BidOrder: ArrayOrder, AskOrder: ArrayOrder>: ReplayedBook {
  var bids: SortedArraySide<BidOrder>
  var asks: SortedArraySide<AskOrder>

  init(_ snapshot: OrderBookSnapshot) {
    bids = SortedArraySide(snapshot.bids)
    asks = SortedArraySide(snapshot.asks)
  }

  mutating func apply(_ update: OrderBookUpdate) {
    update.changes.withUnsafeBufferPointer { changes in
      for change in changes {
        switch change.side {
        case .bid: bids.set(change.price.units, change.quantity.units)
        case .ask: asks.set(change.price.units, change.quantity.units)
        }
      }
    }
  }

  /// The best bid's price: the highest, at whichever end the order puts it.
  var bestBid: Int64? { BidOrder.isAscending ? bids.prices.last : bids.prices.first }
  /// The best ask's price: the lowest.
  var bestAsk: Int64? { AskOrder.isAscending ? asks.prices.first : asks.prices.last }

  mutating func step(_ update: OrderBookUpdate) -> Int64 {
    apply(update)
    return (bestBid ?? 0) &+ (bestAsk ?? 0)
  }
}

/// Both sides best first (bids descending, asks ascending): the touch is index 0 on each side.
typealias BestFirstArrayBook = SortedArrayBook<Descending, Ascending>

/// Both sides in ascending price order: the best bid is the last element, the best ask the first.
typealias AscendingArrayBook = SortedArrayBook<Ascending, Ascending>

/// One side of the strongest simple peer: prices and quantities in parallel arrays sorted so that the BEST price is
/// at the end, found by branch-free binary search and changed in place. A change near the touch shifts only the
/// few elements between it and the end, and the best level is the last element.
struct BestAtEndSide<Order: ArrayOrder> {
  /// Prices, worst first (`Order` is the order from worst to best).
  var prices: [Int64] = []
  var quantities: [Int64] = []

  init(_ levels: [Level]) {
    let sorted = levels.filter { $0.quantity.units > 0 }.sorted { Order.precedes($0.price.units, $1.price.units) }
    prices = sorted.map(\.price.units)
    quantities = sorted.map(\.quantity.units)
  }

  /// The first index whose price does not precede `price` (the insertion point).
  @inline(__always)
  func lowerBound(_ price: Int64) -> Int {
    prices.withUnsafeBufferPointer { buffer in
      var base = 0
      var length = buffer.count
      while length > 0 {
        let half = length / 2
        if Order.precedes(buffer[base + half], price) {
          base += half + 1
          length -= half + 1
        } else {
          length = half
        }
      }
      return base
    }
  }

  @inline(__always)
  mutating func set(_ price: Int64, _ quantity: Int64) {
    let index = lowerBound(price)
    let found = index < prices.count && prices[index] == price
    if quantity == 0 {
      if found {
        prices.remove(at: index)
        quantities.remove(at: index)
      }
    } else if found {
      quantities[index] = quantity
    } else {
      prices.insert(price, at: index)
      quantities.insert(quantity, at: index)
    }
  }

  var best: Int64? { prices.last }
}

/// The strongest simple peer: both sides best at the end (bids ascending, asks descending).
struct BestAtEndArrayBook: ReplayedBook {
  var bids: BestAtEndSide<Ascending>
  var asks: BestAtEndSide<Descending>

  init(_ snapshot: OrderBookSnapshot) {
    bids = BestAtEndSide(snapshot.bids)
    asks = BestAtEndSide(snapshot.asks)
  }

  mutating func step(_ update: OrderBookUpdate) -> Int64 {
    update.changes.withUnsafeBufferPointer { changes in
      for change in changes {
        switch change.side {
        case .bid: bids.set(change.price.units, change.quantity.units)
        case .ask: asks.set(change.price.units, change.quantity.units)
        }
      }
    }
    return (bids.best ?? 0) &+ (asks.best ?? 0)
  }
}

/// The kit's own book before the price ladder (a sorted array per side, best at the end), kept in the kit as a peer.
struct PreviousKitBook: ReplayedBook {
  var book: SortedArrayOrderBook

  init(_ snapshot: OrderBookSnapshot) {
    book = (try? SortedArrayOrderBook(snapshot)) ?? SortedArrayOrderBook()
  }

  mutating func step(_ update: OrderBookUpdate) -> Int64 {
    try? book.apply(update)
    return (book.bestBid?.price.units ?? 0) &+ (book.bestAsk?.price.units ?? 0)
  }
}

/// The original app's book as it shipped: quotes with String prices and quantities, a linear scan comparing price
/// strings, a linear sweep dropping quantities that read as zero, and a full re-sort comparing `Int(price)` after
/// every update. (`Int(price)` is wrong for any price with decimals; the benchmark's KRW prices are whole numbers,
/// so it sorts correctly here.)
struct ShippedAppBook: ReplayedBook {
  struct Quote {
    var price: String
    var quantity: String
  }

  /// A change as the app received it: strings from the JSON.
  struct Change {
    let isBid: Bool
    let price: String
    let quantity: String

    init(_ change: LevelChange) {
      isBid = change.side == .bid
      price = change.price.description
      quantity = change.quantity.description
    }
  }

  var bids: [Quote]
  var asks: [Quote]

  init(_ snapshot: OrderBookSnapshot) {
    bids = snapshot.bids.map { Quote(price: $0.price.description, quantity: $0.quantity.description) }
    asks = snapshot.asks.map { Quote(price: $0.price.description, quantity: $0.quantity.description) }
    bids.sort { (Int($0.price) ?? 0) > (Int($1.price) ?? 0) }
    asks.sort { (Int($0.price) ?? 0) < (Int($1.price) ?? 0) }
  }

  var bestBid: Quote? { bids.first }
  var bestAsk: Quote? { asks.first }

  mutating func step(_ change: Change) -> Int64 {
    apply(change)
    return Int64((bestBid?.price.utf8.count ?? 0) &+ (bestAsk?.price.utf8.count ?? 0))
  }

  mutating func apply(_ change: Change) {
    if change.isBid {
      Self.apply(change, to: &bids) { (Int($0.price) ?? 0) > (Int($1.price) ?? 0) }
    } else {
      Self.apply(change, to: &asks) { (Int($0.price) ?? 0) < (Int($1.price) ?? 0) }
    }
  }

  private static func apply(_ change: Change, to quotes: inout [Quote], by order: (Quote, Quote) -> Bool) {
    if let index = quotes.firstIndex(where: { $0.price == change.price }) {
      quotes[index].quantity = change.quantity
    } else {
      quotes.append(Quote(price: change.price, quantity: change.quantity))
    }
    quotes.removeAll { Double($0.quantity) == 0 }
    quotes.sort(by: order)
  }
}
