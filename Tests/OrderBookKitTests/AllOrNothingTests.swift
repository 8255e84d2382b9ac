import Testing

@testable import OrderBookKit

/// A refused operation leaves everything exactly as it was: the book, and the synchronizer around it.
@Suite("All-or-nothing")
struct AllOrNothingTests {
  private func randomBook(_ random: inout SplitMix64) throws -> OrderBook {
    func levels(from base: Int64, step: Int64) -> [Level] {
      (0..<random.int(40)).compactMap { offset in
        Quantity(units: Int64(random.int(1_000_000)) + 1).map {
          Level(price: Price(units: base + step * Int64(offset)), quantity: $0)
        }
      }
    }
    return try OrderBook(
      OrderBookSnapshot(
        bids: levels(from: 99_900_000_000, step: -100_000_000), asks: levels(from: 100_000_000_000, step: 100_000_000))
    )
  }

  @Test("An update with an invalid change anywhere is refused whole", arguments: 0..<4)
  func invalidChangeAnywhere(seed: UInt64) throws {
    var random = SplitMix64(seed: 500 + seed)
    for _ in 0..<200 {
      var book = try randomBook(&random)
      let before = book
      var changes = (0..<(random.int(8) + 1)).map { _ in
        LevelChange(
          side: random.int(2) == 0 ? .bid : .ask,
          price: Price(units: 99_000_000_000 + Int64(random.int(200)) * 10_000_000),
          quantity: random.int(3) == 0 ? .zero : Quantity(units: Int64(random.int(1_000)) + 1) ?? .zero
        )
      }
      let invalid = LevelChange(
        side: random.int(2) == 0 ? .bid : .ask,
        price: Price(units: -Int64(random.int(3))),
        quantity: Quantity(units: 5) ?? .zero
      )
      changes.insert(invalid, at: random.int(changes.count + 1))
      #expect(throws: OrderBookError.nonPositivePrice(side: invalid.side, price: invalid.price)) {
        try book.apply(OrderBookUpdate(changes: changes))
      }
      #expect(book == before)
      #expect(throws: OrderBookError.self) { try book.apply(invalid) }
      #expect(book == before)
    }
  }

  @Test("Refused snapshots and trades leave the book as it was")
  func refusedSnapshotAndTrade() throws {
    var random = SplitMix64(seed: 42)
    var book = try randomBook(&random)
    let before = book
    let duplicate = try snapshot(bids: [("5", "1"), ("4", "1"), ("5", "2")], asks: [])
    #expect(throws: OrderBookError.duplicatePrice(side: .bid, price: try price("5"))) { try book.apply(duplicate) }
    #expect(throws: OrderBookError.self) { try book.apply(try snapshot(bids: [("1", "1")], asks: [("-1", "1")])) }
    #expect(throws: OrderBookError.self) {
      try book.apply(Trade(takerSide: .buy, price: try price("-1000"), quantity: try quantity("1")))
    }
    #expect(book == before)
  }

  @Test("A live synchronizer refusing a snapshot or a trade keeps its book, state, times and buffer")
  func synchronizerRefusals() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    sync.receive(try snapshot(bids: [("100", "1")], asks: [("101", "1")], time: milliseconds(1_000)))
    sync.receive(
      OrderBookUpdate(changes: [try change(.bid, "100", "3")], time: ExchangeTimestamp(microseconds: 1_000_500)))
    let book = sync.book
    let time = sync.lastAppliedTime
    let bad = try snapshot(bids: [("0", "1")], asks: [], time: milliseconds(2_000))
    #expect(sync.receive(bad) == .rejected(.nonPositivePrice(side: .bid, price: .zero)))
    let badTrade = Trade(takerSide: .sell, price: .zero, quantity: try quantity("1"))
    #expect(sync.receive(badTrade) == .rejected(.nonPositivePrice(side: .bid, price: .zero)))
    #expect(sync.book == book)
    #expect(sync.state == .live)
    #expect(sync.lastAppliedTime == time)
    #expect(sync.report.rejected == 2)

    // Before the first snapshot, a refused snapshot keeps the buffered updates for the next one.
    var waiting = OrderBookSynchronizer(policy: .timestamp)
    waiting.receive(
      OrderBookUpdate(changes: [try change(.ask, "101", "7")], time: ExchangeTimestamp(microseconds: 1_000_900)))
    #expect(waiting.receive(bad) == .rejected(.nonPositivePrice(side: .bid, price: .zero)))
    #expect(waiting.state == .awaitingSnapshot)
    #expect(waiting.bufferedCount == 1)
    let good = try snapshot(bids: [("100", "1")], asks: [("101", "1")], time: milliseconds(1_000))
    #expect(waiting.receive(good) == .snapshotApplied(replayed: 1, dropped: 0, isCrossed: false))
    #expect(waiting.book.bestAsk == (try level("101", "7")))
  }
}
