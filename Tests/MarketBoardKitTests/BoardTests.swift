import Foundation
import PropertyBased
import Testing

@testable import MarketBoardKit

/// Markets for board tests: names chosen so 가나다 order differs from list order.
let boardMarkets: [Market] = [
  Market(code: try! MarketCode("KRW-BTC"), koreanName: "비트코인", englishName: "Bitcoin"),
  Market(code: try! MarketCode("KRW-ETH"), koreanName: "이더리움", englishName: "Ethereum"),
  Market(code: try! MarketCode("KRW-XRP"), koreanName: "리플", englishName: "XRP", isCaution: true),
  Market(code: try! MarketCode("KRW-BCH"), koreanName: "비트코인 캐시", englishName: "Bitcoin Cash"),
  Market(code: try! MarketCode("KRW-USDT"), koreanName: "테더", englishName: "Tether"),
  Market(code: try! MarketCode("BTC-ETH"), koreanName: "이더리움", englishName: "Ethereum"),
  Market(code: try! MarketCode("KRW-ETC"), koreanName: "이더리움클래식", englishName: "Ethereum Classic"),
  Market(code: try! MarketCode("KRW-ADA"), koreanName: "에이다", englishName: "Cardano"),
]

/// A ticker with the values the board orders by.
func ticker(
  _ code: String, price: Int64, rate: String = "0", value: String = "0", at timestamp: Int64 = 1_785_397_735_276
) throws -> MarketTicker {
  let rateValue = try #require(Decimal(string: rate))
  return MarketTicker(
    code: try MarketCode(code), tradePrice: Price(units: price * 100_000_000), openingPrice: Price(units: 1),
    highPrice: Price(units: 1), lowPrice: Price(units: 1), previousClosingPrice: Price(units: 1),
    direction: rateValue > 0 ? .rise : rateValue < 0 ? .fall : .even, signedChangePrice: Price(units: 0),
    signedChangeRate: rateValue, tradeValue24h: try #require(Decimal(string: value)), tradeVolume24h: 0,
    sessionTradeValue: 0, lastTradeTime: Date(timeIntervalSince1970: 0), timestamp: timestamp)
}

@Suite("Market board")
struct BoardTests {
  @Test("Rows sort by traded value, largest first; rows without a ticker come last; ties keep list order")
  func defaultOrder() throws {
    var board = MarketBoard(markets: boardMarkets)
    #expect(board.count == 7)  // BTC-ETH is not a KRW market
    try board.apply(ticker("KRW-ETH", price: 5_000_000, value: "900"))
    try board.apply(ticker("KRW-BTC", price: 90_000_000, value: "1000"))
    try board.apply(ticker("KRW-XRP", price: 4_000, value: "900"))
    let codes = board.rows.map(\.id.rawValue)
    #expect(codes == ["KRW-BTC", "KRW-ETH", "KRW-XRP", "KRW-BCH", "KRW-USDT", "KRW-ETC", "KRW-ADA"])
    board.order = MarketBoardOrder(.tradeValue, .ascending)
    #expect(board.rows.map(\.id.rawValue).prefix(3) == ["KRW-ETH", "KRW-XRP", "KRW-BTC"])
  }

  @Test("By name in 가나다 order, both directions")
  func nameOrder() {
    var board = MarketBoard(markets: boardMarkets, order: MarketBoardOrder(.name, .ascending))
    #expect(board.rows.map(\.market.koreanName) == ["리플", "비트코인", "비트코인 캐시", "에이다", "이더리움", "이더리움클래식", "테더"])
    board.order = MarketBoardOrder(.name, .descending)
    #expect(board.rows.map(\.market.koreanName).first == "테더")
  }

  @Test("Applying a ticker reports the move; an older ticker is ignored and counted")
  func liveUpdates() throws {
    var board = MarketBoard(markets: boardMarkets)
    try board.apply(ticker("KRW-BTC", price: 1, value: "300", at: 10))
    try board.apply(ticker("KRW-ETH", price: 1, value: "200", at: 10))
    #expect(
      try board.apply(ticker("KRW-XRP", price: 1, value: "250", at: 10))
        == .updated(try MarketCode("KRW-XRP"), from: 2, to: 1))
    #expect(
      try board.apply(ticker("KRW-ETH", price: 1, value: "400", at: 11))
        == .updated(try MarketCode("KRW-ETH"), from: 2, to: 0))
    let before = board.rows
    #expect(try board.apply(ticker("KRW-ETH", price: 1, value: "1", at: 9)) == .stale(try MarketCode("KRW-ETH")))
    #expect(board.staleTickerCount == 1)
    #expect(board.rows == before)
    #expect(try board.apply(ticker("BTC-ETH", price: 1)) == .notOnBoard(try MarketCode("BTC-ETH")))
    #expect(board.position(of: try MarketCode("KRW-ETH")) == 0)
    #expect(board.invariantViolations().isEmpty)
  }

  @Test("After any sequence of tickers and order changes, the rows equal a full re-sort")
  func incrementalEqualsResort() async {
    let update = zip(
      Gen.int(in: 0...7), Gen.int(in: 0...3), Gen.int(in: -3...3), Gen.int(in: 0...4), Gen.int(in: 0...20))
    await propertyCheck(count: 300, input: update.array(of: 0...60), Gen.int(in: 0...7)) { updates, orderIndex in
      let orders = MarketBoardOrder.Key.allCases.flatMap { key in
        MarketBoardOrder.Direction.allCases.map { MarketBoardOrder(key, $0) }
      }
      var board = MarketBoard(markets: boardMarkets, order: orders[orderIndex])
      var latest: [MarketCode: MarketTicker] = [:]
      for (step, (marketIndex, price, rate, value, time)) in updates.enumerated() {
        let code = boardMarkets[marketIndex].code
        guard
          let next = try? ticker(
            code.rawValue, price: Int64(price), rate: String(rate) + "e-2", value: String(value * 1_000_000),
            at: Int64(time))
        else { continue }
        board.apply(next)
        if code.quote == "KRW", latest[code].map({ $0.timestamp <= next.timestamp }) ?? true { latest[code] = next }
        if step % 7 == 6 { board.order = orders[(orderIndex + step) % orders.count] }
        #expect(board.invariantViolations() == [])
        #expect(board.rows.map(\.id) == referenceOrder(latest, order: board.order))
        #expect(board.rows.map(\.ticker) == board.rows.map { latest[$0.id] })
      }
    }
  }

  /// The reference: every KRW market sorted with Foundation's comparisons on the model values.
  private func referenceOrder(_ tickers: [MarketCode: MarketTicker], order: MarketBoardOrder) -> [MarketCode] {
    let krw = boardMarkets.enumerated().filter { $0.element.code.quote == "KRW" }
    return krw.sorted { lhs, rhs in
      let (left, right) = (tickers[lhs.element.code], tickers[rhs.element.code])
      if order.key == .name {
        let (a, b) = (lhs.element.koreanName, rhs.element.koreanName)
        if a != b {
          let less = a.unicodeScalars.map(\.value).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
          return less == (order.direction == .ascending)
        }
        return lhs.offset < rhs.offset
      }
      guard let left, let right else {
        return left != nil && right == nil ? true : left == nil && right != nil ? false : lhs.offset < rhs.offset
      }
      let ascending = order.direction == .ascending
      switch order.key {
      case .tradeValue where left.tradeValue24h != right.tradeValue24h:
        return (left.tradeValue24h < right.tradeValue24h) == ascending
      case .price where left.tradePrice != right.tradePrice:
        return (left.tradePrice < right.tradePrice) == ascending
      case .changeRate where left.signedChangeRate != right.signedChangeRate:
        return (left.signedChangeRate < right.signedChangeRate) == ascending
      default:
        return lhs.offset < rhs.offset
      }
    }.map(\.element.code)
  }

  @Test("Row texts from the captured ticker, by hand: price, change, signed change, value in millions")
  func rowTexts() throws {
    let captured = try #require(try QuotationTickers.ticker(from: Fixtures.webSocketTicker, dialect: .bithumb))
    let markets = try QuotationMarkets.markets(from: Data(Fixtures.marketAll.utf8))
    var board = MarketBoard(markets: markets)
    board.apply(captured)
    let text = try #require(board.row(try MarketCode("KRW-BTC"))).text()
    #expect(text.price == "91,196,000")
    // -0.01028824 → -1.028824 % → "-1.03%".
    #expect(text.change == "-1.03%")
    #expect(text.signedChange == "-948,000")
    // ⌊27,002,534,842.65972 / 1,000,000⌋ = 27,002.
    #expect(text.tradeValue == "27,002백만")
    #expect(text.direction == .fall)
    let zil = try #require(board.row(try MarketCode("KRW-ZIL"))).text()
    #expect(zil.price == "-" && zil.badges == ["유의"])
    #expect(MarketRowText.percentText(0) == "0.00%")
    #expect(MarketRowText.percentText(Decimal(string: "0.00004999")!) == "0.00%")
    #expect(MarketRowText.percentText(Decimal(string: "0.00005")!) == "+0.01%")
    #expect(MarketRowText.percentText(Decimal(string: "-0.0045")!) == "-0.45%")
    #expect(MarketRowText.percentText(Decimal(string: "1.2345")!) == "+123.45%")
    #expect(MarketRowText.millionsText(Decimal(string: "999999.99")!) == "0")
    #expect(MarketRowText.millionsText(Decimal(string: "1234567890123")!) == "1,234,567")
    let small = MarketRowText(MarketBoardRow(market: markets[0], ticker: try ticker("KRW-BTC", price: 0)))
    #expect(small.price == "0")
  }

  @Test("Search by Korean name, English name, symbol and initial consonants; spaces and case ignored")
  func search() {
    var board = MarketBoard(markets: boardMarkets)
    func codes(_ query: String) -> [String] { board.rows(matching: query).map(\.id.rawValue) }
    #expect(codes("ㅂㅌ") == ["KRW-BTC", "KRW-BCH"])
    #expect(codes("ㅂㅌㅋㅇㅋㅅ") == ["KRW-BCH"])
    #expect(codes("eth") == ["KRW-ETH", "KRW-USDT", "KRW-ETC"])
    #expect(codes("ETC") == ["KRW-ETC"])
    #expect(codes("비트 코인캐시") == ["KRW-BCH"])
    #expect(codes("bitcoincash") == ["KRW-BCH"])
    #expect(codes("이더ㄹㅇ") == ["KRW-ETH", "KRW-ETC"])
    #expect(codes("  ").count == 7)
    #expect(codes("없음").isEmpty)
    board.order = MarketBoardOrder(.name, .descending)
    #expect(codes("ㅂㅌ") == ["KRW-BCH", "KRW-BTC"])
  }
}
