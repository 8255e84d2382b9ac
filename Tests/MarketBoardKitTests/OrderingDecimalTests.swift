import DomainKitsCore
import Foundation
import Testing

@testable import MarketBoardKit

@Suite("Board ordering compares decimals exactly")
struct OrderingDecimalTests {
  static func value(_ text: String) throws -> Decimal {
    try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
  }

  @Test(
    "Values that differ only past the 8th fraction digit, or past the 18th, keep their order",
    arguments: [
      ("1000.000000001", "1000.000000002"), ("0.123456789012345678", "0.123456789012345679"),
      ("5.0000000000000000001", "5.0000000000000000002"), ("-0.000000001", "0"),
      ("-2.0000000000000000002", "-2.0000000000000000001"), ("99999999999999999999", "100000000000000000000"),
    ])
  func order(smaller: String, larger: String) throws {
    let (a, b) = (OrderingDecimal(try Self.value(smaller)), OrderingDecimal(try Self.value(larger)))
    #expect(a < b, "\(smaller) < \(larger)")
    #expect(!(b < a))
    #expect(a != b)
  }

  @Test("Equal values compare equal however they are written, and hash alike")
  func equality() throws {
    let pairs = [("1.5", "1.50"), ("5.00000000000000000010", "5.0000000000000000001"), ("0", "-0")]
    for (left, right) in pairs {
      let (a, b) = (OrderingDecimal(try Self.value(left)), OrderingDecimal(try Self.value(right)))
      #expect(a == b, "\(left) == \(right)")
      #expect(!(a < b) && !(b < a))
      #expect(a.hashValue == b.hashValue)
    }
  }

  @Test("Against Decimal's own order on random values with up to 24 fraction digits")
  func differential() throws {
    var generator = SplitMix64(seed: 18)
    for _ in 0..<2_000 {
      let texts = (0..<2).map { _ in
        let whole = Int.random(in: 0...3, using: &generator)
        let digits = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
          String(Int.random(in: 0...1, using: &generator))
        }
        return "\(whole)" + (digits.isEmpty ? "" : "." + digits.joined())
      }
      let (x, y) = (try Self.value(texts[0]), try Self.value(texts[1]))
      #expect((OrderingDecimal(x) < OrderingDecimal(y)) == (x < y), "\(texts[0]) vs \(texts[1])")
      #expect((OrderingDecimal(x) == OrderingDecimal(y)) == (x == y), "\(texts[0]) vs \(texts[1])")
    }
  }
}
