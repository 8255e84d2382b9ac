/// An exact price: a decimal with up to 8 fraction digits and a magnitude up to 92,233,720,368.54775807.
///
/// Parsed straight from the exchange's text, never through binary floating point, so `"401.2"` and `"401.20"`
/// are one price and comparisons are exact:
///
/// ```swift
/// Price("401.20") == Price("401.2")   // true
/// Price("401.2")?.description         // "401.2"
/// Price("1e5")                         // nil: use Price.parse(_:) to learn why
/// ```
///
/// A price may be negative (a price change in a ticker is); an order book (OrderBookKit's `OrderBook`) accepts only
/// positive prices.
/// Comparison and hashing cost one integer operation. `Codable` as its canonical string.
public struct Price: Sendable, Hashable, Comparable, Codable, LosslessStringConvertible {
  /// The number of fraction digits a price holds exactly: 8.
  public static let fractionDigits = FixedPoint.fractionDigits

  /// The value in units of 10⁻⁸ (`Price("1.5")` has 150,000,000 units).
  public let units: Int64

  /// A price of `units` × 10⁻⁸.
  public init(units: Int64) { self.units = units }

  /// Zero.
  public static let zero = Price(units: 0)

  /// Parses a price from its decimal text, or returns `nil`; ``parse(_:)`` says why a text is rejected.
  ///
  /// Accepts an optional leading `-`, digits, and an optional point followed by digits; trailing zeros beyond the
  /// 8th fraction digit are accepted, any other extra digit is an error, never a rounding.
  public init?(_ description: String) {
    guard let price = try? Self.parse(description) else { return nil }
    self = price
  }

  /// Parses a price from its decimal text, throwing the reason when the text is not one.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func parse(_ text: some StringProtocol) throws(DecimalParseError) -> Price {
    try withUTF8Bytes(text) { bytes throws(DecimalParseError) in try parse(utf8: bytes) }
  }

  /// Parses a price from UTF-8 bytes (the scanners' path: no `String` is made).
  package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(DecimalParseError) -> Price {
    Price(units: try FixedPoint.units(parsing: bytes, allowsNegative: true))
  }

  /// The canonical text: no trailing fraction zeros and no point for whole prices ("401.2", "150000000").
  public var description: String { FixedPoint.text(units: units) }

  /// Whether this price is above zero, as every price in an order book must be.
  public var isPositive: Bool { units > 0 }

  /// Orders by numeric value.
  public static func < (lhs: Price, rhs: Price) -> Bool { lhs.units < rhs.units }

  /// Decodes the canonical text form (a JSON string), rejecting malformed text with a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    self.init(units: try FixedPoint.decodeUnits(from: decoder, allowsNegative: true))
  }

  /// Encodes the canonical text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
