import Testing

@testable import OrderBookKit

/// The simplest possible book: a dictionary per side. The reference the real book must agree with.
private struct ReferenceBook {
  var bids: [Int64: Level] = [:]
  var asks: [Int64: Level] = [:]

  mutating func apply(_ snapshot: OrderBookSnapshot) {
    bids = [:]
    asks = [:]
    for level in snapshot.bids where !level.quantity.isZero { bids[level.price.units] = level }
    for level in snapshot.asks where !level.quantity.isZero { asks[level.price.units] = level }
  }

  mutating func apply(_ update: OrderBookUpdate) {
    guard update.changes.allSatisfy({ $0.price.units > 0 }) else { return }
    for change in update.changes {
      let level = Level(price: change.price, quantity: change.quantity, orderCount: change.orderCount)
      if change.side == .bid {
        bids[change.price.units] = change.quantity.isZero ? nil : level
      } else {
        asks[change.price.units] = change.quantity.isZero ? nil : level
      }
    }
  }

  mutating func apply(_ trade: Trade) {
    let side = trade.takerSide.consumedSide
    guard var level = (side == .bid ? bids : asks)[trade.price.units] else { return }
    let remaining = level.quantity.units - trade.quantity.units
    level.quantity = Quantity(units: max(remaining, 0)) ?? .zero
    if side == .bid {
      bids[trade.price.units] = remaining > 0 ? level : nil
    } else {
      asks[trade.price.units] = remaining > 0 ? level : nil
    }
  }

  var sortedBids: [Level] { bids.values.sorted { $0.price > $1.price } }
  var sortedAsks: [Level] { asks.values.sorted { $0.price < $1.price } }
}

@Suite("Order book against a dictionary model")
struct OrderBookDifferentialTests {
  /// Prices on a grid of 1,000 ticks around a mid, so inserts, resizes and removals all happen often, near the
  /// touch and deep, and bids and asks sometimes cross.
  private func randomPrice(_ random: inout SplitMix64) -> Price {
    let tick = Int64(random.int(1_000)) + 1
    return Price(units: 40_000_000_000 + (tick - 500) * 10_000_000)
  }

  private func randomQuantity(_ random: inout SplitMix64) -> Quantity {
    random.int(4) == 0 ? .zero : Quantity(units: Int64(random.int(1_000_000_000)) + 1)!
  }

  private func randomLevels(_ random: inout SplitMix64, count: Int) -> [Level] {
    var seen = Set<Int64>()
    var levels: [Level] = []
    for _ in 0..<count {
      let price = randomPrice(&random)
      guard seen.insert(price.units).inserted else { continue }
      levels.append(Level(price: price, quantity: randomQuantity(&random), orderCount: Int(random.int(5))))
    }
    return levels.shuffled(using: &random)
  }

  @Test("Random snapshots, updates and trades leave both books equal after every step", arguments: 0..<8)
  func differential(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var book = OrderBook()
    var reference = ReferenceBook()
    for step in 0..<1_500 {
      let roll = random.int(100)
      if roll < 2 {
        let snapshot = OrderBookSnapshot(
          bids: randomLevels(&random, count: Int(random.int(200))),
          asks: randomLevels(&random, count: Int(random.int(200)))
        )
        try book.apply(snapshot)
        reference.apply(snapshot)
      } else if roll < 80 {
        var changes: [LevelChange] = []
        for _ in 0..<(Int(random.int(6)) + 1) {
          var price = randomPrice(&random)
          if random.int(60) == 0 { price = .zero }  // an occasional invalid change
          changes.append(
            LevelChange(
              side: random.int(2) == 0 ? .bid : .ask,
              price: price,
              quantity: randomQuantity(&random),
              orderCount: random.int(3) == 0 ? nil : Int(random.int(50))
            )
          )
        }
        let update = OrderBookUpdate(changes: changes)
        let before = book
        do {
          try book.apply(update)
        } catch {
          #expect(book == before, "a refused update changed the book at step \(step)")
        }
        reference.apply(update)
      } else {
        let side: Side = random.int(2) == 0 ? .bid : .ask
        let existing = side == .bid ? reference.sortedBids : reference.sortedAsks
        let price =
          existing.isEmpty || random.int(4) == 0
          ? randomPrice(&random) : existing[Int(random.int(existing.count))].price
        let trade = Trade(
          takerSide: side == .ask ? .buy : .sell,
          price: price,
          quantity: randomQuantity(&random)
        )
        try book.apply(trade)
        reference.apply(trade)
      }
      #expect(book.invariantViolations() == [])
      #expect(Array(book.bids) == reference.sortedBids, "bids differ at step \(step)")
      #expect(Array(book.asks) == reference.sortedAsks, "asks differ at step \(step)")
      #expect(book.bestBid == reference.sortedBids.first)
      #expect(book.bestAsk == reference.sortedAsks.first)
      if Array(book.bids) != reference.sortedBids || Array(book.asks) != reference.sortedAsks { return }
    }
  }

  @Test("Depth totals equal sums over the reference's levels", arguments: 0..<4)
  func depthTotals(seed: UInt64) throws {
    var random = SplitMix64(seed: 100 + seed)
    let snapshot = OrderBookSnapshot(
      bids: randomLevels(&random, count: 300),
      asks: randomLevels(&random, count: 300)
    )
    let book = try OrderBook(snapshot)
    var reference = ReferenceBook()
    reference.apply(snapshot)
    let depth = book.depth(levels: 30)
    for (rows, levels) in [(depth.bids, reference.sortedBids), (depth.asks, reference.sortedAsks)] {
      var quantity = WideDecimal.zero
      var notional = WideDecimal.zero
      #expect(rows.count == min(30, levels.count))
      for (row, level) in zip(rows, levels) {
        quantity = quantity.adding(WideDecimal(level.quantity))
        notional = notional.adding(.product(level.price, level.quantity))
        #expect(row.price == level.price)
        #expect(row.quantity == level.quantity)
        #expect(row.orderCount == level.orderCount)
        #expect(row.cumulativeQuantity == quantity)
        #expect(row.cumulativeNotional == notional)
      }
    }
  }
}
