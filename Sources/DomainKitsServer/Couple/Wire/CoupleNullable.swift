#if Server
  /// A value of a couple-app answer that the document requires as a key even when it has none: it encodes as the
  /// value, or as `null` (a synthesized `Encodable` would leave an `Optional` out, which the document's `required`
  /// lists and WagerKit's decoder do not allow for these fields).
  struct CoupleNullable<Value: Encodable & Sendable>: Encodable, Sendable {
    /// The value, or `nil` for `null`.
    let value: Value?

    /// Wraps `value`.
    init(_ value: Value?) {
      self.value = value
    }

    /// Writes the value, or `null`.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if let value {
        try container.encode(value)
      } else {
        try container.encodeNil()
      }
    }
  }
#endif
