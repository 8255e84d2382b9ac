import Foundation
import Testing

@testable import DomainKitsCore

@Suite("JSON's number and literal grammar, written once for the frame reader, the tree and JSONCursor")
struct JSONFrameGrammarTests {
  /// `numberEnd` over `text` from `start`.
  private func end(_ text: String, from start: Int = 0) -> Int? {
    Array(text.utf8).withUnsafeBufferPointer { JSONFrameScanner.numberEnd(in: $0, from: start) }
  }

  @Test("A number ends where the grammar stops; what is not one is nil")
  func numbers() {
    let cases: [(text: String, end: Int?)] = [
      ("0", 1), ("-0", 2), ("12", 2), ("-12.50", 6), ("1e5", 3), ("1E+5", 4), ("1.5e-3", 6), ("0.000", 5),
      ("123456789012345678901234567890", 30), ("12x", 2), ("1,", 1), ("0]", 1), ("1.5e3}", 5), ("0 1", 1),
      ("01", nil), ("-01", nil), ("00", nil), ("1.", nil), (".5", nil), ("-", nil), ("+1", nil), ("1e", nil),
      ("1e+", nil), ("1.e3", nil), ("-.5", nil), ("1.5E", nil), ("", nil), ("x", nil), (" 1", nil),
    ]
    for (text, expected) in cases {
      #expect(end(text) == expected, "\(text.debugDescription)")
    }
    #expect(end("[12]", from: 1) == 3)
    #expect(end("12", from: 2) == nil)
    #expect(end("12", from: 5) == nil)
    #expect(end("12", from: -1) == nil)
  }

  @Test("Random texts: a whole number exactly when the grammar's pattern matches the whole text")
  func againstThePattern() throws {
    let pattern = try Regex(#"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?"#)
    let alphabet = Array("0123456789-+.eEx ")
    var random = SplitMix64(seed: 33)
    for _ in 0..<3_000 {
      let length = Int(random.next() % 9)
      let text = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      let isNumber = text.wholeMatch(of: pattern) != nil
      let found = end(text)
      #expect((found == text.utf8.count) == isNumber, "\(text.debugDescription)")
      // Where it ends, what came before is a number.
      if let found {
        #expect(String(text.prefix(found)).wholeMatch(of: pattern) != nil, "\(text.debugDescription)")
      }
    }
  }

  @Test("Literals are matched byte for byte where they start")
  func literals() {
    func end(_ literal: StaticString, _ text: String, at start: Int = 0) -> Int? {
      Array(text.utf8).withUnsafeBufferPointer { JSONFrameScanner.literalEnd(literal, in: $0, at: start) }
    }
    #expect(end("true", "true") == 4)
    #expect(end("false", "false,") == 5)
    #expect(end("null", "[null]", at: 1) == 5)
    #expect(end("true", "tru") == nil)
    #expect(end("true", "True") == nil)
    #expect(end("null", "nul") == nil)
    #expect(end("null", " null") == nil)
    #expect(end("null", "null", at: 1) == nil)
    #expect(end("null", "null", at: 5) == nil)
    #expect(end("null", "null", at: -1) == nil)
  }

  @Test("The tree reads numbers and literals with the same grammar")
  func tree() {
    for text in ["0", "-0", "1.5e-3", "true", "false", "null", "12345678901234567890"] {
      guard case .success = JSONValue.parse(Data(text.utf8)) else {
        Issue.record("the tree refuses \(text)")
        continue
      }
    }
    for text in ["01", "1.", "-", "+1", "1e", "tru", "nul", "falsey"] {
      guard case .failure = JSONValue.parse(Data(text.utf8)) else {
        Issue.record("the tree accepts \(text)")
        continue
      }
    }
  }
}
