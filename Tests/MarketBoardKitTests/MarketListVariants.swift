import Foundation

@testable import MarketBoardKit

/// Market and alert lists built from fixtures, varied as a venue, a proxy or a fuzzer might vary them, at the top,
/// in every element and inside `market_event`: members in any order, any whitespace, strings with one character
/// (Korean ones included) written as a `\u` escape, unknown members with nested values; and, in the messy kind,
/// members dropped, repeated or of the wrong type, elements that are not objects, and bytes broken.
struct MarketListVariants {
  private var random: SplitMix64

  /// A generator whose choices are fixed by `seed`.
  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// A fixture's value as `JSONValue` reads it (`.null` when it is not JSON).
  static func value(of text: String) -> JSONValue {
    guard case .success(let value) = JSONValue.parse(Data(text.utf8)) else { return .null }
    return value
  }

  private static let whitespace = ["", "", " ", "\n  ", "\t", "\r\n  "]
  private static let unknownValues = [
    #"{"a":[1,{"b":null}],"c":"\u00e9"}"#, "[]", "[[[0]]]", #""비트코인""#, "-1.5E-3", "null", "true", #"{"warning":1}"#,
    #"{"market_event":{},"market":5}"#,
  ]
  private static let wrongValues = [
    "true", "false", "null", "{}", "[]", #""x""#, "-1", "0", #""""#, #"{"warning":"true"}"#, #""KRW-BTC""#,
    #""CAUTION""#,
  ]

  private mutating func chance(_ inverse: Int) -> Bool { random.next() % UInt64(inverse) == 0 }

  private mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

  private mutating func space() -> String { Self.whitespace[below(Self.whitespace.count)] }

  /// A list spelling `value` (an array); `isPlainJSON` when it is valid JSON with distinct plain keys (what the
  /// one-pass reader must read itself).
  mutating func list(from value: JSONValue, clean: Bool) -> (bytes: [UInt8], isPlainJSON: Bool) {
    var isPlainJSON = true
    let text = space() + render(value, clean: clean, isPlainJSON: &isPlainJSON) + space()
    var bytes = Array(text.utf8)
    if !clean, !bytes.isEmpty, chance(10) {
      let position = below(bytes.count)
      bytes[position] = [0x22, 0x5C, 0x7B, 0x7D, 0x2C, 0x3A, 0x5B, 0x5D, 0x00, 0x80, 0xFF, 0x30][below(12)]
      isPlainJSON = false
    }
    return (bytes, isPlainJSON)
  }

  /// The text of `value`.
  private mutating func render(_ value: JSONValue, clean: Bool, isPlainJSON: inout Bool) -> String {
    switch value {
    case .object(let members):
      return object(members, clean: clean, isPlainJSON: &isPlainJSON)
    case .array(let elements):
      var text = "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        let part: String
        if !clean, chance(30) {
          part = Self.wrongValues[below(Self.wrongValues.count)]
        } else {
          part = render(element, clean: clean, isPlainJSON: &isPlainJSON)
        }
        text += space() + part + space()
      }
      return text + "]"
    case .string(let text):
      return string(text)
    case .number(let number):
      return number
    case .bool(let flag):
      return flag ? "true" : "false"
    case .null:
      return "null"
    }
  }

  /// An object's members in random order and spacing, maybe with an unknown member; in the messy kind maybe one
  /// dropped, one of the wrong type and one repeated.
  private mutating func object(_ members: [String: JSONValue], clean: Bool, isPlainJSON: inout Bool) -> String {
    var list: [(key: String, value: String)] = []
    for key in members.keys.sorted() {
      guard let member = members[key] else { continue }
      list.append((key: key, value: render(member, clean: clean, isPlainJSON: &isPlainJSON)))
    }
    list.shuffle(using: &random)
    if chance(4) {
      let unknown = Self.unknownValues[below(Self.unknownValues.count)]
      list.insert((key: "extra_\(below(100))", value: unknown), at: below(list.count + 1))
    }
    if !clean {
      if chance(10), !list.isEmpty { list.remove(at: below(list.count)) }
      if chance(10), !list.isEmpty { list[below(list.count)].value = Self.wrongValues[below(Self.wrongValues.count)] }
      if chance(20), !list.isEmpty {
        let repeated = list[below(list.count)].key
        let value = list[below(list.count)].value
        list.insert((key: repeated, value: value), at: below(list.count + 1))
        isPlainJSON = false
      }
    }
    var text = "{"
    for (index, member) in list.enumerated() {
      if index > 0 { text += "," }
      text += space() + "\"" + member.key + "\"" + space() + ":" + space() + member.value + space()
    }
    return text + "}"
  }

  /// A string value, quotes included: `"` and `\` escaped, and maybe one other character (a Korean syllable, an
  /// emoji, an ASCII letter) written as a `\u` escape, a surrogate pair above U+FFFF.
  private mutating func string(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var parts: [String] = []
    for scalar in scalars {
      if scalar == "\"" {
        parts.append("\\\"")
      } else if scalar == "\\" {
        parts.append("\\\\")
      } else if scalar.value < 0x20 {
        parts.append(Self.escape(scalar.value, uppercase: false))
      } else {
        parts.append(String(Character(scalar)))
      }
    }
    if !parts.isEmpty, chance(3) {
      let position = below(parts.count)
      parts[position] = Self.escape(scalars[position].value, uppercase: chance(2))
    }
    return "\"" + parts.joined() + "\""
  }

  /// The `\u` escape of a scalar: four hex digits, or a surrogate pair of them above U+FFFF.
  private static func escape(_ value: UInt32, uppercase: Bool) -> String {
    if value > 0xFFFF {
      let offset = value - 0x10000
      return escape(0xD800 + (offset >> 10), uppercase: uppercase)
        + escape(0xDC00 + (offset & 0x3FF), uppercase: uppercase)
    }
    let hex = String(value, radix: 16, uppercase: uppercase)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
