import Foundation
import Testing

@testable import OrderBookKit

@Suite("Upbit and Binance decoding")
struct VenueDecodingTests {
  @Test("Upbit orderbook: numbers read exactly; zero-size padding skipped")
  func upbit() throws {
    let events = try UpbitWebSocket.events(from: Data(Fixtures.upbitOrderBook.utf8))
    let expected = OrderBookSnapshot(
      bids: [try level("80838000", "2.5303265"), try level("80830000", "5"), try level("80812000", "0.00000001")],
      asks: [try level("80873000", "0.57100696"), try level("80880000", "1")],
      time: try milliseconds(1_723_102_637_444)
    )
    #expect(events == [.snapshot(expected, symbol: "KRW-BTC")])
  }

  @Test("Upbit: other types and unrepresentable sizes are typed errors")
  func upbitErrors() {
    let trade = Fixtures.upbitOrderBook.replacingOccurrences(of: #""type":"orderbook""#, with: #""type":"trade""#)
    #expect(throws: FeedDecodingError.unsupportedMessageType("trade")) {
      try UpbitWebSocket.events(from: Data(trade.utf8))
    }
    let fine = Fixtures.upbitOrderBook.replacingOccurrences(of: "0.57100696", with: "0.571006961")
    #expect(
      throws: FeedDecodingError.invalidDecimal(
        field: "orderbook_units[0].ask_size",
        .tooManyFractionDigits(text: "0.571006961", maximum: 8)
      )
    ) { try UpbitWebSocket.events(from: Data(fine.utf8)) }
    let text = Fixtures.upbitOrderBook.replacingOccurrences(of: "\"ask_size\":1,", with: "\"ask_size\":\"1\",")
    #expect(throws: FeedDecodingError.self) { try UpbitWebSocket.events(from: Data(text.utf8)) }
  }

  @Test("Binance depthUpdate: changes, update-id range and event time")
  func binanceUpdate() throws {
    let events = try BinanceWebSocket.events(from: Data(Fixtures.binanceDepthUpdate.utf8))
    let expected = OrderBookUpdate(
      changes: [try change(.bid, "0.0024", "10"), try change(.bid, "0.0023", "0"), try change(.ask, "0.0026", "100")],
      sequence: 157...160,
      time: try milliseconds(1_723_102_637_800)
    )
    #expect(events == [.update(expected, symbol: "BNBBTC")])
    let old = try BinanceWebSocket.events(from: Data(Fixtures.binanceDepthUpdate2017.utf8))
    guard case .update(let update, "ZRXETH") = old.first else {
      Issue.record("expected a ZRXETH update")
      return
    }
    #expect(update.sequence == 412_371...412_373)
    #expect(update.changes.count == 3)
    let combined = try BinanceWebSocket.events(from: Data(Fixtures.binanceCombined.utf8))
    #expect(combined.first?.symbol == "BNBBTC")
  }

  @Test("Binance: U after u, bad levels and other events are typed errors")
  func binanceErrors() {
    let reversed = Fixtures.binanceDepthUpdate.replacingOccurrences(of: #""U":157"#, with: #""U":161"#)
    #expect(throws: FeedDecodingError.invalidValue(field: "U", value: "161", expected: "at most u (160)")) {
      try BinanceWebSocket.events(from: Data(reversed.utf8))
    }
    let badLevel = Fixtures.binanceDepthUpdate.replacingOccurrences(of: #"["0.0026","100"]"#, with: #"["0.0026"]"#)
    #expect(throws: FeedDecodingError.self) { try BinanceWebSocket.events(from: Data(badLevel.utf8)) }
    let badPrice = Fixtures.binanceDepthUpdate.replacingOccurrences(of: #""0.0026""#, with: #""0.0026x""#)
    #expect(throws: FeedDecodingError.invalidDecimal(field: "a[0][0]", .invalidCharacter(text: "0.0026x", offset: 6))) {
      try BinanceWebSocket.events(from: Data(badPrice.utf8))
    }
    let trade = Fixtures.binanceDepthUpdate.replacingOccurrences(of: "depthUpdate", with: "trade")
    #expect(throws: FeedDecodingError.unsupportedMessageType("trade")) {
      try BinanceWebSocket.events(from: Data(trade.utf8))
    }
  }

  @Test("Binance REST depth: lastUpdateId becomes the sequence, and the stream syncs on top")
  func binanceSnapshot() throws {
    let snapshot = try BinanceREST.orderBook(from: Data(Fixtures.binanceDepthSnapshot.utf8))
    #expect(snapshot.sequence == 158)
    #expect(snapshot.bids.first == (try level("0.0024", "14")))
    var sync = OrderBookSynchronizer(symbol: "BNBBTC", policy: .sequence)
    for event in try BinanceWebSocket.events(from: Data(Fixtures.binanceDepthUpdate.utf8)) { sync.receive(event) }
    #expect(sync.receive(snapshot) == .snapshotApplied(replayed: 1, dropped: 0, isCrossed: false))
    for event in try BinanceWebSocket.events(from: Data(Fixtures.binanceCombined.utf8)) {
      #expect(sync.receive(event) == .applied(isCrossed: false))
    }
    #expect(texts(sync.book.bids) == ["0.0024@10", "0.0022@6.4"])
    #expect(texts(sync.book.asks) == ["0.0027@3"])
  }
}
