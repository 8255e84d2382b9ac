import Foundation

@testable import MarketBoardKit

/// Ticker frames built from a captured one, varied as a venue, a proxy or a fuzzer might vary them: members in any
/// order, any whitespace, escapes in strings, numbers in exponent form or as strings, unknown members with nested
/// values; and, in the messy kind, members dropped, repeated or of the wrong type, and bytes broken.
struct TickerFrameVariants {
  private var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// A frame's members as written (key, value text), in key order; the values of the fixtures are numbers, plain
  /// strings, booleans and null.
  static func members(of text: String) -> [(key: String, value: String)] {
    guard case .success(.object(let object)) = JSONValue.parse(Data(text.utf8)) else { return [] }
    return object.keys.sorted().map { key in
      switch object[key] {
      case .number(let number)?: (key: key, value: number)
      case .string(let string)?: (key: key, value: "\"" + string + "\"")
      case .bool(let flag)?: (key: key, value: flag ? "true" : "false")
      default: (key: key, value: "null")
      }
    }
  }

  /// Integer fields, which a clean frame keeps in plain digits (`JSONDecoder` reads `Int64` from them).
  static let integerKeys: Set<String> = ["timestamp", "trade_timestamp", "tms", "ttms"]

  private static let whitespace = ["", "", " ", "\n      ", "\t", "\r\n  "]
  private static let unknownValues = [
    #"{"a":[1,{"b":null}],"c":"\u00e9"}"#, "[]", "[[[0]]]", #""비트코인""#, "-1.5E-3", "null", "true", #"{"ty":1}"#,
  ]
  private static let wrongValues = ["true", "false", "null", "{}", "[]", #""x""#, "-1", "1e999", #""""#]

  private mutating func chance(_ inverse: Int) -> Bool { random.next() % UInt64(inverse) == 0 }

  private mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

  private mutating func space() -> String { Self.whitespace[below(Self.whitespace.count)] }

  /// A frame of `members`; `isPlainJSON` when it is valid JSON with distinct plain keys (what the one-pass reader
  /// must read itself).
  mutating func frame(from members: [(key: String, value: String)], clean: Bool) -> (
    bytes: [UInt8], isPlainJSON: Bool
  ) {
    var list = members
    list.shuffle(using: &random)
    for index in list.indices {
      let (key, value) = list[index]
      if value.hasPrefix("\""), value.count > 2, chance(4) {
        list[index].value = escaped(value)
      } else if let first = value.first, first == "-" || first.isNumber {
        if chance(4), clean ? !Self.integerKeys.contains(key) : true {
          list[index].value = exponentForm(value)
        } else if !clean, chance(8) {
          list[index].value = "\"" + value + "\""
        }
      }
    }
    if chance(3) {
      let unknown = Self.unknownValues[below(Self.unknownValues.count)]
      list.insert((key: "extra_\(below(100))", value: unknown), at: below(list.count + 1))
    }
    var isPlainJSON = true
    if !clean {
      if chance(10), !list.isEmpty { list.remove(at: below(list.count)) }
      if chance(10), !list.isEmpty { list[below(list.count)].value = Self.wrongValues[below(Self.wrongValues.count)] }
      if chance(15), !list.isEmpty {
        let repeated = list[below(list.count)].key
        let value = list[below(list.count)].value
        list.insert((key: repeated, value: value), at: below(list.count + 1))
        isPlainJSON = false
      }
    }
    var text = space() + "{"
    for (index, member) in list.enumerated() {
      if index > 0 { text += "," }
      text += space() + "\"" + member.key + "\"" + space() + ":" + space() + member.value + space()
    }
    text += "}" + space()
    var bytes = Array(text.utf8)
    if !clean, chance(10) {
      let position = below(bytes.count)
      bytes[position] = [0x22, 0x5C, 0x7B, 0x7D, 0x2C, 0x3A, 0x00, 0x80, 0xFF, 0x30][below(10)]
      isPlainJSON = false
    }
    return (bytes, isPlainJSON)
  }

  /// A string value with one of its ASCII letters or digits written as a `\u00XX` escape.
  private mutating func escaped(_ value: String) -> String {
    var characters = Array(value.utf8)
    let candidates = characters.indices.dropFirst().dropLast().filter { position in
      let byte = characters[position]
      return (0x30...0x39).contains(byte) || (0x41...0x7E).contains(byte)
    }
    guard !candidates.isEmpty else { return value }
    let position = candidates[below(candidates.count)]
    let hex = String(characters[position], radix: 16, uppercase: chance(2))
    let escape = Array(("\\u00" + (hex.count == 1 ? "0" : "") + hex).utf8)
    characters.replaceSubrange(position...position, with: escape)
    return String(decoding: characters, as: UTF8.self)
  }

  /// The same number with its point after the first digit and the shift in an exponent: `294.09163804` is
  /// `2.9409163804E2`, `-948000` is `-9.48000e+5`, `0.00021931` is `0.00021931E0`.
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
