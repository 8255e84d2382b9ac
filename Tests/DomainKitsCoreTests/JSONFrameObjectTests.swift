import Foundation
import PropertyBased
import Testing

@testable import DomainKitsCore

@Suite("Frame reader fields against JSONObjectReader")
struct JSONFrameObjectTests {
  private enum Side: String, CaseIterable {
    case rise = "RISE"
    case fall = "FALL"
  }

  /// Every reader on every member: numbers, numeric strings, exponents, escapes, wrong types, null, absent.
  static let document = #"""
    {"n":91196000,"s":"12.5","e":5.0E-4,"t":true,"f":false,"z":null,"o":{"n":1},"a":[1],"w":"abc","neg":-3,
     "big":1785397735276000,"esc":"1\u0032.5","x":"RISE","xe":"R\u0049SE","plus":"+12","huge":123456789012345678901,
     "frac":1.123456789,"rate":-0.0106,"zero":0.000,"empty":"","lead":"007","exp":"1e5","deep":1E-41,
     "digits":99999999999999999999999999999999999999,"more":999999999999999999999999999999999999999,
     "space":" 1","u":"é"}
    """#

  @Test("Every reader gives JSONObjectReader's value or error, field path included")
  func readersAgree() throws {
    let names = [
      "n", "s", "e", "t", "f", "z", "o", "a", "w", "neg", "big", "esc", "x", "xe", "plus", "huge", "frac", "rate",
      "zero", "empty", "lead", "exp", "deep", "digits", "more", "space", "u", "missing",
    ]
    let keys = JSONKeyTable(names)
    let tree = try JSONValue.parse(Data(Self.document.utf8)).get()
    let reader = try JSONObjectReader<MarketDecodingError>(tree, path: "[2]")
    let bytes = Array(Self.document.utf8)
    let outcome = try bytes.withUnsafeBufferPointer { buffer throws(MarketDecodingError) -> JSONFrameRead<Int> in
      try JSONFrameScanner.withObject(buffer, keys: keys, path: JSONFramePath(base: "", index: 2)) {
        object throws(MarketDecodingError) -> JSONFrameRead<Int> in
        #expect(object.memberCount == names.count - 1)
        for (slot, name) in names.enumerated() {
          #expect(object.field(slot) == reader.field(name))
          #expect(object.isPresent(slot) == (reader.optional(name) != nil), "\(name)")
          expectSame(
            "string \(name)", { () throws(MarketDecodingError) in try object.string(slot) },
            { () throws(MarketDecodingError) in try reader.string(name) })
          expectSame(
            "optionalString \(name)", { () throws(MarketDecodingError) in try object.optionalString(slot) },
            { () throws(MarketDecodingError) in try reader.optionalString(name) })
          expectSame(
            "bool \(name)", { () throws(MarketDecodingError) in try object.bool(slot) },
            { () throws(MarketDecodingError) in try reader.bool(name) })
          expectSame(
            "choice \(name)", { () throws(MarketDecodingError) in try object.choice(slot, as: Side.self) },
            { () throws(MarketDecodingError) in try reader.choice(name, as: Side.self) })
          expectSame(
            "price \(name)", { () throws(MarketDecodingError) in try object.price(slot) },
            { () throws(MarketDecodingError) in try reader.price(name) })
          expectSame(
            "quantity \(name)", { () throws(MarketDecodingError) in try object.quantity(slot) },
            { () throws(MarketDecodingError) in try reader.quantity(name) })
          expectSame(
            "decimal \(name)", { () throws(MarketDecodingError) in try object.decimal(slot) },
            { () throws(MarketDecodingError) in try reader.decimal(name) })
          expectSame(
            "integer \(name)", { () throws(MarketDecodingError) in try object.integer(slot) },
            { () throws(MarketDecodingError) in try reader.integer(name) })
        }
        return .value(names.count)
      }
    }
    if case .unsure = outcome { Issue.record("the document was left to the tree") }
  }

  @Test("Integers from bytes read as Int64(_:) reads them, a leading + refused")
  func integers() async {
    for text in [
      "0", "-0", "00012", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
      "-9223372036854775809", "+1", "", "-", "1a", "1.0", "1e3", " 1", "99999999999999999999", "--1",
    ] {
      expectIntegerAgrees(text)
    }
    await propertyCheck(count: 500, input: Gen.uint64(), Gen.int(in: 0...21), Gen.int(in: 0...2)) {
      bits, length, sign in
      let digits = String(String(bits).prefix(length))
      expectIntegerAgrees(["", "-", "+"][sign] + digits)
    }
  }

  private func expectIntegerAgrees(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = Array(text.utf8)
    let read = bytes.withUnsafeBufferPointer { JSONFrameObject.int64($0) }
    let expected = text.hasPrefix("+") ? nil : Int64(text)
    #expect(read == expected, "\(text.debugDescription)", sourceLocation: sourceLocation)
  }

  @Test("A field path is spelled as JSONObjectReader spells it")
  func paths() {
    #expect(JSONFramePath.root.field("trade_price") == "trade_price")
    #expect(JSONFramePath(base: "", index: 0).field("trade_price") == "[0].trade_price")
    #expect(JSONFramePath(base: "orderbook_units", index: 3).field("ask_size") == "orderbook_units[3].ask_size")
    #expect(JSONFramePath(base: "content", index: nil).field("list") == "content.list")
  }
}

/// Expects two readers to give the same value or the same error.
func expectSame<Value: Equatable>(
  _ what: String, _ mine: () throws(MarketDecodingError) -> Value, _ theirs: () throws(MarketDecodingError) -> Value,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let found = result(mine)
  let expected = result(theirs)
  #expect(found == expected, "\(what)", sourceLocation: sourceLocation)
}

/// The outcome of `body`, to compare two readers' values and errors.
func result<Value>(_ body: () throws(MarketDecodingError) -> Value) -> Result<Value, MarketDecodingError> {
  do {
    return .success(try body())
  } catch {
    return .failure(error)
  }
}
