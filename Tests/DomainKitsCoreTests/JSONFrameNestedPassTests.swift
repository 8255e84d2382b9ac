import Foundation
import Testing

@testable import DomainKitsCore

@Suite("Frame reader: an object's array of objects two levels down, read in the first pass")
struct JSONFrameNestedPassTests {
  /// The top object's wanted names; `a` holds the inner object.
  private static let topNames = ["type", "a", "zz"]
  /// The inner object's wanted names; `b` holds the list.
  private static let innerNames = ["b", "code", "x"]
  /// An element's wanted names.
  private static let elementNames = ["c", "code", "trade_price", "type"]

  /// Documents with the nesting in place and out of place: elements that are not objects, an inner member that is
  /// not an object, a list that is not an array, members after the list and after the inner object, repeated keys
  /// in an element, nesting at the depth limit and past it, escapes and UTF-8.
  static let documents = [
    #"{"type":"t","a":{"b":[{"c":1,"code":"x"},{"c":"2","trade_price":-1.5E3}],"code":"K"},"zz":null}"#,
    #"{"a":{"b":[]}}"#,
    #"{"a":{"b":[1,{"c":true},"s",[{"c":2}],null]}}"#,
    #"{"a":[{"b":[{"c":1}]}]}"#,
    #"{"a":{"b":{"c":1}}}"#,
    #"{"a":{"x":{"b":[{"c":1}]},"b":[{"c":{"c":3},"type":"\u00e9"}]}}"#,
    #"{"zz":1,"a":{"b":[{"c":1,"c":2}]}}"#,
    #"{"a":{"b":[{"c":1}],"b":[]}}"#,
    #"{ "a" : { "b" : [ { "c" : "비트코인" } , { } ] , "x" : [ ] } , "type" : "late" }"#,
    #"{"a":{"b":[{"c":1}]}} x"#,
    #"{"a":{"b":[{"c":1},]}}"#,
    #"{"a":{"b":[{"c":"\ud83d\ude00"}],"code":"\u0041BC"}}"#,
    "{\"a\":{\"b\":[{\"c\":" + String(repeating: "[", count: 28) + String(repeating: "]", count: 28) + "}]}}",
    "{\"a\":{\"b\":[{\"c\":" + String(repeating: "[", count: 29) + String(repeating: "]", count: 29) + "}]}}",
    "{\"a\":{\"b\":[{\"c\":" + String(repeating: "[", count: 30) + String(repeating: "]", count: 30) + "}]}}",
    #"{"a":{"b":[{"\u0063":1}]}}"#,
    "[]",
  ]

  @Test("Table: what one pass reads is what the object, the member and each element read again give")
  func table() {
    for document in Self.documents {
      let bytes = Array(document.utf8)
      #expect(Self.onePass(bytes) == Self.threePasses(bytes), "\(document)")
    }
  }

  @Test("Random documents: the same members, paths and refusals as three passes")
  func random() {
    var generator = RandomJSON(seed: 33)
    var readCount = 0
    for _ in 0..<3_000 {
      let bytes = generator.document().bytes
      let one = Self.onePass(bytes)
      #expect(one == Self.threePasses(bytes), "\(String(decoding: bytes, as: UTF8.self))")
      if one != nil { readCount += 1 }
    }
    // Not every document is refused: the comparison is of something read.
    #expect(readCount > 300)
  }

  @Test("A visit sees the top members read before the inner object, not those after it")
  func visitSeesEarlierMembers() {
    let bytes = Array(#"{"type":"first","a":{"b":[{"c":1}]},"zz":"after"}"#.utf8)
    var seen: [String] = []
    let isRead = try? bytes.withUnsafeBufferPointer { buffer throws(MarketDecodingError) -> Bool in
      try JSONFrameScanner.readNested(
        buffer, keys: JSONKeyTable(Self.topNames), inner: 1, keys: JSONKeyTable(Self.innerNames), list: 0,
        elementKeys: JSONKeyTable(Self.elementNames),
        visit: { top, element in
          seen.append(top.kind(0) == .string ? top.text(top.token(0)) : "no type")
          seen.append(top.kind(2) == .absent ? "zz absent" : "zz present")
          seen.append(element?.field(0) ?? "not an object")
        }
      ) { top, _ throws(MarketDecodingError) -> Bool in
        seen.append(top.kind(2) == .string ? "zz at the end" : "zz missing")
        return true
      }
    }
    #expect(isRead == true)
    #expect(seen == ["first", "zz absent", "a.b[0].c", "zz at the end"])
  }

  // MARK: Logs

  /// A token as the logs write it: its kind, and a string's text or a number's spelling.
  private static func describe(_ object: JSONFrameObject, _ slot: Int) -> String {
    let token = object.token(slot)
    switch token.kind {
    case .string: return "string " + object.text(token)
    case .number: return "number " + String(decoding: object.slice(token), as: UTF8.self)
    default: return "\(token.kind)"
    }
  }

  /// The members of `object` by slot, with their paths.
  private static func log(_ object: JSONFrameObject, count: Int) -> [String] {
    (0..<count).map { slot in object.field(slot) + " = " + describe(object, slot) }
  }

  /// What `readNested` reads: each element as it is visited, then the top and inner members; `nil` when refused.
  private static func onePass(_ bytes: [UInt8]) -> [String]? {
    var log: [String] = []
    let isRead = try? bytes.withUnsafeBufferPointer { buffer throws(MarketDecodingError) -> Bool in
      try JSONFrameScanner.readNested(
        buffer, keys: JSONKeyTable(topNames), inner: 1, keys: JSONKeyTable(innerNames), list: 0,
        elementKeys: JSONKeyTable(elementNames),
        visit: { _, element in
          guard let element else {
            log.append("not an object")
            return
          }
          log.append("element \(element.path.text) of \(element.memberCount)")
          log += Self.log(element, count: elementNames.count)
        }
      ) { top, inner throws(MarketDecodingError) -> Bool in
        log += Self.log(top, count: topNames.count)
        if top.kind(1) == .object {
          log.append("inner of \(inner.memberCount)")
          log += Self.log(inner, count: innerNames.count)
        }
        return true
      }
    }
    return isRead == true ? log : nil
  }

  /// The same log from the reader's three passes: the object, then the inner member read again, then each element
  /// of its list read again from its own bytes; `nil` when refused.
  private static func threePasses(_ bytes: [UInt8]) -> [String]? {
    var elements: [String] = []
    var members: [String] = []
    let isRead = try? bytes.withUnsafeBufferPointer { buffer throws(MarketDecodingError) -> Bool in
      try JSONFrameScanner.readObject(buffer, keys: JSONKeyTable(topNames)) {
        top throws(MarketDecodingError) -> Bool in
        members += Self.log(top, count: topNames.count)
        guard top.kind(1) == .object else { return true }
        return try top.readObject(in: 1, keys: JSONKeyTable(innerNames)) { inner throws(MarketDecodingError) in
          members.append("inner of \(inner.memberCount)")
          members += Self.log(inner, count: innerNames.count)
          guard inner.kind(0) == .array else { return }
          let base = inner.field(0)
          _ = try inner.forEachElement(of: inner.token(0)) { index, element throws(MarketDecodingError) in
            guard element.kind == .object else {
              elements.append("not an object")
              return
            }
            let isElementRead = try JSONFrameScanner.readObject(
              UnsafeBufferPointer(rebasing: inner.bytes[element.range]), keys: JSONKeyTable(elementNames),
              path: JSONFramePath(base: base, index: index)
            ) { object throws(MarketDecodingError) -> Bool in
              elements.append("element \(object.path.text) of \(object.memberCount)")
              elements += Self.log(object, count: elementNames.count)
              return true
            }
            if !isElementRead { elements.append("element refused") }
          }
        }
      }
    }
    return isRead == true ? elements + members : nil
  }
}
