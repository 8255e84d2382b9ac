import DomainKitsCore

/// Random JSON objects for the one-pass reader's property tests: the keys the tests want and others (sometimes
/// repeated), every kind of value in several spellings (exponent numbers, escapes, UTF-8, nesting, whitespace), and
/// in a third of the documents one byte changed, dropped or added, so the tree refuses many of them.
struct RandomJSON {
  private var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// Keys: the wanted ones (`JSONFrameScannerTests.keys`) and a few unwanted.
  private static let keys = ["a", "b", "c", "type", "code", "zz", "x", "yy", "trade_price", "k1"]
  private static let numbers = [
    "0", "-0", "12", "-3.25", "1.5E-3", "2e+10", "0.000", "91196000", "-0.01028824", "27002534842.65972",
    "728107452.06423197609921044", "1785397735276", "5.0E-4", "8.428e-05", "1E400",
  ]
  private static let strings = [
    #""""#, #""abc""#, #""KRW-BTC""#, #""\u00e9""#, #""\ud83d\ude00""#, "\"비트코인\"", #""\n\t\"\\\/""#, #""a/b""#,
    #""20260730""#, #""\u0000""#,
  ]
  private static let whitespace = ["", "", "", " ", "\n      ", "\t", "\r\n"]
  /// Bytes a corruption writes: the grammar's, control characters, and bytes that are not UTF-8 on their own.
  private static let corruptions: [UInt8] = [
    0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x30, 0x2D, 0x65, 0x2E, 0x00, 0x1F, 0x80, 0xC3, 0xED, 0xF4, 0xFF,
    0x20, 0x75,
  ]

  private mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

  private mutating func pick<Element>(_ elements: [Element]) -> Element { elements[below(elements.count)] }

  /// A document and whether a byte of it was corrupted.
  mutating func document() -> (bytes: [UInt8], isCorrupted: Bool) {
    var bytes = Array((pick(Self.whitespace) + object(depth: 0) + pick(Self.whitespace)).utf8)
    guard below(3) == 0 else { return (bytes, false) }
    let position = below(bytes.count + 1)
    switch below(3) {
    case 0 where position < bytes.count: bytes[position] = pick(Self.corruptions)
    case 1 where position < bytes.count: bytes.remove(at: position)
    default: bytes.insert(pick(Self.corruptions), at: position)
    }
    return (bytes, true)
  }

  private mutating func object(depth: Int) -> String {
    let count = below(depth == 0 ? 9 : 4)
    // Half the objects take distinct keys; the others may repeat one, which the tree refuses.
    var pool = Self.keys
    var members: [String] = []
    for _ in 0..<count {
      let key: String
      if below(2) == 0, !pool.isEmpty {
        key = pool.remove(at: below(pool.count))
      } else {
        key = pick(Self.keys)
      }
      let space = pick(Self.whitespace)
      members.append("\(space)\"\(key)\"\(pick(Self.whitespace)):\(value(depth: depth + 1))\(space)")
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  private mutating func value(depth: Int) -> String {
    let space = pick(Self.whitespace)
    switch below(depth < 4 ? 8 : 6) {
    case 0, 1: return space + pick(Self.numbers)
    case 2, 3: return space + pick(Self.strings)
    case 4: return space + pick(["true", "false", "null"])
    case 5: return space + "[" + (0..<below(3)).map { _ in value(depth: depth + 1) }.joined(separator: ",") + "]"
    default: return space + object(depth: depth)
    }
  }
}
