/// The kit's field readers (``WireValue``, ``SeoulDateTime``, ``BithumbMapping``) on a member the one-pass frame
/// reader found, for the decoders whose previous path handed them the `String` that `JSONDecoder` decoded.
extension JSONFrameObject {
  /// Runs `read` over the text of the member in `slot`: its bytes in the frame when they are its text (a string
  /// without an escape or UTF-8, a number), else the UTF-8 of the decoded string, which is the string `JSONDecoder`
  /// decodes from the same bytes. The caller has checked the member's kind.
  func withWireBytes<Value>(
    _ slot: Int, _ read: (UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Value
  ) throws(FeedDecodingError) -> Value {
    let token = self.token(slot)
    if token.isPlain { return try read(slice(token)) }
    return try text(token).withWireBytes(read)
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
      let digits = slice(token)
      return digits.allSatisfy { DecimalNumeral.isDigit($0) } && JSONFrameObject.int64(digits) != nil
    default:
      return false
    }
  }
}
