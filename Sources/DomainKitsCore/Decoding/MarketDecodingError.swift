/// Why an exchange's market data (a WebSocket frame or a REST response) could not be decoded: the one decoding
/// error of the three market kits, which name it `FeedDecodingError` (OrderBookKit), `CandleDecodingError`
/// (CandleKit) and `MarketDataError` (MarketBoardKit). Every case but the message-level ones names the field as
/// `FieldPath` spells it (`content.list[3].price`, `[0].trade_price`, `data[3][1]`, `(root)`), so a log says
/// exactly what the exchange sent; one error value compares and hashes alike whichever kit threw it.
public enum MarketDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not JSON (or not UTF-8).
  case invalidJSON(String)
  /// A required field is absent or null.
  case missingField(String)
  /// A field holds the wrong JSON type (a number where a string belongs, say).
  case wrongType(field: String, expected: String)
  /// A price, quantity or statistic that is not an exact decimal the kits hold.
  case invalidDecimal(field: String, DecimalParseError)
  /// A field whose value the format does not allow (an unknown `change`, a low above the open, a malformed code).
  case invalidValue(field: String, value: String, expected: String)
  /// A message of a type this decoder does not read (a `trade` where a ticker was expected; a status body where
  /// data was).
  case unsupportedMessageType(String)
  /// The exchange answered with an error instead of data (`{"error":{"name":"NO_TICKET",...}}`, or Bithumb's
  /// `status` other than "0000" with its `message`).
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

extension MarketDecodingError: JSONFieldFailure {}

extension MarketDecodingError {
  /// A value quoted in an error: at most 48 characters, "…" after a cut (one spelling for every kit).
  package static func quoted(_ text: String) -> String {
    text.count <= 48 ? text : String(text.prefix(48)) + "…"
  }
}
