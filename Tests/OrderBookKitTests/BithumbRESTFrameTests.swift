import Foundation
import PropertyBased
import Testing

@_spi(Reference) @testable import OrderBookKit

@Suite("The Bithumb REST order book on the one-pass reader, against the JSONDecoder path")
struct BithumbRESTFrameTests {
  /// The fixture with the first occurrence of each replacement's text replaced, in order.
  static func replacing(_ replacements: [(String, String)]) -> String {
    var text = Fixtures.bithumbRESTStringTime
    for (old, new) in replacements {
      if let range = text.range(of: old) { text.replaceSubrange(range, with: new) }
    }
    return text
  }

  @Test("Fixtures and constructed responses: the same snapshot or error, read in one pass")
  func fixtures() {
    for text in [
      Fixtures.bithumbRESTStringTime, Fixtures.bithumbRESTNumberTime, Fixtures.bithumbRESTError,
      #"{"status":"5600"}"#, #"{"status":"5600","message":null,"data":null}"#, #"{"status":"0000"}"#,
      #"{"status":"0000","data":{"timestamp":0,"payment_currency":"KRW","order_currency":"BTC","bids":[],"asks":[]}}"#,
      #"{"status":"5100","message":"x","data":{"timestamp":"x","payment_currency":"","order_currency":"","bids":[],"asks":[]}}"#,
    ] {
      expectRESTAgreement(Array(text.utf8))
      #expect(restOnePass(Array(text.utf8)) != nil, "left to JSONDecoder: \(text.prefix(60))")
    }
    for text in [
      "", "{", "[]", #"{"message":"x"}"#, #"{"status":0}"#, #"{"status":"0000","data":{}}"#,
      #"{"status":"0000","data":[]}"#, #"{"status":"0000","message":1}"#, #"{"status":"0000","status":"0000"}"#,
    ] {
      expectRESTAgreement(Array(text.utf8))
      #expect(restOnePass(Array(text.utf8)) == nil, "read in one pass: \(text.prefix(60))")
    }
  }

  /// Changes to the fixture, and whether the one-pass reader must read the result itself.
  static let changes: [(replacements: [(String, String)], isScanned: Bool)] = [
    // The status and the message.
    ([(#""status":"0000""#, #""status":"5600","message":"\uac70\ub798""#)], true),
    ([(#""status":"0000""#, #""status":"5600""#)], true),
    ([(#""status":"0000""#, #""status":"00\u00300""#)], true),
    ([(#""status":"0000""#, #""status":"0000","message":null"#)], true),
    ([(#""status":"0000""#, #""status":0"#)], false),
    ([(#""status":"0000","#, "")], false),
    // The timestamp and the currencies.
    ([(#""timestamp":"1723102637709""#, #""timestamp":1723102637709"#)], true),
    ([(#""timestamp":"1723102637709""#, #""timestamp":"9223372036854775807""#)], true),
    ([(#""timestamp":"1723102637709""#, #""timestamp":"-1""#)], true),
    ([(#""timestamp":"1723102637709""#, #""timestamp":-1"#)], false),
    ([(#""timestamp":"1723102637709""#, #""timestamp":1.5"#)], false),
    ([(#""timestamp":"1723102637709""#, #""timestamp":null"#)], false),
    ([(#""order_currency":"BTC""#, #""order_currency":"""#)], true),
    ([(#""order_currency":"BTC""#, #""order_currency":"\u0042TC""#)], true),
    ([(#""payment_currency":"KRW""#, #""payment_currency":"""#)], true),
    ([(#""payment_currency":"KRW""#, #""payment_currency":1"#)], false),
    // The levels.
    ([(#""price":"80838000""#, #""price":"0""#)], true),
    ([(#""price":"80838000""#, #""price":"8083800\u0030""#)], true),
    ([(#""quantity":"0.0586""#, #""quantity":"-1""#)], true),
    ([(#""quantity":"0.0586""#, #""quantity":"0.123456789""#)], true),
    ([(#""quantity":"0.0586""#, #""quantity":0.0586"#)], false),
    ([(#""bids":["#, #""bids":[1,"#)], false),
    ([(#""bids":["#, #""bids":[],"x":["#)], true),
    ([(#""asks":["#, #""asks":null,"x":["#)], false),
    ([(#"{"price":"80873000""#, #"{"x":{"price":1},"price":"80873000""#)], true),
    ([(#""quantity":"0.0586""#, #""quantity":"0.0586","quantity":"1""#)], false),
    // Which error wins: the status's over any field's; the timestamp's, then the currencies', then the bids', then the
    // asks'; JSONDecoder's shape over all.
    ([(#""price":"80838000""#, #""price":"0""#), (#""status":"0000""#, #""status":"5600""#)], true),
    ([(#""price":"80838000""#, #""price":"0""#), (#""timestamp":"1723102637709""#, #""timestamp":"x""#)], true),
    ([(#""price":"80873000""#, #""price":"0""#), (#""price":"80838000""#, #""price":"-1""#)], true),
    ([(#""price":"80838000""#, #""price":"0""#), (#""order_currency":"BTC""#, #""order_currency":"""#)], true),
    ([(#""price":"80838000""#, #""price":"0""#), (#""price":"80873000""#, #""price":80873000"#)], false),
    ([(#""status":"0000""#, #""status":"5600""#), (#""price":"80838000""#, #""price":1"#)], false),
  ]

  @Test(
    "Changed fields: the same snapshot or the same error naming the same field",
    arguments: BithumbRESTFrameTests.changes.indices)
  func changedFields(_ index: Int) {
    let change = Self.changes[index]
    let text = Self.replacing(change.replacements)
    #expect(text != Fixtures.bithumbRESTStringTime, "the change does not apply")
    expectRESTAgreement(Array(text.utf8))
    #expect((restOnePass(Array(text.utf8)) != nil) == change.isScanned, "\(text)")
  }

  @Test("Errors name the level and field as before, read in one pass")
  func errorPaths() {
    let cases: [(text: String, error: FeedDecodingError)] = [
      (
        Self.replacing([(#""quantity":"0.3311""#, #""quantity":"0.3311 ""#)]),
        .invalidDecimal(field: "data.bids[1].quantity", .invalidCharacter(text: "0.3311 ", offset: 6))
      ),
      (
        Self.replacing([(#""price":"80900000""#, #""price":"0""#)]),
        .invalidValue(field: "data.asks[2].price", value: "0", expected: "a price above zero")
      ),
      (
        Self.replacing([(#""order_currency":"BTC""#, #""order_currency":"""#)]),
        .invalidValue(field: "data.order_currency", value: "", expected: "a symbol")
      ),
      (Fixtures.bithumbRESTError, .exchangeError(name: "5600", message: "거래 진행중인 코인이 아닙니다.")),
      (#"{"status":"0000"}"#, .missingField("data")),
    ]
    for (text, error) in cases {
      let expected: Result<SymbolSnapshot, FeedDecodingError> = .failure(error)
      #expect(restOnePass(Array(text.utf8)) == expected, "\(text)")
      let reference = decodedSnapshot { () throws(FeedDecodingError) in
        try BithumbREST.referenceOrderBook(from: Data(text.utf8))
      }
      #expect(reference == expected, "the JSONDecoder path names it otherwise")
    }
  }

  @Test("Generated responses: reordered, spaced, escaped, members unknown or broken")
  func generated() async {
    let values = [Fixtures.bithumbRESTStringTime, Fixtures.bithumbRESTNumberTime, Fixtures.bithumbRESTError]
      .map(QuotationFrameVariants.value(of:))
    await propertyCheck(count: 400, input: Gen.uint64(), Gen.int(in: 0...2)) { seed, which in
      var variants = QuotationFrameVariants(seed: seed)
      let isClean = seed % 4 == 0
      let frame = variants.frame(from: values[which], clean: isClean)
      expectRESTAgreement(frame.bytes)
      if isClean { #expect(restOnePass(frame.bytes) != nil, "\(String(decoding: frame.bytes, as: UTF8.self))") }
    }
  }
}

/// What the one-pass reader makes of `bytes`: its snapshot or its error, or `nil` when it leaves them to the
/// `JSONDecoder` path.
func restOnePass(_ bytes: [UInt8]) -> Result<SymbolSnapshot, FeedDecodingError>? {
  switch bytes.withUnsafeBufferPointer({ BithumbREST.scanOrderBook($0) }) {
  case .success(.value(let snapshot)): return .success(snapshot)
  case .success(.unsure): return nil
  case .failure(let error): return .failure(error)
  }
}

/// Decodes `bytes` with the entry point and with the `JSONDecoder` path, and expects the same snapshot or error from
/// both, and from the one-pass reader when it answers.
func expectRESTAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
  let data = Data(bytes)
  let text = String(decoding: bytes, as: UTF8.self).debugDescription
  let reference = decodedSnapshot { () throws(FeedDecodingError) in try BithumbREST.referenceOrderBook(from: data) }
  if let onePass = restOnePass(bytes) {
    #expect(onePass == reference, "one pass: \(text)", sourceLocation: sourceLocation)
  }
  let decoded = decodedSnapshot { () throws(FeedDecodingError) in try BithumbREST.orderBook(from: data) }
  #expect(decoded == reference, "\(text)", sourceLocation: sourceLocation)
}

/// The outcome of a decoder of snapshots.
func decodedSnapshot(_ body: () throws(FeedDecodingError) -> SymbolSnapshot)
  -> Result<SymbolSnapshot, FeedDecodingError>
{
  do throws(FeedDecodingError) {
    return .success(try body())
  } catch {
    return .failure(error)
  }
}
