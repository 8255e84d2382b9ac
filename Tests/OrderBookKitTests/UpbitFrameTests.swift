import Foundation
import PropertyBased
import Testing

@_spi(Reference) @testable import OrderBookKit

@Suite("Upbit orderbook messages on the one-pass reader, against the previous decoder and JSONDecoder")
struct UpbitFrameTests {
  /// The fixture with the first occurrence of each replacement's text replaced, in order.
  static func replacing(_ replacements: [(String, String)]) -> String {
    var text = Fixtures.upbitOrderBook
    for (old, new) in replacements {
      if let range = text.range(of: old) { text.replaceSubrange(range, with: new) }
    }
    return text
  }

  /// Messages spelled as the fuzz corpus spells them: numbers a `Double` would change, exponents, padding.
  static let spelled = [
    #"{"type":"orderbook","code":"KRW-BTC","timestamp":1723102637444,"total_ask_size":0.30000000000000004,"#
      + #""orderbook_units":[{"ask_price":12345678.12345678,"bid_price":8.0838E7,"ask_size":0.1,"bid_size":1.0E-8},"#
      + #"{"ask_price":92233720368.54775807,"bid_price":80838e3,"ask_size":25e-2,"bid_size":0.30000000},"#
      + #"{"ask_price":0,"bid_price":0.000808380E+11,"ask_size":0e99,"bid_size":5.000E0}],"level":0}"#,
    #"{"type":"orderbook","code":"KRW-ETH","timestamp":1723102637444,"note":"\"호가\" \u00e9","#
      + #""orderbook_units":[{"ask_price":4012000,"bid_price":4011000,"ask_size":1,"bid_size":2}]}"#,
  ]

  @Test("Fixtures and constructed messages: the same snapshot or error, read in one pass")
  func fixtures() {
    for text in [
      Fixtures.upbitOrderBook, #"{"type":"orderbook","code":"KRW-BTC","timestamp":0,"orderbook_units":[]}"#,
      #"{"orderbook_units":[],"timestamp":1,"code":"KRW-\u0042TC","type":"orderbook"}"#,
      #"{"type":"trade","code":"KRW-BTC","timestamp":1,"orderbook_units":[]}"#,
      #"{"type":"orderbook","code":"","timestamp":1,"orderbook_units":[]}"#,
    ] + Self.spelled {
      expectUpbitAgreement(Array(text.utf8))
      #expect(upbitOnePass(Array(text.utf8)) != nil, "left to the previous decoder: \(text.prefix(60))")
    }
    for text in [
      "", "{", "[]", #""x""#, #"{"type":"orderbook"}"#, #"{"type":"orderbook","code":"KRW-BTC","timestamp":1}"#,
      #"{"type":1,"code":"KRW-BTC","timestamp":1,"orderbook_units":[]}"#,
      #"{"type":"orderbook","code":"KRW-BTC","timestamp":1,"orderbook_units":[{}]}"#,
    ] {
      expectUpbitAgreement(Array(text.utf8))
      #expect(upbitOnePass(Array(text.utf8)) == nil, "read in one pass: \(text.prefix(60))")
    }
  }

  /// Changes to the fixture, and whether the one-pass reader must read the result itself.
  static let changes: [(replacements: [(String, String)], isScanned: Bool)] = [
    // The type and the code.
    ([(#""type":"orderbook""#, #""type":"trade""#)], true),
    ([(#""type":"orderbook""#, #""type":"orderb\u006fok""#)], true),
    ([(#""type":"orderbook""#, #""type":null"#)], false),
    ([(#""type":"orderbook""#, #""type":1"#)], false),
    ([(#""type":"orderbook","#, "")], false),
    ([(#""code":"KRW-BTC""#, #""code":"""#)], true),
    ([(#""code":"KRW-BTC""#, #""code":"KRW-\u0042TC""#)], true),
    ([(#""code":"KRW-BTC""#, #""code":"비트코인""#)], true),
    ([(#""code":"KRW-BTC""#, #""code":1"#)], false),
    // The timestamp.
    ([(#""timestamp":1723102637444"#, #""timestamp":0"#)], true),
    ([(#""timestamp":1723102637444"#, #""timestamp":9223372036854775807"#)], true),
    ([(#""timestamp":1723102637444"#, #""timestamp":-1"#)], false),
    ([(#""timestamp":1723102637444"#, #""timestamp":-9223372036854775808"#)], false),
    ([(#""timestamp":1723102637444"#, #""timestamp":-0"#)], false),
    ([(#""timestamp":1723102637444"#, #""timestamp":1.5"#)], false),
    ([(#""timestamp":1723102637444"#, #""timestamp":1E3"#)], false),
    ([(#""timestamp":1723102637444"#, #""timestamp":99999999999999999999"#)], false),
    ([(#""timestamp":1723102637444"#, #""timestamp":"1723102637444""#)], false),
    ([(#""timestamp":1723102637444,"#, "")], false),
    // The units member.
    ([(#""orderbook_units":["#, #""orderbook_units":[],"x":["#)], true),
    ([(#""orderbook_units":["#, #""orderbook_units":null,"x":["#)], false),
    ([(#""orderbook_units":["#, #""orderbook_units":{},"x":["#)], false),
    ([(#""orderbook_units":["#, #""orderbook_units":[1,"#)], false),
    ([(#""orderbook_units":["#, #""units":["#)], false),
    // A unit's numbers: refused by the field readers, in exponents, too large for a Double, not numbers.
    ([(#""ask_size":0.57100696"#, #""ask_size":0.571006961"#)], true),
    ([(#""ask_size":0.57100696"#, #""ask_size":5.7100696E-1"#)], true),
    ([(#""ask_size":0.57100696"#, #""ask_size":-1"#)], true),
    ([(#""bid_price":80838000"#, #""bid_price":8.0838E7"#)], true),
    ([(#""bid_price":80838000"#, #""bid_price":0"#)], true),
    ([(#""bid_price":80838000"#, #""bid_price":1e41"#)], true),
    ([(#""bid_price":80838000"#, #""bid_price":1e-41"#)], true),
    ([(#""ask_price":0"#, #""ask_price":-5"#)], true),
    ([(#""bid_size":2.5303265"#, #""bid_size":1e200"#)], true),
    ([(#""bid_size":2.5303265"#, #""bid_size":1e201"#)], false),
    ([(#""bid_size":2.5303265"#, #""bid_size":1e999"#)], false),
    ([(#""bid_size":2.5303265"#, #""bid_size":0e999"#)], false),
    ([(#""bid_size":2.5303265"#, #""bid_size":"2.5303265""#)], false),
    ([(#""bid_size":2.5303265"#, #""bid_size":null"#)], false),
    ([(#""bid_size":2.5303265"#, #""bid_size":true"#)], false),
    ([(#""ask_size":0.57100696,"#, "")], false),
    ([(#"{"ask_price":80880000.0"#, #"{"x":{"bid_size":"y"},"ask_price":80880000.0"#)], true),
    // Repeated and escaped keys, wanted or not: the previous decoder's to name (or to accept).
    ([(#""bid_size":5"#, #""bid_size":5,"bid_size":6"#)], false),
    ([(#""level":0"#, #""level":0,"level":1"#)], false),
    ([(#""level":0"#, #""lev\u0065l":0"#)], false),
    ([(#""bid_size":5"#, #""bid_siz\u0065":5"#)], false),
    // Which error wins: the type's, the code's and the timestamp's over a unit's; the first unit's; the bid's.
    (
      [
        (#""bid_price":80838000"#, #""bid_price":0"#),
        (#""timestamp":1723102637444"#, #""timestamp":9223372036854775807"#),
      ], true
    ),
    ([(#""bid_price":80838000"#, #""bid_price":0"#), (#""type":"orderbook""#, #""type":"x""#)], true),
    ([(#""bid_price":80838000"#, #""bid_price":0"#), (#""code":"KRW-BTC""#, #""code":"""#)], true),
    ([(#""ask_size":0.57100696"#, #""ask_size":-1"#), (#""bid_size":2.5303265"#, #""bid_size":-1"#)], true),
    ([(#""bid_size":5"#, #""bid_size":-1"#), (#""ask_size":0.57100696"#, #""ask_size":-1"#)], true),
    ([(#""bid_price":80838000"#, #""bid_price":0"#), (#""ask_size":1,"#, #""ask_size":"1","#)], false),
    ([(#""bid_price":80838000"#, #""bid_price":0"#), (#""level":0}"#, #""level":0,}"#)], false),
  ]

  @Test(
    "Changed fields: the same snapshot or the same error naming the same field",
    arguments: UpbitFrameTests.changes.indices)
  func changedFields(_ index: Int) {
    let change = Self.changes[index]
    let text = Self.replacing(change.replacements)
    #expect(text != Fixtures.upbitOrderBook, "the change does not apply")
    expectUpbitAgreement(Array(text.utf8))
    #expect((upbitOnePass(Array(text.utf8)) != nil) == change.isScanned, "\(text)")
  }

  @Test("Errors name the unit and field as before, read in one pass")
  func errorPaths() {
    let cases: [(text: String, error: FeedDecodingError)] = [
      (
        Self.replacing([(#""bid_size":5"#, #""bid_size":-1"#)]),
        .invalidDecimal(field: "orderbook_units[1].bid_size", .negative(text: "-1"))
      ),
      (
        Self.replacing([(#""bid_price":80838000"#, #""bid_price":0"#)]),
        .invalidValue(field: "orderbook_units[0].bid_price", value: "0", expected: "a price above zero")
      ),
      (
        Self.replacing([(#""bid_size":0.00000001"#, #""bid_size":5e-41"#)]),
        .invalidDecimal(field: "orderbook_units[2].bid_size", .outOfRange(text: "5e-41"))
      ),
      (
        Self.replacing([(#""timestamp":1723102637444"#, #""timestamp":9223372036854775807"#)]),
        .invalidValue(field: "timestamp", value: "9223372036854775807", expected: "milliseconds since 1970")
      ),
      (Self.replacing([(#""type":"orderbook""#, #""type":"trade""#)]), .unsupportedMessageType("trade")),
    ]
    for (text, error) in cases {
      let expected: Result<[MarketEvent], FeedDecodingError> = .failure(error)
      #expect(upbitOnePass(Array(text.utf8)) == expected, "\(text)")
      let reference = decodedEvents { () throws(FeedDecodingError) in
        try UpbitWebSocket.referenceEvents(from: Data(text.utf8))
      }
      #expect(reference == expected, "the previous decoder names it otherwise")
    }
  }

  @Test("Generated messages: reordered, spaced, escaped, in exponents, numbers as strings, members unknown or broken")
  func generated() async {
    // The fixture and the second spelled message: the generator moves points into exponents itself, so it starts
    // from numbers written plainly.
    let values = [Fixtures.upbitOrderBook, Self.spelled[1]].map(QuotationFrameVariants.value(of:))
    await propertyCheck(count: 600, input: Gen.uint64(), Gen.int(in: 0...1)) { seed, which in
      var variants = QuotationFrameVariants(seed: seed)
      let isClean = seed % 4 == 0
      let frame = variants.frame(from: values[which], clean: isClean)
      expectUpbitAgreement(frame.bytes)
      // A clean message has the shape JSONDecoder accepts: the one-pass reader reads it itself.
      if isClean { #expect(upbitOnePass(frame.bytes) != nil, "\(String(decoding: frame.bytes, as: UTF8.self))") }
    }
  }

  @Test("Clean generated books decode as JSONDecoder decodes them into Decimal fields, zero sizes dropped")
  func againstJSONDecoder() async {
    let book = QuotationFrameVariants.value(of: Fixtures.upbitOrderBook)
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var variants = QuotationFrameVariants(seed: seed)
      let data = Data(variants.frame(from: book, clean: true).bytes)
      let events = try UpbitWebSocket.events(from: data)
      guard case .snapshot(let snapshot, let symbol) = events.first, events.count == 1 else {
        Issue.record("expected one snapshot, got \(events)")
        return
      }
      let plain = try JSONDecoder().decode(PlainBook.self, from: data)
      #expect(symbol == plain.code)
      #expect(snapshot.time == ExchangeTimestamp(milliseconds: plain.timestamp))
      let bids = plain.orderbookUnits.filter { $0.bidSize != 0 }
      let asks = plain.orderbookUnits.filter { $0.askSize != 0 }
      #expect(snapshot.bids.count == bids.count && snapshot.asks.count == asks.count)
      for (level, unit) in zip(snapshot.bids, bids) {
        #expect(Decimal(string: level.price.description) == unit.bidPrice, "\(level)")
        #expect(Decimal(string: level.quantity.description) == unit.bidSize, "\(level)")
      }
      for (level, unit) in zip(snapshot.asks, asks) {
        #expect(Decimal(string: level.price.description) == unit.askPrice, "\(level)")
        #expect(Decimal(string: level.quantity.description) == unit.askSize, "\(level)")
      }
    }
  }

  @Test("The key tables' slots hold the JSON keys the slot constants name")
  func slots() {
    let message = UpbitSlots.messageKeys.names
    #expect(message[UpbitSlots.type] == "type" && message[UpbitSlots.code] == "code")
    #expect(message[UpbitSlots.timestamp] == "timestamp" && message[UpbitSlots.units] == "orderbook_units")
    let unit = UpbitSlots.unitKeys.names
    #expect(unit[UpbitSlots.askPrice] == "ask_price" && unit[UpbitSlots.bidPrice] == "bid_price")
    #expect(unit[UpbitSlots.askSize] == "ask_size" && unit[UpbitSlots.bidSize] == "bid_size")
  }
}

/// What the one-pass reader makes of `bytes`: its events or its error, or `nil` when it leaves them to the previous
/// decoder.
func upbitOnePass(_ bytes: [UInt8]) -> Result<[MarketEvent], FeedDecodingError>? {
  switch bytes.withUnsafeBufferPointer({ UpbitWebSocket.scanEvents($0) }) {
  case .success(.value(let events)): return .success(events)
  case .success(.unsure): return nil
  case .failure(let error): return .failure(error)
  }
}

/// Decodes `bytes` with the entry point and with the previous decoder, and expects the same events or error from
/// both, and from the one-pass reader when it answers.
func expectUpbitAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
  let data = Data(bytes)
  let text = String(decoding: bytes, as: UTF8.self).debugDescription
  let reference = decodedEvents { () throws(FeedDecodingError) in try UpbitWebSocket.referenceEvents(from: data) }
  if let onePass = upbitOnePass(bytes) {
    #expect(onePass == reference, "one pass: \(text)", sourceLocation: sourceLocation)
  }
  let decoded = decodedEvents { () throws(FeedDecodingError) in try UpbitWebSocket.events(from: data) }
  #expect(decoded == reference, "\(text)", sourceLocation: sourceLocation)
}
