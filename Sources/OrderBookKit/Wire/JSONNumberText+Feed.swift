extension JSONNumberText {
  /// Runs `read` over the plain numeral of the JSON number `bytes` (``plainNumeral(_:)``), naming `field` in errors.
  static func withPlainNumeral<Value>(
    _ bytes: UnsafeBufferPointer<UInt8>,
    field: () -> String,
    _ read: (UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Value
  ) throws(FeedDecodingError) -> Value {
    try withPlainNumeral(bytes, failure: { error in FeedDecodingError.invalidDecimal(field: field(), error) }, read)
  }
}
