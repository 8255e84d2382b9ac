import Foundation
import Testing

@testable import DomainKitsCore

@Suite("JSON tree with number text")
struct JSONValueTests {
  private func parse(_ text: String) -> Result<JSONValue, JSONSyntaxError> { JSONValue.parse(Data(text.utf8)) }

  @Test("Numbers keep their text; strings are decoded")
  func values() throws {
    let value = try parse(
      #" {"a": [5.0E-4, -0, 921046844841158138], "b": "\u00e9\ud83d\ude00\n\"", "c": null, "d": true} "#
    ).get()
    #expect(
      value
        == .object([
          "a": .array([.number("5.0E-4"), .number("-0"), .number("921046844841158138")]),
          "b": .string("é😀\n\""), "c": .null, "d": .bool(true),
        ]))
    #expect(try parse(#""비트코인""#).get() == .string("비트코인"))
  }

  @Test("Not JSON, duplicate keys, bad escapes, invalid UTF-8 and deep nesting are refused")
  func refusals() {
    for text in [
      "", "{", "[1,]", "01", "1.", "+1", "{\"a\":1,\"a\":2}", #""\x""#, #""\ud83d""#, "\"a\u{01}\"", "nul", "[1] 2",
      String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
    ] {
      guard case .failure = parse(text) else {
        Issue.record("accepted \(text.debugDescription)")
        continue
      }
    }
    #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Data([0x22, 0xC3, 0x28, 0x22])).get() }
  }

  @Test("Civil time: Seoul wall clock to UTC, impossible dates refused")
  func civilTime() {
    #expect(
      CivilTime.seconds(
        date: "20260730", datePattern: "yyyyMMdd", time: "164855", timePattern: "HHmmss", offsetSeconds: 32_400)
        == 1_785_397_735)
    #expect(
      CivilTime.seconds(
        date: "2026-02-29", datePattern: "yyyy-MM-dd", time: "00:00:00", timePattern: "HH:mm:ss", offsetSeconds: 0)
        == nil)
    #expect(
      CivilTime.seconds(
        date: "2026-07-3x", datePattern: "yyyy-MM-dd", time: "00:00:00", timePattern: "HH:mm:ss", offsetSeconds: 0)
        == nil)
  }
}
