/// Why a Bithumb candlestick response could not be read, in the reader's own terms;
/// ``BithumbCandlestick/candles(from:)`` turns it into the kit's ``CandleDecodingError``.
enum BithumbCandlestickError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not a JSON object (the text says what the JSON parser reported).
  case malformedJSON(String)
  /// The response has no `status` field, or it is not a string.
  case missingStatus
  /// The exchange answered with an error status ("5600" and the like) instead of data.
  case exchangeError(status: String, message: String?)
  /// The status is "0000" but `data` is missing or is not a list of rows.
  case malformedData
  /// A row does not have six elements.
  case wrongRowLength(row: Int, count: Int)
  /// A row's field has the wrong shape or is not a plain non-negative decimal (`text` quotes it).
  case invalidField(row: Int, field: String, text: String)
  /// A row's time is not a whole number of milliseconds within years 1970...9999.
  case invalidTime(row: Int, milliseconds: Double)
  /// A row's values break a candle's invariants (for example a low above the open).
  case invalidCandle(row: Int, CandleError)

  /// A sentence that says what was wrong and where in the response.
  var description: String {
    switch self {
    case .malformedJSON(let reason):
      "the response is not a JSON object: \(reason)"
    case .missingStatus:
      "the response has no status"
    case .exchangeError(let status, let message):
      "Bithumb answered status \(status)" + (message.map { ": \($0)" } ?? "")
    case .malformedData:
      "the response's data is missing or is not a list of candle rows"
    case .wrongRowLength(let row, let count):
      "row \(row) has \(count) elements, expected 6 (time, open, close, high, low, volume)"
    case .invalidField(let row, let field, let text):
      "row \(row): \(field) is not a non-negative decimal: \(text)"
    case .invalidTime(let row, let milliseconds):
      "row \(row): time \(milliseconds) is not a whole number of milliseconds in years 1970...9999"
    case .invalidCandle(let row, let error):
      "row \(row): \(error)"
    }
  }
}

extension CandleDecodingError {
  /// The kit's error for a Bithumb candlestick error, the field named by its place in the response (`data[3][1]`
  /// for row 3's open).
  init(_ error: BithumbCandlestickError) {
    switch error {
    case .malformedJSON(let reason): self = .invalidJSON(reason)
    case .missingStatus: self = .missingField("status")
    case .exchangeError(let status, let message): self = .exchangeError(name: status, message: message ?? "")
    case .malformedData: self = .wrongType(field: "data", expected: "a list of candle rows")
    case .wrongRowLength(let row, let count):
      self = .invalidValue(
        field: FieldPath.text(["data", .index(row)]), value: "\(count) elements",
        expected: "6 elements (time, open, close, high, low, volume)")
    case .invalidField(let row, let field, let text):
      let column = Self.bithumbColumns.firstIndex(of: field) ?? 0
      self = .invalidValue(
        field: FieldPath.text(["data", .index(row), .index(column)]), value: text,
        expected: column == 0 ? "whole milliseconds since 1970 (time)" : "a non-negative decimal (\(field))")
    case .invalidTime(let row, let milliseconds):
      self = .invalidValue(
        field: FieldPath.text(["data", .index(row), 0]), value: "\(milliseconds)",
        expected: "whole milliseconds in years 1970...9999 (time)")
    case .invalidCandle(let row, let error):
      self = .invalidCandle(error) { column in
        FieldPath.text(["data", .index(row), .index(Self.bithumbColumns.firstIndex(of: column.rawValue) ?? 0)])
      }
    }
  }

  /// The columns of a Bithumb candlestick row, in order.
  private static let bithumbColumns = ["time", "open", "close", "high", "low", "volume"]
}
