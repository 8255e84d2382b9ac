import Foundation

extension WireValue {
  /// The most significant digits a Foundation `Decimal` holds exactly.
  static let decimalDigits = 38

  /// A statistic (a ticker's volume or rate) as a Foundation `Decimal`: the kit's own grammar first (no exponent,
  /// no spaces, no `+`), then at most 38 significant digits, so the value is exact and never rounded.
  static func decimal(_ bytes: UnsafeBufferPointer<UInt8>, field: () -> String) throws(FeedDecodingError) -> Decimal {
    let numeral: DecimalNumeral
    do {
      numeral = try DecimalNumeral(bytes)
    } catch {
      throw .invalidDecimal(field: field(), error)
    }
    var firstSignificant = numeral.integerDigits.lowerBound
    while firstSignificant < numeral.integerDigits.upperBound - 1, bytes[firstSignificant] == UInt8(ascii: "0") {
      firstSignificant += 1
    }
    let digitCount =
      numeral.integerDigits.upperBound - firstSignificant + numeral.significantFractionCount(in: bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    guard digitCount <= decimalDigits, let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    else {
      throw .invalidDecimal(field: field(), .outOfRange(text: FeedDecodingError.quoted(text)))
    }
    return value
  }
}
