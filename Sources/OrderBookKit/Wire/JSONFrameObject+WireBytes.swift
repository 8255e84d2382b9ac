/// The kit's field readers (``WireValue``, ``SeoulDateTime``, ``BithumbMapping``) on a member the one-pass frame
/// reader found, for the decoders whose previous path handed them the `String` that `JSONDecoder` decoded.
extension JSONFrameObject {
  /// Runs `read` over the text of the member in `slot`: its bytes in the frame when they are its text (a string
  /// without an escape or UTF-8, a number), else the UTF-8 of the decoded string, which is the string `JSONDecoder`
  /// decodes from the same bytes. The caller has checked the member's kind.
  func withWireBytes<Value>(
    _ slot: Int, _ read: (UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Value
  ) throws(FeedDecodingError) -> Value {
    try withWireBytes(of: token(slot), read)
  }

  /// ``withWireBytes(_:_:)`` on a token of the frame (an element of an array of arrays).
  func withWireBytes<Value>(
    of token: JSONToken, _ read: (UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Value
  ) throws(FeedDecodingError) -> Value {
    if token.isPlain { return try read(slice(token)) }
    return try text(token).withWireBytes(read)
  }

  /// The member in `slot` as `JSONDecoder` reads a `UInt64` from it for certain, or `nil` to leave the frame to it: a
  /// JSON number of plain digits within `UInt64`.
  func unsignedInteger(_ slot: Int) -> UInt64? {
    let token = self.token(slot)
    guard token.kind == .number else { return nil }
    var value: UInt64 = 0
    for byte in slice(token) {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
      guard !overflow, !carry else { return nil }
      value = sum
    }
    return value
  }

  /// The member in `slot` as `JSONDecoder` reads an `Int64` from it for certain, or `nil` to leave the frame to it: a
  /// JSON number of plain digits (no sign) within `Int64`.
  func nonNegativeInteger(_ slot: Int) -> Int64? {
    let token = self.token(slot)
    guard token.kind == .number else { return nil }
    let digits = slice(token)
    guard digits.allSatisfy({ DecimalNumeral.isDigit($0) }) else { return nil }
    return JSONFrameObject.int64(digits)
  }

  /// Whether every slot in `slots` holds a string.
  func holdsStrings(_ slots: Range<Int>) -> Bool {
    for slot in slots where kind(slot) != .string { return false }
    return true
  }

  /// Whether `slot` holds what `BithumbIntegerText` decodes for certain: a string, or a JSON number of plain digits
  /// within `Int64`, whose text is then the text `String(Int64)` gives back (a number with a sign, a point, an
  /// exponent or too many digits is left to `JSONDecoder`, which reads it its own way).
  func holdsIntegerText(_ slot: Int) -> Bool {
    let token = self.token(slot)
    switch token.kind {
    case .string:
      return true
    case .number:
      return nonNegativeInteger(slot) != nil
    default:
      return false
    }
  }
}
