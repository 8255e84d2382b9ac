import Foundation
import MarketBoardKit
import Testing

/// The decoder names before 0.3.0 still work, and give what the new entry points give.
@Suite("Decoding: the deprecated forwards")
struct DeprecatedDecodingForwardTests {
  @available(*, deprecated)
  @Test("QuotationMarkets.decode and decodeAlerts")
  func markets() throws {
    let markets = Data(Fixtures.marketAll.utf8)
    #expect(try QuotationMarkets.decode(markets) == QuotationMarkets.markets(from: markets))
    let alerts = Data(Fixtures.alerts.utf8)
    #expect(try QuotationMarkets.decodeAlerts(alerts) == QuotationMarkets.alerts(from: alerts))
  }

  @available(*, deprecated)
  @Test("QuotationTickers.decodeREST and decodeFrame (bytes and text)")
  func tickers() throws {
    let rest = Data(Fixtures.restTicker.utf8)
    #expect(
      try QuotationTickers.decodeREST(rest, dialect: .bithumb)
        == QuotationTickers.tickers(from: rest, dialect: .bithumb))
    let frame = Fixtures.webSocketTicker
    #expect(
      try QuotationTickers.decodeFrame(Data(frame.utf8), dialect: .bithumb)
        == QuotationTickers.ticker(from: Data(frame.utf8), dialect: .bithumb))
    #expect(
      try QuotationTickers.decodeFrame(frame, dialect: .bithumb)
        == QuotationTickers.ticker(from: frame, dialect: .bithumb))
  }
}
