import Foundation

@testable import OrderBookKit

/// API 2.0 `orderbook` and `trade` frames (and the legacy Bithumb and Upbit messages) built from a fixture, varied as
/// a venue, a proxy or a fuzzer might vary them, at the top and inside every unit of `orderbook_units`: members in any
/// order, any whitespace, escapes in strings, numbers in exponent form or as strings, unknown members with nested
/// values; and, in the messy kind, members dropped, repeated or of the wrong type, units that are not objects, and
/// bytes broken.
struct QuotationFrameVariants {
  private var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// A fixture's value as `JSONValue` reads it (`.null` when it is not JSON).
  static func value(of text: String) -> JSONValue {
    guard case .success(let value) = JSONValue.parse(Data(text.utf8)) else { return .null }
    return value
  }

  /// Integer fields, which a clean frame keeps in plain digits (`JSONDecoder` reads `Int64` from them); `datetime` is
  /// a legacy Bithumb `orderbookdepth`'s, `E`, `U`, `u` and `lastUpdateId` Binance's.
  static let integerKeys: Set<String> = [
    "timestamp", "trade_timestamp", "sequential_id", "level", "tms", "ttms", "sid", "lv", "datetime", "E", "U", "u",
    "lastUpdateId",
  ]

  private static let whitespace = ["", "", " ", "\n      ", "\t", "\r\n  "]
  private static let unknownValues = [
    #"{"a":[1,{"b":null}],"c":"\u00e9"}"#, "[]", "[[[0]]]", #""비트코인""#, "-1.5E-3", "null", "true", #"{"ty":1}"#,
    #"[{"ask_price":1,"bs":"x"}]"#, #"{"orderbook_units":{}}"#,
  ]
  private static let wrongValues = ["true", "false", "null", "{}", "[]", #""x""#, "-1", "0", "1e999", #""""#, "[{}]"]

  private mutating func chance(_ inverse: Int) -> Bool { random.next() % UInt64(inverse) == 0 }

  private mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

  private mutating func space() -> String { Self.whitespace[below(Self.whitespace.count)] }

  /// A frame spelling `value` (an object); `isPlainJSON` when it is valid JSON with distinct plain keys (what the
  /// one-pass reader must read itself).
  mutating func frame(from value: JSONValue, clean: Bool) -> (bytes: [UInt8], isPlainJSON: Bool) {
    var isPlainJSON = true
    let text = space() + render(value, key: nil, clean: clean, isPlainJSON: &isPlainJSON) + space()
    var bytes = Array(text.utf8)
    if !clean, chance(10) {
      let position = below(bytes.count)
      bytes[position] = [0x22, 0x5C, 0x7B, 0x7D, 0x2C, 0x3A, 0x5B, 0x5D, 0x00, 0x80, 0xFF, 0x30][below(12)]
      isPlainJSON = false
    }
    return (bytes, isPlainJSON)
  }

  /// The text of `value`, the member `key`'s value when in an object.
  private mutating func render(_ value: JSONValue, key: String?, clean: Bool, isPlainJSON: inout Bool) -> String {
    switch value {
    case .object(let members):
      return object(members, clean: clean, isPlainJSON: &isPlainJSON)
    case .array(let elements):
      var text = "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        let part: String
        if !clean, chance(40) {
          part = Self.wrongValues[below(Self.wrongValues.count)]
        } else {
          part = render(element, key: nil, clean: clean, isPlainJSON: &isPlainJSON)
        }
        text += space() + part + space()
      }
      return text + "]"
    case .string(let text):
      // Quotes and backslashes escaped, so a value that holds them (a spelled message's note) stays one string.
      let body = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      let quoted = "\"" + body + "\""
      if chance(4) { return escaped(quoted) }
      return quoted
    case .number(let number):
      let isInteger = key.map { Self.integerKeys.contains($0) } ?? false
      if chance(4), clean ? !isInteger : true { return exponentForm(number) }
      if !clean, chance(8) { return "\"" + number + "\"" }
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
      list.append((key: key, value: render(member, key: key, clean: clean, isPlainJSON: &isPlainJSON)))
    }
    list.shuffle(using: &random)
    if chance(4) {
      let unknown = Self.unknownValues[below(Self.unknownValues.count)]
      list.insert((key: "extra_\(below(100))", value: unknown), at: below(list.count + 1))
    }
    if !clean {
      if chance(12), !list.isEmpty { list.remove(at: below(list.count)) }
      if chance(12), !list.isEmpty { list[below(list.count)].value = Self.wrongValues[below(Self.wrongValues.count)] }
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

  /// A string value (quotes included) with one of its ASCII letters or digits written as a `\u00XX` escape (never a
  /// byte of an escape already there: a backslash or the byte after one).
  private mutating func escaped(_ value: String) -> String {
    var characters = Array(value.utf8)
    let backslash = UInt8(ascii: "\\")
    let candidates = characters.indices.dropFirst().dropLast().filter { position in
      let byte = characters[position]
      guard byte != backslash, characters[position - 1] != backslash else { return false }
      return (0x30...0x39).contains(byte) || (0x41...0x7E).contains(byte)
    }
    guard !candidates.isEmpty else { return value }
    let position = candidates[below(candidates.count)]
    let hex = String(characters[position], radix: 16, uppercase: chance(2))
    let escape = Array(("\\u00" + (hex.count == 1 ? "0" : "") + hex).utf8)
    characters.replaceSubrange(position...position, with: escape)
    return String(decoding: characters, as: UTF8.self)
  }

  /// The same number with its point after the first digit and the shift in an exponent: `0.1995` is `0.1995E0`,
  /// `91196000` is `9.1196000E7`, `-948000` is `-9.48000e+5`.
  private mutating func exponentForm(_ number: String) -> String {
    let isNegative = number.hasPrefix("-")
    let unsigned = isNegative ? String(number.dropFirst()) : number
    let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
    let integer = String(parts[0])
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    let digits = integer + fraction
    let shift = integer.count - 1
    let mantissa = String(digits.prefix(1)) + (digits.count > 1 ? "." + String(digits.dropFirst()) : "")
    let marker = chance(2) ? "E" : "e"
    let sign = chance(2) ? "+" : ""
    return (isNegative ? "-" : "") + mantissa + marker + sign + String(shift)
  }
}
