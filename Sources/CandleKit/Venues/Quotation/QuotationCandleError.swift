/// Why an API 2.0 candle response (Bithumb `/v1/candles/...`, Upbit's format) could not be read. Every case names
/// the field with its row (`[3].trade_price`).
public enum QuotationCandleError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not JSON (or not UTF-8).
  case invalidJSON(String)
  /// A required field is absent or null.
  case missingField(String)
  /// A field holds the wrong JSON type.
  case wrongType(field: String, expected: String)
  /// A number that is not an exact decimal.
  case invalidDecimal(field: String, DecimalParseError)
  /// A value the format does not allow (a time off the bucket's start, a unit that is not the one asked for).
  case invalidValue(field: String, value: String, expected: String)
  /// The exchange answered with an error (`{"error":{"name":...,"message":...}}`).
  case exchangeError(name: String, message: String)
  /// A row's values break a candle's invariants (a low above the open).
  case invalidCandle(row: Int, CandleError)

  /// The reason, naming the field.
  public var description: String {
    switch self {
    case .invalidJSON(let detail): "not valid JSON: \(detail)"
    case .missingField(let field): "missing field \(field)"
    case .wrongType(let field, let expected): "field \(field) is not \(expected)"
    case .invalidDecimal(let field, let error): "field \(field): \(error)"
    case .invalidValue(let field, let value, let expected): "field \(field) is \"\(value)\", expected \(expected)"
    case .exchangeError(let name, let message): "exchange error \(name): \(message)"
    case .invalidCandle(let row, let error): "row \(row): \(error)"
    }
  }
}

extension QuotationCandleError: JSONFieldFailure {}
