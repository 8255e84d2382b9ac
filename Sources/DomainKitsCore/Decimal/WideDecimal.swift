/// An exact decimal with 16 fraction digits and a 192-bit magnitude: the type of sums and products of prices and
/// quantities (notionals, cumulative depth, mid prices, average fill prices).
///
/// A ``Price`` times a ``Quantity`` has at most 16 fraction digits and stays below 8.6 × 10²¹, and the sum of
/// such products over every level a book can hold stays far below this type's limit of about 6.2 × 10⁴¹, so the
/// kit's totals are exact and never overflow. Built on `multipliedFullWidth`, so it runs on the iOS 16 floor.
///
/// ```swift
/// let notional = WideDecimal.product(Price("80838000")!, Quantity("0.0586")!)
/// notional.description   // "4737106.8"
/// ```
///
/// `Codable` as its canonical string.
public struct WideDecimal: Sendable, Hashable, Comparable, Codable, LosslessStringConvertible {
  /// The number of fraction digits held exactly: 16.
  public static let fractionDigits = 16
  /// 10¹⁶: units per whole.
  package static let unitsPerWhole: UInt64 = 10_000_000_000_000_000
  /// 10⁸: the factor from ``Price`` or ``Quantity`` units to wide units.
  package static let fixedPointScale = UInt64(FixedPoint.unitsPerWhole)

  /// The absolute value in units of 10⁻¹⁶.
  package var magnitude: UInt192
  /// Whether the value is below zero (never set for zero).
  public let isNegative: Bool

  package init(magnitude: UInt192, isNegative: Bool = false) {
    self.magnitude = magnitude
    self.isNegative = isNegative && !magnitude.isZero
  }

  /// Zero.
  public static let zero = WideDecimal(magnitude: .zero)

  /// The exact value of a price.
  public init(_ price: Price) {
    self.init(magnitude: .product(price.units.magnitude, Self.fixedPointScale), isNegative: price.units < 0)
  }

  /// The exact value of a quantity.
  public init(_ quantity: Quantity) {
    self.init(magnitude: .product(quantity.units.magnitude, Self.fixedPointScale))
  }

  /// The exact value of an integer.
  public init(_ value: Int) {
    self.init(magnitude: .product(value.magnitude.asUInt64, Self.unitsPerWhole), isNegative: value < 0)
  }

  /// The exact product of a price and a quantity (a notional): never rounded, never overflowing.
  public static func product(_ price: Price, _ quantity: Quantity) -> WideDecimal {
    WideDecimal(magnitude: .product(price.units.magnitude, quantity.units.magnitude), isNegative: price.units < 0)
  }

  /// Whether the value is zero.
  public var isZero: Bool { magnitude.isZero }

  /// Parses a decimal text (optional `-`, digits, optional point and up to 16 significant fraction digits), or
  /// returns `nil`; ``parse(_:)`` says why a text is rejected.
  public init?(_ description: String) {
    guard let value = try? Self.parse(description) else { return nil }
    self = value
  }

  /// Parses a decimal text, throwing the reason when the text is not one this type holds exactly.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func parse(_ text: some StringProtocol) throws(DecimalParseError) -> WideDecimal {
    try withUTF8Bytes(text) { bytes throws(DecimalParseError) in
      let numeral = try DecimalNumeral(bytes)
      if numeral.significantFractionCount(in: bytes) > fractionDigits {
        throw .tooManyFractionDigits(text: DecimalParseError.quoted(bytes), maximum: fractionDigits)
      }
      var magnitude = UInt192.zero
      func append(_ digit: UInt8) throws(DecimalParseError) {
        let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, carry) = shifted.addingReportingOverflow(UInt192(UInt64(digit &- UInt8(ascii: "0"))))
        if overflow || carry { throw .outOfRange(text: DecimalParseError.quoted(bytes)) }
        magnitude = sum
      }
      for offset in numeral.integerDigits { try append(bytes[offset]) }
      var taken = 0
      for offset in numeral.fractionDigits where taken < fractionDigits {
        try append(bytes[offset])
        taken += 1
      }
      for _ in taken..<fractionDigits { try append(UInt8(ascii: "0")) }
      return WideDecimal(magnitude: magnitude, isNegative: numeral.isNegative)
    }
  }

  /// The canonical text: no trailing fraction zeros, no point for whole values, `-` when negative.
  public var description: String {
    let (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: Self.unitsPerWhole)
    var text = isNegative ? "-" : ""
    text += whole.decimalText
    if fraction != 0 { text += "." + FixedPoint.fractionText(fraction, digits: Self.fractionDigits) }
    return text
  }

  /// Orders by numeric value.
  public static func < (lhs: WideDecimal, rhs: WideDecimal) -> Bool {
    switch (lhs.isNegative, rhs.isNegative) {
    case (false, false): lhs.magnitude < rhs.magnitude
    case (true, true): rhs.magnitude < lhs.magnitude
    case (true, false): true
    case (false, true): false
    }
  }

  /// The exact sum (within the type's range, which the kit's own sums never leave).
  package func adding(_ other: WideDecimal) -> WideDecimal {
    if isNegative == other.isNegative {
      return WideDecimal(
        magnitude: magnitude.addingReportingOverflow(other.magnitude).partialValue, isNegative: isNegative)
    }
    if magnitude >= other.magnitude {
      return WideDecimal(
        magnitude: magnitude.subtractingReportingOverflow(other.magnitude).partialValue, isNegative: isNegative)
    }
    return WideDecimal(
      magnitude: other.magnitude.subtractingReportingOverflow(magnitude).partialValue, isNegative: other.isNegative)
  }

  /// The exact difference.
  package func subtracting(_ other: WideDecimal) -> WideDecimal {
    adding(WideDecimal(magnitude: other.magnitude, isNegative: !other.isNegative))
  }

  /// The value as a ``Price`` when it has at most 8 fraction digits and fits; otherwise `nil`.
  public var exactPrice: Price? {
    let (units, remainder) = magnitude.quotientAndRemainder(dividingBy: Self.fixedPointScale)
    guard remainder == 0, units.fitsInUInt64, units.low <= UInt64(Int64.max) else { return nil }
    let value = Int64(units.low)
    return Price(units: isNegative ? -value : value)
  }

  /// Decodes the canonical text form (a JSON string).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try Self.parse(text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the canonical text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension UInt {
  /// The same bits as a `UInt64` (`UInt` is 64 bits on every platform the kit supports).
  package var asUInt64: UInt64 { UInt64(truncatingIfNeeded: self) }
}
