import Foundation
import Testing

@_spi(Reference) @testable import OrderBookKit

/// Generates Bithumb messages in the real shapes with random formatting, field order, extra fields and, now and
/// then, a defect; the one-pass reader and the `Decodable` path must agree on every one.
private struct MessageGenerator {
  var random: SplitMix64

  mutating func pick<T>(_ choices: [T]) -> T { choices[random.int(choices.count)] }

  mutating func space() -> String { pick(["", "", "", " ", "\n  ", "\t"]) }

  mutating func decimal(maxFraction: Int = 8) -> String {
    var text = String(random.int(100_000_000))
    if random.int(2) == 0 {
      let digits = random.int(maxFraction) + 1
      text += "." + String((0..<digits).map { _ in Character(String(random.int(10))) })
    }
    return text
  }

  mutating func extraValue(depth: Int = 0) -> String {
    switch random.int(depth > 2 ? 5 : 7) {
    case 0: return #""up""#
    case 1: return String(random.int(1_000)) + pick(["", ".5", "e3", "E-2"])
    case 2: return pick(["true", "false", "null"])
    case 3: return "-" + String(random.int(10))
    case 4: return #""""#
    case 5: return "[" + (0..<random.int(3)).map { _ in extraValue(depth: depth + 1) }.joined(separator: ",") + "]"
    default: return #"{"k":"# + extraValue(depth: depth + 1) + "}"
    }
  }

  /// Object text from members, shuffled, with optional extra members.
  mutating func object(_ members: [(String, String)]) -> String {
    var all = members
    if random.int(4) == 0 { all.append((pick(["contAmt", "updn", "extra", "x"]), extraValue())) }
    all.shuffle(using: &random)
    let body = all.map { "\(space())\"\($0.0)\"\(space()):\(space())\($0.1)" }.joined(separator: ",")
    return "{" + body + space() + "}"
  }

  mutating func depthMessage() -> String {
    let symbols = ["BTC_KRW", "ETH_KRW", "XRP_KRW"]
    let entries = (0..<random.int(8)).map { _ -> String in
      var members = [
        ("symbol", "\"\(pick(symbols))\""),
        ("orderType", "\"\(pick(["ask", "bid"]))\""),
        ("price", "\"\(decimal())\""),
        ("quantity", "\"\(random.int(5) == 0 ? "0" : decimal())\""),
      ]
      switch random.int(4) {
      case 0: break
      case 1: members.append(("total", "null"))
      default: members.append(("total", "\"\(random.int(40))\""))
      }
      return object(members)
    }
    let micros = String(1_723_102_637_000_000 + random.int(1_000_000_000))
    let datetime = random.int(2) == 0 ? "\"\(micros)\"" : micros
    let content = object([("list", "[" + entries.joined(separator: ",") + "]"), ("datetime", datetime)])
    return "{\"type\":\(space())\"orderbookdepth\",\(space())\"content\":" + content + "}"
  }

  mutating func transactionMessage() -> String {
    let entries = (0..<(random.int(4) + 1)).map { _ -> String in
      let fraction = pick(["", ".1", ".123", ".123456"])
      return object([
        ("symbol", "\"\(pick(["BTC_KRW", "DAI_KRW"]))\""),
        ("buySellGb", "\"\(pick(["1", "2"]))\""),
        ("contPrice", "\"\(decimal())\""),
        ("contQty", "\"\(decimal())\""),
        (
          "contDtm",
          "\"2024-0\(random.int(9) + 1)-1\(random.int(10)) 1\(random.int(10)):3\(random.int(10)):0\(random.int(10))\(fraction)\""
        ),
      ])
    }
    return object([
      ("type", "\"transaction\""), ("content", object([("list", "[" + entries.joined(separator: ",") + "]")])),
    ])
  }

  /// One small defect: a wrong value, an escape, a duplicate key, a cut, a stray byte.
  mutating func damage(_ text: String) -> String {
    var bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return text }
    switch random.int(9) {
    case 0: return text.replacingOccurrences(of: "\"ask\"", with: "\"a\\u0073k\"")
    case 1: return text.replacingOccurrences(of: "\"bid\"", with: "\"buy\"")
    case 2: return text.replacingOccurrences(of: "\"price\":\"", with: "\"price\":\"-")
    case 3: return text.replacingOccurrences(of: "{\"symbol\"", with: "{\"symbol\":\"X\",\"symbol\"")
    case 4: return String(decoding: bytes.prefix(random.int(bytes.count)), as: UTF8.self)
    case 5: bytes.insert(pick([0x20, 0x2C, 0x7D, 0x22, 0x30, 0xC3]), at: random.int(bytes.count))
    case 6: bytes[random.int(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
    case 7: return text.replacingOccurrences(of: "\"datetime\":\"", with: "\"datetime\":\"0x")
    default: return text.replacingOccurrences(of: "\"type\":", with: "\"type\":\"x\",\"type\":")
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

@Suite("Bithumb one-pass reader against the Decodable path")
struct ScannerDifferentialTests {
  func outcome(_ body: () throws(FeedDecodingError) -> [MarketEvent]) -> Result<[MarketEvent], FeedDecodingError> {
    do throws(FeedDecodingError) {
      return .success(try body())
    } catch {
      return .failure(error)
    }
  }

  @Test("Well-formed messages take the fast path and decode identically", arguments: 0..<4)
  func wellFormed(seed: UInt64) {
    var generator = MessageGenerator(random: SplitMix64(seed: seed))
    for _ in 0..<300 {
      let text = generator.random.int(2) == 0 ? generator.depthMessage() : generator.transactionMessage()
      let data = Data(text.utf8)
      let scanned = bithumbOnePass(Array(data))
      let reference = outcome { () throws(FeedDecodingError) in try BithumbWebSocket.decodeWithJSONDecoder(data) }
      guard case .success(let events) = reference else {
        Issue.record("the generator wrote an invalid message: \(text)")
        return
      }
      let expected: Result<[MarketEvent], FeedDecodingError> = .success(events)
      #expect(scanned == expected, "\(text)")
    }
  }

  @Test(
    "Damaged messages: whatever the one-pass reader answers, JSONDecoder answers the same; errors are identical",
    arguments: 0..<4)
  func damaged(seed: UInt64) {
    var generator = MessageGenerator(random: SplitMix64(seed: 1_000 + seed))
    for _ in 0..<400 {
      let text = generator.damage(
        generator.random.int(2) == 0 ? generator.depthMessage() : generator.transactionMessage())
      let data = Data(text.utf8)
      let scanned = bithumbOnePass(Array(data))
      let reference = outcome { () throws(FeedDecodingError) in try BithumbWebSocket.decodeWithJSONDecoder(data) }
      if let scanned { #expect(reference == scanned, "\(text)") }
      #expect(
        outcome { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: data) } == reference, "\(text)")
      #expect(
        outcome { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: text) } == reference, "\(text)")
    }
  }
}
