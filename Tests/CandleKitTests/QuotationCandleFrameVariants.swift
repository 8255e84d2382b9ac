import Foundation

@testable import CandleKit

/// Candle responses built from the captured rows, varied as a venue, a proxy or a fuzzer might vary them (the pattern
/// of MarketBoardKitTests' `TickerFrameVariants`): rows in any order or repeated, members in any order, any
/// whitespace, escapes in strings, numbers in exponent form, as strings or replaced by other numerals, unknown
/// members with nested values, rows that are not objects; and, in the messy kind, members dropped, repeated or of
/// the wrong type, and bytes broken.
struct QuotationCandleFrameVariants {
  private var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// Every captured row's members as written (key, value text), in key order.
  static let rows: [[(key: String, value: String)]] = [
    QuotationCandleFixtures.minutes, QuotationCandleFixtures.weeks, QuotationCandleFixtures.months,
    QuotationCandleFixtures.days,
  ].flatMap { text -> [[(key: String, value: String)]] in
    guard case .success(.array(let elements)) = JSONValue.parse(Data(text.utf8)) else { return [] }
    return elements.compactMap { element -> [(key: String, value: String)]? in
      guard case .object(let object) = element else { return nil }
      return object.keys.sorted().map { key in
        switch object[key] {
        case .number(let number)?: (key: key, value: number)
        case .string(let string)?: (key: key, value: "\"" + string + "\"")
        case .bool(let flag)?: (key: key, value: flag ? "true" : "false")
        default: (key: key, value: "null")
        }
      }
    }
  }

  /// Integer fields, kept in plain digits in a clean row.
  private static let integerKeys: Set<String> = ["timestamp", "unit"]
  /// The fields read as `Double`.
  private static let valueKeys: Set<String> = [
    "opening_price", "high_price", "low_price", "trade_price", "candle_acc_trade_volume",
  ]

  private static let whitespace = ["", "", " ", "\n      ", "\t", "\r\n  "]
  private static let unknownValues = [
    #"{"a":[1,{"b":null}],"c":"\u00e9"}"#, "[]", "[[[0]]]", #""비트코인""#, "-1.5E-3", "null", "true",
    #"{"trade_price":1}"#,
  ]
  private static let wrongValues = ["true", "false", "null", "{}", "[]", #""x""#, "-1", "1e999", #""""#, #""inf""#]
  private static let notObjects = ["1", "null", "[]", #""x""#, "[{}]"]

  private mutating func chance(_ inverse: Int) -> Bool { random.next() % UInt64(inverse) == 0 }

  private mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

  private mutating func space() -> String { Self.whitespace[below(Self.whitespace.count)] }

  /// A response of up to five rows; `isPlainJSON` when it is valid JSON with distinct plain keys in every row (what
  /// the one-pass reader must read itself).
  mutating func response(clean: Bool) -> (bytes: [UInt8], isPlainJSON: Bool) {
    var isPlainJSON = true
    var elements: [String] = []
    for _ in 0..<below(6) {
      if chance(12) {
        elements.append(Self.notObjects[below(Self.notObjects.count)])
        continue
      }
      let members = Self.rows[below(Self.rows.count)]
      let (text, isPlain) = row(members, clean: clean)
      isPlainJSON = isPlainJSON && isPlain
      elements.append(text)
    }
    var text = space() + "["
    for (index, element) in elements.enumerated() {
      text += (index > 0 ? "," : "") + space() + element + space()
    }
    text += "]" + space()
    var bytes = Array(text.utf8)
    if !clean, chance(20) {
      // A trailing comma after the last row: a syntax error after whatever the rows hold.
      let close = bytes.lastIndex(of: UInt8(ascii: "]")) ?? 0
      bytes.insert(UInt8(ascii: ","), at: close)
      isPlainJSON = false
    }
    if !clean, chance(12) {
      let position = below(bytes.count)
      bytes[position] = [0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x00, 0x80, 0xFF, 0x30][below(12)]
      isPlainJSON = false
    }
    return (bytes, isPlainJSON)
  }

  /// One row of `members`, and whether it is plain JSON.
  private mutating func row(_ members: [(key: String, value: String)], clean: Bool) -> (String, Bool) {
    var list = members
    list.shuffle(using: &random)
    for index in list.indices {
      let (key, value) = list[index]
      if value.hasPrefix("\""), value.count > 2, chance(5) {
        list[index].value = escaped(value)
      } else if let first = value.first, first == "-" || first.isNumber {
        if Self.valueKeys.contains(key), chance(10) {
          list[index].value = numeral()
        } else if chance(5), !Self.integerKeys.contains(key) || !clean {
          list[index].value = exponentForm(value)
        } else if chance(8) {
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
      if chance(8), !list.isEmpty { list.remove(at: below(list.count)) }
      if chance(8), !list.isEmpty { list[below(list.count)].value = Self.wrongValues[below(Self.wrongValues.count)] }
      if chance(15), !list.isEmpty {
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
    return (text + "}", isPlainJSON)
  }

  /// A numeral of up to 22 digits with the point anywhere, sometimes negative or with leading zeros: values the
  /// exact `Double` path reads and values it leaves to `Double(_:)`.
  private mutating func numeral() -> String {
    let digits = String(random.next()) + String(random.next())
    var text = String(digits.prefix(below(22) + 1))
    let point = below(text.count + 1)
    if point > 0, point < text.count { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
    if chance(6) { text = "0." + text.filter { $0 != "." } }
    if chance(10) { text = "-" + text }
    return chance(6) ? "\"" + text + "\"" : text
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

  /// The same number with its point after the first digit and the shift in an exponent: `216.55225961` is
  /// `2.1655225961E2`.
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
