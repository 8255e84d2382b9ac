import Foundation
import Testing

@testable import MarketBoardKit

@Suite("MarketBoardStrings")
struct MarketBoardStringsTests {
  @Test("The defaults are the Korean words of 0.2, and `korean` equals `init()`")
  func defaults() {
    let strings = MarketBoardStrings()
    #expect(strings == .korean)
    #expect(strings.millionsSuffix == "백만")
    #expect(strings.placeholder == "-")
    #expect(strings.cautionBadge == "유의")
    #expect(strings.alertBadges == [.caution: "주의", .warning: "경고", .danger: "위험"])
  }

  @Test("Overriding one member changes that word only, in a row's text too")
  func overrideOne() throws {
    var strings = MarketBoardStrings.korean
    strings.cautionBadge = "Caution"
    var expected = MarketBoardStrings.korean
    #expect(strings != expected)
    expected.cautionBadge = "Caution"
    #expect(strings == expected)

    let markets = try QuotationMarkets.markets(from: Data(Fixtures.marketAll.utf8))
    let board = MarketBoard(markets: markets)
    let zil = try #require(board.row(try MarketCode("KRW-ZIL")))
    let korean = zil.text()
    let changed = zil.text(strings)
    #expect(korean.badges == ["유의"] && changed.badges == ["Caution"])
    #expect(changed.price == korean.price && changed.tradeValue == korean.tradeValue && changed.price == "-")
  }

}
