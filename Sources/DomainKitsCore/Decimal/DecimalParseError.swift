/// Why a text is not an exact decimal that a ``Price``, ``Quantity`` or ``WideDecimal`` can hold.
///
/// Every case names the rejected text (cut to 48 characters, so a megabyte of digits does not become a megabyte
/// of error message), so a log line says what the exchange actually sent.
public enum DecimalParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is empty.
  case empty
  /// A character that is not a digit, the decimal point or a leading minus sign (a space, a leading `+`, a comma).
  case invalidCharacter(text: String, offset: Int)
  /// Scientific notation such as `1e5`; wire decimals are written out in full.
  case exponentNotation(text: String)
  /// A sign or a point without digits around it: `-`, `.`, `5.`, `.5`.
  case missingDigits(text: String)
  /// A minus sign where the value cannot be negative (a quantity).
  case negative(text: String)
  /// More significant fraction digits than the type holds; trailing zeros beyond the limit are accepted.
  case tooManyFractionDigits(text: String, maximum: Int)
  /// A value whose magnitude the type cannot hold.
  case outOfRange(text: String)

  /// The reason, quoting the rejected text.
  public var description: String {
    switch self {
    case .empty:
      "empty decimal text"
    case .invalidCharacter(let text, let offset):
      "invalid character at offset \(offset) in decimal \"\(text)\""
    case .exponentNotation(let text):
      "exponent notation is not accepted: \"\(text)\""
    case .missingDigits(let text):
      "missing digits in decimal \"\(text)\""
    case .negative(let text):
      "negative value where only zero or more is allowed: \"\(text)\""
    case .tooManyFractionDigits(let text, let maximum):
      "more than \(maximum) significant fraction digits in \"\(text)\""
    case .outOfRange(let text):
      "decimal out of range: \"\(text)\""
    }
  }
}

extension DecimalParseError {
  /// The text quoted in errors: at most 48 characters, with an ellipsis when cut.
  package static func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let limit = 48
    if bytes.count <= limit { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<limit]), as: UTF8.self) + "…"
  }
}
