/// Field readers shared by the `Decodable` paths and the one-pass frame readers, so both accept and reject
/// exactly the same values. Each takes the field's UTF-8 bytes and a closure naming the field (built only on error).
enum WireValue {
  /// A price above zero.
  static func positivePrice(_ bytes: UnsafeBufferPointer<UInt8>, field: () -> String) throws(FeedDecodingError)
    -> Price
  {
    let price: Price
    do {
      price = try Price.parse(utf8: bytes)
    } catch {
      throw .invalidDecimal(field: field(), error)
    }
    guard price.units > 0 else {
      throw .invalidValue(field: field(), value: price.description, expected: "a price above zero")
    }
    return price
  }

  /// Any price (a ticker's change may be negative).
  static func price(_ bytes: UnsafeBufferPointer<UInt8>, field: () -> String) throws(FeedDecodingError) -> Price {
    do {
      return try Price.parse(utf8: bytes)
    } catch {
      throw .invalidDecimal(field: field(), error)
    }
  }

  /// A quantity (zero or more).
  static func quantity(_ bytes: UnsafeBufferPointer<UInt8>, field: () -> String) throws(FeedDecodingError)
    -> Quantity
  {
    do {
      return try Quantity.parse(utf8: bytes)
    } catch {
      throw .invalidDecimal(field: field(), error)
    }
  }

  /// A non-negative integer written as plain digits (no sign, point, exponent or spaces), at most `limit`.
  static func digits(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int64 = .max, field: () -> String)
    throws(FeedDecodingError) -> Int64
  {
    var value: Int64 = 0
    var valid = !bytes.isEmpty
    for byte in bytes where valid {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else {
        valid = false
        break
      }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = shifted.addingReportingOverflow(Int64(digit))
      if overflow1 || overflow2 || sum > limit { valid = false }
      value = sum
    }
    guard valid else {
      throw .invalidValue(
        field: field(),
        value: FeedDecodingError.quoted(String(decoding: bytes, as: UTF8.self)),
        expected: "an integer from 0 to \(limit) in plain digits"
      )
    }
    return value
  }

  /// An order count: plain digits up to 4,294,967,294.
  static func orderCount(_ bytes: UnsafeBufferPointer<UInt8>, field: () -> String) throws(FeedDecodingError)
    -> Int
  {
    Int(try digits(bytes, limit: Int64(UInt32.max) - 1, field: field))
  }

  /// A value that must be exactly one of `choices` (as bytes), returned by index.
  static func choice(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ choices: [StaticString],
    field: () -> String
  ) throws(FeedDecodingError) -> Int {
    for (index, choice) in choices.enumerated() where equals(bytes, choice) { return index }
    throw .invalidValue(
      field: field(),
      value: FeedDecodingError.quoted(String(decoding: bytes, as: UTF8.self)),
      expected: choices.map { "\"\($0)\"" }.joined(separator: " or ")
    )
  }

  /// A non-empty symbol.
  static func symbol(_ bytes: UnsafeBufferPointer<UInt8>, field: () -> String) throws(FeedDecodingError) -> String {
    guard !bytes.isEmpty else { throw .invalidValue(field: field(), value: "", expected: "a symbol") }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `bytes` spell `literal`.
  @inline(__always)
  static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    guard bytes.count == literal.utf8CodeUnitCount else { return false }
    let start = literal.utf8Start
    for index in 0..<bytes.count where bytes[index] != start[index] { return false }
    return true
  }
}

extension WireValue {
  /// A level's price (above zero) and quantity from their texts, as REST snapshots send them.
  static func level(
    price: String,
    quantity: String,
    priceField: () -> String,
    quantityField: () -> String
  ) throws(FeedDecodingError) -> (Price, Quantity) {
    (
      try price.withWireBytes { bytes throws(FeedDecodingError) in try positivePrice(bytes, field: priceField) },
      try quantity.withWireBytes { bytes throws(FeedDecodingError) in
        try WireValue.quantity(bytes, field: quantityField)
      }
    )
  }
}

extension String {
  /// Runs a byte-level field reader over this string's UTF-8.
  func withWireBytes<Value>(
    _ read: (UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Value
  ) throws(FeedDecodingError) -> Value {
    try withUTF8Bytes(self, read)
  }
}
