import Foundation
import Testing

@testable import OrderBookKit

@Suite("API 2.0 order books and trades")
struct QuotationDecodingTests {
  @Test("REST order book: 30 units, millisecond timestamp, zero sizes dropped")
  func restOrderBook() throws {
    let books = try QuotationREST.orderBooks(from: Data(QuotationFixtures.restOrderBook.utf8))
    let book = try #require(books.first)
    #expect(books.count == 1 && book.symbol == "KRW-BTC")
    #expect(book.snapshot.time == ExchangeTimestamp(milliseconds: 1_785_397_720_965))
    #expect(book.snapshot.asks.count == 29 && book.snapshot.bids.count == 29)
    #expect(book.snapshot.bids.first == (try level("91196000", "0.0002")))
    #expect(!book.snapshot.asks.contains { $0.price == (try? price("91234000")) })
    let orderBook = try OrderBook(book.snapshot)
    #expect(orderBook.bestBid?.price == (try price("91196000")))
    #expect(orderBook.bestAsk?.price == (try price("91226000")))
  }

  @Test("WebSocket order book: binary frame, microsecond timestamp, a whole book that replaces the last")
  func webSocketOrderBook() throws {
    let message = try QuotationWebSocket.message(
      from: Data(QuotationFixtures.webSocketOrderBook.utf8), dialect: .bithumb)
    guard case .orderBook(let book) = message else {
      Issue.record("expected a book, got \(message)")
      return
    }
    #expect(book.symbol == "KRW-BTC")
    #expect(book.snapshot.time == ExchangeTimestamp(microseconds: 1_785_397_747_576_054))
    #expect(book.snapshot.time?.precision == .microseconds)
    #expect(book.snapshot.bids.count == 12 && book.snapshot.asks.count == 14)
    #expect(try QuotationWebSocket.message(from: QuotationFixtures.webSocketOrderBook, dialect: .bithumb) == message)
    // Replace, don't merge: a second whole book leaves none of the first's levels.
    var synchronizer = OrderBookSynchronizer(symbol: "KRW-BTC", policy: .fullSnapshot)
    for event in message.events { synchronizer.receive(event) }
    let thin = try QuotationWebSocket.message(from: QuotationFixtures.simpleOrderBook, dialect: .bithumb)
    for event in thin.events { synchronizer.receive(event) }
    #expect(synchronizer.book.bids.count == 1 && synchronizer.book.asks.count == 2)
  }

  @Test("The order book timestamp's unit comes from its digits, as a number or a string")
  func bookTimestampUnits() throws {
    let milliseconds = QuotationFixtures.webSocketOrderBook.replacingOccurrences(
      of: "1785397747576054", with: "\"1785397747576\"")
    guard case .orderBook(let book) = try QuotationWebSocket.message(from: milliseconds, dialect: .upbit) else {
      Issue.record("expected a book")
      return
    }
    #expect(book.snapshot.time == ExchangeTimestamp(milliseconds: 1_785_397_747_576))
    let seconds = QuotationFixtures.webSocketOrderBook.replacingOccurrences(of: "1785397747576054", with: "1785397747")
    #expect(
      throws: FeedDecodingError.invalidValue(
        field: "timestamp", value: "1785397747", expected: "milliseconds (13 digits) or microseconds (16 digits)")
    ) { try QuotationWebSocket.message(from: seconds, dialect: .bithumb) }
  }

  @Test("SIMPLE abbreviations (obu.ap, tms) read like DEFAULT")
  func simpleOrderBook() throws {
    guard
      case .orderBook(let book) = try QuotationWebSocket.message(
        from: QuotationFixtures.simpleOrderBook, dialect: .bithumb)
    else {
      Issue.record("expected a book")
      return
    }
    #expect(book.snapshot.asks == [try level("91196000", "0.1995"), try level("91209000", "0.0224")])
    #expect(book.snapshot.bids == [try level("91171000", "0.0289")])
  }

  @Test("Trades: 17- and 18-digit sequential ids exact, as numbers or strings, never through Double")
  func sequentialIDs() throws {
    let rest = try QuotationREST.trades(from: Data(QuotationFixtures.restTrades.utf8))
    #expect(rest.map(\.sequentialID) == [17_853_976_619_640_000, 17_853_975_547_630_000, 17_853_972_046_270_000])
    #expect(
      rest[0].trade
        == Trade(
          takerSide: .buy, price: try price("9620"), quantity: try quantity("10.07"),
          time: ExchangeTimestamp(milliseconds: 1_785_397_661_964)))
    guard
      case .trade(let live) = try QuotationWebSocket.message(
        from:
          Data(QuotationFixtures.webSocketTrade.utf8), dialect: .bithumb)
    else {
      Issue.record("expected a trade")
      return
    }
    // 921046844841158138 is not a Double: the nearest one is 921046844841158144.
    #expect(live.sequentialID == 921_046_844_841_158_138)
    #expect(Double(exactly: 921_046_844_841_158_138.0).map(UInt64.init) != live.sequentialID)
    #expect(live.trade.takerSide == .sell)
    guard case .trade(let quoted) = try QuotationWebSocket.message(from: QuotationFixtures.ccxtTrade, dialect: .bithumb)
    else {
      Issue.record("expected a trade")
      return
    }
    #expect(quoted.sequentialID == 862_683_813_820_523_888)
    guard
      case .trade(let simple) = try QuotationWebSocket.message(from: QuotationFixtures.simpleTrade, dialect: .bithumb)
    else {
      Issue.record("expected a trade")
      return
    }
    #expect(simple == live)
  }

  @Test("A QuotationTrade is an ExecutedTrade: all the id's digits, whole milliseconds, exact values, the taker's side")
  func executedTrade() throws {
    let rest = try QuotationREST.trades(from: Data(QuotationFixtures.restTrades.utf8))
    #expect(rest.map(\.tradeID) == ["17853976619640000", "17853975547630000", "17853972046270000"])
    #expect(rest[0].executedAtMilliseconds == 1_785_397_661_964)
    #expect(rest[0].executedPrice == (try price("9620")))
    #expect(rest[0].executedQuantity == (try quantity("10.07")))
    #expect(rest[0].isTakerBuy)
    guard
      case .trade(let live) = try QuotationWebSocket.message(from: QuotationFixtures.webSocketTrade, dialect: .bithumb)
    else {
      Issue.record("expected a trade")
      return
    }
    // 18 digits, which a Double would round to ...144.
    #expect(live.tradeID == "921046844841158138")
    #expect(!live.isTakerBuy)
    #expect(live.executedQuantity == (try quantity("0.00021931")))
    // Microseconds are cut to whole milliseconds; no time reads as nil.
    let fine = QuotationTrade(
      symbol: "KRW-BTC", sequentialID: 1,
      trade: Trade(
        takerSide: .sell, price: try price("1"), quantity: try quantity("1"),
        time: ExchangeTimestamp(microseconds: 1_785_397_735_004_999)))
    #expect(fine.executedAtMilliseconds == 1_785_397_735_004)
    let untimed = QuotationTrade(
      symbol: "KRW-BTC", sequentialID: 2,
      trade: Trade(takerSide: .buy, price: try price("1"), quantity: try quantity("1")))
    #expect(untimed.executedAtMilliseconds == nil)
  }

  @Test("REST trade date and time are UTC; the WebSocket's are Seoul time on Bithumb and UTC on Upbit")
  func tradeClocks() throws {
    let rest = QuotationFixtures.restTrades.replacingOccurrences(of: "\"timestamp\": 1785397661964,", with: "")
    // "2026-07-30" "07:47:41" UTC.
    #expect(
      try QuotationREST.trades(from: Data(rest.utf8))[0].trade.time
        == ExchangeTimestamp(milliseconds: 1_785_397_661_000))
    let live = QuotationFixtures.webSocketTrade.replacingOccurrences(
      of: "\"trade_timestamp\": 1785397735004,", with: "")
    // "2026-07-30" "16:48:55" Seoul is 07:48:55 UTC.
    guard case .trade(let bithumb) = try QuotationWebSocket.message(from: live, dialect: .bithumb),
      case .trade(let upbit) = try QuotationWebSocket.message(from: live, dialect: .upbit)
    else {
      Issue.record("expected trades")
      return
    }
    #expect(bithumb.trade.time == ExchangeTimestamp(milliseconds: 1_785_397_735_000))
    #expect(upbit.trade.time == ExchangeTimestamp(milliseconds: 1_785_397_735_000 + 32_400_000))
  }

  @Test("Exponent numbers, status frames, error frames and malformed fields")
  func edges() throws {
    let exponent = QuotationFixtures.simpleTrade.replacingOccurrences(of: "\"tv\":0.00021931", with: "\"tv\":5.0E-4")
    guard case .trade(let trade) = try QuotationWebSocket.message(from: exponent, dialect: .bithumb) else {
      Issue.record("expected a trade")
      return
    }
    #expect(trade.trade.quantity == (try quantity("0.0005")))
    #expect(try QuotationWebSocket.message(from: #"{"status":"UP"}"#, dialect: .bithumb) == .status("UP"))
    #expect(throws: FeedDecodingError.exchangeError(name: "WRONG_FORMAT", message: "잘못된 요청입니다.")) {
      try QuotationWebSocket.message(
        from: #"{"error":{"name":"WRONG_FORMAT","message":"잘못된 요청입니다."}}"#, dialect: .bithumb)
    }
    #expect(throws: FeedDecodingError.unsupportedMessageType("ticker")) {
      try QuotationWebSocket.message(from: #"{"type":"ticker","code":"KRW-BTC"}"#, dialect: .bithumb)
    }
    let badSide = QuotationFixtures.simpleTrade.replacingOccurrences(of: "\"ab\":\"ASK\"", with: "\"ab\":\"SELL\"")
    #expect(throws: FeedDecodingError.invalidValue(field: "ab", value: "SELL", expected: "\"ASK\" or \"BID\"")) {
      try QuotationWebSocket.message(from: badSide, dialect: .bithumb)
    }
    let badSize = QuotationFixtures.simpleOrderBook.replacingOccurrences(of: "\"as\":0.0224", with: "\"as\":-1")
    #expect(throws: FeedDecodingError.invalidDecimal(field: "obu[1].as", .negative(text: "-1"))) {
      try QuotationWebSocket.message(from: badSize, dialect: .bithumb)
    }
    let missingUnits = QuotationFixtures.restOrderBook.replacingOccurrences(
      of: "\"orderbook_units\"", with: "\"units\"")
    #expect(throws: FeedDecodingError.missingField("[0].orderbook_units")) {
      try QuotationREST.orderBooks(from: Data(missingUnits.utf8))
    }
    #expect(throws: FeedDecodingError.self) {
      try QuotationWebSocket.message(from: Data([0xEF, 0xBB]), dialect: .bithumb)
    }
  }
}

@Suite("The exact decimals moved to DomainKitsCore")
struct MovedDecimalsTests {
  @Test("OrderBookKit's names still resolve, to the shared types")
  func names() throws {
    let shared = DomainKitsCore.Price("401.20")
    let price: OrderBookKit.Price = try #require(shared)
    #expect(price.description == "401.2")
    #expect(OrderBookKit.Quantity.self == DomainKitsCore.Quantity.self)
    #expect(OrderBookKit.WideDecimal.self == DomainKitsCore.WideDecimal.self)
  }
}
