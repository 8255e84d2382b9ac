import Foundation
import PropertyBased
import Testing

@_spi(Reference) @testable import MarketBoardKit

@Suite("The WebSocket ticker on the one-pass reader, against the tree decoder and JSONDecoder")
struct TickerFrameTests {
  @Test("Captured and documented frames: the same ticker, status or error, read in one pass")
  func fixtures() {
    for text in [
      Fixtures.webSocketTicker, Fixtures.simpleTickers[0], Fixtures.simpleTickers[1], Fixtures.statusUp,
      Fixtures.webSocketTicker(replacing: [("\"trade_timestamp\": 1785397735004,", "")]),
      #"{"type":"trade","code":"KRW-BTC"}"#, #"{"ty":"orderbook","cd":"KRW-BTC"}"#,
    ] {
      expectAgreement(Array(text.utf8))
      #expect(isScanned(text), "left to the tree: \(text.prefix(60))")
    }
    // An exchange's error frame is the tree decoder's, which names it.
    expectAgreement(Array(Fixtures.noTicket.utf8))
    #expect(!isScanned(Fixtures.noTicket))
  }

  /// Changes to the captured DEFAULT frame, and whether the one-pass reader must read the result itself.
  static let changes: [(replacements: [(String, String)], isScanned: Bool)] = [
    ([("\"trade_price\": 91196000,", "")], true),
    ([("\"trade_price\": 91196000", "\"trade_price\": null")], true),
    ([("\"trade_price\": 91196000", "\"trade_price\": \"91196000\"")], true),
    ([("\"trade_price\": 91196000", "\"trade_price\": \"9119\\u0036000\"")], true),
    ([("\"trade_price\": 91196000", "\"trade_price\": 9.1196E7")], true),
    ([("\"trade_price\": 91196000", "\"trade_price\": 1.123456789")], true),
    ([("\"trade_price\": 91196000", "\"trade_price\": 1E41")], true),
    ([("\"trade_price\": 91196000", "\"trade_price\": true")], true),
    ([("\"trade_price\": 91196000", "\"trade_price\": {}")], true),
    ([("\"trade_price\": 91196000", "\"trade_price\": \"\"")], true),
    ([("\"code\": \"KRW-BTC\"", "\"code\": \"KRW_BTC\"")], true),
    ([("\"code\": \"KRW-BTC\"", "\"code\": \"KRW-\\u0042TC\"")], true),
    ([("\"code\": \"KRW-BTC\"", "\"code\": \"\"")], true),
    ([("\"code\": \"KRW-BTC\"", "\"code\": 5")], true),
    ([("\"code\": \"KRW-BTC\"", "\"code\": \"비트-BTC\"")], true),
    ([("\"code\": \"KRW-BTC\"", "\"code\": \"KRW-BTC-X\"")], true),
    ([("\"type\": \"ticker\"", "\"type\": \"trade\"")], true),
    ([("\"type\": \"ticker\"", "\"type\": \"t\\u0069cker\"")], true),
    ([("\"type\": \"ticker\",", "")], true),
    ([("\"type\": \"ticker\"", "\"type\": null")], true),
    ([("\"type\": \"ticker\"", "\"ty\": \"ticker\"")], true),
    ([("\"change\": \"FALL\"", "\"change\": \"DOWN\"")], true),
    ([("\"change\": \"FALL\"", "\"change\": \"F\\u0041LL\"")], true),
    ([("\"signed_change_rate\": -0.01028824", "\"signed_change_rate\": -5.0E-4")], true),
    (
      [("\"signed_change_rate\": -0.01028824", "\"signed_change_rate\": 0.000000000000000000000000000000000000001")],
      true
    ),
    ([("\"acc_trade_price_24h\": 27002534842.65972", "\"acc_trade_price_24h\": -1")], true),
    ([("\"acc_trade_price_24h\": 27002534842.65972", "\"acc_trade_price_24h\": -0.0")], true),
    ([("\"acc_trade_price_24h\": 27002534842.65972", "\"acc_trade_price_24h\": 728107452.06423197609921044")], true),
    ([("\"acc_trade_price_24h\": 27002534842.65972", "\"acc_trade_price_24h\": 0.0000000000000000001")], true),
    ([("\"acc_trade_price_24h\": 27002534842.65972", "\"acc_trade_price_24h\": 12345678901234567890123.5")], true),
    ([("\"acc_trade_volume_24h\": 294.09163804", "\"acc_trade_volume_24h\": \"294.09163804\"")], true),
    ([("\"timestamp\": 1785397735276", "\"timestamp\": 1785397735276000")], true),
    ([("\"timestamp\": 1785397735276", "\"timestamp\": \"1785397735276\"")], true),
    ([("\"timestamp\": 1785397735276", "\"timestamp\": \"+1785397735276\"")], true),
    ([("\"timestamp\": 1785397735276", "\"timestamp\": 1.785397735276E12")], true),
    ([("\"timestamp\": 1785397735276", "\"timestamp\": false")], true),
    ([("\"trade_timestamp\": 1785397735004", "\"trade_timestamp\": null")], true),
    (
      [
        ("\"trade_timestamp\": 1785397735004,", ""), ("\"trade_date\": \"20260730\"", "\"trade_date\": \"2026-07-30\""),
      ],
      true
    ),
    ([("\"trade_timestamp\": 1785397735004,", ""), ("\"trade_time\": \"164855\"", "\"trade_time\": 164855")], true),
    (
      [
        (
          "\"stream_type\": \"SNAPSHOT\"",
          "\"stream_type\": \"SNAPSHOT\", \"extra\": {\"a\": [1, {\"b\": null}], \"c\": \"\\u00e9\"}"
        )
      ], true
    ),
    ([("\"stream_type\": \"SNAPSHOT\"", "\"stream_type\": \"SNAPSHOT\", \"status\": \"UP\"")], true),
    ([("\"stream_type\": \"SNAPSHOT\"", "\"stream_type\": \"SNAPSHOT\", \"error\": \"x\"")], true),
    ([("\"stream_type\": \"SNAPSHOT\"", "\"stream_type\": \"SNAPSHOT\", \"error\": {\"name\": 7}")], false),
    ([("\"stream_type\": \"SNAPSHOT\"", "\"stream_type\": \"SNAPSHOT\", \"timestamp\": 1")], false),
    ([("\"stream_type\": \"SNAPSHOT\"", "\"stream_type\": \"SNAPSHOT\", \"\\u0074ype\": 1")], false),
    ([("\"stream_type\": \"SNAPSHOT\"", "\"stream_type\": \"SNAPSHOT\",")], false),
  ]

  @Test(
    "Changed fields: the same ticker or the same error naming the same field",
    arguments: TickerFrameTests.changes.indices)
  func changedFields(_ index: Int) {
    let change = Self.changes[index]
    let text = Fixtures.webSocketTicker(replacing: change.replacements)
    #expect(text != Fixtures.webSocketTicker, "the change does not apply")
    expectAgreement(Array(text.utf8))
    #expect(isScanned(text) == change.isScanned)
  }

  @Test("Generated frames: reordered, spaced, escaped, in exponents, numbers as strings, members unknown or broken")
  func generated() async {
    let spellings = [
      TickerFrameVariants.members(of: Fixtures.webSocketTicker),
      TickerFrameVariants.members(of: Fixtures.simpleTickers[1]),
    ]
    await propertyCheck(count: 1_500, input: Gen.uint64(), Gen.bool) { seed, simple in
      var variants = TickerFrameVariants(seed: seed)
      let frame = variants.frame(from: spellings[simple ? 1 : 0], clean: seed % 4 == 0)
      expectAgreement(frame.bytes)
      if frame.isPlainJSON {
        #expect(isScanned(String(decoding: frame.bytes, as: UTF8.self)), "\(frame.bytes)")
      }
    }
  }

  @Test("Clean generated frames decode as JSONDecoder decodes them into Decimal fields")
  func againstJSONDecoder() async {
    let members = TickerFrameVariants.members(of: Fixtures.webSocketTicker)
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      var variants = TickerFrameVariants(seed: seed)
      let data = Data(variants.frame(from: members, clean: true).bytes)
      let ticker = try #require(try QuotationTickers.ticker(from: data, dialect: .bithumb))
      let plain = try JSONDecoder().decode(PlainTicker.self, from: data)
      #expect(ticker.code.rawValue == plain.code)
      #expect(ticker.direction.rawValue == plain.change)
      for (price, decimal) in [
        (ticker.tradePrice, plain.tradePrice), (ticker.openingPrice, plain.openingPrice),
        (ticker.highPrice, plain.highPrice), (ticker.lowPrice, plain.lowPrice),
        (ticker.previousClosingPrice, plain.prevClosingPrice), (ticker.signedChangePrice, plain.signedChangePrice),
      ] {
        #expect(Decimal(string: price.description) == decimal, "\(price)")
      }
      #expect(ticker.signedChangeRate == plain.signedChangeRate)
      #expect(ticker.tradeValue24h == plain.accTradePrice24h)
      #expect(ticker.tradeVolume24h == plain.accTradeVolume24h)
      #expect(ticker.sessionTradeValue == plain.accTradePrice)
      #expect(ticker.timestamp == plain.timestamp)
      #expect(ticker.lastTradeTime == Date(timeIntervalSince1970: Double(plain.tradeTimestamp) / 1_000))
    }
  }

  @Test("The key table's slots hold TickerKeys' names, DEFAULT then SIMPLE")
  func slots() {
    let names = TickerSlots.table.names
    for (slots, keys) in [(TickerSlots.standard, TickerKeys.standard), (TickerSlots.simple, TickerKeys.simple)] {
      let pairs = [
        (slots.type, keys.type), (slots.code, keys.code), (slots.tradePrice, keys.tradePrice),
        (slots.openingPrice, keys.openingPrice), (slots.highPrice, keys.highPrice), (slots.lowPrice, keys.lowPrice),
        (slots.previousClosingPrice, keys.previousClosingPrice), (slots.change, keys.change),
        (slots.signedChangePrice, keys.signedChangePrice), (slots.signedChangeRate, keys.signedChangeRate),
        (slots.tradeValue24h, keys.tradeValue24h), (slots.tradeVolume24h, keys.tradeVolume24h),
        (slots.sessionTradeValue, keys.sessionTradeValue), (slots.tradeDate, keys.tradeDate),
        (slots.tradeTime, keys.tradeTime), (slots.tradeTimestamp, keys.tradeTimestamp),
        (slots.timestamp, keys.timestamp),
      ]
      for (slot, name) in pairs { #expect(names[slot] == name) }
    }
    #expect(names[TickerSlots.error] == "error")
    #expect(names[TickerSlots.status] == "status")
    #expect(names.count == 2 * TickerSlots.fieldCount + 2)
  }

  @Test("Market codes checked without split: the same code or error")
  func marketCodes() {
    for text in [
      "KRW-BTC", "BTC-ETH", "USDT-XRP", "KRW-1INCH", "KRW_BTC", "-BTC", "KRW-", "KRW--BTC", "K-R-W", "", "-",
      "krw-btc", "KRW-BTC ", "KRW-비트", "KRW-BT\u{301}C", "KRW\u{301}-BTC",
    ] {
      let checked = Result { () throws(MarketDataError) in try MarketCode.checked(text, field: "[1].market") }
      let reference = Result { () throws(MarketDataError) in try MarketCode(text, field: "[1].market") }
      #expect(checked == reference, "\(text.debugDescription)")
    }
  }

  @Test("Ordering values from a field's text equal those from its Decimal")
  func orderingFromText() async {
    for text in [
      "0", "-0", "-0.0", "-0.0106", "27002534842.65972", "728107452.06423197609921044", "0.0000000000000000001",
      "0.000000000000000000100", "12345678901234567890123.5", "-12345678901234567890123.5", "9223372036854775807",
      "9223372036854775808", "1000", "0.5", "-0.00000000000000000001", "007.50",
    ] {
      expectSameOrdering(text)
    }
    await propertyCheck(count: 500, input: Gen.uint64(), Gen.uint64(), Gen.int(in: 0...30)) { high, low, point in
      let digits = String(high) + String(low)
      let split = min(point, digits.count)
      let integer = split == 0 ? "0" : String(digits.prefix(split))
      let fraction = String(digits.dropFirst(split))
      expectSameOrdering((low % 2 == 0 ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction))
    }
  }

  private func expectSameOrdering(_ text: String) {
    let bytes = Array(text.utf8)
    guard
      let value = try? bytes.withUnsafeBufferPointer({ buffer throws(DecimalParseError) in
        try ExactDecimalText.decimal(buffer)
      })
    else { return }
    let fromText = bytes.withUnsafeBufferPointer { OrderingDecimal(numeral: $0, value: value) }
    let fromValue = OrderingDecimal(value)
    #expect(fromText.whole == fromValue.whole, "\(text)")
    #expect(fromText.fraction == fromValue.fraction, "\(text)")
    #expect((fromText.cut == nil) == (fromValue.cut == nil), "\(text)")
    #expect(fromText == fromValue, "\(text)")
  }
}

/// Decodes `bytes` with both decoders, from the bytes and (when they are UTF-8) from the text, for both dialects, and
/// expects the same ticker, status or error from each.
func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
  let data = Data(bytes)
  let text = String(decoding: bytes, as: UTF8.self)
  let isText = text.utf8.elementsEqual(bytes)
  for dialect in QuotationDialect.allCases {
    let reference = decoded { () throws(MarketDataError) in
      try QuotationTickers.referenceTicker(from: data, dialect: dialect)
    }
    let fromBytes = decoded { () throws(MarketDataError) in try QuotationTickers.ticker(from: data, dialect: dialect) }
    #expect(fromBytes == reference, "\(dialect) \(text.debugDescription)", sourceLocation: sourceLocation)
    if isText {
      let fromText = decoded { () throws(MarketDataError) in
        try QuotationTickers.ticker(from: text, dialect: dialect)
      }
      #expect(fromText == reference, "\(dialect) text \(text.debugDescription)", sourceLocation: sourceLocation)
    }
  }
}

/// Whether the one-pass reader reads `text` itself (a ticker, a status or an error), rather than leaving it to the
/// tree decoder.
func isScanned(_ text: String) -> Bool {
  var contiguous = text
  var ticker: MarketTicker?
  var failure: MarketDataError?
  return contiguous.withUTF8 { QuotationTickers.scanTicker($0, dialect: .bithumb, into: &ticker, failure: &failure) }
}

/// The outcome of a decoder.
func decoded(_ body: () throws(MarketDataError) -> MarketTicker?) -> Result<MarketTicker?, MarketDataError> {
  do {
    return .success(try body())
  } catch {
    return .failure(error)
  }
}

/// What an app would write with `JSONDecoder`: the DEFAULT ticker's fields as `Decimal`.
struct PlainTicker: Decodable {
  let code: String
  let tradePrice, openingPrice, highPrice, lowPrice, prevClosingPrice: Decimal
  let change: String
  let signedChangePrice, signedChangeRate, accTradePrice24h, accTradeVolume24h, accTradePrice: Decimal
  let tradeTimestamp, timestamp: Int64

  enum CodingKeys: String, CodingKey {
    case code, change, timestamp
    case tradePrice = "trade_price"
    case openingPrice = "opening_price"
    case highPrice = "high_price"
    case lowPrice = "low_price"
    case prevClosingPrice = "prev_closing_price"
    case signedChangePrice = "signed_change_price"
    case signedChangeRate = "signed_change_rate"
    case accTradePrice24h = "acc_trade_price_24h"
    case accTradeVolume24h = "acc_trade_volume_24h"
    case accTradePrice = "acc_trade_price"
    case tradeTimestamp = "trade_timestamp"
  }
}
