/// The validated shape of a plain decimal numeral: an optional leading `-`, one or more digits, and optionally a
/// point followed by one or more digits. Nothing else: no `+`, no spaces, no exponent, no grouping separators.
///
/// Every exact decimal type of the kit reads text through this one grammar, so all of them reject the same inputs
/// with the same ``DecimalParseError``.
package struct DecimalNumeral {
  /// Whether the numeral starts with `-`.
  package var isNegative: Bool
  /// Offsets of the integer digits in the scanned bytes (never empty).
  package var integerDigits: Range<Int>
  /// Offsets of the fraction digits (empty when there is no point).
  package var fractionDigits: Range<Int>

  /// Validates `bytes` as a numeral.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package init(_ bytes: UnsafeBufferPointer<UInt8>) throws(DecimalParseError) {
    let count = bytes.count
    guard count > 0 else { throw .empty }
    var index = 0
    isNegative = bytes[0] == UInt8(ascii: "-")
    if isNegative { index = 1 }
    let integerStart = index
    while index < count, Self.isDigit(bytes[index]) { index += 1 }
    integerDigits = integerStart..<index
    var fractionStart = index
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      fractionStart = index
      while index < count, Self.isDigit(bytes[index]) { index += 1 }
    }
    fractionDigits = fractionStart..<index
    if index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        throw .exponentNotation(text: DecimalParseError.quoted(bytes))
      }
      throw .invalidCharacter(text: DecimalParseError.quoted(bytes), offset: index)
    }
    let hasPoint = fractionStart > integerDigits.upperBound
    if integerDigits.isEmpty || (hasPoint && fractionDigits.isEmpty) {
      throw .missingDigits(text: DecimalParseError.quoted(bytes))
    }
  }

  /// The number of fraction digits up to the last non-zero one: `1.2300` has 2.
  package func significantFractionCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var end = fractionDigits.upperBound
    while end > fractionDigits.lowerBound, bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
    return end - fractionDigits.lowerBound
  }

  @inline(__always)
  package static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}

/// Runs `body` over the UTF-8 bytes of `text` without copying when the text is already contiguous.
@inline(__always)
package func withUTF8Bytes<Result, Failure: Error>(
  _ text: some StringProtocol,
  _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
) throws(Failure) -> Result {
  var string = String(text)
  let result: Swift.Result<Result, Failure> = string.withUTF8 { bytes in
    do throws(Failure) {
      return .success(try body(bytes))
    } catch {
      return .failure(error)
    }
  }
  return try result.get()
}
