import Foundation
import PropertyBased
import Testing

@testable import DomainKitsCore

@Suite("Frame reader top-level arrays and doubles against the tree")
struct JSONFrameTopArrayTests {
  /// The members read in every element: `p` as a price and `q` as a string (their errors logged), `t` as a price
  /// when present (its error thrown, ending the walk as a decoder's would).
  private static let names = ["p", "q", "t"]

  /// Arrays and what the one-pass reader must do with them: read them itself (`true`) or leave them to the tree.
  static let documents: [(text: String, isScanned: Bool)] = [
    ("[]", true),
    (" [ ] ", true),
    (" \n[ {\"p\":1,\"q\":\"a\"} , {\"q\":\"x\"} ]\t\r\n", true),
    (#"[{"p":1},7,{"p":2}]"#, true),
    (#"[{"p":1},{"t":"bad"},{"p":2}]"#, true),
    (#"[{"t":"bad"},7]"#, true),
    (#"[null]"#, true),
    (#"[[{"p":1}]]"#, true),
    (#"[{"p":"1.5","q":null},{},{"p":5.0E-4,"q":"\u0041\ud83d\ude00"}]"#, true),
    (#"[{"x":{"p":9,"q":[{"p":8}]},"p":1},{"p":"","q":1}]"#, true),
    (#"[{"p":1,"q":"비트코인"},{"p":-1,"t":1E41}]"#, true),
    (#"[{"p":1},{"p":1}]"#, true),
    ("[{\"x\":" + String(repeating: "[", count: 30) + String(repeating: "]", count: 30) + "}]", true),
    // Left to the tree: nesting past its limit, a repeated or escaped key, a top level that is not an array,
    // anything not JSON; a syntax error after a field error (the tree names the syntax error).
    ("[{\"x\":" + String(repeating: "[", count: 31) + String(repeating: "]", count: 31) + "}]", false),
    (#"[{"p":1,"p":2}]"#, false),
    (#"[{"p":1},{"q":"a","x":{"k":1,"k":2}}]"#, false),
    (#"[{"\u0070":1}]"#, false),
    (#"[{"é":1}]"#, false),
    (#"{"p":1}"#, false),
    (#"{"error":{"name":"x","message":"y"}}"#, false),
    ("1", false),
    ("", false),
    ("   ", false),
    (#"[{"p":1}] x"#, false),
    (#"[{"p":1}]]"#, false),
    (#"[{"t":"bad"},{"p":1,]"#, false),
    (#"[{"t":"bad"},{"p":1}"#, false),
    (#"[{"t":"bad"},{"p":1}],"#, false),
    (#"[{"t":"bad"},]"#, false),
    (#"[{"t":"bad"} {"p":1}]"#, false),
    (#"[{"t":"bad"},{"q":"\x"}]"#, false),
  ]

  @Test(
    "Each element's fields, paths and errors are the tree's, element by element",
    arguments: JSONFrameTopArrayTests.documents.indices)
  func arrays(_ index: Int) {
    let (text, isScanned) = Self.documents[index]
    let bytes = Array(text.utf8)
    let frame = Self.frameLog(bytes)
    #expect((frame != nil) == isScanned, "\(text.debugDescription)")
    if let frame { #expect(frame == Self.treeLog(bytes), "\(text.debugDescription)") }
  }

  @Test("The element count the callers reserve is the tree's")
  func elementCounts() {
    for text in ["[]", "[ ]", "[1]", #"[ {"p":1} , 2 , "a,b" , [3,4] , {"q":[5,6]} ]"#, "[[]]", #"["]"]"#] {
      let bytes = Array(text.utf8)
      let token = bytes.withUnsafeBufferPointer { JSONFrameScanner.scanArray($0) }
      guard case .success(.array(let elements)) = JSONValue.parse(Data(bytes)) else {
        Issue.record("not an array: \(text)")
        continue
      }
      #expect(token.map { Int($0.count) } == elements.count, "\(text)")
      #expect(token?.kind == .array)
    }
  }

  @Test("On random arrays, what the reader answers for is what the tree reads; intact arrays are never left to it")
  func randomArrays() async {
    await propertyCheck(count: 1_000, input: Gen.uint64()) { seed in
      var generator = RandomJSON(seed: seed)
      var random = SplitMix64(seed: seed ^ 0x5EED)
      var isCorrupted = false
      var elements: [String] = []
      for _ in 0..<Int(random.next() % 5) {
        switch random.next() % 8 {
        case 0: elements.append(["1", "null", "\"x\"", "[]", "[{}]", "true"][Int(random.next() % 6)])
        default:
          let (document, corrupted) = generator.document()
          // Three corrupted elements in four are dropped, so most arrays stay valid.
          if corrupted, random.next() % 4 != 0 { continue }
          isCorrupted = isCorrupted || corrupted
          elements.append(String(decoding: document, as: UTF8.self))
        }
      }
      let space = ["", " ", "\n  ", "\t"]
      let separator = space[Int(random.next() % 4)] + "," + space[Int(random.next() % 4)]
      let text = space[Int(random.next() % 4)] + "[" + elements.joined(separator: separator) + "]"
      let bytes = Array(text.utf8)
      let frame = Self.frameLog(bytes)
      let tree = Self.treeLog(bytes)
      if let frame { #expect(frame == tree, "\(text.debugDescription)") }
      if frame == nil, !isCorrupted, tree != nil { Issue.record("left to the tree: \(text.debugDescription)") }
    }
  }

  // MARK: Doubles

  /// Numerals read by `double(_:)`, as JSON numbers and as strings.
  static let numerals = [
    "0", "-0", "1", "0.1", "-0.1", "91226000", "0.07725993", "7044404.52985", "313245537093.97363",
    "2555582225932.368", "9007199254740992", "9007199254740993", "-9007199254740993", "900719925474099.3",
    "0.0000000000000000000001", "0.00000000000000000000001", "0.30000000000000004", "123456789012345678901234567890",
    "5.0E-4", "1E-41", "1E41", "1.5e+3", "-2.5E1", "0E400", "1E400",
  ]

  /// Texts only a string carries: what `Double(_:)` reads or refuses beyond the JSON grammar.
  static let stringTexts = [
    "", " 1", "1 ", "+1", ".5", "1.", "-", "--1", "0x10", "0x1p3", "inf", "-inf", "infinity", "nan", "NaN", "1_000",
    "007.50", "00", "1e400", "1.2.3", "١", "1,5",
  ]

  @Test("double(_:) gives JSONObjectReader.double's value or error, field path included")
  func doubles() throws {
    var members = ["\"none\":null", "\"bool\":true", "\"object\":{}", "\"text\":\"x\\u0031\""]
    var names = ["none", "bool", "object", "text", "missing"]
    for (index, numeral) in Self.numerals.enumerated() {
      members.append("\"n\(index)\":\(numeral)")
      members.append("\"s\(index)\":\"\(numeral)\"")
      names += ["n\(index)", "s\(index)"]
    }
    for (index, text) in Self.stringTexts.enumerated() {
      members.append("\"x\(index)\":\"\(text)\"")
      names.append("x\(index)")
    }
    let document = "{" + members.joined(separator: ",") + "}"
    let keys = JSONKeyTable(names)
    let tree = try JSONValue.parse(Data(document.utf8)).get()
    let reader = try JSONObjectReader<MarketDecodingError>(tree, path: "[4]")
    let bytes = Array(document.utf8)
    let isRead = try bytes.withUnsafeBufferPointer { buffer throws(MarketDecodingError) -> Bool in
      try JSONFrameScanner.readObject(buffer, keys: keys, path: JSONFramePath(base: "", index: 4)) {
        object throws(MarketDecodingError) -> Bool in
        for (slot, name) in names.enumerated() {
          expectSame(
            "double \(name)", { () throws(MarketDecodingError) in try object.double(slot) },
            { () throws(MarketDecodingError) in try reader.double(name) })
        }
        return true
      }
    }
    #expect(isRead, "the document was left to the tree")
  }

  @Test("exactDouble answers only with Double(_:)'s value, and answers for short plain numerals")
  func exactDoubles() async {
    for text in Self.numerals + Self.stringTexts { expectExactDouble(text) }
    await propertyCheck(count: 2_000, input: Gen.uint64(), Gen.uint64(), Gen.int(in: 0...40)) { high, low, shape in
      let digits = String(String(high).prefix(Int(low % 21) + 1)) + String(String(low).prefix(shape % 7))
      let point = Int(high % UInt64(digits.count + 1))
      var text = digits
      if point < digits.count, shape % 3 != 0 {
        text.insert(".", at: text.index(text.startIndex, offsetBy: max(point, 1)))
      }
      if shape % 2 == 0 { text = "-" + text }
      if shape % 5 == 0 { text = "0" + text }
      expectExactDouble(text)
    }
  }

  private func expectExactDouble(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = Array(text.utf8)
    let exact = bytes.withUnsafeBufferPointer { JSONFrameObject.exactDouble($0) }
    guard let exact else {
      // Left to Double(_:) only when past the fast path's bounds or outside its grammar.
      let isPlain = text.range(of: #"^-?[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) != nil
      let digits = text.filter(\.isNumber).drop { $0 == "0" }
      let fraction = text.split(separator: ".").dropFirst().first?.count ?? 0
      if isPlain, digits.count <= 15, fraction <= 22 {
        Issue.record("not read exactly: \(text)", sourceLocation: sourceLocation)
      }
      return
    }
    let expected = Double(text)
    #expect(exact == expected, "\(text)", sourceLocation: sourceLocation)
    #expect(exact.sign == expected?.sign, "\(text)", sourceLocation: sourceLocation)
  }

  // MARK: Logs

  /// What the tree reads of the array's elements (each element's fields and errors, or the first error thrown);
  /// `nil` when the tree refuses the bytes or they are not an array.
  private static func treeLog(_ bytes: [UInt8]) -> Result<[String], MarketDecodingError>? {
    guard case .success(.array(let elements)) = JSONValue.parse(Data(bytes)) else { return nil }
    var log: [String] = []
    do throws(MarketDecodingError) {
      for (index, element) in elements.enumerated() {
        let reader = try JSONObjectReader<MarketDecodingError>(element, path: "[\(index)]")
        log.append(reader.field("p"))
        log.append(Self.describe { () throws(MarketDecodingError) -> Price in try reader.price("p") })
        log.append(Self.describe { () throws(MarketDecodingError) -> String in try reader.string("q") })
        if reader.optional("t") != nil {
          let price = try reader.price("t")
          log.append("\(price)")
        }
      }
      return .success(log)
    } catch {
      return .failure(error)
    }
  }

  /// What the one-pass reader reads of the array's elements, as ``treeLog(_:)`` logs it; `nil` when it leaves the
  /// bytes to the tree.
  private static func frameLog(_ bytes: [UInt8]) -> Result<[String], MarketDecodingError>? {
    let keys = JSONKeyTable(Self.names)
    var log: [String] = []
    do throws(MarketDecodingError) {
      let isRead = try bytes.withUnsafeBufferPointer { buffer throws(MarketDecodingError) -> Bool in
        try JSONFrameScanner.readArray(buffer, keys: keys) {
          object throws(MarketDecodingError) -> Void in
          log.append(object.field(0))
          log.append(Self.describe { () throws(MarketDecodingError) -> Price in try object.price(0) })
          log.append(Self.describe { () throws(MarketDecodingError) -> String in try object.string(1) })
          if object.isPresent(2) {
            let price = try object.price(2)
            log.append("\(price)")
          }
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
