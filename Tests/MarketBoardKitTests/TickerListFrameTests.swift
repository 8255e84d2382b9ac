import Foundation
import PropertyBased
import Testing

@_spi(Reference) @testable import MarketBoardKit

@Suite("The REST ticker list on the one-pass reader, against the tree decoder")
struct TickerListFrameTests {
  /// The captured REST ticker's object, without the array around it.
  static let element: String = {
    let trimmed = Fixtures.restTicker.trimmingCharacters(in: .whitespacesAndNewlines)
    return String(trimmed.dropFirst().dropLast())
  }()

  /// The captured element with `replacements` applied to its text.
  static func changed(_ replacements: [(String, String)]) -> String {
    replacements.reduce(element) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  /// A list of `elements`.
  static func list(_ elements: [String]) -> String { "[" + elements.joined(separator: ",") + "]" }

  @Test("Captured and constructed lists: the same tickers or error, read in one pass")
  func fixtures() {
    let second = Self.changed([("KRW-BTC", "KRW-ETH")])
    let nested = "[" + second + "]"
    let texts: [String] = [
      Fixtures.restTicker, Self.list([Self.element, second, Self.element]), "[]", " [ ]\n", Fixtures.marketAll,
      Fixtures.alerts, Self.list([Self.element, "1"]), "[null]", Self.list([Self.element, nested]),
    ]
    for text in texts {
      Self.expectAgreement(Array(text.utf8))
      #expect(Self.isScanned(Array(text.utf8)), "left to the tree: \(text.prefix(60))")
    }
    // The exchange's error and status objects, a WebSocket frame, and what is not JSON are the tree decoder's.
    for text in [Fixtures.noTicket, Fixtures.statusUp, Fixtures.webSocketTicker, "", "[", "1", "[1,]"] {
      Self.expectAgreement(Array(text.utf8))
      #expect(!Self.isScanned(Array(text.utf8)), "read in one pass: \(text.prefix(60))")
    }
  }

  /// Changes to the second element of a two-element list, and whether the one-pass reader must read the result.
  static let changes: [(replacements: [(String, String)], isScanned: Bool)] = [
    ([("\"trade_price\": 91171000, ", "")], true),
    ([("\"trade_price\": 91171000", "\"trade_price\": null")], true),
    ([("\"trade_price\": 91171000", "\"trade_price\": \"91171000\"")], true),
    ([("\"trade_price\": 91171000", "\"trade_price\": \"9117\\u0031000\"")], true),
    ([("\"trade_price\": 91171000", "\"trade_price\": 9.1171E7")], true),
    ([("\"trade_price\": 91171000", "\"trade_price\": 1.123456789")], true),
    ([("\"trade_price\": 91171000", "\"trade_price\": 1E41")], true),
    ([("\"trade_price\": 91171000", "\"trade_price\": true")], true),
    ([("\"trade_price\": 91171000", "\"trade_price\": {}")], true),
    ([("\"trade_price\": 91171000", "\"trade_price\": \"\"")], true),
    ([("\"market\": \"KRW-BTC\", ", "")], true),
    ([("\"market\": \"KRW-BTC\"", "\"market\": \"KRW_BTC\"")], true),
    ([("\"market\": \"KRW-BTC\"", "\"market\": \"KRW-\\u0042TC\"")], true),
    ([("\"market\": \"KRW-BTC\"", "\"market\": 5")], true),
    ([("\"market\": \"KRW-BTC\"", "\"market\": \"\"")], true),
    ([("\"market\": \"KRW-BTC\"", "\"market\": \"KRW-BTC\", \"code\": 5, \"type\": \"ticker\"")], true),
    ([("\"change\": \"FALL\"", "\"change\": \"DOWN\"")], true),
    ([("\"signed_change_rate\": -0.0106", "\"signed_change_rate\": -5.0E-4")], true),
    ([("\"acc_trade_price_24h\": 27001571740.8207", "\"acc_trade_price_24h\": -1")], true),
    ([("\"acc_trade_price_24h\": 27001571740.8207", "\"acc_trade_price_24h\": 728107452.06423197609921044")], true),
    ([("\"acc_trade_volume_24h\": 294.0810771", "\"acc_trade_volume_24h\": \"294.0810771\"")], true),
    ([("\"timestamp\": 1785430110156", "\"timestamp\": \"1785430110156\"")], true),
    ([("\"timestamp\": 1785430110156", "\"timestamp\": \"+1785430110156\"")], true),
    ([("\"timestamp\": 1785430110156", "\"timestamp\": 1.785430110156E12")], true),
    ([("\"timestamp\": 1785430110156", "\"timestamp\": 1785430110156000")], true),
    ([("\"timestamp\": 1785430110156", "\"timestamp\": false")], true),
    ([("\"trade_timestamp\": 1785430110156", "\"trade_timestamp\": null")], true),
    (
      [
        ("\"trade_timestamp\": 1785430110156, ", ""),
        ("\"trade_date\": \"20260730\"", "\"trade_date\": \"2026-07-30\""),
      ], true
    ),
    ([("\"trade_timestamp\": 1785430110156, ", ""), ("\"trade_time\": \"074830\"", "\"trade_time\": 74830")], true),
    (
      [("\"change\": \"FALL\"", "\"change\": \"FALL\", \"extra\": {\"a\": [1, {\"b\": null}], \"c\": \"\\u00e9\"}")],
      true
    ),
    ([("\"market\": \"KRW-BTC\"", "\"market\": \"KRW-BTC\", \"market\": \"KRW-ETH\"")], false),
    ([("\"market\": \"KRW-BTC\"", "\"\\u006Darket\": \"KRW-BTC\"")], false),
    ([("\"market\": \"KRW-BTC\"", "\"market\": \"KRW-BTC\", \"시장\": 1")], false),
    ([("\"timestamp\": 1785430110156", "\"timestamp\": 1785430110156,")], false),
  ]

  @Test(
    "Changed fields: the same tickers or the same error naming the same element and field",
    arguments: TickerListFrameTests.changes.indices)
  func changedFields(_ index: Int) {
    let change = Self.changes[index]
    let second = Self.changed(change.replacements)
    #expect(second != Self.element, "the change does not apply")
    let text = Self.list([Self.element, second])
    Self.expectAgreement(Array(text.utf8))
    #expect(Self.isScanned(Array(text.utf8)) == change.isScanned)
  }

  @Test("A syntax error after a field error is the tree's syntax error")
  func syntaxFirst() {
    let bad = Self.changed([("\"trade_price\": 91171000", "\"trade_price\": true")])
    let valid = Self.list([bad, Self.element])
    let unterminated = "[" + bad + "," + Self.element
    let brokenKey = Self.changed([("\"market\"", "\"market")])
    let texts: [String] = [
      valid + ",", Self.list([bad, Self.element + ","]), valid + "x", unterminated, Self.list([bad, brokenKey]),
    ]
    // The list without its syntax error fails on the first element's field.
    #expect(Self.isScanned(Array(valid.utf8)))
    for text in texts {
      Self.expectAgreement(Array(text.utf8))
      #expect(!Self.isScanned(Array(text.utf8)))
      let thrown = Self.outcome { () throws(MarketDataError) in
        try QuotationTickers.tickers(from: Data(text.utf8), dialect: .bithumb)
      }
      guard case .failure(.invalidJSON) = thrown else {
        Issue.record("not a syntax error: \(thrown)")
        continue
      }
    }
  }

  @Test(
    "Generated lists: elements reordered, spaced, escaped, in exponents, as strings, unknown, broken or not objects")
  func generated() async {
    let members = TickerFrameVariants.members(of: Self.element)
    await propertyCheck(count: 400, input: Gen.uint64()) { seed in
      var variants = TickerFrameVariants(seed: seed)
      var random = SplitMix64(seed: seed ^ 0x7157)
      var isPlainJSON = true
      var bytes = Array("[".utf8)
      for index in 0..<Int(random.next() % 5) {
        if index > 0 { bytes += Array(",".utf8) }
        if random.next() % 10 == 0 {
          bytes += Array(["1", "null", "[]", "\"x\""][Int(random.next() % 4)].utf8)
          continue
        }
        let frame = variants.frame(from: members, clean: random.next() % 3 == 0)
        isPlainJSON = isPlainJSON && frame.isPlainJSON
        bytes += frame.bytes
      }
      bytes += Array(" ]".utf8)
      Self.expectAgreement(bytes)
      if isPlainJSON { #expect(Self.isScanned(bytes), "\(String(decoding: bytes, as: UTF8.self).debugDescription)") }
    }
  }

  @Test("The REST key table holds the DEFAULT names at the WebSocket's DEFAULT slots, then market")
  func slots() {
    let rest = TickerSlots.restTable.names
    let webSocket = TickerSlots.table.names
    for slot in 0..<TickerSlots.fieldCount { #expect(rest[slot] == webSocket[slot]) }
    #expect(rest[TickerSlots.market] == "market")
    #expect(rest.count == TickerSlots.fieldCount + 1)
  }

  /// Decodes `bytes` with both decoders for both dialects and expects the same tickers or error.
  static func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    let data = Data(bytes)
    for dialect in QuotationDialect.allCases {
      let reference = outcome { () throws(MarketDataError) in
        try QuotationTickers.referenceTickers(from: data, dialect: dialect)
      }
      let read = outcome { () throws(MarketDataError) in try QuotationTickers.tickers(from: data, dialect: dialect) }
      #expect(
        read == reference, "\(dialect) \(String(decoding: bytes, as: UTF8.self).debugDescription)",
        sourceLocation: sourceLocation)
    }
  }

  /// Whether the one-pass reader reads `bytes` itself (tickers or an error), rather than leaving them to the tree.
  static func isScanned(_ bytes: [UInt8]) -> Bool {
    var tickers: [MarketTicker] = []
    var failure: MarketDataError?
    return bytes.withUnsafeBufferPointer { buffer in
      QuotationTickers.scanTickers(buffer, dialect: .bithumb, into: &tickers, failure: &failure)
    }
  }

  /// The outcome of a list decoder.
  static func outcome(_ body: () throws(MarketDataError) -> [MarketTicker]) -> Result<[MarketTicker], MarketDataError> {
    do throws(MarketDataError) {
      return .success(try body())
    } catch {
      return .failure(error)
    }
  }
}
