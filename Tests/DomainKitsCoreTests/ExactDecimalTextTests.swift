import Foundation
import PropertyBased
import Testing

@testable import DomainKitsCore

@Suite("Decimals built from their digits against Decimal(string:)")
struct ExactDecimalTextTests {
  @Test("Wire values, zeros, limits and malformed numerals: the same Decimal or the same error")
  func table() {
    let zeros128 = String(repeating: "0", count: 128)
    for text in [
      "0", "-0", "0.000", "-0.000", "0.0000000000", "000", "00.00", "1", "-1", "10", "1000", "100.000", "0.5",
      "-0.0106", "0.00021931", "27002534842.65972", "19834795209.4663", "728107452.06423197609921044",
      "99999999999999999999999999999999999999", "999999999999999999999999999999999999999",
      "0.0000000000000000000000000000000000001", "0.00000000000000000000000000000000000001",
      "12345678901234567890", "18446744073709551615", "18446744073709551616", "-18446744073709551615.5",
      "340282366920938463463374607431768211455", "007.50", "1.10000000000000000000000000000000000000000000",
      "10000000000000000000000000000000000000", "-0.000000000000000000000000000000000000001",
      "0." + zeros128, "0." + zeros128 + "0", "-0." + zeros128 + "0", "0." + String(repeating: "0", count: 40),
      "1e5", "", "-", ".5", "5.", "1.2.3", "+1", " 1", "1 ", "--1", "0x10",
    ] {
      expectSameDecimal(text)
    }
  }

  @Test("Random numerals: the same Decimal or the same error")
  func random() async {
    await propertyCheck(
      count: 1_000, input: Gen.uint64(), Gen.uint64(), Gen.int(in: 0...4), Gen.int(in: 0...24), Gen.int(in: 0...3)
    ) { high, low, leadingZeros, fractionDigits, trailingZeros in
      let digits = String(high) + String(low)
      let split = min(Int(low % 23), digits.count)
      let integer = String(repeating: "0", count: leadingZeros) + String(digits.prefix(split))
      let fraction =
        String(digits.dropFirst(split).prefix(fractionDigits)) + String(repeating: "0", count: trailingZeros)
      let sign = high % 3 == 0 ? "-" : ""
      let whole = integer.isEmpty ? "0" : integer
      expectSameDecimal(sign + whole + (fraction.isEmpty ? "" : "." + fraction))
    }
  }

  private func expectSameDecimal(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = Array(text.utf8)
    let direct = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(DecimalParseError) in try ExactDecimalText.decimal(buffer) }
    }
    let reference = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(DecimalParseError) in try ExactDecimalText.foundationDecimal(buffer) }
    }
    switch (direct, reference) {
    case (.success(let found), .success(let expected)):
      #expect(found == expected, "\(text)", sourceLocation: sourceLocation)
      #expect(found.description == expected.description, "\(text)", sourceLocation: sourceLocation)
      #expect(found.isSignMinus == expected.isSignMinus, "\(text)", sourceLocation: sourceLocation)
      #expect(found.isZero == expected.isZero, "\(text)", sourceLocation: sourceLocation)
      if !expected.isZero {
        // The representation: the mantissa without trailing zeros, the point in the exponent.
        #expect(found.exponent == expected.exponent, "\(text)", sourceLocation: sourceLocation)
        #expect(found.significand == expected.significand, "\(text)", sourceLocation: sourceLocation)
      }
    case (.failure(let found), .failure(let expected)):
      #expect(found == expected, "\(text)", sourceLocation: sourceLocation)
    default:
      Issue.record("\(text): \(direct) but Decimal(string:) gives \(reference)", sourceLocation: sourceLocation)
    }
  }
}
