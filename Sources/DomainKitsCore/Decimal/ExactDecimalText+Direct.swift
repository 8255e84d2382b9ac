#if canImport(FoundationEssentials)
  // swift-foundation (Linux, Windows, Android) makes `Decimal`'s field initializer SPI for swift-corelibs-foundation;
  // on Apple platforms it is NSDecimal's public memberwise initializer.
  @_spi(SwiftCorelibsFoundation) import FoundationEssentials
#else
  import Foundation
#endif

extension ExactDecimalText {
  /// The `Decimal` of a plain numeral, as ``foundationDecimal(_:)`` reads it (the same value, the same
  /// representation, the same errors), built from the digits into `Decimal`'s fields directly.
  ///
  /// ``foundationDecimal(_:)`` makes a `String` and a `Locale` and has `Decimal(string:locale:)` parse it, whose
  /// arithmetic on swift-foundation allocates for every digit; this allocates nothing (a zero written with more than
  /// 38 fraction digits, which `Decimal(string:)` reads in its own way, is left to ``foundationDecimal(_:)``).
  ///
  /// The result is what `Decimal(string:)` leaves after its compaction: the significant digits without trailing
  /// zeros as the mantissa, the point in the exponent (`27002534842.65972` is 2700253484265972 × 10⁻⁵, `1000`
  /// is 1 × 10³), the sign on non-zero values only.
  ///
  /// - Throws: ``DecimalParseError`` as ``foundationDecimal(_:)``: the numeral's grammar errors, and
  ///   ``DecimalParseError/outOfRange(text:)`` beyond ``decimalDigits`` significant digits.
  /// - Complexity: O(*n*) in the length of the text.
  package static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) throws(DecimalParseError) -> Decimal {
    let numeral = try DecimalNumeral(bytes)
    var firstSignificant = numeral.integerDigits.lowerBound
    while firstSignificant < numeral.integerDigits.upperBound - 1, bytes[firstSignificant] == UInt8(ascii: "0") {
      firstSignificant += 1
    }
    let fractionCount = numeral.significantFractionCount(in: bytes)
    let digitCount = numeral.integerDigits.upperBound - firstSignificant + fractionCount
    guard digitCount <= decimalDigits else { throw .outOfRange(text: DecimalParseError.quoted(bytes)) }
    // The digits that carry the value: the integer part from its first significant digit and the fraction up to its
    // last non-zero digit; without a fraction, the integer part's trailing zeros go into the exponent.
    var integerEnd = numeral.integerDigits.upperBound
    var exponent = -fractionCount
    if fractionCount == 0 {
      while integerEnd > firstSignificant, bytes[integerEnd - 1] == UInt8(ascii: "0") {
        integerEnd -= 1
        exponent += 1
      }
    }
    // At most 38 digits: below 10³⁸ < 2¹²⁸.
    var high: UInt64 = 0
    var low: UInt64 = 0
    for offset in firstSignificant..<integerEnd { appendDigit(bytes[offset], high: &high, low: &low) }
    let fractionStart = numeral.fractionDigits.lowerBound
    for offset in fractionStart..<fractionStart + fractionCount { appendDigit(bytes[offset], high: &high, low: &low) }
    guard high != 0 || low != 0 else { return try zero(numeral, bytes) }
    let length: UInt32 =
      high != 0 ? 8 - UInt32(high.leadingZeroBitCount / 16) : 4 - UInt32(low.leadingZeroBitCount / 16)
    return Decimal(
      _exponent: Int32(exponent), _length: length, _isNegative: numeral.isNegative ? 1 : 0, _isCompact: 1,
      _reserved: 0,
      _mantissa: (
        UInt16(truncatingIfNeeded: low), UInt16(truncatingIfNeeded: low >> 16), UInt16(truncatingIfNeeded: low >> 32),
        UInt16(truncatingIfNeeded: low >> 48), UInt16(truncatingIfNeeded: high),
        UInt16(truncatingIfNeeded: high >> 16), UInt16(truncatingIfNeeded: high >> 32),
        UInt16(truncatingIfNeeded: high >> 48)
      ))
  }

  /// `(high, low) = (high, low) × 10 + digit`, the digit an ASCII byte.
  @inline(__always)
  private static func appendDigit(_ digit: UInt8, high: inout UInt64, low: inout UInt64) {
    let (carry, product) = low.multipliedFullWidth(by: 10)
    let (sum, overflow) = product.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
    low = sum
    high = high &* 10 &+ carry &+ (overflow ? 1 : 0)
  }

  /// A numeral whose value is zero, as `Decimal(string:)` reads it: `-0` and its kin become `Decimal()`; a positive
  /// zero keeps one step of exponent per fraction digit (`0.000` has exponent −3), with no mantissa.
  private static func zero(_ numeral: DecimalNumeral, _ bytes: UnsafeBufferPointer<UInt8>) throws(DecimalParseError)
    -> Decimal
  {
    let fractionDigits = numeral.fractionDigits.count
    guard fractionDigits <= decimalDigits else { return try foundationDecimal(bytes) }
    if numeral.isNegative { return Decimal() }
    return Decimal(
      _exponent: Int32(-fractionDigits), _length: 0, _isNegative: 0, _isCompact: 0, _reserved: 0,
      _mantissa: (0, 0, 0, 0, 0, 0, 0, 0))
  }
}
