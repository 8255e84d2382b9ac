import Testing

@testable import OrderBookKit

@Suite("OrderBookStrings")
struct OrderBookStringsTests {
  private func words(_ strings: OrderBookStrings) -> [String] {
    [strings.ask, strings.bid, strings.spread, strings.mid, strings.noLevels, strings.crossed, strings.cumulative]
  }

  @Test("The defaults are the Korean words of 0.2, `korean` equals `init()`, and `english` is unchanged")
  func defaults() {
    #expect(OrderBookStrings() == .korean)
    #expect(words(.korean) == ["매도", "매수", "스프레드", "중간가", "호가 없음", "교차", "누적"])
    #expect(words(.english) == ["ask", "bid", "spread", "mid", "no levels", "crossed", "cumulative"])
  }

  @Test("Overriding one member changes that word only, in the ladder too")
  func overrideOne() {
    var strings = OrderBookStrings.korean
    strings.noLevels = "비어 있음"
    var expected = words(.korean)
    expected[4] = "비어 있음"
    #expect(words(strings) == expected)
    let empty = OrderBook().ladder(levels: 10)
    #expect(
      empty.lines(strings: strings) == empty.lines().map { $0.replacingOccurrences(of: "호가 없음", with: "비어 있음") })
    #expect(empty.lines(strings: strings).contains("매수: 비어 있음"))
  }

}
