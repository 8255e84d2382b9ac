import Foundation
import OrderBookKit
import Testing

/// The decoder names before 0.3.0 still work, and give what the new entry points give.
@Suite("Decoding: the deprecated forwards")
struct DeprecatedDecodingForwardTests {
  @available(*, deprecated)
  @Test("BithumbWebSocket.decode (bytes and text) and BithumbREST.decodeOrderBook")
  func bithumb() throws {
    let frame = Fixtures.bithumbDepthNumberTimeTwoSymbols
    #expect(try BithumbWebSocket.decode(Data(frame.utf8)) == BithumbWebSocket.events(from: Data(frame.utf8)))
    #expect(try BithumbWebSocket.decode(frame) == BithumbWebSocket.events(from: frame))
    let rest = Data(Fixtures.bithumbRESTStringTime.utf8)
    #expect(try BithumbREST.decodeOrderBook(rest) == BithumbREST.orderBook(from: rest))
  }

  @available(*, deprecated)
  @Test("UpbitWebSocket.decode, BinanceWebSocket.decode and BinanceREST.decodeDepth")
  func upbitAndBinance() throws {
    let upbit = Data(Fixtures.upbitOrderBook.utf8)
    #expect(try UpbitWebSocket.decode(upbit) == UpbitWebSocket.events(from: upbit))
    let update = Data(Fixtures.binanceDepthUpdate.utf8)
    #expect(try BinanceWebSocket.decode(update) == BinanceWebSocket.events(from: update))
    let depth = Data(Fixtures.binanceDepthSnapshot.utf8)
    #expect(try BinanceREST.decodeDepth(depth) == BinanceREST.orderBook(from: depth))
  }

  @available(*, deprecated)
  @Test("QuotationWebSocket.decode (bytes and text), QuotationREST.decodeOrderBooks and decodeTrades")
  func quotation() throws {
    let frame = QuotationFixtures.webSocketOrderBook
    #expect(
      try QuotationWebSocket.decode(Data(frame.utf8), dialect: .bithumb)
        == QuotationWebSocket.message(from: Data(frame.utf8), dialect: .bithumb))
    #expect(
      try QuotationWebSocket.decode(frame, dialect: .bithumb)
        == QuotationWebSocket.message(from: frame, dialect: .bithumb))
    let books = Data(QuotationFixtures.restOrderBook.utf8)
    #expect(try QuotationREST.decodeOrderBooks(books) == QuotationREST.orderBooks(from: books))
    let trades = Data(QuotationFixtures.restTrades.utf8)
    #expect(try QuotationREST.decodeTrades(trades) == QuotationREST.trades(from: trades))
  }
}
