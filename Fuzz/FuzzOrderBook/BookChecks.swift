import FuzzSupport

@testable import OrderBookKit

/// The order book's promises, checked through its public API after every change, beside its own invariant walk:
/// each side sorted best first, no level at a zero or negative price or with a zero quantity, and a rejected change
/// leaving the book equal (`==`) to what it was.
enum BookChecks {
  static func check(_ book: OrderBook) {
    let problems = book.invariantViolations()
    fuzzCheck(problems.isEmpty, problems.joined(separator: "; "))
    let bids = Array(book.bids)
    let asks = Array(book.asks)
    fuzzCheck(zip(bids, bids.dropFirst()).allSatisfy { $0.price > $1.price }, "bids not sorted best first")
    fuzzCheck(zip(asks, asks.dropFirst()).allSatisfy { $0.price < $1.price }, "asks not sorted best first")
    fuzzCheck((bids + asks).allSatisfy { $0.price.units > 0 && $0.quantity.units > 0 }, "a zero or negative level")
    fuzzCheck(book.bestBid == bids.first && book.bestAsk == asks.first, "best bid or ask is not the first level")
  }

  /// Applies a decoded event; a rejected one must leave the book as it was.
  static func apply(_ event: MarketEvent, to book: inout OrderBook) {
    let before = book
    do {
      switch event {
      case .snapshot(let snapshot, _): try book.apply(snapshot)
      case .update(let update, _): try book.apply(update)
      case .trade(let trade, _): try book.apply(trade)
      case .ticker, .status: return
      }
    } catch {
      fuzzCheck(book == before, "a rejected event changed the book: \(error)")
    }
    check(book)
  }

  /// Gives a synchronizer one event: whatever it does not apply leaves its book as it was.
  static func receive(_ event: MarketEvent, into sync: inout OrderBookSynchronizer) {
    let before = sync.book
    let outcome = sync.receive(event)
    switch outcome {
    case .applied, .snapshotApplied: break
    case .needsSnapshot:
      // A snapshot that replays a buffered update with a gap is applied and then asks for another.
      if case .snapshot = event { break }
      fuzzCheck(sync.book == before, "\(outcome) changed the book")
    case .buffered, .dropped, .rejected:
      fuzzCheck(sync.book == before, "\(outcome) changed the book")
    }
    fuzzCheck(sync.bufferedCount <= max(sync.options.bufferLimit, 0), "buffer over its limit")
    check(sync.book)
  }

  /// A book with a few levels around the fixtures' prices, so decoded updates and trades meet existing levels.
  static let seeded: OrderBook = {
    var book = OrderBook()
    let bids = ["80838000", "80830000", "745.1", "3512000", "0.0024"].compactMap(Price.init)
    let asks = ["80873000", "80880000", "745.3", "3514000", "0.0026"].compactMap(Price.init)
    let quantity = Quantity("1.5") ?? .zero
    try? book.apply(
      OrderBookSnapshot(
        bids: bids.map { Level(price: $0, quantity: quantity) }, asks: asks.map { Level(price: $0, quantity: quantity) }
      ))
    return book
  }()

  /// Feeds decoded events to a seeded book and to a synchronizer of each policy.
  static func replay(_ events: [MarketEvent]) {
    var book = seeded
    for event in events { apply(event, to: &book) }
    for policy in SyncPolicy.allCases {
      var sync = OrderBookSynchronizer(policy: policy, options: SyncOptions(bufferLimit: 4))
      if policy != .sequence { _ = sync.receive(book.snapshot) }
      for event in events { receive(event, into: &sync) }
    }
  }
}
