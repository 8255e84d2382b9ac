import Foundation

/// The errors a kit's decoder reports for a field, so ``JSONObjectReader`` can name the field in the kit's own error
/// type (an enum's cases with these shapes satisfy the requirements).
package protocol JSONFieldFailure: Error {
  /// A required field is absent or null.
  static func missingField(_ field: String) -> Self
  /// A field holds the wrong JSON type.
  static func wrongType(field: String, expected: String) -> Self
  /// A number that is not an exact decimal the type holds.
  static func invalidDecimal(field: String, _ error: DecimalParseError) -> Self
  /// A value the format does not allow.
  static func invalidValue(field: String, value: String, expected: String) -> Self
}

/// Reads the fields of one JSON object by name, exactly, naming the field (with its path) in every error.
///
/// Money accepts a JSON number or a string (exchanges send both), in plain or exponent form (`5.0E-4`), and is read
/// from its text, never through `Double`.
package struct JSONObjectReader<Failure: JSONFieldFailure> {
  /// The members.
  package let members: [String: JSONValue]
  /// The path of the object in its message (`""` at the top, `orderbook_units[3]` inside).
  package let path: String

  /// A reader of `value`, which must be an object.
  package init(_ value: JSONValue, path: String) throws(Failure) {
    guard case .object(let members) = value else {
      throw .wrongType(field: path.isEmpty ? "(root)" : path, expected: "an object")
    }
    self.members = members
    self.path = path
  }

  /// The path of `key` ("orderbook_units[3].ask_price").
  package func field(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

  /// The value of `key`, or `nil` when it is absent or null.
  package func optional(_ key: String) -> JSONValue? {
    guard let value = members[key], value != .null else { return nil }
    return value
  }

  /// The value of `key`; absent or null is ``JSONFieldFailure/missingField(_:)``.
  package func value(_ key: String) throws(Failure) -> JSONValue {
    guard let value = optional(key) else { throw .missingField(field(key)) }
    return value
  }

  /// A string.
  package func string(_ key: String) throws(Failure) -> String {
    guard case .string(let text) = try value(key) else { throw .wrongType(field: field(key), expected: "a string") }
    return text
  }

  /// A string, or `nil` when absent, null or empty.
  package func optionalString(_ key: String) throws(Failure) -> String? {
    guard let value = optional(key) else { return nil }
    guard case .string(let text) = value else { throw .wrongType(field: field(key), expected: "a string") }
    return text.isEmpty ? nil : text
  }

  /// A boolean.
  package func bool(_ key: String) throws(Failure) -> Bool {
    guard case .bool(let flag) = try value(key) else { throw .wrongType(field: field(key), expected: "a boolean") }
    return flag
  }

  /// One of `Choice`'s raw values.
  package func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, as _: Choice.Type) throws(Failure)
    -> Choice where Choice.RawValue == String
  {
    let text = try string(key)
    guard let choice = Choice(rawValue: text) else {
      throw .invalidValue(
        field: field(key), value: String(text.prefix(48)),
        expected: Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))
    }
    return choice
  }

  /// The members of an array.
  package func array(_ key: String) throws(Failure) -> [JSONValue] {
    guard case .array(let elements) = try value(key) else { throw .wrongType(field: field(key), expected: "an array") }
    return elements
  }

  /// The plain numeral of a number or numeric string (exponent moved into place).
  private func numeral(_ key: String) throws(Failure) -> [UInt8] {
    let text: String
    switch try value(key) {
    case .number(let number): text = number
    case .string(let string): text = string
    default: throw .wrongType(field: field(key), expected: "a number")
    }
    let bytes = Array(text.utf8)
    do {
      return try bytes.withUnsafeBufferPointer { buffer throws(DecimalParseError) in
        try JSONNumberText.plainNumeral(buffer) ?? bytes
      }
    } catch {
      throw .invalidDecimal(field: field(key), error)
    }
  }

  /// An exact price (any sign).
  package func price(_ key: String) throws(Failure) -> Price {
    let bytes = try numeral(key)
    do {
      return try bytes.withUnsafeBufferPointer { buffer throws(DecimalParseError) in try Price.parse(utf8: buffer) }
    } catch {
      throw .invalidDecimal(field: field(key), error)
    }
  }

  /// An exact quantity (zero or more).
  package func quantity(_ key: String) throws(Failure) -> Quantity {
    let bytes = try numeral(key)
    do {
      return try bytes.withUnsafeBufferPointer { buffer throws(DecimalParseError) in
        try Quantity.parse(utf8: buffer)
      }
    } catch {
      throw .invalidDecimal(field: field(key), error)
    }
  }

  /// A statistic (a traded value, a rate) as a Foundation `Decimal`, exact: at most 38 significant digits.
  package func decimal(_ key: String) throws(Failure) -> Decimal {
    let bytes = try numeral(key)
    do {
      return try bytes.withUnsafeBufferPointer { buffer throws(DecimalParseError) in
        try ExactDecimalText.foundationDecimal(buffer)
      }
    } catch {
      throw .invalidDecimal(field: field(key), error)
    }
  }

  /// A chart value as a `Double`, straight from the number's text (charts draw in `Double`; money stays in the exact
  /// readers above). Refuses text that is not a finite number.
  package func double(_ key: String) throws(Failure) -> Double {
    let bytes = try numeral(key)
    guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else {
      throw .invalidValue(
        field: field(key), value: String(decoding: bytes.prefix(48), as: UTF8.self), expected: "a finite number")
    }
    return value
  }

  /// An integer written as plain digits, as a JSON number or a string (17- and 18-digit ids arrive both ways), never
  /// through `Double`.
  package func integer(_ key: String) throws(Failure) -> Int64 {
    let text: String
    switch try value(key) {
    case .number(let number): text = number
    case .string(let string): text = string
    default: throw .wrongType(field: field(key), expected: "an integer")
    }
    guard let value = Int64(text), !text.hasPrefix("+") else {
      throw .invalidValue(field: field(key), value: String(text.prefix(48)), expected: "an integer in plain digits")
    }
    return value
  }
}
