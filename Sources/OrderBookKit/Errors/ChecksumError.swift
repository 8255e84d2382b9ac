/// Why a checksum could not be computed.
public enum ChecksumError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A precision outside 0...30 digits.
  case precisionOutOfRange(Int)
  /// A price or quantity with more fraction digits than the pair's precision (so the exchange cannot have sent
  /// it at that precision).
  case exceedsPrecision(value: String, precision: Int)

  /// The error, naming the offending value.
  public var description: String {
    switch self {
    case .precisionOutOfRange(let precision):
      "precision must be 0...30 digits, got \(precision)"
    case .exceedsPrecision(let value, let precision):
      "\(value) has more than \(precision) fraction digits"
    }
  }
}
