import Testing

@testable import OrderBookKit

@Suite("Order book rules")
struct OrderBookTests {
  /// A small XLM_KRW-like book.
  func sampleBook() throws -> OrderBook {
    try OrderBook(
      snapshot(
        bids: [("399.8", "31416.8779"), ("399.5", "1200"), ("398.5", "34328.387")],
        asks: [("401.2", "150"), ("401.6", "21277.735"), ("403.3", "4000")]
      )
    )
  }

  @Test("A snapshot in any order comes back best first; zero sizes are skipped")
  func snapshotOrdering() throws {
    var book = OrderBook()
    try book.apply(
      snapshot(
        bids: [("398.5", "1"), ("399.8", "2"), ("399.5", "3"), ("399", "0")],
        asks: [("403.3", "1"), ("401.2", "2"), ("401.6", "0")]
      )
    )
    #expect(book.invariantViolations() == [])
    #expect(texts(book.bids) == ["399.8@2", "399.5@3", "398.5@1"])
    #expect(texts(book.asks) == ["401.2@2", "403.3@1"])
    // Worst-first input is accepted as well.
    try book.apply(snapshot(bids: [("1", "1"), ("2", "1")], asks: [("4", "1"), ("3", "1")]))
    #expect(texts(book.bids) == ["2@1", "1@1"])
    #expect(texts(book.asks) == ["3@1", "4@1"])
  }

  @Test("An invalid snapshot leaves the book untouched")
  func invalidSnapshot() throws {
    var book = try sampleBook()
    let before = book
    #expect(throws: OrderBookError.duplicatePrice(side: .ask, price: try price("5"))) {
      try book.apply(snapshot(bids: [("1", "1")], asks: [("5", "1"), ("6", "1"), ("5.0", "2")]))
    }
    #expect(throws: OrderBookError.nonPositivePrice(side: .bid, price: .zero)) {
      try book.apply(snapshot(bids: [("0", "1")], asks: []))
    }
    #expect(throws: OrderBookError.nonPositivePrice(side: .bid, price: try price("-3"))) {
      try book.apply(snapshot(bids: [("-3", "1")], asks: []))
    }
    #expect(book == before)
  }

  @Test("Best bid and ask, spread, mid and crossing")
  func touch() throws {
    var book = try sampleBook()
    #expect(book.bestBid == (try level("399.8", "31416.8779")))
    #expect(book.bestAsk == (try level("401.2", "150")))
    #expect(book.spread == (try price("1.4")))
    #expect(book.mid == (try wide("400.5")))
    #expect(!book.isCrossed)
    try book.apply(OrderBookUpdate(changes: [try change(.bid, "401.3", "1")]))
    #expect(book.isCrossed)
    #expect(book.spread == (try price("-0.1")))
    #expect(OrderBook().spread == nil)
    #expect(OrderBook().mid == nil)
    #expect(!OrderBook().isCrossed)
  }

  @Test("The mid can need a ninth fraction digit and stays exact")
  func exactMid() throws {
    let book = try OrderBook(snapshot(bids: [("0.00000001", "1")], asks: [("0.00000002", "1")]))
    #expect(book.mid == (try wide("0.000000015")))
    let huge = try OrderBook(
      snapshot(bids: [("92233720368.54775806", "1")], asks: [("92233720368.54775807", "1")])
    )
    #expect(huge.mid == (try wide("92233720368.547758065")))
  }

  @Test("Updates upsert and remove by exact price; zero removes; absent removal is harmless")
  func updates() throws {
    var book = try sampleBook()
    try book.apply(
      OrderBookUpdate(changes: [
        try change(.ask, "401.20", "0"),  // removes 401.2 (spelled differently)
        try change(.ask, "401.4", "75.5"),  // inserts at the touch
        try change(.bid, "399.5", "999"),  // resizes
        try change(.bid, "390", "0"),  // removes nothing
        try change(.ask, "401.4", "80"),  // a later change to the same price wins
      ])
    )
    #expect(book.invariantViolations() == [])
    #expect(texts(book.asks) == ["401.4@80", "401.6@21277.735", "403.3@4000"])
    #expect(texts(book.bids) == ["399.8@31416.8779", "399.5@999", "398.5@34328.387"])
  }

  @Test("An update with one invalid change is refused whole")
  func allOrNothing() throws {
    var book = try sampleBook()
    let before = book
    let update = OrderBookUpdate(changes: [try change(.ask, "401.4", "1"), try change(.bid, "0", "5")])
    #expect(throws: OrderBookError.nonPositivePrice(side: .bid, price: .zero)) { try book.apply(update) }
    #expect(book == before)
  }

  @Test("Order counts travel with the level and are optional")
  func orderCounts() throws {
    var book = OrderBook()
    try book.apply(LevelChange(side: .bid, price: try price("100"), quantity: try quantity("2"), orderCount: 3))
    #expect(book.bestBid?.orderCount == 3)
    try book.apply(LevelChange(side: .bid, price: try price("100"), quantity: try quantity("1")))
    #expect(book.bestBid?.orderCount == nil)
    #expect(Level(price: .zero, quantity: .zero, orderCount: Int.max).orderCount == 4_294_967_294)
    #expect(Level(price: .zero, quantity: .zero, orderCount: -5).orderCount == 0)
  }

  @Test(
    "A trade subtracts from the consumed side and removes an emptied level",
    arguments: [
      (TakerSide.buy, "401.2", "50", ["401.2@100", "401.6@21277.735", "403.3@4000"], true),
      (.buy, "401.2", "150", ["401.6@21277.735", "403.3@4000"], true),
      (.buy, "401.2", "500", ["401.6@21277.735", "403.3@4000"], true),
      (.buy, "402", "1", ["401.2@150", "401.6@21277.735", "403.3@4000"], false),
      (.buy, "401.2", "0", ["401.2@150", "401.6@21277.735", "403.3@4000"], true),
    ]
  )
  func tradesOnAsks(taker: TakerSide, at priceText: String, size: String, asks: [String], found: Bool) throws {
    var book = try sampleBook()
    let bids = texts(book.bids)
    let matched = try book.apply(Trade(takerSide: taker, price: try price(priceText), quantity: try quantity(size)))
    #expect(book.invariantViolations() == [])
    #expect(matched == found)
    #expect(texts(book.asks) == asks)
    #expect(texts(book.bids) == bids)
  }

  @Test("A taker sell consumes bids, never asks")
  func sellConsumesBids() throws {
    var book = try sampleBook()
    try book.apply(Trade(takerSide: .sell, price: try price("399.8"), quantity: try quantity("416.8779")))
    #expect(book.bestBid == (try level("399.8", "31000")))
    // A sell at an ask price touches nothing.
    let before = book
    #expect(try !book.apply(Trade(takerSide: .sell, price: try price("401.2"), quantity: try quantity("1"))))
    #expect(book == before)
    #expect(throws: OrderBookError.nonPositivePrice(side: .bid, price: .zero)) {
      try book.apply(Trade(takerSide: .sell, price: .zero, quantity: try quantity("1")))
    }
  }

  @Test("Depth rows are best first with exact running totals")
  func depth() throws {
    let book = try sampleBook()
    let depth = book.depth(levels: 2)
    #expect(depth.asks.map(\.price) == [try price("401.2"), try price("401.6")])
    #expect(depth.bids.map(\.quantity) == [try quantity("31416.8779"), try quantity("1200")])
    #expect(depth.asks[1].cumulativeQuantity == (try wide("21427.735")))
    // 401.2 × 150 + 401.6 × 21277.735 = 60180 + 8545138.376
    #expect(depth.asks[1].cumulativeNotional == (try wide("8605318.376")))
    #expect(depth.bids[0].notional == (try wide("12560467.78442")))
    #expect(book.depth(levels: 30).asks.count == 3)
    #expect(book.depth(levels: 0).bids.isEmpty)
    #expect(book.depth(levels: -4).asks.isEmpty)
    #expect(OrderBook().depth(levels: 30) == OrderBook().depth(levels: 5))
  }

  @Test("Grouped depth rounds bids down and asks up and aggregates")
  func grouping() throws {
    let book = try OrderBook(
      snapshot(
        bids: [("80838000", "0.0586"), ("80837500", "0.1"), ("80830000", "0.3311"), ("80812000", "1")],
        asks: [("80873000", "0.1749"), ("80873500", "0.2"), ("80880000", "0.0032")]
      )
    )
    let grouped = try book.depth(levels: 10, grouping: try price("10000"))
    #expect(grouped.bids.map(\.price) == [try price("80830000"), try price("80810000")])
    #expect(grouped.bids.map(\.quantity) == [try wide("0.4897"), try wide("1")])
    #expect(grouped.bids.map(\.levelCount) == [3, 1])
    #expect(grouped.asks.map(\.price) == [try price("80880000")])
    #expect(grouped.asks[0].quantity == (try wide("0.3781")))
    #expect(grouped.asks[0].cumulativeNotional == book.depth(levels: 3).asks[2].cumulativeNotional)
    let limited = try book.depth(levels: 1, grouping: try price("1000"))
    #expect(limited.bids.map(\.price) == [try price("80838000")])
    #expect(throws: OrderBookError.nonPositiveGrouping(.zero)) { try book.depth(levels: 5, grouping: .zero) }
    let top = try OrderBook(snapshot(bids: [], asks: [("92233720368.5", "1")]))
    #expect(throws: OrderBookError.self) { try top.depth(levels: 1, grouping: try price("1000")) }
  }

  @Test("The ladder shows asks high to low above bids high to low")
  func ladder() throws {
    let ladder = try sampleBook().ladder(levels: 2)
    #expect(ladder.rows.map(\.priceText) == ["401.6", "401.2", "399.8", "399.5"])
    #expect(ladder.asks.map(\.side) == [.ask, .ask])
    #expect(ladder.asks.last?.cumulativeQuantity == (try wide("150")))
    #expect(ladder.asks.first?.sizeShare == 677)  // 21277.735 / 31416.8779
    #expect(ladder.bids.first?.sizeShare == 1000)
    #expect(ladder.spread == (try price("1.4")))
    let lines = ladder.lines(strings: .english)
    #expect(lines.count == 5)
    #expect(lines[2] == "─ spread 1.4 · mid 400.5")
    #expect(lines[0] == "ask  401.6   21,277.735")
    #expect(OrderBook().ladder(levels: 10).lines().contains("매수: 호가 없음"))
  }

  @Test("Ladder lines line up by display columns when the labels mix Hangul and Latin")
  func ladderColumns() throws {
    var strings = OrderBookStrings.korean
    strings.bid = "Buy"
    let lines = try sampleBook().ladder(levels: 2).lines(strings: strings)
    let rows = [lines[0], lines[1], lines[3], lines[4]]
    #expect(lines[4].hasPrefix("Buy   "))  // padded to the four columns of "매도"
    #expect(Set(rows.map { MonospacedText.width(of: $0) }).count == 1)
    #expect(Set(rows.map { line in MonospacedText.width(of: line.prefix { !$0.isNumber }) }) == [6])
  }

  @Test("Market impact of a quantity: average price, slippage and whether it fills")
  func impactByQuantity() throws {
    let book = try sampleBook()
    let small = book.marketImpact(.buy, quantity: try quantity("100"))
    #expect(small.averagePrice == (try wide("401.2")))
    #expect(small.slippage == .zero)
    #expect(small.isFullyFilled)
    let sweep = book.marketImpact(.buy, quantity: try quantity("250"))
    // (150 × 401.2 + 100 × 401.6) / 250 = 100340 / 250 = 401.36
    #expect(sweep.notional == (try wide("100340")))
    #expect(sweep.averagePrice == (try wide("401.36")))
    #expect(sweep.slippage == (try wide("0.16")))
    #expect(sweep.levelsConsumed == 2)
    #expect(sweep.worstPrice == (try price("401.6")))
    let sell = book.marketImpact(.sell, quantity: try quantity("40000"))
    #expect(sell.isFullyFilled)
    #expect(sell.slippage.map { !$0.isNegative } == true)
    let tooBig = book.marketImpact(.sell, quantity: try quantity("1000000"))
    #expect(!tooBig.isFullyFilled)
    #expect(tooBig.filledQuantity == (try wide("66945.2649")))
    let empty = OrderBook().marketImpact(.buy, quantity: try quantity("1"))
    #expect(empty.averagePrice == nil && empty.slippage == nil && !empty.isFullyFilled)
  }

  @Test("Market impact of a notional buys what the money affords, rounded down to 10⁻⁸")
  func impactByNotional() throws {
    let book = try OrderBook(snapshot(bids: [], asks: [("3", "1"), ("7", "10")]))
    let impact = book.marketImpact(.buy, notional: try wide("10"))
    // 1 at 3, then 7 / 7 = 1 at 7.
    #expect(impact.filledQuantity == (try wide("2")))
    #expect(impact.averagePrice == (try wide("5")))
    #expect(impact.isFullyFilled)
    let thirds = book.marketImpact(.buy, notional: try wide("1"))
    // 1 / 3 = 0.33333333 (rounded down), costing 0.99999999.
    #expect(thirds.filledQuantity == (try wide("0.33333333")))
    #expect(thirds.notional == (try wide("0.99999999")))
    #expect(thirds.averagePrice == (try wide("3")))
    let all = book.marketImpact(.buy, notional: try wide("1000"))
    #expect(!all.isFullyFilled)
    #expect(all.notional == (try wide("73")))
    // Repeating averages round half up at the 16th digit: 4 / 3 rounds down, 5 / 3 rounds up.
    let three = try quantity("3")
    let fourThirds = try OrderBook(snapshot(bids: [], asks: [("1", "2"), ("2", "1")])).marketImpact(
      .buy, quantity: three)
    #expect(fourThirds.averagePrice == (try wide("1.3333333333333333")))
    let fiveThirds = try OrderBook(snapshot(bids: [], asks: [("1", "1"), ("2", "2")])).marketImpact(
      .buy, quantity: three)
    #expect(fiveThirds.averagePrice == (try wide("1.6666666666666667")))
  }

  @Test("Pruning keeps the best levels")
  func prune() throws {
    var book = try sampleBook()
    #expect(book.prune(keepingLevels: 1) == 4)
    #expect(book.invariantViolations() == [])
    #expect(texts(book.bids) == ["399.8@31416.8779"])
    #expect(texts(book.asks) == ["401.2@150"])
    #expect(book.prune(keepingLevels: -1) == 2)
    #expect(book.isEmpty)
  }

  @Test("The book's snapshot rebuilds an equal book")
  func snapshotRoundTrip() throws {
    let book = try sampleBook()
    #expect(try OrderBook(book.snapshot) == book)
    #expect(book.level(at: try price("401.60"), side: .ask) == (try level("401.6", "21277.735")))
    #expect(book.level(at: try price("401.6"), side: .bid) == nil)
    var emptied = book
    emptied.removeAll()
    #expect(emptied == OrderBook())
  }
}
