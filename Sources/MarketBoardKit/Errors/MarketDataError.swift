/// Why an API 2.0 market list, alert list or ticker could not be decoded. Every case names the field (a path such
/// as `[3].market_warning`), so a log says what the exchange sent. A malformed message changes nothing.
public enum MarketDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not JSON (or not UTF-8).
  case invalidJSON(String)
  /// A required field is absent or null.
  case missingField(String)
  /// A field holds the wrong JSON type.
  case wrongType(field: String, expected: String)
  /// A price, quantity or statistic that is not an exact decimal the kit holds.
  case invalidDecimal(field: String, DecimalParseError)
  /// A field whose value the format does not allow (an unknown `change`, a malformed market code).
  case invalidValue(field: String, value: String, expected: String)
  /// A message of another type (`trade`, `orderbook`) where a ticker was expected.
  case unsupportedMessageType(String)
  /// The exchange answered with an error (`{"error":{"name":"NO_TICKET","message":...}}`).
  case exchangeError(name: String, message: String)

  /// The reason, naming the field.
  public var description: String {
    switch self {
    case .invalidJSON(let detail): FieldFailureText.invalidJSON(detail)
    case .missingField(let field): FieldFailureText.missingField(field)
    case .wrongType(let field, let expected): FieldFailureText.wrongType(field: field, expected: expected)
    case .invalidDecimal(let field, let error): FieldFailureText.invalidDecimal(field: field, error)
    case .invalidValue(let field, let value, let expected):
      FieldFailureText.invalidValue(field: field, value: value, expected: expected)
    case .unsupportedMessageType(let type): FieldFailureText.unsupportedMessageType(type)
    case .exchangeError(let name, let message): FieldFailureText.exchangeError(name: name, message: message)
    }
  }
}

extension MarketDataError: JSONFieldFailure {}
