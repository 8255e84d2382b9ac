/// The text of a JSON number as the plain numeral that ``Price``, ``Quantity`` and the kit's other exact types read,
/// digit for digit.
///
/// A venue that sends prices as JSON numbers (Upbit) must not have them read through `Double`: `JSONDecoder` on
/// Apple platforms before iOS 17 and macOS 14 decodes a `Decimal` from a `Double`, so `0.1` arrives as
/// 0.1000000000000000055…, which no longer fits eight fraction digits, and a 17-digit price is rounded. The kit takes
/// the number's text from the message instead (a number ``JSONToken`` of the frame reader). JSON also allows an
/// exponent (`1.0E-8`, as Java servers write small values), which the kit's plain grammar refuses; this moves the
/// decimal point instead.
package enum JSONNumberText {
  /// The largest exponent whose point is moved: a shift of 40 places reaches far past anything the kit's types hold
  /// (eight fraction digits, at most 38 significant digits), so a larger one is out of range unless every digit is 0.
  package static let maximumExponent = 40

  /// The plain numeral of the JSON number `bytes`, or `nil` when it has no exponent (the bytes are then plain
  /// already): `1.5E-3` → `0.0015`, `25e2` → `2500`, `-1.0e0` → `-1.0`.
  ///
  /// Digits are kept as written (trailing zeros included), so the numeral has the exact value of the text.
  ///
  /// - Throws: ``DecimalParseError/outOfRange(text:)`` for an exponent beyond ±``maximumExponent`` on a non-zero
  ///   number; ``DecimalParseError/missingDigits(text:)`` or ``DecimalParseError/invalidCharacter(text:offset:)``
  ///   for text outside the JSON number grammar.
  /// - Complexity: O(*n* + *e*) in the length of the text and the exponent.
  package static func plainNumeral(_ bytes: UnsafeBufferPointer<UInt8>) throws(DecimalParseError) -> [UInt8]? {
    guard let marker = bytes.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "e") }) else { return nil }
    var index = 0
    let isNegative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
    if isNegative { index = 1 }
    var digits: [UInt8] = []
    digits.reserveCapacity(marker)
    var integerCount: Int?
    while index < marker {
      let byte = bytes[index]
      if byte == UInt8(ascii: "."), integerCount == nil {
        integerCount = digits.count
      } else if DecimalNumeral.isDigit(byte) {
        digits.append(byte)
      } else {
        throw .invalidCharacter(text: DecimalParseError.quoted(bytes), offset: index)
      }
      index += 1
    }
    index = marker + 1
    var exponentIsNegative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      exponentIsNegative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    guard !digits.isEmpty, index < bytes.count else { throw .missingDigits(text: DecimalParseError.quoted(bytes)) }
    var exponent = 0
    while index < bytes.count {
      guard DecimalNumeral.isDigit(bytes[index]) else {
        throw .invalidCharacter(text: DecimalParseError.quoted(bytes), offset: index)
      }
      // Saturates just past the limit, so a thousand exponent digits cannot overflow.
      exponent = min(exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")), maximumExponent + 1)
      index += 1
    }
    let sign: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
    if digits.allSatisfy({ $0 == UInt8(ascii: "0") }) { return sign + [UInt8(ascii: "0")] }
    guard exponent <= maximumExponent else { throw .outOfRange(text: DecimalParseError.quoted(bytes)) }
    let point = (integerCount ?? digits.count) + (exponentIsNegative ? -exponent : exponent)
    let zero = UInt8(ascii: "0")
    if point <= 0 {
      return sign + [zero, UInt8(ascii: ".")] + [UInt8](repeating: zero, count: -point) + digits
    }
    if point >= digits.count {
      return sign + digits + [UInt8](repeating: zero, count: point - digits.count)
    }
    return sign + digits[..<point] + [UInt8(ascii: ".")] + digits[point...]
  }

  /// Runs `read` over the plain numeral of the JSON number `bytes` (``plainNumeral(_:)``); a number outside the
  /// grammar becomes `failure(error)`.
  package static func withPlainNumeral<Value, Failure: Error>(
    _ bytes: UnsafeBufferPointer<UInt8>,
    failure: (DecimalParseError) -> Failure,
    _ read: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let plain: [UInt8]?
    do {
      plain = try plainNumeral(bytes)
    } catch {
      throw failure(error)
    }
    guard let plain else { return try read(bytes) }
    let result: Result<Value, Failure> = plain.withUnsafeBufferPointer { numeral in
      do throws(Failure) {
        return .success(try read(numeral))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}
