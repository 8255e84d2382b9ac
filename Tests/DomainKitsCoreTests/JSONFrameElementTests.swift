import Foundation
import Testing

@testable import DomainKitsCore

@Suite("Frame reader array elements of any kind against the tree")
struct JSONFrameElementTests {
  private static let keys = JSONKeyTable(["a"])

  /// Arrays of every kind of element, arrays of arrays (Binance's levels), escapes, UTF-8, whitespace, nesting.
  static let documents = [
    #"{"a":[]}"#,
    #"{"a":[1,"2",true,false,null,{},[]]}"#,
    #"{"a":[["0.0024","10"],["0.0023","0",[]],["0.0026"]]}"#,
    #"{"a":[ [ "a\"b" , "\u00e9" ] , "비트코인" , -1.5E-3 , {"x":[1,{"y":null}]} ]}"#,
    #"{"x":[9],"a":[[[[]]],[{"a":[1]}]]}"#,
  ]

  @Test("Each element, and each element of an element, is the tree's", arguments: JSONFrameElementTests.documents)
  func elements(_ document: String) throws {
    guard case .success(.object(let members)) = JSONValue.parse(Data(document.utf8)),
      case .array(let expected)? = members["a"]
    else {
      Issue.record("not a test document: \(document)")
      return
    }
    #expect(try frameValues(document) == expected, "\(document)")
  }

  @Test("A token that is not an array is left to the tree")
  func notAnArray() throws {
    var outcome: JSONFrameRead<Int>?
    let bytes = Array(#"{"a":{"b":1}}"#.utf8)
    let isRead = try bytes.withUnsafeBufferPointer { buffer throws(MarketDecodingError) -> Bool in
      try JSONFrameScanner.readObject(buffer, keys: Self.keys) { object throws(MarketDecodingError) -> Bool in
        outcome = try object.forEachElement(of: object.token(0)) {
          (_: Int, _: JSONToken) throws(MarketDecodingError) -> Void in
        }
        return true
      }
    }
    #expect(isRead)
    guard case .unsure? = outcome else {
      Issue.record("read \(String(describing: outcome)) from an object")
      return
    }
  }

  /// The elements of the member `a` as the frame reader visits them, each turned into the tree's value: strings
  /// decoded, numbers' text, literals, containers read again (an array by visiting its elements).
  private func frameValues(_ document: String) throws -> [JSONValue]? {
    var values: [JSONValue]?
    let bytes = Array(document.utf8)
    _ = try bytes.withUnsafeBufferPointer { buffer throws(MarketDecodingError) -> Bool in
      try JSONFrameScanner.readObject(buffer, keys: Self.keys) { object throws(MarketDecodingError) -> Bool in
        values = try Self.values(of: object.token(0), in: object)
        return true
      }
    }
    return values
  }

  private static func values(of array: JSONToken, in object: JSONFrameObject) throws(MarketDecodingError)
    -> [JSONValue]?
  {
    var values: [JSONValue] = []
    var isWhole = true
    let read = try object.forEachElement(of: array) { (index: Int, element: JSONToken) throws(MarketDecodingError) in
      #expect(index == values.count)
      guard let value = try Self.value(of: element, in: object) else {
        isWhole = false
        return
      }
      values.append(value)
    }
    guard case .value(let count) = read, isWhole, count == values.count else { return nil }
    return values
  }

  private static func value(of token: JSONToken, in object: JSONFrameObject) throws(MarketDecodingError)
    -> JSONValue?
  {
    switch token.kind {
    case .string: return .string(object.text(token))
    case .number: return .number(String(decoding: object.slice(token), as: UTF8.self))
    case .trueLiteral: return .bool(true)
    case .falseLiteral: return .bool(false)
    case .null: return .null
    case .array: return try values(of: token, in: object).map { .array($0) }
    case .object:
      guard case .success(let value) = JSONValue.parse(object.slice(token)) else { return nil }
      return value
    case .absent: return nil
    }
  }
}
