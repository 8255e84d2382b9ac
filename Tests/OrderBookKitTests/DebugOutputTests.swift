import Testing

@testable import OrderBookKit

@Suite("What print, dump and a debugger show")
struct DebugOutputTests {
  static func book() throws -> OrderBook {
    var book = OrderBook()
    try book.apply(
      OrderBookSnapshot(
        bids: [Level(price: try #require(Price("91196000")), quantity: try #require(Quantity("0.5")), orderCount: 3)],
        asks: [Level(price: try #require(Price("91197000")), quantity: try #require(Quantity("0.1")))]))
    return book
  }

  @Test("A book prints its sides and bests, and dumps its levels without storage internals")
  func book() throws {
    let book = try Self.book()
    #expect(
      String(describing: book)
        == "OrderBook(bids: 1 level, best 91196000 × 0.5 [3]; asks: 1 level, best 91197000 × 0.1)")
    var dumped = ""
    dump(book, to: &dumped)
    for hidden in ["storedOrderCount", "UInt192", "units", "origin", "occupancy", "overflow", "Side"] {
      #expect(!dumped.contains(hidden), "dump shows \(hidden):\n\(dumped)")
    }
    #expect(dumped.contains("91196000") && dumped.contains("orderCount: Optional(3)"))
  }

  @Test("Exact decimals dump as their text")
  func decimals() throws {
    var dumped = ""
    dump(try #require(Price("0.00012345")), to: &dumped)
    dump(try #require(WideDecimal("12345678901234567890.5")), to: &dumped)
    #expect(dumped == "- 0.00012345\n- 12345678901234567890.5\n")
  }
}
