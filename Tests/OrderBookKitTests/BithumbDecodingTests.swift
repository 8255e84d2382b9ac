import Foundation
import Testing

@_spi(Reference) @testable import OrderBookKit

@Suite("Bithumb decoding")
struct BithumbDecodingTests {
  /// Both decoding paths, checked to agree, and the one-pass reader checked to have read the message.
  func decodeBoth(_ text: String) throws -> [MarketEvent] {
    let data = Data(text.utf8)
    let scanned = bithumbOnePass(Array(data))
    #expect(scanned != nil, "left to JSONDecoder")
    let reference = try BithumbWebSocket.decodeWithJSONDecoder(data)
    let expected: Result<[MarketEvent], FeedDecodingError> = .success(reference)
    #expect(scanned == expected)
    #expect(try BithumbWebSocket.events(from: text) == reference)
    #expect(try BithumbWebSocket.events(from: data) == reference)
    return reference
  }

  @Test("orderbookdepth with a string datetime: one update, absolute quantities, deletions as zero")
  func depthStringTime() throws {
    let events = try decodeBoth(Fixtures.bithumbDepthStringTime)
    let expected = OrderBookUpdate(
      changes: [
        LevelChange(side: .ask, price: try price("745.1"), quantity: .zero, orderCount: 0),
        LevelChange(side: .ask, price: try price("745.3"), quantity: try quantity("18250.4411"), orderCount: 3),
        LevelChange(side: .ask, price: try price("746"), quantity: try quantity("5000"), orderCount: 1),
        LevelChange(side: .bid, price: try price("744.8"), quantity: .zero, orderCount: 0),
        LevelChange(side: .bid, price: try price("744.9"), quantity: try quantity("9021.05"), orderCount: 2),
        LevelChange(side: .bid, price: try price("743.7"), quantity: try quantity("120000"), orderCount: 7),
      ],
      time: ExchangeTimestamp(microseconds: 1_723_102_637_709_512)
    )
    #expect(events == [.update(expected, symbol: "XRP_KRW")])
  }

  @Test("orderbookdepth with a number datetime and two symbols: one event per symbol, in order")
  func depthTwoSymbols() throws {
    let events = try decodeBoth(Fixtures.bithumbDepthNumberTimeTwoSymbols)
    #expect(events.map(\.symbol) == ["BTC_KRW", "ETH_KRW"])
    guard case .update(let btc, _) = events.first else {
      Issue.record("expected an update")
      return
    }
    #expect(btc.changes.map(\.side) == [.ask, .bid, .bid])
    #expect(btc.changes.last?.isRemoval == true)
    #expect(btc.time == ExchangeTimestamp(microseconds: 1_723_102_637_710_004))
  }

  @Test("transaction: buySellGb 1 is a taker sell, 2 a taker buy; contDtm is Seoul time")
  func transactions() throws {
    let events = try decodeBoth(Fixtures.bithumbTransactions)
    let sell = Trade(
      takerSide: .sell,
      price: try price("80838000"),
      quantity: try quantity("0.0086"),
      time: ExchangeTimestamp(microseconds: 1_723_102_637_812_345)
    )
    let buy = Trade(
      takerSide: .buy,
      price: try price("80873000"),
      quantity: try quantity("0.01"),
      time: try milliseconds(1_723_102_637_913)
    )
    #expect(events == [.trade(sell, symbol: "BTC_KRW"), .trade(buy, symbol: "BTC_KRW")])
  }

  @Test("ticker: exact prices, long statistics as Decimal, Seoul date and time")
  func ticker() throws {
    let events = try decodeBoth(Fixtures.bithumbTicker)
    guard case .ticker(let ticker) = events.first else {
      Issue.record("expected a ticker")
      return
    }
    #expect(ticker.symbol == "BTC_KRW")
    #expect(ticker.window == "24H")
    #expect(ticker.time.microsecondsSince1970 == 1_723_102_637_000_000)
    #expect(ticker.closePrice == (try price("80855000")))
    #expect(ticker.value.description == "198372645018.40311927350127691")
    #expect(ticker.volumePower.description == "106.97")
    let bad = Fixtures.bithumbTicker.replacingOccurrences(of: #""chgRate":"2.21""#, with: #""chgRate":"2.21e0""#)
    #expect(throws: FeedDecodingError.invalidDecimal(field: "content.chgRate", .exponentNotation(text: "2.21e0"))) {
      try BithumbWebSocket.events(from: bad)
    }
  }

  @Test("Status messages")
  func status() throws {
    #expect(
      try decodeBoth(Fixtures.bithumbConnected) == [
        .status(FeedStatus(code: "0000", message: "Connected Successfully"))
      ])
    let events = try decodeBoth(Fixtures.bithumbInvalidFilter)
    guard case .status(let status) = events.first else {
      Issue.record("expected a status")
      return
    }
    #expect(!status.isSuccess)
    #expect(events.first?.symbol == nil)
  }

  @Test(
    "Malformed messages fail with an error naming the field",
    arguments: [
      (
        #"{"type":"orderbookdepth","content":{"list":[{"symbol":"BTC_KRW","orderType":"ask","price":"1e5","quantity":"1","total":"1"}],"datetime":"1"}}"#,
        FeedDecodingError.invalidDecimal(field: "content.list[0].price", .exponentNotation(text: "1e5"))
      ),
      (
        #"{"type":"orderbookdepth","content":{"list":[{"symbol":"A","orderType":"ask","price":"1","quantity":"1"},{"symbol":"A","orderType":"buy","price":"1","quantity":"1"}],"datetime":"1"}}"#,
        .invalidValue(field: "content.list[1].orderType", value: "buy", expected: #""bid" or "ask""#)
      ),
      (
        #"{"type":"orderbookdepth","content":{"list":[{"symbol":"A","orderType":"bid","price":"1"}],"datetime":"1"}}"#,
        .missingField("content.list[0].quantity")
      ),
      (
        #"{"type":"orderbookdepth","content":{"list":[{"symbol":"A","orderType":"bid","price":1,"quantity":"1"}],"datetime":"1"}}"#,
        .wrongType(field: "content.list[0].price", expected: "a string")
      ),
      (
        #"{"type":"orderbookdepth","content":{"list":[{"symbol":"A","orderType":"bid","price":"1","quantity":"-2"}],"datetime":"1"}}"#,
        .invalidDecimal(field: "content.list[0].quantity", .negative(text: "-2"))
      ),
      (
        #"{"type":"orderbookdepth","content":{"list":[{"symbol":"A","orderType":"bid","price":"0","quantity":"2"}],"datetime":"1"}}"#,
        .invalidValue(field: "content.list[0].price", value: "0", expected: "a price above zero")
      ),
      (
        #"{"type":"orderbookdepth","content":{"list":[{"symbol":"A","orderType":"bid","price":"1","quantity":"2","total":"x"}],"datetime":"1"}}"#,
        .invalidValue(
          field: "content.list[0].total", value: "x", expected: "an integer from 0 to 4294967294 in plain digits")
      ),
      (
        #"{"type":"orderbookdepth","content":{"list":[],"datetime":"+1"}}"#,
        .invalidValue(
          field: "content.datetime", value: "+1", expected: "an integer from 0 to 9223372036854775807 in plain digits")
      ),
      (
        #"{"type":"orderbookdepth","content":{"list":[]}}"#,
        .missingField("content.datetime")
      ),
      (
        #"{"type":"transaction","content":{"list":[{"symbol":"A","buySellGb":"3","contPrice":"1","contQty":"1","contDtm":"2024-08-08 16:37:17.1"}]}}"#,
        .invalidValue(field: "content.list[0].buySellGb", value: "3", expected: #""1" or "2""#)
      ),
      (
        #"{"type":"transaction","content":{"list":[{"symbol":"A","buySellGb":"1","contPrice":"1","contQty":"1","contDtm":"2023-02-29 10:00:00"}]}}"#,
        .invalidValue(
          field: "content.list[0].contDtm", value: "2023-02-29 10:00:00",
          expected: "a Seoul time as yyyy-MM-dd HH:mm:ss[.SSSSSS]")
      ),
      (
        #"{"type":"transaction","content":{"list":[{"symbol":"","buySellGb":"1","contPrice":"1","contQty":"1","contDtm":"2024-08-08 16:37:17"}]}}"#,
        .invalidValue(field: "content.list[0].symbol", value: "", expected: "a symbol")
      ),
      (#"{"type":"orderbooksnapshot","content":{}}"#, .unsupportedMessageType("orderbooksnapshot")),
      (#"{"resmsg":"no status"}"#, .missingField("status")),
      (#"[1,2]"#, .wrongType(field: "(root)", expected: "an object")),
    ]
  )
  func malformed(text: String, expected: FeedDecodingError) {
    #expect(throws: expected) { try BithumbWebSocket.events(from: text) }
    #expect(throws: expected) { try BithumbWebSocket.events(from: Data(text.utf8)) }
  }

  @Test("Bytes that are not JSON are an invalid-JSON error")
  func notJSON() {
    for text in ["", "{", "not json", #"{"type":"orderbookdepth","content":{"list":[],"datetime":"1"}} trailing"#] {
      #expect(throws: FeedDecodingError.self) { try BithumbWebSocket.events(from: text) }
    }
    #expect(throws: FeedDecodingError.self) { try BithumbWebSocket.events(from: Data([0xFF, 0xFE, 0x00])) }
  }

  @Test("REST order book: timestamp as string or number, symbol from the currencies")
  func restSnapshot() throws {
    let byString = try BithumbREST.orderBook(from: Data(Fixtures.bithumbRESTStringTime.utf8))
    #expect(byString.symbol == "BTC_KRW")
    #expect(byString.snapshot.time == (try milliseconds(1_723_102_637_709)))
    #expect(byString.snapshot.bids.first == (try level("80838000", "0.0586")))
    #expect(byString.snapshot.asks.count == 3)
    let byNumber = try BithumbREST.orderBook(from: Data(Fixtures.bithumbRESTNumberTime.utf8))
    #expect(byNumber.symbol == "ETH_KRW")
    #expect(byNumber.snapshot.time == byString.snapshot.time)
    #expect(byNumber.event == .snapshot(byNumber.snapshot, symbol: "ETH_KRW"))
    #expect(throws: FeedDecodingError.exchangeError(name: "5600", message: "거래 진행중인 코인이 아닙니다.")) {
      try BithumbREST.orderBook(from: Data(Fixtures.bithumbRESTError.utf8))
    }
    let bad = Fixtures.bithumbRESTStringTime.replacingOccurrences(
      of: #""quantity":"0.3311""#, with: #""quantity":"0.3311 ""#)
    #expect(
      throws: FeedDecodingError.invalidDecimal(
        field: "data.bids[1].quantity", .invalidCharacter(text: "0.3311 ", offset: 6))
    ) {
      try BithumbREST.orderBook(from: Data(bad.utf8))
    }
  }
}

@Suite("Seoul wall-clock times")
struct SeoulDateTimeTests {
  func read(_ text: String) throws(FeedDecodingError) -> ExchangeTimestamp {
    try text.withWireBytes { bytes throws(FeedDecodingError) in try SeoulDateTime.timestamp(bytes) { "t" } }
  }

  @Test("Fraction digits set the precision; the offset is nine hours")
  func precision() throws {
    #expect(try read("2024-08-08 16:37:17") == ExchangeTimestamp(1_723_102_637, .seconds))
    #expect(try read("2024-08-08 16:37:17.9") == ExchangeTimestamp(1_723_102_637_900, .milliseconds))
    #expect(try read("2024-08-08 16:37:17.9139") == ExchangeTimestamp(microseconds: 1_723_102_637_913_900))
    #expect(try read("1970-01-01 09:00:00") == ExchangeTimestamp(0, .seconds))
    #expect(try read("2024-02-29 00:00:00.000001").microsecondsSince1970 == 1_709_132_400_000_001)
  }

  @Test(
    "Impossible dates and other shapes are errors",
    arguments: [
      "2024-13-01 00:00:00", "2024-04-31 00:00:00", "2023-02-29 00:00:00", "2024-01-01 24:00:00",
      "2024-01-01 00:60:00", "2024-01-01 00:00:60", "2024-01-01T00:00:00", "2024-01-01 00:00:00.",
      "2024-01-01 00:00:00.1234567", "24-01-01 00:00:00", "2024-01-01 00:00:00Z", "",
    ])
  func invalid(text: String) {
    #expect(throws: FeedDecodingError.self) { try read(text) }
  }
}

@Suite("Exchange timestamps")
struct ExchangeTimestampTests {
  @Test("Comparison at the reference's precision")
  func precision() throws {
    let snapshot = try milliseconds(1_723_102_637_709)
    #expect(!ExchangeTimestamp(microseconds: 1_723_102_637_709_999).isBefore(snapshot))
    #expect(ExchangeTimestamp(microseconds: 1_723_102_637_708_999).isBefore(snapshot))
    #expect(snapshot.isBefore(ExchangeTimestamp(microseconds: 1_723_102_637_709_001)))
    #expect(ExchangeTimestamp(microseconds: -1).truncated(to: .milliseconds).microsecondsSince1970 == -1_000)
    #expect(snapshot.description == "1723102637709ms")
    #expect(ExchangeTimestamp(Int64.max, .milliseconds) == nil)
  }

  @Test("Extreme instants clamp instead of trapping")
  func extremes() {
    let earliest = ExchangeTimestamp(microseconds: .min)
    #expect(earliest.truncated(to: .seconds).microsecondsSince1970 == .min)
    #expect(earliest.isBefore(ExchangeTimestamp(microseconds: .max)))
    #expect(!ExchangeTimestamp(microseconds: .max).isBefore(earliest))
  }
}
