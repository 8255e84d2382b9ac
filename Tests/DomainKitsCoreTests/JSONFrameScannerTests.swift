import Foundation
import PropertyBased
import Testing

@testable import DomainKitsCore

@Suite("One-pass frame reader against the tree")
struct JSONFrameScannerTests {
  static let keys = JSONKeyTable(["a", "b", "c", "type", "code", "zz"])

  @Test("Objects the tree reads are read in one pass, each wanted member where the tree has it")
  func accepted() {
    let documents = [
      "{}",
      #"{"type":"ticker","code":"KRW-BTC","a":91196000,"b":-0.01028824,"c":"20260730","x":false}"#,
      " \n{ \"a\" : 1 , \"b\":[ 1 , {\"x\":null} ] ,\"c\" : \"d\" } \t\r\n",
      #"{"a":"\u00e9\ud83d\ude00\n\"\\\/","b":"비트코인","c":-1.5E-3,"zz":"tab\there"}"#,
      #"{"z":{"a":{"a":{"a":[[[]]]}}},"a":true,"b":false,"c":null}"#,
      #"{"x":{"a":1},"y":{"a":2,"b":[{"a":3}]},"a":0}"#,
      #"{"a":{},"b":[],"c":{"k":"v"},"zz":[1,"2",{"3":4}]}"#,
      #"{"a":0,"b":-0,"c":1E+2,"type":12.50e-01,"code":123456789012345678901234567890}"#,
      "{\"a\":\"\u{7F}\"}",
      #"{"a":"\u0000","b":"\u0041\uDBFF\uDFFF"}"#,
    ]
    for document in documents {
      #expect(checkAgainstTree(Array(document.utf8)), "\(document.debugDescription)")
    }
    // Nesting to the tree's limit: the innermost array of 30 sits at depth 30 (the object is depth 0).
    for depth in [30, 31] {
      let nested = #"{"a":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
      #expect(checkAgainstTree(Array(nested.utf8)), "\(depth) levels")
    }
  }

  @Test("What the tree refuses, the one-pass reader refuses")
  func refused() {
    let texts: [String] = [
      "", "{", "}", "{\"a\"}", "{\"a\":}", "{\"a\":1,}", "{\"a\":01}", "{\"a\":1.}", "{\"a\":.5}", "{\"a\":+1}",
      "{\"a\":-}", "{\"a\":1e}", "{\"a\":1,\"a\":2}", "{\"a\":1,\"b\":{\"c\":1,\"c\":2}}", #"{"a":"\x"}"#,
      #"{"a":"\ud83d"}"#, #"{"a":"\udc00"}"#, #"{"a":"\ud83dx"}"#, #"{"a":"\u12"}"#, "{\"a\":\"a\u{01}\"}",
      "{\"a\":\"line\nbreak\"}", "{\"a\":nul}", "{\"a\":tru}", "{\"a\":True}", "{\"a\":1} 2", "{\"a\" 1}",
      "{\"a\":1 \"b\":2}", "{a:1}", "{\"a\":[1,]}", "{\"a\":[1 2]}", "{\"a\":\"open}", "{\"a\":1}}", "{,}",
      "{\"a\":1,\"b\":2,\"a\":3}", "\u{FEFF}{}",
      "{\"a\":" + String(repeating: "[", count: 32) + String(repeating: "]", count: 32) + "}",
    ]
    // Not UTF-8: a bad continuation, an overlong '/', an encoded surrogate, past U+10FFFF, a cut sequence, 0xFF.
    let notUTF8: [[UInt8]] = [
      [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D],
      [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC0, 0xAF, 0x22, 0x7D],
      [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D],
      [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x7D],
      [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xE2, 0x82, 0x22, 0x7D],
      [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D],
    ]
    let documents = texts.map { Array($0.utf8) } + notUTF8
    for document in documents {
      #expect(!checkAgainstTree(document), "\(String(decoding: document, as: UTF8.self).debugDescription)")
      // The case is meant for the tree to refuse.
      if case .success = document.withUnsafeBufferPointer({ JSONValue.parse($0) }) {
        Issue.record("the tree accepts \(String(decoding: document, as: UTF8.self).debugDescription)")
      }
    }
  }

  @Test("Shapes the one-pass reader leaves to the tree, which decides")
  func leftToTheTree() {
    let manyKeys = "{" + (0..<200).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    for document in [
      "[1]", "\"a\"", "12", "null", #"{"\u0061":1}"#, #"{"\u0061":1,"a":2}"#, #"{"é":1}"#, #"{"a\"b":1}"#,
      #"{"a":{"\u00e9":1,"é":2}}"#, manyKeys,
    ] {
      #expect(!checkAgainstTree(Array(document.utf8)), "\(document.debugDescription)")
    }
  }

  @Test("A key given twice is found among a hundred, wherever it repeats")
  func duplicates() {
    let keys = (0..<100).map { "k\($0)" }
    let distinct = "{" + keys.map { "\"\($0)\":1" }.joined(separator: ",") + "}"
    #expect(checkAgainstTree(Array(distinct.utf8)))
    for repeated in [0, 57, 99] {
      let document = "{" + (keys + [keys[repeated]]).map { "\"\($0)\":1" }.joined(separator: ",") + "}"
      #expect(!checkAgainstTree(Array(document.utf8)), "k\(repeated) twice")
    }
    // The same key in sibling and nested objects is not a repeat.
    #expect(checkAgainstTree(Array(#"{"k1":{"k1":{"k1":1}},"k2":{"k1":2}}"#.utf8)))
  }

  @Test("The key table finds its names and nothing else")
  func keyTable() {
    let table = Self.keys
    let text = Array(#"atypecodezzq"#.utf8)
    text.withUnsafeBufferPointer { bytes in
      for (name, range) in [("a", 0..<1), ("type", 1..<5), ("code", 5..<9), ("zz", 9..<11)] {
        let hash = JSONKeyTable.hash(bytes[range])
        #expect(table.slot(of: range, in: bytes, hash: hash) == table.names.firstIndex(of: name))
      }
      for range in [0..<2, 1..<4, 11..<12, 9..<10, 0..<0] {
        #expect(table.slot(of: range, in: bytes, hash: JSONKeyTable.hash(bytes[range])) == nil)
      }
    }
  }

  @Test("On random documents, a frame the one-pass reader answers for is one the tree reads the same")
  func randomDocuments() async {
    await propertyCheck(count: 3_000, input: Gen.uint64()) { seed in
      var generator = RandomJSON(seed: seed)
      let (text, isCorrupted) = generator.document()
      let scanned = checkAgainstTree(text)
      // An intact document with plain keys that the tree reads is never left to it.
      let tree = text.withUnsafeBufferPointer { JSONValue.parse($0) }
      if !isCorrupted, case .success(.object) = tree {
        #expect(scanned, "left to the tree: \(String(decoding: text, as: UTF8.self).debugDescription)")
      }
    }
  }
}

/// Reads `bytes` with the one-pass reader and, when it answers, checks that the tree reads them as an object of as
/// many members with the same value in every wanted member. Returns whether the one-pass reader answered.
@discardableResult
func checkAgainstTree(
  _ bytes: [UInt8], keys: JSONKeyTable = JSONFrameScannerTests.keys, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  var tokens = [JSONToken](repeating: .absent, count: keys.count)
  let members = bytes.withUnsafeBufferPointer { buffer in
    tokens.withUnsafeMutableBufferPointer { JSONFrameScanner.scanObject(buffer, keys: keys, into: $0) }
  }
  guard let members else { return false }
  let tree = bytes.withUnsafeBufferPointer { JSONValue.parse($0) }
  guard case .success(.object(let object)) = tree else {
    let shown = String(decoding: bytes, as: UTF8.self).debugDescription
    Issue.record(
      "the one-pass reader accepted what the tree refuses (\(tree)): \(shown)", sourceLocation: sourceLocation)
    return true
  }
  #expect(members == object.count, sourceLocation: sourceLocation)
  bytes.withUnsafeBufferPointer { buffer in
    for (slot, name) in keys.names.enumerated() {
      #expect(
        treeValue(tokens[slot], in: buffer) == object[name], "member \(name)", sourceLocation: sourceLocation)
    }
  }
  return true
}

/// The tree's value for a token: what the tree holds for the member the token locates.
func treeValue(_ token: JSONToken, in bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
  let text = UnsafeBufferPointer(rebasing: bytes[token.range])
  switch token.kind {
  case .absent: return nil
  case .null: return .null
  case .trueLiteral: return .bool(true)
  case .falseLiteral: return .bool(false)
  case .number: return .number(String(decoding: text, as: UTF8.self))
  case .string:
    let context = JSONFrameContext(keys: JSONKeyTable([]), path: .root)
    return withUnsafePointer(to: context) { context in
      let object = JSONFrameObject(
        bytes: bytes, slots: UnsafeBufferPointer(start: nil, count: 0), context: context, memberCount: 0)
      return .string(object.text(token))
    }
  case .object, .array:
    guard case .success(let value) = JSONValue.parse(text) else { return nil }
    return value
  }
}
