import Foundation
import PropertyBased
import Testing

@_spi(Reference) @testable import OrderBookKit

@Suite("API 2.0 orderbook and trade frames on the one-pass reader, against the tree decoder and JSONDecoder")
struct QuotationFrameTests {
  /// The fixtures the changes below start from.
  enum Base {
    case book, simpleBook, trade, simpleTrade

    var text: String {
      switch self {
      case .book: QuotationFixtures.webSocketOrderBook
      case .simpleBook: QuotationFixtures.simpleOrderBook
      case .trade: QuotationFixtures.webSocketTrade
      case .simpleTrade: QuotationFixtures.simpleTrade
      }
    }

    /// The fixture with the first occurrence of each replacement's text replaced, in order.
    func replacing(_ replacements: [(String, String)]) -> String {
      var text = self.text
      for (old, new) in replacements {
        if let range = text.range(of: old) { text.replaceSubrange(range, with: new) }
      }
      return text
    }
  }

  @Test("Captured, quoted and documented frames: the same book, trade, status or error, read in one pass")
  func fixtures() {
    for text in [
      QuotationFixtures.webSocketOrderBook, QuotationFixtures.simpleOrderBook, QuotationFixtures.webSocketTrade,
      QuotationFixtures.ccxtTrade, QuotationFixtures.simpleTrade, #"{"status":"UP"}"#, #"{"status":"U\u0050"}"#,
      Base.trade.replacing([("\"trade_timestamp\": 1785397735004,", "")]),
      Base.simpleTrade.replacing([("\"ttms\":1785397735004,", "")]),
      #"{"type":"ticker","code":"KRW-BTC"}"#, #"{"ty":"ticker","cd":"KRW-BTC"}"#, #"{"status":5}"#,
      #"{"status":"UP","type":"trade"}"#,
      #"{"type":"orderbook","code":"KRW-BTC","timestamp":1785397747576,"#
        + #""orderbook_units":[]}"#,
    ] {
      expectMessageAgreement(Array(text.utf8))
      #expect(isReadInOnePass(text), "left to the tree: \(text.prefix(60))")
    }
    // An exchange's error frame, and what is not a JSON object, are the tree decoder's, which names them.
    for text in [
      #"{"error":{"name":"NO_TICKET","message":"요청 티켓이 없습니다."}}"#, #"{"error":{"name":400}}"#, "[1]", #""x""#,
      "", "{", #"{"type":"trade",}"#,
    ] {
      expectMessageAgreement(Array(text.utf8))
      #expect(!isReadInOnePass(text), "read in one pass: \(text.prefix(60))")
    }
  }

  @Test("The fixtures decode to what the tree decoder gave before, read in one pass")
  func fixtureValues() throws {
    let book = try QuotationWebSocket.message(from: Data(QuotationFixtures.webSocketOrderBook.utf8), dialect: .bithumb)
    guard case .orderBook(let snapshot) = book else {
      Issue.record("expected a book, got \(book)")
      return
    }
    #expect(snapshot.symbol == "KRW-BTC")
    #expect(snapshot.snapshot.time == ExchangeTimestamp(microseconds: 1_785_397_747_576_054))
    #expect(snapshot.snapshot.bids.count == 12 && snapshot.snapshot.asks.count == 14)
    #expect(snapshot.snapshot.asks.first == (try level("91196000", "0.1995")))
    #expect(snapshot.snapshot.bids.first == (try level("91171000", "0.0289")))
    let trade = try QuotationWebSocket.message(from: QuotationFixtures.webSocketTrade, dialect: .bithumb)
    let expected = QuotationMessage.trade(
      QuotationTrade(
        symbol: "KRW-BTC", sequentialID: 921_046_844_841_158_138,
        trade: Trade(
          takerSide: .sell, price: try price("91196000"), quantity: try quantity("0.00021931"),
          time: ExchangeTimestamp(milliseconds: 1_785_397_735_004))))
    #expect(trade == expected)
  }

  /// Changes to a fixture, and whether the one-pass reader must read the result itself.
  static let changes: [(base: Base, replacements: [(String, String)], isScanned: Bool)] = [
    // The envelope and the type.
    (.book, [("\"type\": \"orderbook\",", "")], true),
    (.book, [("\"type\": \"orderbook\"", "\"type\": null")], true),
    (.book, [("\"type\": \"orderbook\"", "\"type\": 7")], true),
    (.book, [("\"type\": \"orderbook\"", "\"type\": \"ticker\"")], true),
    (.book, [("\"type\": \"orderbook\"", "\"type\": \"orderb\\u006Fok\"")], true),
    (.book, [("\"type\": \"orderbook\"", "\"type\": \"ticker\""), ("\"code\": \"KRW-BTC\",", "")], true),
    (.book, [("\"level\": 1", "\"level\": 1, \"ty\": \"orderbook\"")], true),
    (.book, [("\"level\": 1", "\"level\": 1, \"ty\": null")], true),
    (.book, [("\"level\": 1", "\"level\": 1, \"status\": \"UP\"")], true),
    (.book, [("\"level\": 1", "\"level\": 1, \"error\": \"x\"")], true),
    (.book, [("\"level\": 1", "\"level\": 1, \"error\": {\"name\": \"NO_TICKET\"}")], false),
    // The code.
    (.book, [("\"code\": \"KRW-BTC\"", "\"code\": \"\"")], true),
    (.book, [("\"code\": \"KRW-BTC\"", "\"code\": 5")], true),
    (.book, [("\"code\": \"KRW-BTC\"", "\"code\": \"KRW-\\u0042TC\"")], true),
    (.book, [("\"code\": \"KRW-BTC\"", "\"code\": \"비트-BTC\"")], true),
    // The timestamp's unit and form.
    (.book, [("\"timestamp\": 1785397747576054", "\"timestamp\": \"1785397747576054\"")], true),
    (.book, [("\"timestamp\": 1785397747576054", "\"timestamp\": 1785397747576")], true),
    (.book, [("\"timestamp\": 1785397747576054", "\"timestamp\": 1785397747")], true),
    (.book, [("\"timestamp\": 1785397747576054", "\"timestamp\": 1.785397747576054E15")], true),
    (.book, [("\"timestamp\": 1785397747576054", "\"timestamp\": \"+1785397747576054\"")], true),
    (.book, [("\"timestamp\": 1785397747576054", "\"timestamp\": null")], true),
    (.book, [("\"timestamp\": 1785397747576054", "\"timestamp\": 99999999999999999999")], true),
    (.book, [("\"timestamp\": 1785397747576054", "\"timestamp\": true")], true),
    // The units member.
    (.book, [("\"orderbook_units\"", "\"units\"")], true),
    (.book, [("\"orderbook_units\": [", "\"orderbook_units\": null, \"x\": [")], true),
    (.book, [("\"orderbook_units\": [", "\"orderbook_units\": {}, \"x\": [")], true),
    (.book, [("\"orderbook_units\": [", "\"orderbook_units\": \"[]\", \"x\": [")], true),
    (.book, [("\"orderbook_units\": [", "\"orderbook_units\": [], \"x\": [")], true),
    // A unit that is not an object, first or fourth.
    (.book, [("{ \"ask_price\": 91196000,", "7, { \"ask_price\": 91196000,")], true),
    (.book, [("{ \"ask_price\": 91211000,", "null, { \"ask_price\": 91211000,")], true),
    (.book, [("{ \"ask_price\": 91211000,", "[{ \"ask_price\": 1 }], { \"ask_price\": 91211000,")], true),
    (.book, [("{ \"ask_price\": 91211000,", "\"x\", { \"ask_price\": 91211000,")], true),
    // A unit's fields: missing, null, as strings, in exponents, too many digits, out of range, wrong types.
    (.book, [("\"ask_size\": 0.0688, ", "")], true),
    (.book, [("\"bid_size\": 0.0065 ", "\"bid_size\": null ")], true),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": \"0.0688\"")], true),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": \"0.06\\u00388\"")], true),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": 6.88E-2")], true),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": 0.123456789")], true),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": -0.0688")], true),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": 1E41")], true),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": \"\"")], true),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": true")], true),
    (.book, [("\"bid_price\": 91166000", "\"bid_price\": 9.1166E7")], true),
    (.book, [("\"bid_price\": 91166000", "\"bid_price\": 91166000.123456789")], true),
    (.book, [("\"bid_price\": 91166000", "\"bid_price\": 0")], true),
    (.book, [("\"bid_price\": 91166000", "\"bid_price\": -1")], true),
    (.book, [("\"bid_price\": 91166000", "\"bid_price\": [1]")], true),
    (.book, [("\"bid_price\": 91166000", "\"bid_price\": 1E-41")], true),
    (.book, [("\"ask_price\": 91211000", "\"ask_price\": 0")], true),
    // An error in a unit after one at the top: the top's wins, as on the tree.
    (
      .book, [("\"ask_size\": 0.0688", "\"ask_size\": -1"), ("\"timestamp\": 1785397747576054", "\"timestamp\": 7")],
      true
    ),
    // Two errors in units: the first unit's wins; in one unit, the bid's.
    (.book, [("\"bid_size\": 0.0289", "\"bid_size\": -1"), ("\"ask_size\": 0.0688", "\"ask_size\": -1")], true),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": -1"), ("\"bid_price\": 91166000", "\"bid_price\": 0")], true),
    // Unknown members in a unit, nested ones, SIMPLE names in a DEFAULT unit, the deepest nesting allowed.
    (
      .book,
      [
        (
          "{ \"ask_price\": 91211000,",
          "{ \"x\": {\"a\": [1, {\"b\": null}], \"c\": \"\\u00e9\"}, \"ask_price\": 91211000,"
        )
      ], true
    ),
    (.book, [("{ \"ask_price\": 91211000,", "{ \"ap\": 1, \"as\": -1, \"ask_price\": 91211000,")], true),
    (
      .book,
      [
        (
          "{ \"ask_price\": 91211000,",
          "{ \"deep\": " + String(repeating: "[", count: 29) + String(repeating: "]", count: 29)
            + ", \"ask_price\": 91211000,"
        )
      ], true
    ),
    (
      .book,
      [
        (
          "{ \"ask_price\": 91211000,",
          "{ \"deep\": " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
            + ", \"ask_price\": 91211000,"
        )
      ], false
    ),
    // Repeated and escaped keys, in a unit and at the top; a syntax error after a field error.
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": 0.0688, \"ask_size\": 1")], false),
    (.book, [("\"ask_size\": 0.0688", "\"ask_siz\\u0065\": 0.0688")], false),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": 0.0688, \"ásk\": 1")], false),
    (.book, [("\"level\": 1", "\"level\": 1, \"timestamp\": 1")], false),
    (.book, [("\"code\": \"KRW-BTC\"", "\"\\u0063ode\": \"KRW-BTC\"")], false),
    (.book, [("\"ask_size\": 0.0688", "\"ask_size\": -1"), ("\"level\": 1", "\"level\": 1,")], false),
    (.book, [("\"bid_size\": 0.0065 }", "\"bid_size\": 0.0065, }")], false),
    // SIMPLE books.
    (.simpleBook, [("\"as\":0.0224", "\"as\":-1")], true),
    (.simpleBook, [("\"obu\":[", "\"units\":[")], true),
    (.simpleBook, [("\"ty\":\"orderbook\"", "\"ty\":null")], true),
    (.simpleBook, [("\"tms\":1785397747576054", "\"tms\":\"1785397747576\"")], true),
    (.simpleBook, [("\"bp\":91171000", "\"bp\":-5")], true),
    (.simpleBook, [("\"bs\":0.0289", "\"bs\":0")], true),
    (.simpleBook, [("\"ap\":91209000", "\"ask_price\":91209000")], true),
    (.simpleBook, [("\"obu\":[", "\"obu\":[{},")], true),
    // Trades: the time, from the timestamp or the clock.
    (.trade, [("\"trade_timestamp\": 1785397735004", "\"trade_timestamp\": null")], true),
    (.trade, [("\"trade_timestamp\": 1785397735004", "\"trade_timestamp\": -1")], true),
    (.trade, [("\"trade_timestamp\": 1785397735004", "\"trade_timestamp\": \"1785397735004\"")], true),
    (.trade, [("\"trade_timestamp\": 1785397735004", "\"trade_timestamp\": 1.785397735004E12")], true),
    (.trade, [("\"trade_timestamp\": 1785397735004", "\"trade_timestamp\": 9223372036854775807")], true),
    (.trade, [("\"trade_timestamp\": 1785397735004", "\"trade_timestamp\": \"x\"")], true),
    (
      .trade,
      [
        ("\"trade_timestamp\": 1785397735004,", ""), ("\"trade_date\": \"2026-07-30\"", "\"trade_date\": \"20260730\""),
      ], true
    ),
    (
      .trade,
      [("\"trade_timestamp\": 1785397735004,", ""), ("\"trade_time\": \"16:48:55\"", "\"trade_time\": 164855")], true
    ),
    (.trade, [("\"trade_timestamp\": 1785397735004,", ""), ("\"trade_date\": \"2026-07-30\",", "")], true),
    (
      .trade,
      [
        ("\"trade_timestamp\": 1785397735004,", ""),
        ("\"trade_time\": \"16:48:55\"", "\"trade_time\": \"1\\u0036:48:55\""),
      ], true
    ),
    // The id, the side, the price and the volume.
    (.trade, [("\"sequential_id\": 921046844841158138", "\"sequential_id\": \"921046844841158138\"")], true),
    (.trade, [("\"sequential_id\": 921046844841158138", "\"sequential_id\": -1")], true),
    (.trade, [("\"sequential_id\": 921046844841158138", "\"sequential_id\": 99999999999999999999")], true),
    (.trade, [("\"sequential_id\": 921046844841158138", "\"sequential_id\": 9.21046844841158138E17")], true),
    (.trade, [("\"sequential_id\": 921046844841158138", "\"sequential_id\": null")], true),
    (.trade, [("\"sequential_id\": 921046844841158138", "\"sequential_id\": false")], true),
    (.trade, [("\"ask_bid\": \"ASK\"", "\"ask_bid\": \"SELL\"")], true),
    (.trade, [("\"ask_bid\": \"ASK\"", "\"ask_bid\": \"B\\u0049D\"")], true),
    (.trade, [("\"ask_bid\": \"ASK\"", "\"ask_bid\": 1")], true),
    (.trade, [("\"ask_bid\": \"ASK\",", "")], true),
    (.trade, [("\"trade_price\": 91196000", "\"trade_price\": 0")], true),
    (.trade, [("\"trade_price\": 91196000", "\"trade_price\": -1")], true),
    (.trade, [("\"trade_price\": 91196000", "\"trade_price\": \"91196000\"")], true),
    (.trade, [("\"trade_price\": 91196000", "\"trade_price\": 9.1196E7")], true),
    (.trade, [("\"trade_price\": 91196000", "\"trade_price\": 1.123456789")], true),
    (.trade, [("\"trade_price\": 91196000", "\"trade_price\": {}")], true),
    (.trade, [("\"trade_volume\": 0.00021931", "\"trade_volume\": 5.0E-4")], true),
    (.trade, [("\"trade_volume\": 0.00021931", "\"trade_volume\": -1")], true),
    (.trade, [("\"trade_volume\": 0.00021931,", "")], true),
    (.trade, [("\"trade_volume\": 0.00021931", "\"trade_volume\": 0.000000001")], true),
    // Order: the price's error before the volume's, the id's before the side's.
    (
      .trade,
      [("\"trade_price\": 91196000", "\"trade_price\": 0"), ("\"trade_volume\": 0.00021931", "\"trade_volume\": -1")],
      true
    ),
    (
      .trade,
      [
        ("\"sequential_id\": 921046844841158138", "\"sequential_id\": -1"),
        ("\"ask_bid\": \"ASK\"", "\"ask_bid\": \"X\""),
      ], true
    ),
    // A trade frame typed as a book, unknown members, repeated and escaped keys.
    (.trade, [("\"type\": \"trade\"", "\"type\": \"orderbook\"")], true),
    (
      .trade, [("\"stream_type\": \"SNAPSHOT\"", "\"stream_type\": \"SNAPSHOT\", \"extra\": [{\"sequential_id\": 1}]")],
      true
    ),
    (.trade, [("\"stream_type\": \"SNAPSHOT\"", "\"stream_type\": \"SNAPSHOT\", \"orderbook_units\": 1")], true),
    (.trade, [("\"stream_type\": \"SNAPSHOT\"", "\"stream_type\": \"SNAPSHOT\", \"ask_bid\": \"BID\"")], false),
    (.trade, [("\"ask_bid\": \"ASK\"", "\"\\u0061sk_bid\": \"ASK\"")], false),
    // SIMPLE trades.
    (.simpleTrade, [("\"tv\":0.00021931", "\"tv\":5.0E-4")], true),
    (.simpleTrade, [("\"ab\":\"ASK\"", "\"ab\":\"SELL\"")], true),
    (.simpleTrade, [("\"sid\":921046844841158138", "\"sid\":\"921046844841158138\"")], true),
    (.simpleTrade, [("\"ttms\":1785397735004,", ""), ("\"ttm\":\"16:48:55\"", "\"ttm\":\"25:00:00\"")], true),
    (.simpleTrade, [("\"cd\":\"KRW-BTC\"", "\"code\":\"KRW-BTC\"")], true),
  ]

  @Test(
    "Changed fields: the same message or the same error naming the same field",
    arguments: QuotationFrameTests.changes.indices)
  func changedFields(_ index: Int) {
    let change = Self.changes[index]
    let text = change.base.replacing(change.replacements)
    #expect(text != change.base.text, "the change does not apply")
    expectMessageAgreement(Array(text.utf8))
    #expect(isReadInOnePass(text) == change.isScanned, "\(text)")
  }

  @Test("Errors in units name the unit as the tree decoder does")
  func unitPaths() {
    let cases: [(text: String, error: FeedDecodingError)] = [
      (
        Base.book.replacing([("\"ask_size\": 0.0688", "\"ask_size\": -1")]),
        .invalidDecimal(field: "orderbook_units[3].ask_size", .negative(text: "-1"))
      ),
      (
        Base.book.replacing([("{ \"ask_price\": 91211000,", "null, { \"ask_price\": 91211000,")]),
        .wrongType(field: "orderbook_units[3]", expected: "an object")
      ),
      (
        Base.book.replacing([("\"ask_size\": 0.0688, ", "")]),
        .missingField("orderbook_units[3].ask_size")
      ),
      (
        Base.simpleBook.replacing([("\"bp\":91171000", "\"bp\":0")]),
        .invalidValue(field: "obu[1].bp", value: "0", expected: "a price above zero")
      ),
    ]
    for (text, error) in cases {
      let outcome = decodedMessage { () throws(FeedDecodingError) in
        try QuotationWebSocket.message(from: text, dialect: .bithumb)
      }
      let expected: Result<QuotationMessage, FeedDecodingError> = .failure(error)
      #expect(outcome == expected)
      #expect(isReadInOnePass(text))
    }
  }

  @Test("Generated frames: reordered, spaced, escaped, in exponents, numbers as strings, members unknown or broken")
  func generated() async {
    let values = [
      QuotationFixtures.webSocketOrderBook, QuotationFixtures.simpleOrderBook, QuotationFixtures.webSocketTrade,
      QuotationFixtures.ccxtTrade, QuotationFixtures.simpleTrade,
    ].map(QuotationFrameVariants.value(of:))
    await propertyCheck(count: 600, input: Gen.uint64(), Gen.int(in: 0...4)) { seed, which in
      var variants = QuotationFrameVariants(seed: seed)
      let frame = variants.frame(from: values[which], clean: seed % 4 == 0)
      expectMessageAgreement(frame.bytes)
      if frame.isPlainJSON {
        #expect(isReadInOnePass(String(decoding: frame.bytes, as: UTF8.self)), "\(frame.bytes)")
      }
    }
  }

  @Test("Clean generated books decode as JSONDecoder decodes them into Decimal fields, zero sizes dropped")
  func againstJSONDecoder() async {
    let book = QuotationFrameVariants.value(of: QuotationFixtures.webSocketOrderBook)
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var variants = QuotationFrameVariants(seed: seed)
      let data = Data(variants.frame(from: book, clean: true).bytes)
      let message = try QuotationWebSocket.message(from: data, dialect: .bithumb)
      guard case .orderBook(let decoded) = message else {
        Issue.record("expected a book, got \(message)")
        return
      }
      let plain = try JSONDecoder().decode(PlainBook.self, from: data)
      #expect(decoded.symbol == plain.code)
      #expect(decoded.snapshot.time == ExchangeTimestamp(microseconds: plain.timestamp))
      let bids = plain.orderbookUnits.filter { $0.bidSize != 0 }
      let asks = plain.orderbookUnits.filter { $0.askSize != 0 }
      #expect(decoded.snapshot.bids.count == bids.count && decoded.snapshot.asks.count == asks.count)
      for (level, unit) in zip(decoded.snapshot.bids, bids) {
        #expect(Decimal(string: level.price.description) == unit.bidPrice, "\(level)")
        #expect(Decimal(string: level.quantity.description) == unit.bidSize, "\(level)")
      }
      for (level, unit) in zip(decoded.snapshot.asks, asks) {
        #expect(Decimal(string: level.price.description) == unit.askPrice, "\(level)")
        #expect(Decimal(string: level.quantity.description) == unit.askSize, "\(level)")
      }
    }
  }

  @Test("Clean generated trades decode as JSONDecoder decodes them into Decimal fields")
  func tradesAgainstJSONDecoder() async {
    let trade = QuotationFrameVariants.value(of: QuotationFixtures.webSocketTrade)
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var variants = QuotationFrameVariants(seed: seed)
      let data = Data(variants.frame(from: trade, clean: true).bytes)
      let message = try QuotationWebSocket.message(from: data, dialect: .bithumb)
      guard case .trade(let decoded) = message else {
        Issue.record("expected a trade, got \(message)")
        return
      }
      let plain = try JSONDecoder().decode(PlainTrade.self, from: data)
      #expect(decoded.symbol == plain.code)
      let side: TakerSide = plain.askBid == "BID" ? .buy : .sell
      #expect(decoded.trade.takerSide == side)
      #expect(Decimal(string: decoded.trade.price.description) == plain.tradePrice)
      #expect(Decimal(string: decoded.trade.quantity.description) == plain.tradeVolume)
      #expect(decoded.trade.time == ExchangeTimestamp(milliseconds: plain.tradeTimestamp))
    }
  }

  @Test("The key tables' slots hold QuotationKeys' names, DEFAULT then SIMPLE")
  func slots() {
    let names = QuotationSlots.table.names
    let unitNames = QuotationSlots.unitTable.names
    for (slots, keys) in [
      (QuotationSlots.standard, QuotationKeys.standard), (QuotationSlots.simple, QuotationKeys.simple),
    ] {
      let pairs = [
        (slots.type, keys.type), (slots.code, keys.code), (slots.units, keys.units), (slots.timestamp, keys.timestamp),
        (slots.tradePrice, keys.tradePrice), (slots.tradeVolume, keys.tradeVolume), (slots.askBid, keys.askBid),
        (slots.tradeDate, keys.tradeDate), (slots.tradeTime, keys.tradeTime),
        (slots.tradeTimestamp, keys.tradeTimestamp), (slots.sequentialID, keys.sequentialID),
      ]
      for (slot, name) in pairs { #expect(names[slot] == name) }
      let unitPairs = [
        (slots.askPrice, keys.askPrice), (slots.bidPrice, keys.bidPrice), (slots.askSize, keys.askSize),
        (slots.bidSize, keys.bidSize),
      ]
      for (slot, name) in unitPairs { #expect(unitNames[slot] == name) }
    }
    #expect(names[QuotationSlots.error] == "error")
    #expect(names[QuotationSlots.status] == "status")
    #expect(names.count == 2 * QuotationSlots.fieldCount + 2)
    #expect(unitNames.count == 2 * QuotationSlots.unitFieldCount)
  }
}

/// Decodes `bytes` with both decoders, from the bytes and (when they are UTF-8) from the text, for both dialects, and
/// expects the same message or error from each.
func expectMessageAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
  let data = Data(bytes)
  let text = String(decoding: bytes, as: UTF8.self)
  let isText = text.utf8.elementsEqual(bytes)
  for dialect in QuotationDialect.allCases {
    let reference = decodedMessage { () throws(FeedDecodingError) in
      try QuotationWebSocket.referenceMessage(from: data, dialect: dialect)
    }
    let fromBytes = decodedMessage { () throws(FeedDecodingError) in
      try QuotationWebSocket.message(from: data, dialect: dialect)
    }
    #expect(fromBytes == reference, "\(dialect) \(text.debugDescription)", sourceLocation: sourceLocation)
    if isText {
      let fromText = decodedMessage { () throws(FeedDecodingError) in
        try QuotationWebSocket.message(from: text, dialect: dialect)
      }
      #expect(fromText == reference, "\(dialect) text \(text.debugDescription)", sourceLocation: sourceLocation)
    }
  }
}

/// Whether the one-pass reader reads `text` itself (a message, a status or an error), rather than leaving it to the
/// tree decoder.
func isReadInOnePass(_ text: String) -> Bool {
  var contiguous = text
  let read = contiguous.withUTF8 { QuotationWebSocket.scanMessage($0, dialect: .bithumb) }
  if case .success(.unsure) = read { return false }
  return true
}

/// The outcome of a decoder.
func decodedMessage(_ body: () throws(FeedDecodingError) -> QuotationMessage)
  -> Result<QuotationMessage, FeedDecodingError>
{
  do throws(FeedDecodingError) {
    return .success(try body())
  } catch {
    return .failure(error)
  }
}

/// What an app would write with `JSONDecoder`: the DEFAULT order book's fields as `Decimal`.
struct PlainBook: Decodable {
  struct Unit: Decodable {
    let askPrice, bidPrice, askSize, bidSize: Decimal

    enum CodingKeys: String, CodingKey {
      case askPrice = "ask_price"
      case bidPrice = "bid_price"
      case askSize = "ask_size"
      case bidSize = "bid_size"
    }
  }

  let type, code: String
  let orderbookUnits: [Unit]
  let timestamp: Int64

  enum CodingKeys: String, CodingKey {
    case type, code, timestamp
    case orderbookUnits = "orderbook_units"
  }
}

/// What an app would write with `JSONDecoder`: the DEFAULT trade's fields as `Decimal` (the 18-digit id left out:
/// whether `JSONDecoder` reads it exactly is not the point here).
struct PlainTrade: Decodable {
  let type, code, askBid: String
  let tradePrice, tradeVolume: Decimal
  let tradeTimestamp: Int64

  enum CodingKeys: String, CodingKey {
    case type, code
    case askBid = "ask_bid"
    case tradePrice = "trade_price"
    case tradeVolume = "trade_volume"
    case tradeTimestamp = "trade_timestamp"
  }
}
