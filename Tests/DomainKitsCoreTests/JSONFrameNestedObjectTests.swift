import Foundation
import Testing

@testable import DomainKitsCore

@Suite("Frame reader nested objects against JSONObjectReader")
struct JSONFrameNestedObjectTests {
  /// The members read in every nested object.
  private static let names = ["w", "s"]

  /// Lists whose elements' member `e` is read as an object: with and without its members, of the wrong types,
  /// null, absent, not an object, holding nested members of the same names, escapes, UTF-8 and whitespace, and an
  /// error in a later element.
  static let documents = [
    #"[{"e":{"w":true,"s":"a"}}]"#,
    #"[{"e":{"w":false}},{"e":null},{}]"#,
    #"[{"e":{"w":"true","s":1}}]"#,
    #"[{"e":{}},{"e":{"w":null,"s":null}}]"#,
    #"[{"e":[]}]"#,
    #"[{"e":5}]"#,
    #"[{"e":"{}"}]"#,
    #"[{"e":{"x":{"w":1,"s":2},"w":true,"s":"\u00e9"}}]"#,
    #"[{"e":{"w":true}},{"e":{"w":1}},{"e":7}]"#,
    #"[ { "x" : [ 1 ] , "e" : { "s" : "비트코인" , "w" : false } } ]"#,
    #"[{"e":{"w":true,"s":"a\"b\\c"}}]"#,
    #"[{"e":{"s":"\ud83d\ude00 \uBE44트","w":true}}]"#,
    #"[{"e":{"e":{"w":false},"w":true}}]"#,
    "[]",
  ]

  @Test("Each nested object's fields, paths and errors are the tree's", arguments: JSONFrameNestedObjectTests.documents)
  func nested(_ document: String) {
    let frame = frameLog(document)
    #expect(frame != nil, "left to the tree")
    if let frame { #expect(frame == treeLog(document), "\(document)") }
  }

  /// What the tree reads of each element's `e`: each field's path, boolean and string, or the first error.
  private func treeLog(_ document: String) -> Result<[String], MarketDecodingError> {
    do throws(MarketDecodingError) {
      guard case .success(.array(let elements)) = JSONValue.parse(Data(document.utf8)) else {
        return .success(["not a list"])
      }
      var log: [String] = []
      for (index, element) in elements.enumerated() {
        let reader = try JSONObjectReader<MarketDecodingError>(element, path: "[\(index)]")
        guard let member = reader.optional("e") else {
          log.append("absent")
          continue
        }
        let nested = try JSONObjectReader<MarketDecodingError>(member, path: reader.field("e"))
        for name in Self.names {
          log.append(nested.field(name))
          log.append(Self.describe { () throws(MarketDecodingError) -> Bool in try nested.bool(name) })
          log.append(Self.describe { () throws(MarketDecodingError) -> String in try nested.string(name) })
        }
      }
      return .success(log)
    } catch {
      return .failure(error)
    }
  }

  /// What the frame reader reads of each element's `e`, as ``treeLog(_:)`` logs it; `nil` when it leaves the
  /// document to the tree.
  private func frameLog(_ document: String) -> Result<[String], MarketDecodingError>? {
    let keys = JSONKeyTable(["e"])
    let nestedKeys = JSONKeyTable(Self.names)
    let bytes = Array(document.utf8)
    var log: [String] = []
    do throws(MarketDecodingError) {
      let isRead = try bytes.withUnsafeBufferPointer { buffer throws(MarketDecodingError) -> Bool in
        try JSONFrameScanner.readArray(buffer, keys: keys) { element throws(MarketDecodingError) -> Void in
          guard element.isPresent(0) else {
            log.append("absent")
            return
          }
          let isNestedRead = try element.readObject(in: 0, keys: nestedKeys) {
            nested throws(MarketDecodingError) -> Void in
            for slot in Self.names.indices {
              log.append(nested.field(slot))
              log.append(Self.describe { () throws(MarketDecodingError) -> Bool in try nested.bool(slot) })
              log.append(Self.describe { () throws(MarketDecodingError) -> String in try nested.string(slot) })
            }
          }
          if !isNestedRead { log.append("left to the tree") }
        }
      }
      guard isRead else { return nil }
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
