import Foundation
import PropertyBased
import Testing

@_spi(Reference) @testable import OrderBookKit

@Suite("API 2.0 REST books and trades on the one-pass reader, against the tree decoders")
struct QuotationRESTFrameTests {
  /// The captured REST book's object (30 units), without the array around it.
  static let book: String = {
    let trimmed = QuotationFixtures.restOrderBook.trimmingCharacters(in: .whitespacesAndNewlines)
    return String(trimmed.dropFirst().dropLast())
  }()

  /// The first captured REST trade's object (its members are all scalars, so it ends at the first `}`).
  static let trade: String = {
    let text = QuotationFixtures.restTrades
    guard let open = text.firstIndex(of: "{"), let close = text.firstIndex(of: "}") else { return "" }
    return String(text[open...close])
  }()

  /// The element a change starts from.
  enum Base {
    case book, trade

    /// The element's text.
    var element: String {
      switch self {
      case .book: QuotationRESTFrameTests.book
      case .trade: QuotationRESTFrameTests.trade
      }
    }
  }

  /// `element` with the first occurrence of each replacement's text replaced, in order.
  static func changed(_ element: String, _ replacements: [(String, String)]) -> String {
    var text = element
    for (old, new) in replacements {
      if let range = text.range(of: old) { text.replaceSubrange(range, with: new) }
    }
    return text
  }

  /// `depth` empty arrays nested in one another: `[[]]` for 2.
  static func nested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  /// A list of `elements`.
  static func list(_ elements: [String]) -> String { "[" + elements.joined(separator: ",") + "]" }

  @Test("Captured and constructed responses: the same books and trades or error, read in one pass")
  func fixtures() {
    let otherBook = Self.changed(Self.book, [("KRW-BTC", "KRW-ETH")])
    let clockTrade = Self.changed(Self.trade, [("\"timestamp\": 1785397661964,", "")])
    let emptyUnits = Self.changed(Self.book, [("\"orderbook_units\": [", "\"orderbook_units\": [], \"x\": [")])
    let texts: [String] = [
      QuotationFixtures.restOrderBook, QuotationFixtures.restTrades, Self.list([Self.book, otherBook]),
      Self.list([Self.trade, clockTrade]), Self.list([emptyUnits]), "[]", " [ ]\n", Self.list([Self.book, "1"]),
      "[null]", Self.list([Self.trade, "[" + Self.trade + "]"]), Self.list([Self.trade, Self.book]),
    ]
    for text in texts {
      Self.expectAgreement(Array(text.utf8))
      let scanned = Self.scanned(Array(text.utf8))
      #expect(scanned.books && scanned.trades, "left to the tree: \(text.prefix(60))")
    }
    // The exchange's error and status objects, WebSocket frames, and what is not JSON are the tree decoder's.
    let left: [String] = [
      #"{"error":{"name":"invalid_query_format","message":"Invalid query format"}}"#, #"{"status":"UP"}"#,
      QuotationFixtures.webSocketOrderBook, QuotationFixtures.webSocketTrade, "", "[", "1", "[1,]",
      #"[{"market":"KRW-BTC",}]"#,
    ]
    for text in left {
      Self.expectAgreement(Array(text.utf8))
      let scanned = Self.scanned(Array(text.utf8))
      #expect(!scanned.books && !scanned.trades, "read in one pass: \(text.prefix(60))")
    }
  }

  @Test("The fixtures decode to what the tree decoder gave before")
  func fixtureValues() throws {
    let books = try QuotationREST.orderBooks(from: Data(QuotationFixtures.restOrderBook.utf8))
    #expect(books.count == 1)
    #expect(books.first?.symbol == "KRW-BTC")
    #expect(books.first?.snapshot.time == ExchangeTimestamp(milliseconds: 1_785_397_720_965))
    // 30 units, one zero ask and one zero bid dropped.
    #expect(books.first?.snapshot.asks.count == 29 && books.first?.snapshot.bids.count == 29)
    let trades = try QuotationREST.trades(from: Data(QuotationFixtures.restTrades.utf8))
    let sequentialIDs: [UInt64] = [17_853_976_619_640_000, 17_853_975_547_630_000, 17_853_972_046_270_000]
    #expect(trades.map(\.sequentialID) == sequentialIDs)
    #expect(trades.first?.trade.time == ExchangeTimestamp(milliseconds: 1_785_397_661_964))
  }

  /// Changes to the second element of a two-element list, and whether the one-pass reader must read the result.
  static let changes: [(base: Base, replacements: [(String, String)], isScanned: Bool)] = [
    // A book's market.
    (.book, [("\"market\": \"KRW-BTC\",", "")], true),
    (.book, [("\"market\": \"KRW-BTC\"", "\"market\": null")], true),
    (.book, [("\"market\": \"KRW-BTC\"", "\"market\": 5")], true),
    (.book, [("\"market\": \"KRW-BTC\"", "\"market\": \"\"")], true),
    (.book, [("\"market\": \"KRW-BTC\"", "\"market\": \"KRW-\\u0042TC\"")], true),
    (.book, [("\"market\": \"KRW-BTC\"", "\"market\": \"비트-BTC\"")], true),
    (.book, [("\"market\": \"KRW-BTC\"", "\"market\": \"KRW-BTC\", \"code\": 5, \"type\": \"trade\"")], true),
    // A book's timestamp.
    (.book, [("\"timestamp\": 1785397720965", "\"timestamp\": \"1785397720965\"")], true),
    (.book, [("\"timestamp\": 1785397720965", "\"timestamp\": 1785397720965000")], true),
    (.book, [("\"timestamp\": 1785397720965", "\"timestamp\": 1785397720")], true),
    (.book, [("\"timestamp\": 1785397720965", "\"timestamp\": 1.785397720965E12")], true),
    (.book, [("\"timestamp\": 1785397720965", "\"timestamp\": \"+1785397720965\"")], true),
    (.book, [("\"timestamp\": 1785397720965", "\"timestamp\": null")], true),
    (.book, [("\"timestamp\": 1785397720965,", "")], true),
    (.book, [("\"timestamp\": 1785397720965", "\"timestamp\": 99999999999999999999")], true),
    (.book, [("\"timestamp\": 1785397720965", "\"timestamp\": true")], true),
    // The units member.
    (.book, [("\"orderbook_units\"", "\"units\"")], true),
    (.book, [("\"orderbook_units\": [", "\"orderbook_units\": null, \"x\": [")], true),
    (.book, [("\"orderbook_units\": [", "\"orderbook_units\": {}, \"x\": [")], true),
    (.book, [("\"orderbook_units\": [", "\"orderbook_units\": \"[]\", \"x\": [")], true),
    (.book, [("\"orderbook_units\": [", "\"orderbook_units\": [], \"x\": [")], true),
    (.book, [("\"orderbook_units\": [", "\"obu\": [1], \"orderbook_units\": [")], true),
    // A unit that is not an object, first or fourth.
    (.book, [("{ \"ask_price\": 91226000,", "7, { \"ask_price\": 91226000,")], true),
    (.book, [("{ \"ask_price\": 91235000,", "null, { \"ask_price\": 91235000,")], true),
    (.book, [("{ \"ask_price\": 91235000,", "[{ \"ask_price\": 1 }], { \"ask_price\": 91235000,")], true),
    (.book, [("{ \"ask_price\": 91235000,", "\"x\", { \"ask_price\": 91235000,")], true),
    // A unit's fields: missing, null, as strings, in exponents, too many digits, out of range, wrong types.
    (.book, [("\"ask_size\": 0.2324, ", "")], true),
    (.book, [("\"bid_size\": 0.0004 ", "\"bid_size\": null ")], true),
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": \"0.2324\"")], true),
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": \"0.23\\u00324\"")], true),
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": 2.324E-1")], true),
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": 0.123456789")], true),
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": -0.2324")], true),
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": 1E41")], true),
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": \"\"")], true),
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": true")], true),
    (.book, [("\"bid_price\": 91170000", "\"bid_price\": 9.117E7")], true),
    (.book, [("\"bid_price\": 91170000", "\"bid_price\": 91170000.123456789")], true),
    (.book, [("\"bid_price\": 91170000", "\"bid_price\": 0")], true),
    (.book, [("\"bid_price\": 91170000", "\"bid_price\": -1")], true),
    (.book, [("\"bid_price\": 91170000", "\"bid_price\": [1]")], true),
    (.book, [("\"bid_price\": 91170000", "\"bid_price\": 1E-41")], true),
    (.book, [("\"ask_price\": 91235000", "\"ask_price\": 0")], true),
    (.book, [("\"ask_size\": 0.0469", "\"ask_size\": 0")], true),
    // Errors in order: the market's before the timestamp's, the top's before a unit's, the first unit's before a
    // later one's, in one unit the bid's before the ask's.
    (
      .book,
      [("\"market\": \"KRW-BTC\"", "\"market\": \"\""), ("\"timestamp\": 1785397720965", "\"timestamp\": 7")], true
    ),
    (
      .book,
      [("\"ask_size\": 0.2324", "\"ask_size\": -1"), ("\"timestamp\": 1785397720965", "\"timestamp\": 7")], true
    ),
    (.book, [("\"bid_size\": 0.0031", "\"bid_size\": -1"), ("\"ask_size\": 0.2324", "\"ask_size\": -1")], true),
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": -1"), ("\"bid_price\": 91170000", "\"bid_price\": 0")], true),
    // Unknown members in a unit, nested ones, SIMPLE names in a unit, the deepest nesting allowed and one deeper.
    (
      .book,
      [
        (
          "{ \"ask_price\": 91235000,",
          "{ \"x\": {\"a\": [1, {\"b\": null}], \"c\": \"\\u00e9\"}, \"ask_price\": 91235000,"
        )
      ], true
    ),
    (.book, [("{ \"ask_price\": 91235000,", "{ \"ap\": 1, \"as\": -1, \"ask_price\": 91235000,")], true),
    (
      .book,
      [
        (
          "{ \"ask_price\": 91235000,",
          "{ \"deep\": \(QuotationRESTFrameTests.nested(28)), \"ask_price\": 91235000,"
        )
      ], true
    ),
    (
      .book,
      [
        (
          "{ \"ask_price\": 91235000,",
          "{ \"deep\": \(QuotationRESTFrameTests.nested(29)), \"ask_price\": 91235000,"
        )
      ], false
    ),
    // Repeated and escaped keys, in a unit and at the top; a syntax error after a field error.
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": 0.2324, \"ask_size\": 1")], false),
    (.book, [("\"ask_size\": 0.2324", "\"ask_siz\\u0065\": 0.2324")], false),
    (.book, [("\"ask_size\": 0.2324", "\"ask_size\": 0.2324, \"ásk\": 1")], false),
    (.book, [("\"total_bid_size\": 5.622", "\"total_bid_size\": 5.622, \"timestamp\": 1")], false),
    (.book, [("\"market\": \"KRW-BTC\"", "\"\\u006Darket\": \"KRW-BTC\"")], false),
    (
      .book,
      [("\"ask_size\": 0.2324", "\"ask_size\": -1"), ("\"total_bid_size\": 5.622", "\"total_bid_size\": 5.622,")], false
    ),
    (.book, [("\"bid_size\": 0.0004 }", "\"bid_size\": 0.0004, }")], false),
    // A trade's market.
    (.trade, [("\"market\": \"KRW-ETC\",", "")], true),
    (.trade, [("\"market\": \"KRW-ETC\"", "\"market\": \"\"")], true),
    (.trade, [("\"market\": \"KRW-ETC\"", "\"market\": [\"KRW-ETC\"]")], true),
    (.trade, [("\"market\": \"KRW-ETC\"", "\"market\": \"KRW-\\u0045TC\"")], true),
    // A trade's time, from the timestamp or the UTC clock.
    (.trade, [("\"timestamp\": 1785397661964", "\"timestamp\": null")], true),
    (.trade, [("\"timestamp\": 1785397661964", "\"timestamp\": -1")], true),
    (.trade, [("\"timestamp\": 1785397661964", "\"timestamp\": \"1785397661964\"")], true),
    (.trade, [("\"timestamp\": 1785397661964", "\"timestamp\": 1.785397661964E12")], true),
    (.trade, [("\"timestamp\": 1785397661964", "\"timestamp\": 9223372036854775807")], true),
    (.trade, [("\"timestamp\": 1785397661964", "\"timestamp\": \"x\"")], true),
    (.trade, [("\"timestamp\": 1785397661964", "\"timestamp\": true")], true),
    (
      .trade,
      [
        ("\"timestamp\": 1785397661964,", ""),
        ("\"trade_date_utc\": \"2026-07-30\"", "\"trade_date_utc\": \"20260730\""),
      ], true
    ),
    (
      .trade,
      [("\"timestamp\": 1785397661964,", ""), ("\"trade_time_utc\": \"07:47:41\"", "\"trade_time_utc\": 74741")], true
    ),
    (.trade, [("\"timestamp\": 1785397661964,", ""), ("\"trade_date_utc\": \"2026-07-30\",", "")], true),
    (
      .trade,
      [
        ("\"timestamp\": 1785397661964,", ""),
        ("\"trade_time_utc\": \"07:47:41\"", "\"trade_time_utc\": \"0\\u0037:47:41\""),
      ], true
    ),
    (
      .trade,
      [
        ("\"timestamp\": 1785397661964,", ""), ("\"trade_time_utc\": \"07:47:41\"", "\"trade_time_utc\": \"25:00:00\""),
      ],
      true
    ),
    (
      .trade,
      [
        ("\"timestamp\": 1785397661964,", ""), ("\"trade_date_utc\": \"2026-07-30\"", "\"trade_date\": \"2026-07-30\""),
      ],
      true
    ),
    // The id, the side, the price and the volume.
    (.trade, [("\"sequential_id\": 17853976619640000", "\"sequential_id\": \"17853976619640000\"")], true),
    (.trade, [("\"sequential_id\": 17853976619640000", "\"sequential_id\": -1")], true),
    (.trade, [("\"sequential_id\": 17853976619640000", "\"sequential_id\": 99999999999999999999")], true),
    (.trade, [("\"sequential_id\": 17853976619640000", "\"sequential_id\": 1.785397661964E16")], true),
    (.trade, [("\"sequential_id\": 17853976619640000", "\"sequential_id\": null")], true),
    (.trade, [("\"sequential_id\": 17853976619640000", "\"sequential_id\": false")], true),
    (.trade, [("\"ask_bid\": \"BID\"", "\"ask_bid\": \"SELL\"")], true),
    (.trade, [("\"ask_bid\": \"BID\"", "\"ask_bid\": \"A\\u0053K\"")], true),
    (.trade, [("\"ask_bid\": \"BID\"", "\"ask_bid\": 1")], true),
    (.trade, [("\"ask_bid\": \"BID\",", "")], true),
    (.trade, [("\"trade_price\": 9620", "\"trade_price\": 0")], true),
    (.trade, [("\"trade_price\": 9620", "\"trade_price\": -1")], true),
    (.trade, [("\"trade_price\": 9620", "\"trade_price\": \"9620\"")], true),
    (.trade, [("\"trade_price\": 9620", "\"trade_price\": 9.62E3")], true),
    (.trade, [("\"trade_price\": 9620", "\"trade_price\": 1.123456789")], true),
    (.trade, [("\"trade_price\": 9620", "\"trade_price\": {}")], true),
    (.trade, [("\"trade_volume\": 10.07", "\"trade_volume\": 5.0E-4")], true),
    (.trade, [("\"trade_volume\": 10.07", "\"trade_volume\": -1")], true),
    (.trade, [("\"trade_volume\": 10.07,", "")], true),
    (.trade, [("\"trade_volume\": 10.07", "\"trade_volume\": 0.000000001")], true),
    // Order: the market's before the time's, the price's before the volume's, the id's before the side's.
    (
      .trade,
      [("\"market\": \"KRW-ETC\"", "\"market\": 1"), ("\"timestamp\": 1785397661964", "\"timestamp\": -1")], true
    ),
    (
      .trade,
      [("\"trade_price\": 9620", "\"trade_price\": 0"), ("\"trade_volume\": 10.07", "\"trade_volume\": -1")], true
    ),
    (
      .trade,
      [
        ("\"sequential_id\": 17853976619640000", "\"sequential_id\": -1"),
        ("\"ask_bid\": \"BID\"", "\"ask_bid\": \"X\""),
      ], true
    ),
    // Unknown members, the WebSocket's names, repeated and escaped keys.
    (.trade, [("\"change_price\": 30", "\"change_price\": 30, \"extra\": [{\"sequential_id\": 1}]")], true),
    (.trade, [("\"change_price\": 30", "\"change_price\": 30, \"orderbook_units\": 1, \"trade_timestamp\": -1")], true),
    (.trade, [("\"ask_bid\": \"BID\"", "\"ask_bid\": \"BID\", \"ask_bid\": \"ASK\"")], false),
    (.trade, [("\"ask_bid\": \"BID\"", "\"\\u0061sk_bid\": \"BID\"")], false),
    (.trade, [("\"change_price\": 30", "\"change_price\": 30 30")], false),
  ]

  @Test(
    "Changed fields: the same books and trades or the same error naming the same element and field",
    arguments: QuotationRESTFrameTests.changes.indices)
  func changedFields(_ index: Int) {
    let change = Self.changes[index]
    let element = change.base.element
    let second = Self.changed(element, change.replacements)
    #expect(second != element, "the change does not apply")
    let text = Self.list([element, second])
    Self.expectAgreement(Array(text.utf8))
    let scanned = Self.scanned(Array(text.utf8))
    #expect(scanned.books == change.isScanned && scanned.trades == change.isScanned, "\(text)")
  }

  @Test("Errors in units name the element and the unit as the tree decoder does")
  func unitPaths() {
    let book = Self.book
    let cases: [(text: String, error: FeedDecodingError)] = [
      (
        Self.list([book, Self.changed(book, [("\"ask_size\": 0.2324", "\"ask_size\": -1")])]),
        .invalidDecimal(field: "[1].orderbook_units[3].ask_size", .negative(text: "-1"))
      ),
      (
        Self.list([book, Self.changed(book, [("{ \"ask_price\": 91235000,", "null, { \"ask_price\": 91235000,")])]),
        .wrongType(field: "[1].orderbook_units[3]", expected: "an object")
      ),
      (
        Self.list([Self.changed(book, [("\"ask_size\": 0.2324, ", "")])]),
        .missingField("[0].orderbook_units[3].ask_size")
      ),
      (
        Self.list([book, Self.changed(book, [("\"orderbook_units\": [", "\"orderbook_units\": 5, \"x\": [")])]),
        .wrongType(field: "[1].orderbook_units", expected: "an array")
      ),
      (
        Self.list([book, book, "7"]),
        .wrongType(field: "[2]", expected: "an object")
      ),
    ]
    for (text, error) in cases {
      let outcome = Self.outcome { () throws(FeedDecodingError) -> [SymbolSnapshot] in
        try QuotationREST.orderBooks(from: Data(text.utf8))
      }
      let expected: Result<[SymbolSnapshot], FeedDecodingError> = .failure(error)
      #expect(outcome == expected)
      #expect(Self.scanned(Array(text.utf8)).books)
    }
    let trade = Self.list([Self.trade, Self.changed(Self.trade, [("\"trade_price\": 9620", "\"trade_price\": 0")])])
    let outcome = Self.outcome { () throws(FeedDecodingError) -> [QuotationTrade] in
      try QuotationREST.trades(from: Data(trade.utf8))
    }
    let expected: Result<[QuotationTrade], FeedDecodingError> = .failure(
      .invalidValue(field: "[1].trade_price", value: "0", expected: "a price above zero"))
    #expect(outcome == expected)
  }

  @Test("A syntax error after a field error is the tree's syntax error")
  func syntaxFirst() {
    let badBook = Self.changed(Self.book, [("\"ask_size\": 0.2324", "\"ask_size\": true")])
    let badTrade = Self.changed(Self.trade, [("\"trade_price\": 9620", "\"trade_price\": true")])
    for (bad, good) in [(badBook, Self.book), (badTrade, Self.trade)] {
      let valid = Self.list([bad, good])
      let brokenKey = Self.changed(good, [("\"market\"", "\"market")])
      let texts: [String] = [
        valid + ",", Self.list([bad, good + ","]), valid + "x", "[" + bad + "," + good, Self.list([bad, brokenKey]),
      ]
      // The list without its syntax error fails on the first element's field.
      let scanned = Self.scanned(Array(valid.utf8))
      #expect(scanned.books && scanned.trades)
      for text in texts {
        Self.expectAgreement(Array(text.utf8))
        let broken = Self.scanned(Array(text.utf8))
        #expect(!broken.books && !broken.trades)
        let books = Self.outcome { () throws(FeedDecodingError) -> [SymbolSnapshot] in
          try QuotationREST.orderBooks(from: Data(text.utf8))
        }
        let trades = Self.outcome { () throws(FeedDecodingError) -> [QuotationTrade] in
          try QuotationREST.trades(from: Data(text.utf8))
        }
        #expect(Self.isSyntaxError(books), "books: \(books)")
        #expect(Self.isSyntaxError(trades), "trades: \(trades)")
      }
    }
  }

  @Test("Generated lists: books and trades reordered, spaced, escaped, in exponents, as strings, unknown or broken")
  func generated() async {
    guard case .array(let books) = QuotationFrameVariants.value(of: QuotationFixtures.restOrderBook),
      case .array(let trades) = QuotationFrameVariants.value(of: QuotationFixtures.restTrades)
    else {
      Issue.record("the fixtures are not lists")
      return
    }
    await propertyCheck(count: 400, input: Gen.uint64()) { seed in
      var variants = QuotationFrameVariants(seed: seed)
      var random = SplitMix64(seed: seed ^ 0x2E57)
      let pool = seed % 2 == 0 ? trades : books
      var elements: [JSONValue] = []
      for _ in 0..<Int(random.next() % 4) { elements.append(pool[Int(random.next() % UInt64(pool.count))]) }
      let frame = variants.frame(from: .array(elements), clean: seed % 4 == 1)
      Self.expectAgreement(frame.bytes)
      if frame.isPlainJSON {
        let scanned = Self.scanned(frame.bytes)
        #expect(scanned.books && scanned.trades, "\(String(decoding: frame.bytes, as: UTF8.self).debugDescription)")
      }
    }
  }

  @Test("The REST key table holds the DEFAULT names at the WebSocket's DEFAULT slots, then the REST names")
  func slots() {
    let rest = QuotationSlots.restTable.names
    let webSocket = QuotationSlots.table.names
    for slot in 0..<QuotationSlots.fieldCount { #expect(rest[slot] == webSocket[slot]) }
    #expect(rest[QuotationSlots.market] == "market")
    #expect(rest[QuotationSlots.tradeDateUTC] == "trade_date_utc")
    #expect(rest[QuotationSlots.tradeTimeUTC] == "trade_time_utc")
    #expect(rest.count == QuotationSlots.fieldCount + 3)
  }

  /// Decodes `bytes` as books and as trades with both decoders and expects the same list or error from each.
  static func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    let data = Data(bytes)
    let shown = String(decoding: bytes, as: UTF8.self).debugDescription
    let books = outcome { () throws(FeedDecodingError) -> [SymbolSnapshot] in
      try QuotationREST.orderBooks(from: data)
    }
    let referenceBooks = outcome { () throws(FeedDecodingError) -> [SymbolSnapshot] in
      try QuotationREST.referenceOrderBooks(from: data)
    }
    #expect(books == referenceBooks, "books \(shown)", sourceLocation: sourceLocation)
    let trades = outcome { () throws(FeedDecodingError) -> [QuotationTrade] in try QuotationREST.trades(from: data) }
    let referenceTrades = outcome { () throws(FeedDecodingError) -> [QuotationTrade] in
      try QuotationREST.referenceTrades(from: data)
    }
    #expect(trades == referenceTrades, "trades \(shown)", sourceLocation: sourceLocation)
  }

  /// Whether the one-pass reader reads `bytes` itself (a list or an error), as books and as trades, rather than
  /// leaving them to the tree.
  static func scanned(_ bytes: [UInt8]) -> (books: Bool, trades: Bool) {
    var books: [SymbolSnapshot] = []
    var trades: [QuotationTrade] = []
    var bookFailure: FeedDecodingError?
    var tradeFailure: FeedDecodingError?
    let isBooks = bytes.withUnsafeBufferPointer { buffer in
      QuotationREST.scanOrderBooks(buffer, into: &books, failure: &bookFailure)
    }
    let isTrades = bytes.withUnsafeBufferPointer { buffer in
      QuotationREST.scanTrades(buffer, into: &trades, failure: &tradeFailure)
    }
    return (books: isBooks, trades: isTrades)
  }

  /// Whether `outcome` is the tree reader's syntax error.
  static func isSyntaxError<Value>(_ outcome: Result<Value, FeedDecodingError>) -> Bool {
    if case .failure(.invalidJSON) = outcome { return true }
    return false
  }

  /// The outcome of a list decoder.
  static func outcome<Value>(_ body: () throws(FeedDecodingError) -> Value) -> Result<Value, FeedDecodingError> {
    do throws(FeedDecodingError) {
      return .success(try body())
    } catch {
      return .failure(error)
    }
  }
}
