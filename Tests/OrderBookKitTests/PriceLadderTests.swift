import Testing

@_spi(Benchmarks) @testable import OrderBookKit

/// KRW tick sizes by price band (lower bound, tick), in price units (10⁻⁸), in the shape Korean venues publish: the
/// step grows with the price, so one book near a band boundary holds prices on two grids.
private let krwBands: [(from: Int64, tick: Int64)] = [
  (2_000_000_00000000, 1_000_00000000), (1_000_000_00000000, 500_00000000), (500_000_00000000, 100_00000000),
  (100_000_00000000, 50_00000000), (10_000_00000000, 10_00000000), (1_000_00000000, 1_00000000),
  (100_00000000, 10_000000), (10_00000000, 1_000000), (1_00000000, 100_000), (0, 10_000),
]

/// The KRW tick at `units`.
private func krwTick(at units: Int64) -> Int64 {
  krwBands.first { units >= $0.from }?.tick ?? 10_000
}

/// `units` rounded down to its band's tick, then moved `steps` ticks (each at the band it crosses), never below the
/// smallest tick.
private func krwPrice(near units: Int64, steps: Int) -> Int64 {
  var price = max(units - units % krwTick(at: units), krwTick(at: 0))
  for _ in 0..<abs(steps) {
    if steps > 0 {
      price += krwTick(at: price)
    } else {
      let lower = price - krwTick(at: price - 1)
      if lower > 0 { price = lower }
    }
  }
  return price
}

/// A dictionary per side: the reference the ladder must agree with.
private struct Reference {
  var bids: [Int64: Level] = [:]
  var asks: [Int64: Level] = [:]

  mutating func set(_ change: LevelChange) {
    let level = Level(price: change.price, quantity: change.quantity, orderCount: change.orderCount)
    if change.side == .bid {
      bids[change.price.units] = change.quantity.isZero ? nil : level
    } else {
      asks[change.price.units] = change.quantity.isZero ? nil : level
    }
  }

  var sortedBids: [Level] { bids.values.sorted { $0.price > $1.price } }
  var sortedAsks: [Level] { asks.values.sorted { $0.price < $1.price } }
}

@Suite("Price ladder")
struct PriceLadderTests {
  @Test("The tick grid's slot is the exact quotient, and -1 off the grid, below the origin or past the window")
  func exactDivision() {
    var random = SplitMix64(seed: 5)
    let ticks: [Int64] = [1, 2, 3, 10, 64, 1_000, 100_000_000, 50_000_000_000, 1 << 40, 3 << 50, Int64.max]
    for tick in ticks {
      let grid = TickGrid(tick: tick, slots: 4_096)
      for _ in 0..<2_000 {
        let offset: Int64 =
          switch random.int(4) {
          case 0: Int64(random.int(5_000)) &* tick
          case 1: Int64(random.int(5_000)) &* tick &+ Int64(random.int(3)) - 1
          case 2: -Int64(random.int(5_000)) &* tick
          default: Int64(bitPattern: random.next())
          }
        let slots = min(4_096, Int64.max / tick)
        let expected = offset >= 0 && offset % tick == 0 && offset / tick < slots ? Int(offset / tick) : -1
        #expect(grid.slot(ofOffset: offset) == expected, "tick \(tick), offset \(offset)")
      }
    }
    #expect(TickGrid.none.slot(ofOffset: 0) == -1)
  }

  /// Runs a random stream through a book and the reference, checking after every step.
  private func run(seed: UInt64, steps: Int, start: Int64, offGridEvery: Int, jumpEvery: Int) throws {
    var random = SplitMix64(seed: seed)
    var book = OrderBook()
    var reference = Reference()
    var touch = start
    for step in 0..<steps {
      if random.int(jumpEvery) == 0 {
        // The market moves far: up or down by up to ten times, across KRW bands.
        touch = random.int(2) == 0 ? touch * Int64(random.int(9) + 2) : max(1, touch / Int64(random.int(9) + 2))
      } else if random.int(8) == 0 {
        touch = krwPrice(near: touch, steps: random.int(41) - 20)
      }
      let side: Side = random.int(2) == 0 ? .bid : .ask
      let distance = random.int(10) == 0 ? random.int(3_000) : random.int(12)
      var units = krwPrice(near: touch, steps: side == .bid ? -distance : distance)
      if random.int(offGridEvery) == 0 { units += Int64(random.int(999)) + 1 }
      let quantity = random.int(3) == 0 ? Quantity.zero : Quantity(units: Int64(random.int(1_000_000)) + 1)!
      let change = LevelChange(
        side: side, price: Price(units: units), quantity: quantity, orderCount: random.int(2) == 0 ? nil : step % 7)
      try book.apply(change)
      reference.set(change)

      if random.int(300) == 0 {
        let snapshot = OrderBookSnapshot(bids: reference.sortedBids.shuffled(), asks: reference.sortedAsks)
        let rebuilt = try OrderBook(snapshot)
        #expect(rebuilt == book, "a book rebuilt from the same levels differs at step \(step)")
        book = rebuilt
      }
      #expect(book.bestBid?.price.units == reference.bids.keys.max(), "best bid at step \(step)")
      #expect(book.bestAsk?.price.units == reference.asks.keys.min(), "best ask at step \(step)")
      let probe = Price(units: krwPrice(near: touch, steps: random.int(61) - 30))
      #expect(book.level(at: probe, side: .bid) == reference.bids[probe.units])
      #expect(book.level(at: probe, side: .ask) == reference.asks[probe.units])
      // The whole book, every few steps (debug builds make each full comparison slow).
      guard step % 8 == 0 || step == steps - 1 else { continue }
      let problems = book.invariantViolations()
      #expect(problems == [], "step \(step)")
      let bids = Array(book.bids)
      let asks = Array(book.asks)
      #expect(bids == reference.sortedBids, "bids differ at step \(step)")
      #expect(asks == reference.sortedAsks, "asks differ at step \(step)")
      if !problems.isEmpty || bids != reference.sortedBids || asks != reference.sortedAsks { return }
    }
  }

  @Test("Random KRW streams near the touch agree with a dictionary", arguments: 0..<4)
  func nearTouch(seed: UInt64) throws {
    try run(seed: seed, steps: 2_000, start: 80_000_000 * 100_000_000, offGridEvery: 50, jumpEvery: 400)
  }

  @Test("Streams across KRW band boundaries, with off-grid prices and far jumps, agree", arguments: 0..<4)
  func acrossBands(seed: UInt64) throws {
    try run(seed: 100 + seed, steps: 2_000, start: 1_000 * 100_000_000, offGridEvery: 8, jumpEvery: 60)
  }

  @Test("Books holding the same levels are equal, however each placed its window")
  func equalityIgnoresLayout() throws {
    var grown = OrderBook()
    let tick: Int64 = 1_000 * 100_000_000
    let mid: Int64 = 80_000_000 * 100_000_000
    for step in 1...600 {
      // Start at the touch and grow deeper one level at a time: the window is rebuilt as it widens.
      try grown.apply(
        LevelChange(side: .bid, price: Price(units: mid - Int64(step) * tick), quantity: Quantity(units: 5)!))
    }
    let snapshot = try OrderBook(OrderBookSnapshot(bids: Array(grown.bids), asks: []))
    #expect(grown == snapshot)
    var changed = snapshot
    try changed.apply(LevelChange(side: .bid, price: Price(units: mid - 300 * tick), quantity: Quantity(units: 6)!))
    #expect(changed != snapshot)
    #expect(grown.invariantViolations() == [])
  }

  @Test("Prices at the ends of Price's range live outside the ladder and stay exact")
  func extremePrices() throws {
    var book = OrderBook()
    let top = Int64.max
    let changes = [
      LevelChange(side: .ask, price: Price(units: top), quantity: Quantity(units: 1)!),
      LevelChange(side: .ask, price: Price(units: top - 7), quantity: Quantity(units: 2)!),
      LevelChange(side: .bid, price: Price(units: 1), quantity: Quantity(units: 3)!),
      LevelChange(side: .bid, price: Price(units: 3), quantity: Quantity(units: 4)!),
      LevelChange(side: .bid, price: Price(units: top - 1), quantity: Quantity(units: 5)!),
    ]
    for change in changes {
      try book.apply(change)
      #expect(book.invariantViolations() == [])
    }
    #expect(book.asks.map(\.price.units) == [top - 7, top])
    #expect(book.bids.map(\.price.units) == [top - 1, 3, 1])
    try book.apply(LevelChange(side: .ask, price: Price(units: top - 7), quantity: .zero))
    try book.apply(LevelChange(side: .bid, price: Price(units: top - 1), quantity: .zero))
    #expect(book.bestAsk?.price.units == top)
    #expect(book.bestBid?.price.units == 3)
    #expect(book.invariantViolations() == [])
  }

  @Test("Pruning keeps the best levels, wherever they were kept")
  func pruneKeepsBest() throws {
    var book = OrderBook()
    let tick: Int64 = 100_000_000
    for step in 1...5_000 where step % 3 != 0 {
      try book.apply(
        LevelChange(side: .ask, price: Price(units: 1_000 * tick + Int64(step) * tick), quantity: Quantity(units: 1)!))
    }
    let expected = Array(book.asks.prefix(100))
    let before = book.asks.count
    #expect(book.prune(keepingLevels: 100) == before - 100)
    #expect(Array(book.asks) == expected)
    #expect(book.invariantViolations() == [])
  }

  @Test("A copy shares the ladder's buffer until one of them changes, and never sees the other's changes")
  func copyOnWrite() throws {
    let tick: Int64 = 1_000 * 100_000_000
    let mid: Int64 = 80_000_000 * 100_000_000
    let original = try OrderBook(
      OrderBookSnapshot(
        bids: (1...300).map { Level(price: Price(units: mid - Int64($0) * tick), quantity: Quantity(units: 7)!) },
        asks: (1...300).map { Level(price: Price(units: mid + Int64($0) * tick), quantity: Quantity(units: 7)!) }))
    let bids = Array(original.bids)
    let asks = Array(original.asks)
    var random = SplitMix64(seed: 23)
    var copy = original
    for step in 0..<500 {
      // Every kind of ladder change: inserts, size changes and removals, the touch's included.
      let side: Side = random.int(2) == 0 ? .bid : .ask
      let ticks = Int64(random.int(40))
      let units = side == .bid ? mid - ticks * tick : mid + ticks * tick
      let quantity = random.int(3) == 0 ? Quantity.zero : Quantity(units: Int64(random.int(100)) + 1)!
      try copy.apply(LevelChange(side: side, price: Price(units: units), quantity: quantity))
      if step % 50 == 0 { #expect(copy.invariantViolations() == []) }
      // A copy taken now must keep this state while `copy` goes on changing.
      if step == 250 {
        let frozen = copy
        let frozenBids = Array(frozen.bids)
        try copy.apply(LevelChange(side: .bid, price: Price(units: mid - tick), quantity: Quantity(units: 99)!))
        #expect(Array(frozen.bids) == frozenBids)
        #expect(frozen.invariantViolations() == [])
      }
    }
    #expect(Array(original.bids) == bids)
    #expect(Array(original.asks) == asks)
    #expect(original.invariantViolations() == [])
    #expect(copy.invariantViolations() == [])
  }

  @Test("The sorted-array book the benchmarks compare with agrees with the ladder")
  func sortedArrayPeer() throws {
    var random = SplitMix64(seed: 9)
    let snapshot = OrderBookSnapshot(
      bids: (1...200).map { Level(price: Price(units: 10_000 - Int64($0) * 7), quantity: Quantity(units: 1)!) },
      asks: (1...200).map { Level(price: Price(units: 10_000 + Int64($0) * 7), quantity: Quantity(units: 1)!) })
    var book = try OrderBook(snapshot)
    var peer = try SortedArrayOrderBook(snapshot)
    for _ in 0..<2_000 {
      let side: Side = random.int(2) == 0 ? .bid : .ask
      let distance = Int64(random.int(300)) * 7 + (random.int(20) == 0 ? 3 : 0)
      let units = side == .bid ? 10_000 - distance : 10_000 + distance
      let update = OrderBookUpdate(changes: [
        LevelChange(side: side, price: Price(units: units), quantity: Quantity(units: Int64(random.int(3)))!)
      ])
      try book.apply(update)
      try peer.apply(update)
      #expect(book.bestBid == peer.bestBid && book.bestAsk == peer.bestAsk)
      #expect(book.depth(levels: 30) == peer.depth(levels: 30))
    }
  }
}
