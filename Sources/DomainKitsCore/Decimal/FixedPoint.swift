/// Exact decimals stored as an integer count of 10⁻⁸ units: the representation behind ``Price`` and
/// ``Quantity``.
///
/// Eight fraction digits cover every exchange's price and size precision seen in the wild (satoshis included), and an
/// `Int64` mantissa holds magnitudes up to 92,233,720,368.54775807. Comparison and hashing are single integer
/// operations, which is what makes the order book fast.
package enum FixedPoint {
  /// Fraction digits of every fixed-point value.
  package static let fractionDigits = 8
  /// Units per whole: 10⁸.
  package static let unitsPerWhole: Int64 = 100_000_000
  /// Powers of ten, 10⁰ through 10¹⁸.
  package static let powersOfTen: [UInt64] = {
    var powers: [UInt64] = [1]
    for _ in 1...18 { powers.append(powers[powers.count - 1] * 10) }
    return powers
  }()

  /// Parses a numeral into units of 10⁻⁸.
  ///
  /// - Parameter allowsNegative: `false` rejects a leading minus sign (even on zero) with
  ///   ``DecimalParseError/negative(text:)``.
  /// - Complexity: O(*n*) in the length of the text.
  package static func units(parsing bytes: UnsafeBufferPointer<UInt8>, allowsNegative: Bool) throws(DecimalParseError)
    -> Int64
  {
    let numeral = try DecimalNumeral(bytes)
    if numeral.isNegative, !allowsNegative { throw .negative(text: DecimalParseError.quoted(bytes)) }
    if numeral.significantFractionCount(in: bytes) > fractionDigits {
      throw .tooManyFractionDigits(text: DecimalParseError.quoted(bytes), maximum: fractionDigits)
    }
    // The largest whole part whose units still fit: Int64.max / 10⁸.
    let wholeLimit = UInt64(Int64.max / unitsPerWhole)
    var whole: UInt64 = 0
    for offset in numeral.integerDigits {
      whole = whole &* 10 &+ UInt64(bytes[offset] &- UInt8(ascii: "0"))
      if whole > wholeLimit { throw .outOfRange(text: DecimalParseError.quoted(bytes)) }
    }
    var fraction: UInt64 = 0
    var taken = 0
    for offset in numeral.fractionDigits where taken < fractionDigits {
      fraction = fraction &* 10 &+ UInt64(bytes[offset] &- UInt8(ascii: "0"))
      taken += 1
    }
    fraction &*= powersOfTen[fractionDigits - taken]
    // whole ≤ wholeLimit, so whole × 10⁸ fits; only the sum can pass Int64.max.
    let (units, overflow) = Int64(whole &* UInt64(unitsPerWhole)).addingReportingOverflow(Int64(fraction))
    if overflow { throw .outOfRange(text: DecimalParseError.quoted(bytes)) }
    return numeral.isNegative ? -units : units
  }

  /// The canonical text of `units`: no trailing fraction zeros, no point for whole values, `-` when negative.
  package static func text(units: Int64) -> String {
    let magnitude = units.magnitude
    let whole = magnitude / UInt64(unitsPerWhole)
    let fraction = magnitude % UInt64(unitsPerWhole)
    var text = units < 0 ? "-" : ""
    text += String(whole)
    if fraction != 0 { text += "." + fractionText(fraction, digits: fractionDigits) }
    return text
  }

  /// `value` written with exactly `digits` digits (zero-padded on the left), then trimmed of trailing zeros.
  package static func fractionText(_ value: UInt64, digits: Int) -> String {
    var bytes = [UInt8](repeating: UInt8(ascii: "0"), count: digits)
    var rest = value
    var index = digits
    while rest > 0, index > 0 {
      index -= 1
      bytes[index] = UInt8(ascii: "0") &+ UInt8(rest % 10)
      rest /= 10
    }
    var end = digits
    while end > 0, bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
    return String(decoding: bytes[0..<end], as: UTF8.self)
  }
}

extension FixedPoint {
  /// Decodes a single string value as fixed-point units, turning a parse failure into `DecodingError`.
  package static func decodeUnits(from decoder: any Decoder, allowsNegative: Bool) throws -> Int64 {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      return try withUTF8Bytes(text) { bytes throws(DecimalParseError) in
        try units(parsing: bytes, allowsNegative: allowsNegative)
      }
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }
}
