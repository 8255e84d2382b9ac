import Foundation
import Testing

@testable import DomainKitsCore

@Suite("Frame reader arrays of objects against JSONObjectReader")
struct JSONFrameArrayTests {
  /// The members read in every element.
  private static let names = ["p", "q"]

  /// Documents whose member `u` is read as an array of objects: objects with and without the members, numbers as
  /// strings, escapes, nulls, nested members of the same names, an element that is not an object, an empty array,
  /// and `u` absent, null or not an array.
  static let documents = [
    #"{"u":[{"p":1,"q":"2"},{"p":"3.5","q":"x"},{"q":null},{}]}"#,
    #"{"u":[{"p":1},7,{"p":2}]}"#,
    #"{"u":[{"p":1},{"p":-1,"q":[]},null]}"#,
    #"{"u":[]}"#,
    #"{"u" : [ ] }"#,
    #"{"u":null}"#,
    #"{"x":[{"p":1}]}"#,
    #"{"u":{}}"#,
    #"{"u":"[]"}"#,
    #"{"u":[{"p":1,"x":{"p":2,"q":[{"p":3}]}},[{"p":4}]]}"#,
    #"{ "u" : [ { "p" : 1 } , { "q" : "a" } , { "p" : 5.0E-4 } ] , "v" : [ 1 ] }"#,
    #"{"u":[{"q":"\u0041","p":"1\u0032"},{"q":"é","p":1E41}]}"#,
    #"{"v":{"u":[1]},"u":[{"p":0.000000001},{"p":"","q":1}]}"#,
  ]

  @Test("Each element's fields, paths and errors are the tree's", arguments: JSONFrameArrayTests.documents)
  func elements(_ document: String) {
    let frame = frameLog(document)
    #expect(frame != nil, "left to the tree")
    if let frame { #expect(frame == treeLog(document), "\(document)") }
  }

  @Test("Element counts the first pass records are the tree's")
  func elementCounts() {
    for text in [
      "[]", "[ ]", "[1]", "[ 1 , 2 ]", #"["a,b", "c\"],["]"#, #"[[1,2],{"a":[3,4]},5]"#, "[{}]", "[[]]", #"["\\"]"#,
      #"[{"p":"}"},{"q":"{"}]"#, "[null,true,false]",
    ] {
      let document = #"{"a":"# + text + "}"
      let keys = JSONKeyTable(["a"])
      let bytes = Array(document.utf8)
      let count = bytes.withUnsafeBufferPointer { buffer -> Int? in
        withUnsafeTemporaryAllocation(of: JSONToken.self, capacity: 1) { slots -> Int? in
          guard JSONFrameScanner.scanObject(buffer, keys: keys, into: slots) != nil else { return nil }
          return slots[0].kind == .array ? Int(slots[0].count) : nil
        }
      }
      guard case .success(.array(let elements)) = JSONValue.parse(Data(text.utf8)) else {
        Issue.record("not an array: \(text)")
        continue
      }
      #expect(count == elements.count, "\(text)")
    }
  }

  /// What the tree reads of `u`'s elements: each field's path, price and string, or the first error.
  private func treeLog(_ document: String) -> Result<[String], MarketDecodingError> {
    do throws(MarketDecodingError) {
      guard case .success(let tree) = JSONValue.parse(Data(document.utf8)) else { return .success(["not JSON"]) }
      let reader = try JSONObjectReader<MarketDecodingError>(tree, path: "")
      var log: [String] = []
      for (index, element) in try reader.array("u").enumerated() {
        let unit = try JSONObjectReader<MarketDecodingError>(element, path: reader.field("u") + "[\(index)]")
        for name in Self.names {
          log.append(unit.field(name))
          log.append(Self.describe { () throws(MarketDecodingError) -> Price in try unit.price(name) })
          log.append(Self.describe { () throws(MarketDecodingError) -> String in try unit.string(name) })
        }
      }
      return .success(log)
    } catch {
      return .failure(error)
    }
  }

  /// What the frame reader reads of `u`'s elements, as ``treeLog(_:)`` logs it; `nil` when it leaves the document
  /// to the tree.
  private func frameLog(_ document: String) -> Result<[String], MarketDecodingError>? {
    let keys = JSONKeyTable(["u"])
    let elementKeys = JSONKeyTable(Self.names)
    let bytes = Array(document.utf8)
    var log: [String] = []
    do throws(MarketDecodingError) {
      let outcome = try bytes.withUnsafeBufferPointer { buffer throws(MarketDecodingError) -> JSONFrameRead<Int> in
        try JSONFrameScanner.withObject(buffer, keys: keys) {
          object throws(MarketDecodingError) -> JSONFrameRead<Int> in
          try object.forEachObject(in: 0, keys: elementKeys) { unit throws(MarketDecodingError) -> Void in
            for slot in Self.names.indices {
              log.append(unit.field(slot))
              log.append(Self.describe { () throws(MarketDecodingError) -> Price in try unit.price(slot) })
              log.append(Self.describe { () throws(MarketDecodingError) -> String in try unit.string(slot) })
            }
          }
        }
      }
      guard case .value = outcome else { return nil }
      return .success(log)
    } catch {
      return .failure(error)
    }
  }

  /// A reader's value or error as text.
  private static func describe<Value>(_ body: () throws(MarketDecodingError) -> Value) -> String {
    do throws(MarketDecodingError) {
      let value = try body()
      return "\(value)"
    } catch {
      return "error: \(error)"
    }
  }
}
