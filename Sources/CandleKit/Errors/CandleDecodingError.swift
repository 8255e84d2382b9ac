/// Why a candle response could not be read: CandleKit's one decoding error, thrown by every venue's decoder
/// (``QuotationCandles``, ``BithumbCandlestick``). Every case names the field with its row, spelled as
/// `[3].trade_price` or `data[3][1]`, `(root)` for the document itself.
public enum CandleDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
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
  /// The exchange answered with an error (`{"error":{"name":...,"message":...}}`, or Bithumb's `status` other than
  /// "0000" with its `message`).
  case exchangeError(name: String, message: String)
  /// A row's values break a candle's invariants (a low above the open).
  case invalidCandle(row: Int, CandleError)

  /// The reason, naming the field.
  public var description: String {
    switch self {
    case .invalidJSON(let detail): FieldFailureText.invalidJSON(detail)
    case .missingField(let field): FieldFailureText.missingField(field)
    case .wrongType(let field, let expected): FieldFailureText.wrongType(field: field, expected: expected)
    case .invalidDecimal(let field, let error): FieldFailureText.invalidDecimal(field: field, error)
    case .invalidValue(let field, let value, let expected):
      FieldFailureText.invalidValue(field: field, value: value, expected: expected)
    case .exchangeError(let name, let message): FieldFailureText.exchangeError(name: name, message: message)
    case .invalidCandle(let row, let error): "row \(row): \(error)"
    }
  }
}

extension CandleDecodingError: JSONFieldFailure {}
