extension CandleDecodingError {
  /// The error for a row whose values break a candle's invariants, naming the field at fault through `field`,
  /// which spells a column's place in the row (`[3].low_price`, `data[3][4]`).
  static func invalidCandle(_ error: CandleError, field: (CandleColumn) -> String) -> CandleDecodingError {
    switch error {
    case .lowAboveBody(let low, let open, let close):
      .invalidValue(
        field: field(.low), value: "\(low)", expected: "at most the open (\(open)) and the close (\(close))")
    case .highBelowBody(let high, let open, let close):
      .invalidValue(
        field: field(.high), value: "\(high)", expected: "at least the open (\(open)) and the close (\(close))")
    case .negativeValue(let name, let value):
      .invalidValue(field: field(CandleColumn(rawValue: name) ?? .volume), value: "\(value)", expected: "zero or more")
    case .nonFiniteValue(let name):
      .invalidValue(field: field(CandleColumn(rawValue: name) ?? .time), value: "", expected: "a finite number")
    default:
      .invalidValue(field: field(.time), value: "", expected: error.description)
    }
  }
}

/// A column of a candle row, named as `Candle`'s fields are.
enum CandleColumn: String {
  case time, open, high, low, close, volume
}
