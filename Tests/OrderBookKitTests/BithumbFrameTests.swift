import Foundation
import PropertyBased
import Testing

@_spi(Reference) @testable import OrderBookKit

@Suite("Legacy Bithumb messages on the one-pass reader, against the JSONDecoder path")
struct BithumbFrameTests {
  /// The fixtures the changes below start from.
  enum Base {
    case depth, transactions, ticker, status

    var text: String {
      switch self {
      case .depth: Fixtures.bithumbDepthStringTime
      case .transactions: Fixtures.bithumbTransactions
      case .ticker: Fixtures.bithumbTicker
      case .status: Fixtures.bithumbConnected
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

  @Test("Fixtures and constructed messages: the same events or error, read in one pass")
  func fixtures() {
    for text in [
      Fixtures.bithumbDepthStringTime, Fixtures.bithumbDepthNumberTimeTwoSymbols, Fixtures.bithumbTransactions,
      Fixtures.bithumbTicker, Fixtures.bithumbConnected, Fixtures.bithumbInvalidFilter,
      #"{"status":"0000"}"#, #"{"status":"5100","resmsg":null}"#, #"{"resmsg":"\uc5f0\uacb0","status":"0000"}"#,
      #"{"type":"orderbookdepth","content":{"list":[],"datetime":"1"}}"#,
      #"{"type":"orderbookdepth","content":{"datetime":0,"list":[]},"status":"5100"}"#,
      #"{"type":"transaction","content":{"list":[]}}"#, #"{"type":"orderbooksnapshot"}"#, #"{"type":"x","content":1}"#,
    ] {
      expectBithumbAgreement(Array(text.utf8))
      #expect(bithumbOnePass(Array(text.utf8)) != nil, "left to JSONDecoder: \(text.prefix(60))")
    }
    // What JSONDecoder judges in its own words, and what is not one JSON object, are left to it.
    for text in [
      "", "{", "[]", "[1,2]", #""x""#, #"{"resmsg":"no status"}"#, #"{"status":0}"#, #"{"type":null}"#,
      #"{"type":"orderbookdepth"}"#, #"{"type":"orderbookdepth","content":[]}"#, #"{"type":"ticker","content":{}}"#,
      #"{"type":"transaction","content":{"list":[{}]}}"#, #"{"status":"0000","status":"0000"}"#,
      "\u{FEFF}" + Fixtures.bithumbConnected,
    ] {
      expectBithumbAgreement(Array(text.utf8))
      #expect(bithumbOnePass(Array(text.utf8)) == nil, "read in one pass: \(text.prefix(60))")
    }
  }

  /// 32 empty arrays nested in one another: in an entry of `content.list`, deeper than the frame reader follows
  /// (`JSONDecoder` follows them).
  static let deep = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)

  /// Changes to a fixture, and whether the one-pass reader must read the result itself.
  static let changes: [(base: Base, replacements: [(String, String)], isScanned: Bool)] = [
    // The envelope and the type.
    (.depth, [(#""type":"orderbookdepth","#, "")], false),
    (.depth, [(#""type":"orderbookdepth""#, #""type":null"#)], false),
    (.depth, [(#""type":"orderbookdepth""#, #""type":7"#)], false),
    (.depth, [(#""type":"orderbookdepth""#, #""type":"orderbooksnapshot""#)], true),
    (.depth, [(#""type":"orderbookdepth""#, #""type":"orderb\u006Fokdepth""#)], true),
    (.depth, [(#""type":"orderbookdepth""#, #""type":"ticker""#)], false),
    (.depth, [(#""type":"orderbookdepth""#, #""type":"transaction""#)], false),
    (.depth, [(#""type":"orderbookdepth""#, #""status":"0000","type":"orderbookdepth""#)], true),
    (.depth, [(#""content":{"#, #""content":null,"x":{"#)], false),
    (.depth, [(#""content":{"#, #""content":[],"x":{"#)], false),
    (.depth, [(#""content":{"#, #""x":{"#)], false),
    (.depth, [(#""type":"#, #""extra":{"a":[1,{"b":null}],"c":"\u00e9"},"type":"#)], true),
    // The time.
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":1723102637709512"#)], true),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":0"#)], true),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":9223372036854775807"#)], true),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":"+1""#)], true),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":"""#)], true),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":"172310263770951\u0032""#)], true),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":"99999999999999999999""#)], true),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":-1"#)], false),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":1.5"#)], false),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":1E3"#)], false),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":99999999999999999999"#)], false),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":null"#)], false),
    (.depth, [(#""datetime":"1723102637709512""#, #""datetime":true"#)], false),
    (.depth, [(#","datetime":"1723102637709512""#, "")], false),
    // The list.
    (.depth, [(#""list":["#, #""list":[],"x":["#)], true),
    (.depth, [(#""list":["#, #""list":null,"x":["#)], false),
    (.depth, [(#""list":["#, #""list":{},"x":["#)], false),
    (.depth, [(#""list":["#, #""list":[7,"#)], false),
    (.depth, [(#""list":["#, #""x":["#)], false),
    // An entry's fields: values refused by the field readers, escapes, wrong types, missing and repeated members.
    (.depth, [(#""price":"745.1""#, #""price":"0""#)], true),
    (.depth, [(#""price":"745.1""#, #""price":"-1""#)], true),
    (.depth, [(#""price":"745.1""#, #""price":"1e5""#)], true),
    (.depth, [(#""price":"745.1""#, #""price":"745.123456789""#)], true),
    (.depth, [(#""price":"745.1""#, #""price":"7\u00345.1""#)], true),
    (.depth, [(#""price":"745.1""#, #""price":745.1"#)], false),
    (.depth, [(#""price":"745.1""#, #""price":null"#)], false),
    (.depth, [(#""price":"745.1","#, "")], false),
    (.depth, [(#""quantity":"0""#, #""quantity":"0.123456789""#)], true),
    (.depth, [(#""quantity":"0""#, #""quantity":"-0.5""#)], true),
    (.depth, [(#""orderType":"ask""#, #""orderType":"buy""#)], true),
    (.depth, [(#""orderType":"ask""#, #""orderType":"\u0061sk""#)], true),
    (.depth, [(#""total":"0""#, #""total":null"#)], true),
    (.depth, [(#","total":"0""#, "")], true),
    (.depth, [(#""total":"0""#, #""total":"x""#)], true),
    (.depth, [(#""total":"0""#, #""total":"4294967295""#)], true),
    (.depth, [(#""total":"0""#, #""total":0"#)], false),
    (.depth, [(#""symbol":"XRP_KRW""#, #""symbol":"""#)], true),
    (.depth, [(#""symbol":"XRP_KRW""#, #""symbol":"XRP\u005FKRW""#)], true),
    (.depth, [(#""symbol":"XRP_KRW""#, #""symbol":"BTC_KRW""#)], true),
    (.depth, [(#""symbol":"XRP_KRW""#, #""symbol":"비트코인""#)], true),
    (.depth, [(#""symbol":"XRP_KRW""#, #""symbol":1"#)], false),
    (.depth, [(#"{"symbol""#, #"{"x":{"symbol":1,"price":[]},"symbol""#)], true),
    (.depth, [(#""total":"0""#, #""total":"0","total":"1""#)], false),
    (.depth, [(#""price":"745.1""#, #""pric\u0065":"745.1""#)], false),
    (.depth, [(#"{"symbol""#, #"{"deep":\#(BithumbFrameTests.deep),"symbol""#)], false),
    // Which error wins: the time's over an entry's, the first entry's, the type's over all, JSONDecoder's shape.
    (
      .depth,
      [(#""price":"745.1""#, #""price":"0""#), (#""datetime":"1723102637709512""#, #""datetime":"x""#)], true
    ),
    (.depth, [(#""price":"745.1""#, #""price":"0""#), (#""quantity":"18250.4411""#, #""quantity":"-1""#)], true),
    (.depth, [(#""quantity":"18250.4411""#, #""quantity":"-1""#), (#""price":"745.1""#, #""price":"0""#)], true),
    (.depth, [(#""price":"745.1""#, #""price":"0""#), (#""type":"orderbookdepth""#, #""type":"x""#)], true),
    (.depth, [(#""price":"745.1""#, #""price":"0""#), (#""quantity":"18250.4411""#, #""quantity":1"#)], false),
    (
      .depth,
      [(#""price":"745.1""#, #""price":"0""#), (#""datetime":"1723102637709512"}}"#, #""datetime":"1",}}"#)],
      false
    ),
    // Transactions.
    (.transactions, [(#""buySellGb":"1""#, #""buySellGb":"3""#)], true),
    (.transactions, [(#""contDtm":"2024-08-08 16:37:17.812345""#, #""contDtm":"2024-02-30 10:00:00""#)], true),
    (.transactions, [(#""contDtm":"2024-08-08 16:37:17.812345""#, #""contDtm":"2024-08-08 16:37:17.8123456""#)], true),
    (.transactions, [(#""contDtm":"2024-08-08 16:37:17.812345""#, #""contDtm":"2024-08-08 16:37:1\u0037""#)], true),
    (.transactions, [(#""contPrice":"80838000""#, #""contPrice":"0""#)], true),
    (.transactions, [(#""contPrice":"80838000""#, #""contPrice":80838000"#)], false),
    (.transactions, [(#""contQty":"0.0086","#, "")], false),
    (.transactions, [(#""symbol":"BTC_KRW""#, #""symbol":"""#)], true),
    (.transactions, [(#""symbol":"BTC_KRW""#, #""symbol":"BTC\u005fKRW""#)], true),
    (.transactions, [(#""list":["#, #""list":[],"x":["#)], true),
    (.transactions, [(#""contAmt":"695206.8""#, #""contAmt":{"deep":[[[1]]],"contQty":null}"#)], true),
    (
      .transactions,
      [(#""contPrice":"80838000""#, #""contPrice":"0""#), (#""contQty":"0.01""#, #""contQty":"x""#)], true
    ),
    (
      .transactions,
      [(#""contQty":"0.01""#, #""contQty":"x""#), (#""buySellGb":"1""#, #""buySellGb":"0""#)], true
    ),
    (.transactions, [(#""contQty":"0.01""#, #""contQty":"x""#), (#""updn":"up""#, #""updn":"up","symbol":1"#)], false),
    // The ticker.
    (.ticker, [(#""chgRate":"2.21""#, #""chgRate":"2.21e0""#)], true),
    (
      .ticker,
      [(#""value":"198372645018.40311927350127691""#, #""value":"1983726450184031192735012769112345678901""#)], true
    ),
    (.ticker, [(#""volume":"2464.108829416350179901""#, #""volume":"-0""#)], true),
    (.ticker, [(#""volume":"2464.108829416350179901""#, #""volume":"-1.50""#)], true),
    (.ticker, [(#""volumePower":"106.97""#, #""volumePower":"0.000""#)], true),
    (.ticker, [(#""volumePower":"106.97""#, #""volumePower":"1\u00306.97""#)], true),
    (.ticker, [(#""volumePower":"106.97""#, #""volumePower":"""#)], true),
    (.ticker, [(#""openPrice":"79110000""#, #""openPrice":"79110000.123456789""#)], true),
    (.ticker, [(#""chgAmt":"1745000""#, #""chgAmt":"-1745000""#)], true),
    (.ticker, [(#""date":"20240808""#, #""date":"20240230""#)], true),
    (.ticker, [(#""time":"163717""#, #""time":"16371""#)], true),
    (.ticker, [(#""tickType":"24H""#, #""tickType":"\u0032\u0034H""#)], true),
    (.ticker, [(#""symbol":"BTC_KRW""#, #""symbol":"""#)], true),
    (.ticker, [(#""tickType":"24H","#, "")], false),
    (.ticker, [(#""lowPrice":"78500000""#, #""lowPrice":78500000"#)], false),
    (.ticker, [(#""chgRate":"2.21""#, #""chgRate":null"#)], false),
    (
      .ticker,
      [(#""volumePower":"106.97""#, #""volumePower":"x""#), (#""openPrice":"79110000""#, #""openPrice":"x""#)], true
    ),
    (.ticker, [(#""volumePower":"106.97""#, #""volumePower":"x""#), (#""time":"163717""#, #""time":"x""#)], true),
    // Status messages.
    (.status, [(#""resmsg":"Connected Successfully""#, #""resmsg":null"#)], true),
    (.status, [(#","resmsg":"Connected Successfully""#, "")], true),
    (.status, [(#""resmsg":"Connected Successfully""#, #""resmsg":"연결 \"성공\"""#)], true),
    (.status, [(#""status":"0000""#, #""status":"0000","content":{}"#)], true),
    (.status, [(#""resmsg":"Connected Successfully""#, #""resmsg":1"#)], false),
    (.status, [(#""status":"0000""#, #""status":0"#)], false),
    (.status, [(#""status":"0000","#, "")], false),
  ]

  @Test(
    "Changed fields: the same events or the same error naming the same field",
    arguments: BithumbFrameTests.changes.indices)
  func changedFields(_ index: Int) {
    let change = Self.changes[index]
    let text = change.base.replacing(change.replacements)
    #expect(text != change.base.text, "the change does not apply")
    expectBithumbAgreement(Array(text.utf8))
    #expect((bithumbOnePass(Array(text.utf8)) != nil) == change.isScanned, "\(text)")
  }

  @Test("Errors name the field as the JSONDecoder path names it, read in one pass")
  func errorPaths() {
    let cases: [(text: String, error: FeedDecodingError)] = [
      (
        Base.depth.replacing([(#""price":"745.3""#, #""price":"0""#)]),
        .invalidValue(field: "content.list[1].price", value: "0", expected: "a price above zero")
      ),
      (
        Base.depth.replacing([
          (#""price":"745.1""#, #""price":"0""#), (#""datetime":"1723102637709512""#, #""datetime":"+1""#),
        ]),
        .invalidValue(
          field: "content.datetime", value: "+1", expected: "an integer from 0 to 9223372036854775807 in plain digits")
      ),
      (
        Base.transactions.replacing([(#""contDtm":"2024-08-08 16:37:17.913""#, #""contDtm":"2024-08-08""#)]),
        .invalidValue(
          field: "content.list[1].contDtm", value: "2024-08-08",
          expected: "a Seoul time as yyyy-MM-dd HH:mm:ss[.SSSSSS]")
      ),
      (
        Base.ticker.replacing([(#""chgRate":"2.21""#, #""chgRate":"2.21e0""#)]),
        .invalidDecimal(field: "content.chgRate", .exponentNotation(text: "2.21e0"))
      ),
      (
        Base.ticker.replacing([(#""date":"20240808""#, #""date":"2024080""#)]),
        .invalidValue(field: "content.date", value: "2024080 163717", expected: "yyyyMMdd HHmmss")
      ),
      (
        Base.depth.replacing([(#""type":"orderbookdepth""#, #""type":"snapshot""#)]),
        .unsupportedMessageType("snapshot")
      ),
    ]
    for (text, error) in cases {
      let expected: Result<[MarketEvent], FeedDecodingError> = .failure(error)
      #expect(bithumbOnePass(Array(text.utf8)) == expected, "\(text)")
      #expect(decodedEvents { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: text) } == expected)
      let reference = decodedEvents { () throws(FeedDecodingError) in
        try BithumbWebSocket.decodeWithJSONDecoder(Data(text.utf8))
      }
      #expect(reference == expected, "the reference names it otherwise")
    }
  }

  @Test("Symbols are grouped as Strings are compared: in order of first appearance, canonical equivalents together")
  func groups() throws {
    func entry(_ symbol: String, _ price: String) -> String {
      #"{"symbol":"\#(symbol)","orderType":"bid","price":"\#(price)","quantity":"1"}"#
    }
    func message(_ entries: [String]) -> String {
      #"{"type":"orderbookdepth","content":{"list":["# + entries.joined(separator: ",") + #"],"datetime":"1"}}"#
    }
    let interleaved = message([entry("A", "1"), entry("B", "2"), entry("A", "3"), entry("C", "4"), entry("B", "5")])
    let events = try #require(try bithumbOnePass(Array(interleaved.utf8))?.get())
    #expect(events.map(\.symbol) == ["A", "B", "C"])
    expectBithumbAgreement(Array(interleaved.utf8))
    // "é" precomposed, decomposed, escaped either way: one symbol as a String, named by its first spelling.
    for spellings in [["é", "e\u{301}"], [#"e\u0301"#, #"\u00e9"#], ["A", #"\u0041"#], [#"\u0041"#, "A", "é"]] {
      let text = message(spellings.enumerated().map { entry($0.element, String($0.offset + 1)) })
      #expect(bithumbOnePass(Array(text.utf8)) != nil, "\(text)")
      expectBithumbAgreement(Array(text.utf8))
    }
  }

  @Test("Generated messages: reordered, spaced, escaped, members unknown or broken")
  func generated() async {
    let values = [
      Fixtures.bithumbDepthStringTime, Fixtures.bithumbDepthNumberTimeTwoSymbols, Fixtures.bithumbTransactions,
      Fixtures.bithumbTicker, Fixtures.bithumbConnected, Fixtures.bithumbInvalidFilter,
    ].map(QuotationFrameVariants.value(of:))
    await propertyCheck(count: 600, input: Gen.uint64(), Gen.int(in: 0...5)) { seed, which in
      var variants = QuotationFrameVariants(seed: seed)
      let isClean = seed % 4 == 0
      let frame = variants.frame(from: values[which], clean: isClean)
      expectBithumbAgreement(frame.bytes)
      // A clean message has the shape JSONDecoder accepts: the one-pass reader reads it itself.
      if isClean { #expect(bithumbOnePass(frame.bytes) != nil, "\(String(decoding: frame.bytes, as: UTF8.self))") }
    }
  }

  @Test("The key tables' slots hold the JSON keys the slot constants name")
  func slots() {
    let content = BithumbSlots.contentKeys.names
    let pairs: [(Int, String)] = [
      (BithumbSlots.list, "list"), (BithumbSlots.datetime, "datetime"), (BithumbSlots.tickerSymbol, "symbol"),
      (BithumbSlots.tickType, "tickType"), (BithumbSlots.date, "date"), (BithumbSlots.time, "time"),
      (BithumbSlots.openPrice, "openPrice"), (BithumbSlots.closePrice, "closePrice"),
      (BithumbSlots.lowPrice, "lowPrice"), (BithumbSlots.highPrice, "highPrice"),
      (BithumbSlots.prevClosePrice, "prevClosePrice"), (BithumbSlots.chgAmt, "chgAmt"),
      (BithumbSlots.chgRate, "chgRate"), (BithumbSlots.value, "value"), (BithumbSlots.volume, "volume"),
      (BithumbSlots.sellVolume, "sellVolume"), (BithumbSlots.buyVolume, "buyVolume"),
      (BithumbSlots.volumePower, "volumePower"),
    ]
    for (slot, name) in pairs { #expect(content[slot] == name) }
    #expect(content.count == pairs.count && BithumbSlots.tickerFields.count == 16)
    let envelope = BithumbSlots.envelopeKeys.names
    #expect(envelope[BithumbSlots.type] == "type" && envelope[BithumbSlots.content] == "content")
    #expect(envelope[BithumbSlots.status] == "status" && envelope[BithumbSlots.resmsg] == "resmsg")
    let depth = BithumbSlots.depthEntryKeys.names
    #expect(depth[BithumbSlots.depthSymbol] == "symbol" && depth[BithumbSlots.orderType] == "orderType")
    #expect(depth[BithumbSlots.price] == "price" && depth[BithumbSlots.quantity] == "quantity")
    #expect(depth[BithumbSlots.total] == "total" && BithumbSlots.depthFields.count == 4)
    let trade = BithumbSlots.tradeEntryKeys.names
    #expect(trade[BithumbSlots.tradeSymbol] == "symbol" && trade[BithumbSlots.buySellGb] == "buySellGb")
    #expect(trade[BithumbSlots.contPrice] == "contPrice" && trade[BithumbSlots.contQty] == "contQty")
    #expect(trade[BithumbSlots.contDtm] == "contDtm" && BithumbSlots.tradeFields.count == 5)
  }
}

/// What the one-pass reader makes of `bytes`: its events or its error, or `nil` when it leaves them to the
/// `JSONDecoder` path.
func bithumbOnePass(_ bytes: [UInt8]) -> Result<[MarketEvent], FeedDecodingError>? {
  switch bytes.withUnsafeBufferPointer({ BithumbWebSocket.scanEvents($0) }) {
  case .success(.value(let events)): return .success(events)
  case .success(.unsure): return nil
  case .failure(let error): return .failure(error)
  }
}

/// Decodes `bytes` with the entry points, from the bytes and (when they are UTF-8) from the text, and with the
/// `JSONDecoder` path, and expects the same events or error from each, and from the one-pass reader when it answers.
func expectBithumbAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
  let data = Data(bytes)
  let text = String(decoding: bytes, as: UTF8.self)
  let reference = decodedEvents { () throws(FeedDecodingError) in try BithumbWebSocket.decodeWithJSONDecoder(data) }
  if let onePass = bithumbOnePass(bytes) {
    #expect(onePass == reference, "one pass: \(text.debugDescription)", sourceLocation: sourceLocation)
  }
  let fromBytes = decodedEvents { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: data) }
  #expect(fromBytes == reference, "\(text.debugDescription)", sourceLocation: sourceLocation)
  if text.utf8.elementsEqual(bytes) {
    let fromText = decodedEvents { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: text) }
    #expect(fromText == reference, "text \(text.debugDescription)", sourceLocation: sourceLocation)
  }
}

/// The outcome of a decoder of events.
func decodedEvents(_ body: () throws(FeedDecodingError) -> [MarketEvent]) -> Result<[MarketEvent], FeedDecodingError> {
  do throws(FeedDecodingError) {
    return .success(try body())
  } catch {
    return .failure(error)
  }
}
