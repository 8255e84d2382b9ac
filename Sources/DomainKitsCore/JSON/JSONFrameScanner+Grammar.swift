/// JSON's grammar of numbers and literals, written once: the frame reader, the tree (``JSONValue``) and the walker of
/// OrderBookKit's reference Upbit decoder (``JSONCursor``) all read numbers and `true`/`false`/`null` with these, so
/// they accept exactly the same spellings.
extension JSONFrameScanner {
  /// The end of the JSON number that starts at `start` in `bytes`, read as far as the grammar
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` goes: `12x` ends before the `x`, which the caller reads
  /// as whatever follows. `nil` when the bytes there are not a number: a lone `-`, a leading zero before another
  /// digit (`01`), a point or an exponent without digits (`1.`, `1e`), anything else.
  ///
  /// - Complexity: O(*n*) in the length of the number.
  package static func numberEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start >= 0 else { return nil }
    var index = start
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard let integerEnd = digitsEnd(in: bytes, from: index, allowingLeadingZero: false) else { return nil }
    index = integerEnd
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      guard let fractionEnd = digitsEnd(in: bytes, from: index + 1, allowingLeadingZero: true) else { return nil }
      index = fractionEnd
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard let exponentEnd = digitsEnd(in: bytes, from: index, allowingLeadingZero: true) else { return nil }
      index = exponentEnd
    }
    return index
  }

  /// The end of the run of decimal digits at `start`; `nil` when there is none, or when it has a leading zero and
  /// more digits and `allowingLeadingZero` is `false` (a number's integer part).
  private static func digitsEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, allowingLeadingZero: Bool)
    -> Int?
  {
    var index = start
    while index < bytes.count, DecimalNumeral.isDigit(bytes[index]) { index += 1 }
    guard index > start else { return nil }
    guard allowingLeadingZero || bytes[start] != UInt8(ascii: "0") || index - start == 1 else { return nil }
    return index
  }

  /// The end of `literal` (`true`, `false` or `null`) when `bytes` spell it at `start`; `nil` otherwise.
  package static func literalEnd(_ literal: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
    let count = literal.utf8CodeUnitCount
    guard start >= 0, start <= bytes.count, bytes.count - start >= count else { return nil }
    let text = literal.utf8Start
    for offset in 0..<count where bytes[start + offset] != text[offset] { return nil }
    return start + count
  }
}
