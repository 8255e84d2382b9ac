import Foundation
import PropertyBased
import Testing

@_spi(Reference) @testable import MarketBoardKit

@Suite("Market and alert lists on the one-pass reader, against the tree decoders")
struct MarketListFrameTests {
  /// An Upbit `/v1/market/all?is_details=true` response of two markets, constructed from the documented shape (not a
  /// capture): `market_event` holds the warning and the caution flags.
  static let upbitMarkets = """
    [
      {"market": "KRW-BTC", "korean_name": "비트코인", "english_name": "Bitcoin",
       "market_event": {"warning": false, "caution": {"PRICE_FLUCTUATIONS": false, "TRADING_VOLUME_SOARING": false,
       "DEPOSIT_AMOUNT_SOARING": true, "GLOBAL_PRICE_DIFFERENCES": false, "CONCENTRATION_OF_SMALL_ACCOUNTS": false}}},
      {"market": "KRW-ZIL", "korean_name": "질리카", "english_name": "Zilliqa",
       "market_event": {"warning": true, "caution": {"PRICE_FLUCTUATIONS": false}}}
    ]
    """

  /// The captured market list's first element.
  static let market = MarketListFrameTests.firstElement(of: Fixtures.marketAll)
  /// The constructed Upbit list's first element (one line).
  static let upbitMarket =
    #"{"market": "KRW-BTC", "korean_name": "비트코인", "english_name": "Bitcoin", "market_event": {"warning": false, "#
    + #""caution": {"PRICE_FLUCTUATIONS": false, "TRADING_VOLUME_SOARING": false}}}"#
  /// The captured alert list's first element.
  static let alert = MarketListFrameTests.firstElement(of: Fixtures.alerts)

  /// The text from a list's first `{` to its first `}` (the element of a list whose first element is flat).
  static func firstElement(of list: String) -> String {
    guard let open = list.firstIndex(of: "{"), let close = list.firstIndex(of: "}") else { return "" }
    return String(list[open...close])
  }

  /// The element a change starts from.
  enum Base {
    case market, upbitMarket, alert

    /// The element's text.
    var element: String {
      switch self {
      case .market: MarketListFrameTests.market
      case .upbitMarket: MarketListFrameTests.upbitMarket
      case .alert: MarketListFrameTests.alert
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

  @Test("Captured and constructed lists: the same markets and alerts or error, read in one pass")
  func fixtures() {
    let texts: [String] = [
      Fixtures.marketAll, Fixtures.alerts, Self.upbitMarkets, Self.list([Self.market, Self.upbitMarket, Self.alert]),
      "[]", " [ ]\n", Self.list([Self.market, "1"]), "[null]", Self.list([Self.alert, "[" + Self.alert + "]"]),
      Fixtures.restTicker,
    ]
    for text in texts {
      Self.expectAgreement(Array(text.utf8))
      let scanned = Self.scanned(Array(text.utf8))
      #expect(scanned.markets && scanned.alerts, "left to the tree: \(text.prefix(60))")
    }
    // The exchange's error and status objects, a WebSocket frame, and what is not JSON are the tree decoder's.
    for text in [Fixtures.noTicket, Fixtures.statusUp, Fixtures.webSocketTicker, "", "[", "1", "[1,]"] {
      Self.expectAgreement(Array(text.utf8))
      let scanned = Self.scanned(Array(text.utf8))
      #expect(!scanned.markets && !scanned.alerts, "read in one pass: \(text.prefix(60))")
    }
  }

  @Test("The fixtures decode to what the tree decoder gave before")
  func fixtureValues() throws {
    let upbit = try QuotationMarkets.markets(from: Data(Self.upbitMarkets.utf8))
    #expect(upbit.map(\.code.rawValue) == ["KRW-BTC", "KRW-ZIL"])
    #expect(upbit.map(\.isCaution) == [false, true])
    #expect(upbit.map(\.koreanName) == ["비트코인", "질리카"])
    let markets = try QuotationMarkets.markets(from: Data(Fixtures.marketAll.utf8))
    #expect(markets.map(\.isCaution) == [false, true, false])
    #expect(markets.map(\.koreanName) == ["비트코인", "질리카", "액세스프로토콜"])
    let alerts = try QuotationMarkets.alerts(from: Data(Fixtures.alerts.utf8))
    #expect(alerts.count == 5)
    // "2026-07-31 07:04:59" in Seoul is 2026-07-30 22:04:59 UTC.
    #expect(alerts[2].endDate == Date(timeIntervalSince1970: 1_785_449_099))
  }

  /// Changes to the second element of a two-element list, and whether the one-pass reader must read the result.
  static let changes: [(base: Base, replacements: [(String, String)], isScanned: Bool)] = [
    // The code.
    (.market, [("\"market\": \"KRW-BTC\", ", "")], true),
    (.market, [("\"market\": \"KRW-BTC\"", "\"market\": null")], true),
    (.market, [("\"market\": \"KRW-BTC\"", "\"market\": 5")], true),
    (.market, [("\"market\": \"KRW-BTC\"", "\"market\": \"\"")], true),
    (.market, [("\"market\": \"KRW-BTC\"", "\"market\": \"KRW_BTC\"")], true),
    (.market, [("\"market\": \"KRW-BTC\"", "\"market\": \"KRW-BTC-X\"")], true),
    (.market, [("\"market\": \"KRW-BTC\"", "\"market\": \"KRW-\\u0042TC\"")], true),
    (.market, [("\"market\": \"KRW-BTC\"", "\"market\": \"비트-BTC\"")], true),
    // The names: missing, null, wrong types, escapes (Korean ones included), quotes, emoji, empty.
    (.market, [("\"korean_name\": \"비트코인\", ", "")], true),
    (.market, [("\"korean_name\": \"비트코인\"", "\"korean_name\": null")], true),
    (.market, [("\"korean_name\": \"비트코인\"", "\"korean_name\": 5")], true),
    (.market, [("\"korean_name\": \"비트코인\"", "\"korean_name\": \"\\uBE44트코인\"")], true),
    (.market, [("\"korean_name\": \"비트코인\"", "\"korean_name\": \"\\ube44\\ud2b8코인\"")], true),
    (.market, [("\"korean_name\": \"비트코인\"", "\"korean_name\": \"비트\\\"코인\\\\\"")], true),
    (.market, [("\"korean_name\": \"비트코인\"", "\"korean_name\": \"\\ud83d\\ude00 비트\"")], true),
    (.market, [("\"korean_name\": \"비트코인\"", "\"korean_name\": \"비트\\n코인\"")], true),
    (.market, [("\"korean_name\": \"비트코인\"", "\"korean_name\": \"\"")], true),
    (.market, [("\"korean_name\": \"비트코인\"", "\"korean_name\": \"Bitcoin\"")], true),
    (.market, [(", \"english_name\": \"Bitcoin\"", "")], true),
    (.market, [("\"english_name\": \"Bitcoin\"", "\"english_name\": true")], true),
    (.market, [("\"english_name\": \"Bitcoin\"", "\"english_name\": \"Bit\\u0063oin\"")], true),
    // The warning.
    (.market, [("\"market_warning\": \"NONE\"", "\"market_warning\": \"CAUTION\"")], true),
    (.market, [("\"market_warning\": \"NONE\"", "\"market_warning\": \"SEVERE\"")], true),
    (.market, [("\"market_warning\": \"NONE\"", "\"market_warning\": \"caution\"")], true),
    (.market, [("\"market_warning\": \"NONE\"", "\"market_warning\": \"CA\\u0055TION\"")], true),
    (.market, [("\"market_warning\": \"NONE\"", "\"market_warning\": null")], true),
    (.market, [("\"market_warning\": \"NONE\"", "\"market_warning\": 1")], true),
    (.market, [(", \"market_warning\": \"NONE\"", "")], true),
    (
      .market,
      [("\"market_warning\": \"NONE\"", "\"market_warning\": \"NONE\", \"market_event\": {\"warning\": true}")], true
    ),
    (
      .market, [("\"market_warning\": \"NONE\"", "\"market_warning\": null, \"market_event\": {\"warning\": true}")],
      true
    ),
    (.market, [("\"market_warning\": \"NONE\"", "\"market_warning\": \"CAUTION\", \"market_event\": 5")], true),
    // Errors in order: the code's before the names', the Korean name's before the English one's, the warning's
    // before the names'.
    (.market, [("\"market\": \"KRW-BTC\"", "\"market\": 5"), ("\"korean_name\": \"비트코인\", ", "")], true),
    (
      .market,
      [("\"korean_name\": \"비트코인\"", "\"korean_name\": 5"), ("\"english_name\": \"Bitcoin\"", "\"english_name\": 5")],
      true
    ),
    (
      .market, [("\"market_warning\": \"NONE\"", "\"market_warning\": \"X\""), ("\"korean_name\": \"비트코인\", ", "")],
      true
    ),
    // Unknown members, repeated and escaped keys, a syntax error.
    (
      .market,
      [("\"market_warning\": \"NONE\"", "\"market_warning\": \"NONE\", \"x\": {\"a\": [1, {\"market\": null}]}")], true
    ),
    (.market, [("\"market\": \"KRW-BTC\"", "\"market\": \"KRW-BTC\", \"market\": \"KRW-ETH\"")], false),
    (.market, [("\"market\": \"KRW-BTC\"", "\"\\u006Darket\": \"KRW-BTC\"")], false),
    (.market, [("\"market\": \"KRW-BTC\"", "\"market\": \"KRW-BTC\", \"시장\": 1")], false),
    (.market, [("\"market_warning\": \"NONE\"", "\"market_warning\": \"NONE\",")], false),
    // Upbit's market_event: the warning, its types, the event's shape.
    (.upbitMarket, [("\"warning\": false", "\"warning\": true")], true),
    (.upbitMarket, [("\"warning\": false", "\"warning\": \"true\"")], true),
    (.upbitMarket, [("\"warning\": false", "\"warning\": null")], true),
    (.upbitMarket, [("\"warning\": false", "\"warning\": 1")], true),
    (.upbitMarket, [("\"warning\": false, ", "")], true),
    (.upbitMarket, [("\"market_event\": {", "\"market_event\": null, \"x\": {")], true),
    (.upbitMarket, [("\"market_event\": {", "\"market_event\": 1, \"x\": {")], true),
    (.upbitMarket, [("\"market_event\": {", "\"market_event\": [], \"x\": {")], true),
    (.upbitMarket, [("\"market_event\": {", "\"market_event\": \"{}\", \"x\": {")], true),
    (.upbitMarket, [("\"market_event\": {", "\"market_event\": {}, \"x\": {")], true),
    (.upbitMarket, [("\"market_event\": {", "\"market_event\": {\"warning\": true}, \"x\": {")], true),
    (.upbitMarket, [("\"market_event\": {", "\"market_event\": {\"x\": {\"warning\": 1}, ")], true),
    (.upbitMarket, [("\"market_event\"", "\"event\"")], true),
    // Errors in order: the code's before the event's, the event's before the names'.
    (.upbitMarket, [("\"market\": \"KRW-BTC\"", "\"market\": 5"), ("\"warning\": false", "\"warning\": 1")], true),
    (.upbitMarket, [("\"warning\": false", "\"warning\": 1"), ("\"korean_name\": \"비트코인\", ", "")], true),
    (
      .upbitMarket,
      [
        ("\"market_event\": {", "\"market_event\": 1, \"x\": {"),
        ("\"english_name\": \"Bitcoin\"", "\"english_name\": 1"),
      ], true
    ),
    // Repeated and escaped keys in the event or nested in it; nesting to the limit and past it.
    (.upbitMarket, [("\"warning\": false", "\"warning\": false, \"warning\": true")], false),
    (.upbitMarket, [("\"warning\": false", "\"w\\u0061rning\": false")], false),
    (
      .upbitMarket, [("\"PRICE_FLUCTUATIONS\": false", "\"PRICE_FLUCTUATIONS\": false, \"PRICE_FLUCTUATIONS\": true")],
      false
    ),
    (
      .upbitMarket,
      [
        (
          "\"PRICE_FLUCTUATIONS\": false",
          "\"PRICE_FLUCTUATIONS\": \(MarketListFrameTests.nested(28))"
        )
      ],
      true
    ),
    (
      .upbitMarket,
      [
        (
          "\"PRICE_FLUCTUATIONS\": false",
          "\"PRICE_FLUCTUATIONS\": \(MarketListFrameTests.nested(29))"
        )
      ],
      false
    ),
    // An alert's code.
    (.alert, [("\"market\": \"KRW-ZIL\", ", "")], true),
    (.alert, [("\"market\": \"KRW-ZIL\"", "\"market\": \"KRW_ZIL\"")], true),
    (.alert, [("\"market\": \"KRW-ZIL\"", "\"market\": 1")], true),
    // The end date.
    (.alert, [("\"2026-07-31 06:59:59\"", "\"2026-07-31T06:59:59\"")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "\"2026-07-31  06:59:59\"")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "\" 2026-07-31 06:59:59 \"")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "\"2026-07-31 06:59:59 KST\"")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "\"2026-02-30 06:59:59\"")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "\"2026-07-31 24:00:00\"")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "\"2026-07-31\\u002006:59:59\"")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "\"\"")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "5")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "null")], true),
    (.alert, [("\"end_date\"", "\"end\"")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "\"\(String(repeating: "2026-07-31 ", count: 8))\"")], true),
    // The kind and the step.
    (.alert, [("\"TRADING_VOLUME_SUDDEN_FLUCTUATION\"", "\"X\"")], true),
    (.alert, [("\"TRADING_VOLUME_SUDDEN_FLUCTUATION\"", "null")], true),
    (.alert, [("\"TRADING_VOLUME_SUDDEN_FLUCTUATION\"", "1")], true),
    (.alert, [("\"TRADING_VOLUME_SUDDEN_FLUCTUATION\"", "\"TRADING_VOLUME_SUDDEN_FLUCTUATIO\\u004E\"")], true),
    (.alert, [("\"TRADING_VOLUME_SUDDEN_FLUCTUATION\"", "\"PRICE_SUDDEN_FLUCTUATION\"")], true),
    (.alert, [("\"DANGER\"", "\"danger\"")], true),
    (.alert, [("\"DANGER\"", "\"WARNING\"")], true),
    (.alert, [("\"warning_step\"", "\"step\"")], true),
    // Errors in order: the code's before the date's, the date's before the kind's, the kind's before the step's.
    (.alert, [("\"market\": \"KRW-ZIL\"", "\"market\": 1"), ("\"2026-07-31 06:59:59\"", "\"x\"")], true),
    (.alert, [("\"2026-07-31 06:59:59\"", "\"x\""), ("\"TRADING_VOLUME_SUDDEN_FLUCTUATION\"", "\"X\"")], true),
    (.alert, [("\"TRADING_VOLUME_SUDDEN_FLUCTUATION\"", "\"X\""), ("\"DANGER\"", "\"X\"")], true),
    // Unknown members, repeated and escaped keys.
    (.alert, [("\"DANGER\"", "\"DANGER\", \"x\": [{\"end_date\": 1}]")], true),
    (.alert, [("\"DANGER\"", "\"DANGER\", \"warning_step\": \"CAUTION\"")], false),
    (.alert, [("\"end_date\"", "\"end_\\u0064ate\"")], false),
  ]

  @Test(
    "Changed fields: the same markets and alerts or the same error naming the same element and field",
    arguments: MarketListFrameTests.changes.indices)
  func changedFields(_ index: Int) {
    let change = Self.changes[index]
    let element = change.base.element
    let second = Self.changed(element, change.replacements)
    #expect(second != element, "the change does not apply")
    let text = Self.list([element, second])
    Self.expectAgreement(Array(text.utf8))
    let scanned = Self.scanned(Array(text.utf8))
    #expect(scanned.markets == change.isScanned && scanned.alerts == change.isScanned, "\(text)")
  }

  @Test("Errors in market_event name it as the tree decoder does")
  func eventPaths() {
    let cases: [(text: String, error: MarketDataError)] = [
      (
        Self.list([Self.upbitMarket, Self.changed(Self.upbitMarket, [("\"warning\": false", "\"warning\": 1")])]),
        .wrongType(field: "[1].market_event.warning", expected: "a boolean")
      ),
      (
        Self.list([Self.changed(Self.upbitMarket, [("\"warning\": false, ", "")])]),
        .missingField("[0].market_event.warning")
      ),
      (
        Self.list([
          Self.upbitMarket, Self.changed(Self.upbitMarket, [("\"market_event\": {", "\"market_event\": 1, \"x\": {")]),
        ]),
        .wrongType(field: "[1].market_event", expected: "an object")
      ),
    ]
    for (text, error) in cases {
      let outcome = Self.outcome { () throws(MarketDataError) -> [Market] in
        try QuotationMarkets.markets(from: Data(text.utf8))
      }
      let expected: Result<[Market], MarketDataError> = .failure(error)
      #expect(outcome == expected)
      #expect(Self.scanned(Array(text.utf8)).markets)
    }
  }

  @Test("A syntax error after a field error is the tree's syntax error")
  func syntaxFirst() {
    let badMarket = Self.changed(Self.market, [("\"korean_name\": \"비트코인\"", "\"korean_name\": 5")])
    let badAlert = Self.changed(Self.alert, [("\"DANGER\"", "\"X\"")])
    for (bad, good) in [(badMarket, Self.market), (badAlert, Self.alert)] {
      let valid = Self.list([bad, good])
      let brokenKey = Self.changed(good, [("\"market\"", "\"market")])
      let texts: [String] = [
        valid + ",", Self.list([bad, good + ","]), valid + "x", "[" + bad + "," + good, Self.list([bad, brokenKey]),
      ]
      // The list without its syntax error fails on the first element's field.
      let scanned = Self.scanned(Array(valid.utf8))
      #expect(scanned.markets && scanned.alerts)
      for text in texts {
        Self.expectAgreement(Array(text.utf8))
        let broken = Self.scanned(Array(text.utf8))
        #expect(!broken.markets && !broken.alerts)
        let markets = Self.outcome { () throws(MarketDataError) -> [Market] in
          try QuotationMarkets.markets(from: Data(text.utf8))
        }
        let alerts = Self.outcome { () throws(MarketDataError) -> [MarketAlert] in
          try QuotationMarkets.alerts(from: Data(text.utf8))
        }
        #expect(Self.isSyntaxError(markets), "markets: \(markets)")
        #expect(Self.isSyntaxError(alerts), "alerts: \(alerts)")
      }
    }
  }

  @Test("Generated lists: markets and alerts reordered, spaced, escaped, unknown, broken or not objects")
  func generated() async {
    guard case .array(let markets) = MarketListVariants.value(of: Fixtures.marketAll),
      case .array(let upbit) = MarketListVariants.value(of: Self.upbitMarkets),
      case .array(let alerts) = MarketListVariants.value(of: Fixtures.alerts)
    else {
      Issue.record("the fixtures are not lists")
      return
    }
    let pools = [markets + upbit, alerts]
    await propertyCheck(count: 400, input: Gen.uint64()) { seed in
      var variants = MarketListVariants(seed: seed)
      var random = SplitMix64(seed: seed ^ 0x3A11)
      let pool = pools[Int(seed % 2)]
      var elements: [JSONValue] = []
      for _ in 0..<Int(random.next() % 5) { elements.append(pool[Int(random.next() % UInt64(pool.count))]) }
      let list = variants.list(from: .array(elements), clean: seed % 4 == 1)
      Self.expectAgreement(list.bytes)
      if list.isPlainJSON {
        let scanned = Self.scanned(list.bytes)
        #expect(scanned.markets && scanned.alerts, "\(String(decoding: list.bytes, as: UTF8.self).debugDescription)")
      }
    }
  }

  @Test("End dates read from their bytes are the tree's, on a table and 500 random texts")
  func plainEndDates() {
    var texts = [
      "2026-07-31 06:59:59", "2026-02-30 06:59:59", "2026-07-31 24:00:00", "0000-01-01 00:00:00",
      "9999-12-31 23:59:59", "0001-01-01 00:00:00", "2024-02-29 12:00:00", "2023-02-29 12:00:00",
      "2026-13-01 00:00:00", "2026-07-31 00:60:00", "2026-07-31 00:00:60", "2026-07-31T06:59:59",
      "2026-07-31 06:59:5x", "2026-07-31  6:59:59", "2026-7-31 06:59:59 ", "-026-07-31 06:59:59",
    ]
    var random = SplitMix64(seed: 33)
    let alphabet = Array("0123456789012345678901234567890123456789- :T+")
    for _ in 0..<500 {
      var characters = Array("2026-07-31 06:59:59")
      for _ in 0..<Int(random.next() % 4) {
        characters[Int(random.next() % 19)] = alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      texts.append(String(characters))
    }
    for text in texts {
      let bytes = Array(text.utf8)
      let plain = bytes.withUnsafeBufferPointer { QuotationMarkets.plainEndSeconds($0) }
      let tree = QuotationMarkets.alertEndSeconds(text)
      #expect(plain == nil || plain == tree, "\(text)")
      // A valid date and time in the exact form is read from its bytes.
      if tree != nil, text.utf8.count == 19, text.split(separator: " ").count == 2, !text.contains("+") {
        #expect(plain == tree, "\(text)")
      }
    }
  }

  @Test("The key tables hold the names the tree decoders read")
  func slots() {
    let markets = MarketListSlots.marketTable.names
    #expect(markets[MarketListSlots.market] == "market")
    #expect(markets[MarketListSlots.marketWarning] == "market_warning")
    #expect(markets[MarketListSlots.marketEvent] == "market_event")
    #expect(markets[MarketListSlots.koreanName] == "korean_name")
    #expect(markets[MarketListSlots.englishName] == "english_name")
    #expect(MarketListSlots.eventTable.names[MarketListSlots.eventWarning] == "warning")
    let alerts = MarketListSlots.alertTable.names
    #expect(alerts[MarketListSlots.market] == "market")
    #expect(alerts[MarketListSlots.endDate] == "end_date")
    #expect(alerts[MarketListSlots.warningType] == "warning_type")
    #expect(alerts[MarketListSlots.warningStep] == "warning_step")
  }

  /// Decodes `bytes` as markets and as alerts with both decoders and expects the same list or error from each.
  static func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    let data = Data(bytes)
    let shown = String(decoding: bytes, as: UTF8.self).debugDescription
    let markets = outcome { () throws(MarketDataError) -> [Market] in try QuotationMarkets.markets(from: data) }
    let referenceMarkets = outcome { () throws(MarketDataError) -> [Market] in
      try QuotationMarkets.referenceMarkets(from: data)
    }
    #expect(markets == referenceMarkets, "markets \(shown)", sourceLocation: sourceLocation)
    let alerts = outcome { () throws(MarketDataError) -> [MarketAlert] in try QuotationMarkets.alerts(from: data) }
    let referenceAlerts = outcome { () throws(MarketDataError) -> [MarketAlert] in
      try QuotationMarkets.referenceAlerts(from: data)
    }
    #expect(alerts == referenceAlerts, "alerts \(shown)", sourceLocation: sourceLocation)
  }

  /// Whether the one-pass reader reads `bytes` itself (a list or an error), as markets and as alerts, rather than
  /// leaving them to the tree.
  static func scanned(_ bytes: [UInt8]) -> (markets: Bool, alerts: Bool) {
    var markets: [Market] = []
    var alerts: [MarketAlert] = []
    var marketFailure: MarketDataError?
    var alertFailure: MarketDataError?
    let isMarkets = bytes.withUnsafeBufferPointer { buffer in
      QuotationMarkets.scanMarkets(buffer, into: &markets, failure: &marketFailure)
    }
    let isAlerts = bytes.withUnsafeBufferPointer { buffer in
      QuotationMarkets.scanAlerts(buffer, into: &alerts, failure: &alertFailure)
    }
    return (markets: isMarkets, alerts: isAlerts)
  }

  /// Whether `outcome` is the tree reader's syntax error.
  static func isSyntaxError<Value>(_ outcome: Result<Value, MarketDataError>) -> Bool {
    if case .failure(.invalidJSON) = outcome { return true }
    return false
  }

  /// The outcome of a list decoder.
  static func outcome<Value>(_ body: () throws(MarketDataError) -> Value) -> Result<Value, MarketDataError> {
    do throws(MarketDataError) {
      return .success(try body())
    } catch {
      return .failure(error)
    }
  }
}
