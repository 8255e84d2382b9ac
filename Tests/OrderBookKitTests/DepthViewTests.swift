import Testing

@_spi(Benchmarks) @testable import OrderBookKit

@Suite("Depth views")
struct DepthViewTests {
  /// A side's levels best first, `count` of them `spacing` ticks apart from `start`, some off the tick grid, with
  /// quantities up to `Int64.max` so that the running totals pass 64 bits (quantity) and 128 bits (notional).
  private func levels(
    side: Side,
    count: Int,
    start: Int64,
    random: inout SplitMix64
  ) -> [Level] {
    var levels: [Level] = []
    var price = start
    for index in 0..<count {
      // Runs of consecutive ticks, gaps of a few ticks, and now and then a price off the grid.
      let step: Int64 = random.int(3) == 0 ? Int64(random.int(90) + 1) * 1_000 : 1_000
      let offGrid: Int64 = random.int(25) == 0 ? 7 : 0
      price = side == .bid ? price - step - offGrid : price + step + offGrid
      let units = index % 5 == 0 ? Int64.max - Int64(random.int(1_000)) : Int64(random.int(1_000_000_000)) + 1
      levels.append(Level(price: Price(units: price), quantity: Quantity(units: units)!, orderCount: random.int(4)))
    }
    return levels
  }

  /// The rows a side should have: its best `levels` levels with sums made one `WideDecimal` at a time.
  private func expectRows(_ rows: DepthRows<DepthRow>, _ levels: [Level], limit: Int) {
    #expect(rows.count == min(max(limit, 0), levels.count))
    var quantity = WideDecimal.zero
    var notional = WideDecimal.zero
    for (row, level) in zip(rows, levels) {
      quantity = quantity.adding(WideDecimal(level.quantity))
      notional = notional.adding(.product(level.price, level.quantity))
      #expect(row.price == level.price && row.quantity == level.quantity && row.orderCount == level.orderCount)
      #expect(row.cumulativeQuantity == quantity)
      #expect(row.cumulativeNotional == notional)
      #expect(row.notional == .product(level.price, level.quantity))
    }
  }

  @Test("Totals stay exact past 64 and 128 bits, across ladder words and overflow levels", arguments: 0..<4)
  func exactTotals(seed: UInt64) throws {
    var random = SplitMix64(seed: 40 + seed)
    let bids = levels(side: .bid, count: 400, start: 90_000_000_000_000, random: &random)
    let asks = levels(side: .ask, count: 400, start: 90_000_000_000_000, random: &random)
    let snapshot = OrderBookSnapshot(bids: bids.shuffled(using: &random), asks: asks.shuffled(using: &random))
    let book = try OrderBook(snapshot)
    let peer = try SortedArrayOrderBook(snapshot)
    for limit in [-1, 0, 1, 30, 63, 64, 65, 200, 400, 1_000] {
      let depth = book.depth(levels: limit)
      expectRows(depth.asks, asks, limit: limit)
      expectRows(depth.bids, bids, limit: limit)
      #expect(depth == peer.depth(levels: limit))
      #expect(depth.hashValue == peer.depth(levels: limit).hashValue)
    }
  }

  @Test("Notional totals past 128 bits: levels at the top of Price's range with the largest quantities")
  func notionalPast128Bits() throws {
    let asks = (0..<12).map { index in
      Level(price: Price(units: Int64.max - 1_000 * Int64(11 - index)), quantity: Quantity(units: .max)!)
    }
    let bids = (1...12).map { index in
      Level(price: Price(units: Int64.max - 20_000 - 1_000 * Int64(index)), quantity: Quantity(units: .max - 1)!)
    }
    let snapshot = OrderBookSnapshot(bids: bids, asks: asks)
    let book = try OrderBook(snapshot)
    for limit in [4, 12] {
      let depth = book.depth(levels: limit)
      expectRows(depth.asks, asks, limit: limit)
      expectRows(depth.bids, bids, limit: limit)
      #expect(depth == (try SortedArrayOrderBook(snapshot)).depth(levels: limit))
    }
  }

  @Test("A reused buffer gives the same views, and never rewrites a view still held")
  func reusedBuffer() throws {
    var random = SplitMix64(seed: 5)
    let start: Int64 = 90_000_000_000_000
    var book = try OrderBook(
      OrderBookSnapshot(
        bids: levels(side: .bid, count: 100, start: start, random: &random),
        asks: levels(side: .ask, count: 100, start: start, random: &random)))
    var buffer = OrderBookDepthBuffer()
    let first = book.depth(levels: 30, reusing: &buffer)
    #expect(first == book.depth(levels: 30))
    // Identities only: holding the storage itself would keep it from being reused.
    func storage() -> ObjectIdentifier? { buffer.buffer.map(ObjectIdentifier.init) }
    let firstStorage = try #require(storage())

    // The first view is still held: the next one gets new storage and the first keeps its rows.
    let snapshotOfFirst = Array(first.asks) + Array(first.bids)
    try book.apply(
      OrderBookUpdate(changes: [LevelChange(side: .ask, price: first.asks[0].price, quantity: .zero)]))
    let second = book.depth(levels: 30, reusing: &buffer)
    #expect(storage() != firstStorage)
    #expect(Array(first.asks) + Array(first.bids) == snapshotOfFirst)
    #expect(second == book.depth(levels: 30))
    #expect(second != first)

    // Once no view holds the buffer, the next view is written into it.
    let secondStorage = try #require(storage())
    _ = consume second
    let third = book.depth(levels: 20, reusing: &buffer)
    #expect(storage() == secondStorage)
    #expect(third == book.depth(levels: 20))
    #expect(third.asks.count == 20 && third.bids.count == 20)

    // More rows than it holds: a larger buffer.
    _ = consume third
    let deeper = book.depth(levels: 80, reusing: &buffer)
    #expect(storage() != secondStorage)
    #expect(deeper == book.depth(levels: 80))

    // No rows: the shared empty view, and the buffer is kept.
    let kept = storage()
    #expect(book.depth(levels: 0, reusing: &buffer) == OrderBook().depth(levels: 30))
    #expect(storage() == kept)
  }

  @Test("Rows are value-equal and hash alike wherever they come from")
  func rowsAreValues() throws {
    let snapshot = OrderBookSnapshot(
      bids: [Level(price: Price(units: 900), quantity: Quantity(units: 5)!, orderCount: 2)],
      asks: [
        Level(price: Price(units: 1_000), quantity: Quantity(units: 3)!),
        Level(price: Price(units: 1_100), quantity: Quantity(units: 4)!),
      ])
    let book = try OrderBook(snapshot)
    let depth = book.depth(levels: 5)
    var buffer = OrderBookDepthBuffer()
    let reused = book.depth(levels: 5, reusing: &buffer)
    #expect(depth == reused && depth.hashValue == reused.hashValue)
    #expect(depth.asks == reused.asks && depth.asks.hashValue == reused.asks.hashValue)
    #expect(depth.asks != depth.bids)
    #expect(Array(depth.asks.reversed().map(\.price)) == [Price(units: 1_100), Price(units: 1_000)])
    #expect(depth.bids.first?.orderCount == 2 && depth.asks.first?.orderCount == nil)
    #expect(depth.asks.last?.cumulativeQuantity == WideDecimal(Quantity(units: 7)!))
  }
}
