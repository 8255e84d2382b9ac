import OrderBookKit
import Testing

@Suite("Sides")
struct SideTests {
  @Test("A taker buy consumes asks and a taker sell consumes bids")
  func consumedSide() {
    #expect(TakerSide.buy.consumedSide == .ask)
    #expect(TakerSide.sell.consumedSide == .bid)
  }

  @Test("Opposite sides")
  func opposite() {
    #expect(Side.bid.opposite == .ask)
    #expect(Side.ask.opposite == .bid)
  }
}
