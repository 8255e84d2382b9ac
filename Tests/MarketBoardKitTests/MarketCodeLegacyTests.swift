import Foundation
import Testing

@testable import MarketBoardKit

@Suite("Legacy Bithumb symbols and market codes")
struct MarketCodeLegacyTests {
  @Test("A legacy symbol becomes the board's code, quote currency first, and back")
  func converts() throws {
    let code = try MarketCode(legacySymbol: "BTC_KRW")
    #expect(code == (try MarketCode("KRW-BTC")))
    #expect(code.rawValue == "KRW-BTC")
    #expect(code.quote == "KRW")
    #expect(code.base == "BTC")
    #expect(code.legacySymbol == "BTC_KRW")
    #expect(try MarketCode(legacySymbol: "1INCH_BTC").rawValue == "BTC-1INCH")
  }

  @Test(
    "Malformed legacy symbols are refused, naming the field symbol",
    arguments: [
      "", "BTC", "btc_krw", "BTC-KRW", "KRW-BTC", "BTC_", "_KRW", "BTC_KRW_X", "BTC__KRW", "BTC KRW", "BTC_KRW ",
      "비트_KRW",
    ])
  func refuses(_ symbol: String) {
    #expect(
      throws: MarketDataError.invalidValue(
        field: "symbol", value: symbol, expected: "a legacy symbol such as \"BTC_KRW\"")
    ) {
      try MarketCode(legacySymbol: symbol)
    }
  }
}
