import Foundation

/// Exact decimal text to Foundation's `Decimal`.
package enum ExactDecimalText {
  /// The most significant digits a Foundation `Decimal` holds exactly.
  package static let decimalDigits = 38

  /// The `Decimal` of a plain numeral (the kit grammar: optional `-`, digits, optional fraction), refused beyond
  /// 38 significant digits rather than rounded.
  package static func foundationDecimal(_ bytes: UnsafeBufferPointer<UInt8>) throws(DecimalParseError) -> Decimal {
    let numeral = try DecimalNumeral(bytes)
    var firstSignificant = numeral.integerDigits.lowerBound
    while firstSignificant < numeral.integerDigits.upperBound - 1, bytes[firstSignificant] == UInt8(ascii: "0") {
      firstSignificant += 1
    }
    let digitCount = numeral.integerDigits.upperBound - firstSignificant + numeral.significantFractionCount(in: bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    guard digitCount <= decimalDigits, let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    else { throw .outOfRange(text: DecimalParseError.quoted(bytes)) }
    return value
  }
}
