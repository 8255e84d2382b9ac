import Foundation
import PropertyBased
import Testing

@_spi(Reference) @testable import OrderBookKit

@Suite("Binance depth updates and snapshots on the one-pass reader, against the JSONDecoder path")
struct BinanceFrameTests {
  /// The fixtures the changes below start from.
  enum Base {
    case update, combined, snapshot

    var text: String {
      switch self {
      case .update: Fixtures.binanceDepthUpdate
      case .combined: Fixtures.binanceCombined
      case .snapshot: Fixtures.binanceDepthSnapshot
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

  @Test("Fixtures and constructed messages: the same events, snapshot or error, read in one pass")
  func fixtures() {
    for text in [
      Fixtures.binanceDepthUpdate, Fixtures.binanceDepthUpdate2017, Fixtures.binanceCombined,
      Fixtures.binanceDepthSnapshot, #"{"e":"trade","E":0,"s":"","U":0,"u":0,"b":[],"a":[]}"#,
      #"{"lastUpdateId":0,"bids":[],"asks":[[" 1","1"]]}"#,
    ] {
      let bytes = Array(text.utf8)
      expectBinanceAgreement(bytes)
      #expect(binanceOnePass(bytes) != nil || snapshotOnePass(bytes) != nil, "left to JSONDecoder: \(text.prefix(60))")
    }
    for text in ["", "{", "[]", #"{"e":"depthUpdate"}"#, #"{"lastUpdateId":1}"#, #"{"stream":"x","data":1}"#] {
      let bytes = Array(text.utf8)
      expectBinanceAgreement(bytes)
      #expect(binanceOnePass(bytes) == nil && snapshotOnePass(bytes) == nil, "read in one pass: \(text.prefix(60))")
    }
  }

  /// Changes to a fixture, and whether the one-pass reader must read the result itself (as an event for the updates,
  /// as a snapshot for the snapshot).
  static let changes: [(base: Base, replacements: [(String, String)], isScanned: Bool)] = [
    // The type, the time, the ids and the symbol.
    (.update, [(#""e":"depthUpdate""#, #""e":"trade""#)], true),
    (.update, [(#""e":"depthUpdate""#, #""e":"depth\u0055pdate""#)], true),
    (.update, [(#""e":"depthUpdate""#, #""e":null"#)], false),
    (.update, [(#""e":"depthUpdate","#, "")], false),
    (.update, [(#""E":1723102637800"#, #""E":0"#)], true),
    (.update, [(#""E":1723102637800"#, #""E":9223372036854775807"#)], true),
    (.update, [(#""E":1723102637800"#, #""E":-1"#)], false),
    (.update, [(#""E":1723102637800"#, #""E":1.5"#)], false),
    (.update, [(#""E":1723102637800"#, #""E":"1723102637800""#)], false),
    (.update, [(#""U":157"#, #""U":161"#)], true),
    (.update, [(#""U":157"#, #""U":18446744073709551615"#)], true),
    (.update, [(#""U":157"#, #""U":18446744073709551616"#)], false),
    (.update, [(#""U":157"#, #""U":-1"#)], false),
    (.update, [(#""u":160"#, #""u":1E3"#)], false),
    (.update, [(#""s":"BNBBTC""#, #""s":"""#)], true),
    (.update, [(#""s":"BNBBTC""#, #""s":"BNB\u0042TC""#)], true),
    (.update, [(#""s":"BNBBTC""#, #""s":1"#)], false),
    // The levels.
    (.update, [(#"["0.0024","10"]"#, #"["0","10"]"#)], true),
    (.update, [(#"["0.0024","10"]"#, #"["0.0024","-1"]"#)], true),
    (.update, [(#"["0.0024","10"]"#, #"["0.00\u00324","10"]"#)], true),
    (.update, [(#"["0.0024","10"]"#, #"["0.0024","10",{"x":[1]},null]"#)], true),
    (.update, [(#"["0.0024","10"]"#, #"["0.0024"]"#)], false),
    (.update, [(#"["0.0024","10"]"#, #"["0.0024",10]"#)], false),
    (.update, [(#"["0.0024","10"]"#, #"[0.0024,"10"]"#)], false),
    (.update, [(#"["0.0024","10"]"#, #"{"p":"0.0024","q":"10"}"#)], false),
    (.update, [(#""b":["#, #""b":[],"x":["#)], true),
    (.update, [(#""b":["#, #""b":null,"x":["#)], false),
    (.update, [(#""a":[["0.0026","100"]]"#, #""a":[["0.0026x","100"]]"#)], true),
    // Which error wins: the type's, the ids', the time's and the symbol's over a level's; the bids' over the asks';
    // JSONDecoder's shape over all.
    (.update, [(#""0.0026""#, #""0""#), (#"["0.0024","10"]"#, #"["0.0024","-1"]"#)], true),
    (.update, [(#""0.0026""#, #""0""#), (#""U":157"#, #""U":161"#)], true),
    (.update, [(#""0.0026""#, #""0""#), (#""e":"depthUpdate""#, #""e":"x""#)], true),
    (.update, [(#""0.0026""#, #""0""#), (#""s":"BNBBTC""#, #""s":"""#)], true),
    (.update, [(#""0.0024""#, #""0""#), (#""100""#, #"100"#)], false),
    // The combined stream's wrapper.
    (.combined, [(#""stream":"bnbbtc@depth""#, #""stream":null"#)], true),
    (.combined, [(#""stream":"bnbbtc@depth","#, "")], false),
    (.combined, [(#""data":{"#, #""data":null,"x":{"#)], false),
    (.combined, [(#""data":{"#, #""data":{"stream":1,"data":{},"#)], true),
    (.combined, [(#""e":"depthUpdate""#, #""e":"trade""#)], true),
    // Snapshots.
    (.snapshot, [(#""lastUpdateId":158"#, #""lastUpdateId":0"#)], true),
    (.snapshot, [(#""lastUpdateId":158"#, #""lastUpdateId":-1"#)], false),
    (.snapshot, [(#""lastUpdateId":158"#, #""lastUpdateId":"158""#)], false),
    (.snapshot, [(#"["0.0024","14.00000000"]"#, #"["0","14.00000000"]"#)], true),
    (.snapshot, [(#""12.00000000""#, #""12.000000001""#)], true),
    (.snapshot, [(#""12.00000000""#, #""12.000000001""#), (#""6.40000000""#, #""-6.4""#)], true),
    (.snapshot, [(#""bids":["#, #""bids":[[],"#)], false),
    (.snapshot, [(#""asks":["#, #""asks":"x","y":["#)], false),
  ]

  @Test(
    "Changed fields: the same events, snapshot or error naming the same field",
    arguments: BinanceFrameTests.changes.indices)
  func changedFields(_ index: Int) {
    let change = Self.changes[index]
    let text = change.base.replacing(change.replacements)
    #expect(text != change.base.text, "the change does not apply")
    expectBinanceAgreement(Array(text.utf8))
    let bytes = Array(text.utf8)
    let isScanned = change.base == .snapshot ? snapshotOnePass(bytes) != nil : binanceOnePass(bytes) != nil
    #expect(isScanned == change.isScanned, "\(text)")
  }

  @Test("Errors name the level and field as before, read in one pass")
  func errorPaths() {
    let events: [(text: String, error: FeedDecodingError)] = [
      (
        Base.update.replacing([(#""0.0026""#, #""0.0026x""#)]),
        .invalidDecimal(field: "a[0][0]", .invalidCharacter(text: "0.0026x", offset: 6))
      ),
      (
        Base.update.replacing([(#""U":157"#, #""U":161"#)]),
        .invalidValue(field: "U", value: "161", expected: "at most u (160)")
      ),
      (Base.update.replacing([(#""e":"depthUpdate""#, #""e":"trade""#)]), .unsupportedMessageType("trade")),
      (
        Base.update.replacing([(#""E":1723102637800"#, #""E":9223372036854775807"#)]),
        .invalidValue(field: "E", value: "9223372036854775807", expected: "milliseconds since 1970")
      ),
    ]
    for (text, error) in events {
      let expected: Result<[MarketEvent], FeedDecodingError> = .failure(error)
      #expect(binanceOnePass(Array(text.utf8)) == expected, "\(text)")
      let reference = decodedEvents { () throws(FeedDecodingError) in
        try BinanceWebSocket.referenceEvents(from: Data(text.utf8))
      }
      #expect(reference == expected, "the JSONDecoder path names it otherwise")
    }
    let text = Base.snapshot.replacing([(#"["0.0024","14.00000000"]"#, #"["0","14.00000000"]"#)])
    let expected: Result<OrderBookSnapshot, FeedDecodingError> = .failure(
      .invalidValue(field: "bids[0][0]", value: "0", expected: "a price above zero"))
    #expect(snapshotOnePass(Array(text.utf8)) == expected)
    let decoded = snapshotOutcome { () throws(FeedDecodingError) in try BinanceREST.orderBook(from: Data(text.utf8)) }
    #expect(decoded == expected)
  }

  @Test("Generated messages: reordered, spaced, escaped, members unknown or broken")
  func generated() async {
    let values = [
      Fixtures.binanceDepthUpdate, Fixtures.binanceDepthUpdate2017, Fixtures.binanceCombined,
      Fixtures.binanceDepthSnapshot,
    ].map(QuotationFrameVariants.value(of:))
    await propertyCheck(count: 600, input: Gen.uint64(), Gen.int(in: 0...3)) { seed, which in
      var variants = QuotationFrameVariants(seed: seed)
      let isClean = seed % 4 == 0
      let frame = variants.frame(from: values[which], clean: isClean)
      expectBinanceAgreement(frame.bytes)
      if isClean {
        let isScanned = which == 3 ? snapshotOnePass(frame.bytes) != nil : binanceOnePass(frame.bytes) != nil
        #expect(isScanned, "\(String(decoding: frame.bytes, as: UTF8.self))")
      }
    }
  }
}

/// What the one-pass reader makes of `bytes` as a depth update: its events or its error, or `nil` when it leaves them
/// to the `JSONDecoder` path.
func binanceOnePass(_ bytes: [UInt8]) -> Result<[MarketEvent], FeedDecodingError>? {
  switch bytes.withUnsafeBufferPointer({ BinanceWebSocket.scanEvents($0) }) {
  case .success(.value(let events)): return .success(events)
  case .success(.unsure): return nil
  case .failure(let error): return .failure(error)
  }
}

/// What the one-pass reader makes of `bytes` as a REST depth snapshot, or `nil` when it leaves them to the
/// `JSONDecoder` path.
func snapshotOnePass(_ bytes: [UInt8]) -> Result<OrderBookSnapshot, FeedDecodingError>? {
  switch bytes.withUnsafeBufferPointer({ BinanceREST.scanOrderBook($0) }) {
  case .success(.value(let snapshot)): return .success(snapshot)
  case .success(.unsure): return nil
  case .failure(let error): return .failure(error)
  }
}

/// Decodes `bytes` as a depth update and as a REST snapshot, with the entry points and with the `JSONDecoder` path,
/// and expects the same outcome from each, and from the one-pass reader when it answers.
func expectBinanceAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
  let data = Data(bytes)
  let text = String(decoding: bytes, as: UTF8.self).debugDescription
  let reference = decodedEvents { () throws(FeedDecodingError) in try BinanceWebSocket.referenceEvents(from: data) }
  if let onePass = binanceOnePass(bytes) {
    #expect(onePass == reference, "one pass: \(text)", sourceLocation: sourceLocation)
  }
  let decoded = decodedEvents { () throws(FeedDecodingError) in try BinanceWebSocket.events(from: data) }
  #expect(decoded == reference, "\(text)", sourceLocation: sourceLocation)
  let snapshot = snapshotOutcome { () throws(FeedDecodingError) in try BinanceREST.referenceOrderBook(from: data) }
  if let onePass = snapshotOnePass(bytes) {
    #expect(onePass == snapshot, "one pass, snapshot: \(text)", sourceLocation: sourceLocation)
  }
  let decodedSnapshot = snapshotOutcome { () throws(FeedDecodingError) in try BinanceREST.orderBook(from: data) }
  #expect(decodedSnapshot == snapshot, "snapshot: \(text)", sourceLocation: sourceLocation)
}

/// The outcome of a decoder of snapshots.
func snapshotOutcome(_ body: () throws(FeedDecodingError) -> OrderBookSnapshot)
  -> Result<OrderBookSnapshot, FeedDecodingError>
{
  do throws(FeedDecodingError) {
    return .success(try body())
  } catch {
    return .failure(error)
  }
}
