/// An exact, non-negative quantity: a decimal with up to 8 fraction digits and a value up to
/// 92,233,720,368.54775807.
///
/// Parsed straight from the exchange's text. A quantity is never negative: `"-1"` is a typed error
/// (``DecimalParseError/negative(text:)``), so subtracting one quantity from another can never wrap.
///
/// ```swift
/// Quantity("21277.7350")?.description   // "21277.735"
/// Quantity("0")                         // zero: in a level change it removes the level
/// ```
///
/// `Codable` as its canonical string.
public struct Quantity: Sendable, Hashable, Comparable, Codable, LosslessStringConvertible {
  /// The number of fraction digits a quantity holds exactly: 8.
  public static let fractionDigits = FixedPoint.fractionDigits

  /// The value in units of 10⁻⁸; never negative.
  public let units: Int64

  /// A quantity of `units` × 10⁻⁸, or `nil` when `units` is negative.
  public init?(units: Int64) {
    guard units >= 0 else { return nil }
    self.units = units
  }

  /// For values already known to be non-negative.
  package init(uncheckedUnits units: Int64) { self.units = units }

  /// Zero.
  public static let zero = Quantity(uncheckedUnits: 0)

  /// Parses a quantity from its decimal text, or returns `nil`; ``parse(_:)`` says why a text is rejected.
  public init?(_ description: String) {
    guard let quantity = try? Self.parse(description) else { return nil }
    self = quantity
  }

  /// Parses a quantity from its decimal text, throwing the reason when the text is not one.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func parse(_ text: some StringProtocol) throws(DecimalParseError) -> Quantity {
    try withUTF8Bytes(text) { bytes throws(DecimalParseError) in try parse(utf8: bytes) }
  }

  /// Parses a quantity from UTF-8 bytes (the scanners' path: no `String` is made).
  package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(DecimalParseError) -> Quantity {
    Quantity(uncheckedUnits: try FixedPoint.units(parsing: bytes, allowsNegative: false))
  }

  /// The canonical text: no trailing fraction zeros and no point for whole quantities.
  public var description: String { FixedPoint.text(units: units) }

  /// Whether the quantity is zero.
  public var isZero: Bool { units == 0 }

  /// Orders by numeric value.
  public static func < (lhs: Quantity, rhs: Quantity) -> Bool { lhs.units < rhs.units }

  /// Decodes the canonical text form (a JSON string), rejecting malformed or negative text with a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    self.init(uncheckedUnits: try FixedPoint.decodeUnits(from: decoder, allowsNegative: false))
  }

  /// Encodes the canonical text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
