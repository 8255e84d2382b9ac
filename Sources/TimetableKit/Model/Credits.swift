import Foundation

/// Course credits, exact to a tenth: 3, 2, or the 1.5 of a nursing practicum.
///
/// Stored as an integer number of tenths so that totals and credit limits compare exactly; nothing passes
/// through `Double`. Encodes as its canonical text ("3", "1.5") and decodes from a JSON number or such a text.
///
/// ```swift
/// let total: Credits = 3 + Credits(tenths: 15)  // 4.5
/// total.description                            // "4.5"
/// ```
public struct Credits: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The largest value accepted from outside: 1,000 credits, far above any real course or semester.
  public static let maximum = Credits(tenths: 10_000)
  /// No credits.
  public static let zero = Credits(tenths: 0)

  /// The value in tenths of a credit.
  public let tenths: Int

  /// Creates a value from tenths of a credit, clamped to `0...Credits.maximum.tenths`.
  public init(tenths: Int) {
    self.tenths = Swift.min(Swift.max(tenths, 0), 10_000)
  }

  /// Creates a whole number of credits (clamped like ``init(tenths:)``).
  public init(integerLiteral value: Int) {
    let (product, overflow) = value.multipliedReportingOverflow(by: 10)
    self.init(tenths: overflow ? (value < 0 ? 0 : Int.max) : product)
  }

  /// Creates the value of a decimal such as 1.5, or `nil` when it is negative, above ``maximum`` or not a
  /// whole number of tenths.
  public init?(exactly decimal: Decimal) {
    // A decimal's text ("3", "1.5"; Decimal prints every digit, never an exponent) parses exactly.
    guard !decimal.isNaN else { return nil }
    self.init(decimal.description)
  }

  /// Parses "3", "1.5" or "0.5" (up to four digits, then at most one decimal place, or two ending in 0), or
  /// returns `nil`. Spaces around the text are ignored.
  public init?(_ text: String) {
    var whole = 0
    var wholeDigits = 0
    var tenth = 0
    var fractionDigits = 0
    var sawPoint = false
    for byte in text.trimmingASCIISpaces().utf8 {
      if byte == UInt8(ascii: ".") {
        guard !sawPoint, wholeDigits > 0 else { return nil }
        sawPoint = true
      } else if byte.isASCIIDigit {
        let digit = Int(byte - UInt8(ascii: "0"))
        if sawPoint {
          // One decimal place, or a second one that is 0 ("2.50").
          guard fractionDigits == 0 || (fractionDigits == 1 && digit == 0) else { return nil }
          if fractionDigits == 0 { tenth = digit }
          fractionDigits += 1
        } else {
          guard wholeDigits < 4 else { return nil }
          whole = whole * 10 + digit
          wholeDigits += 1
        }
      } else {
        return nil
      }
    }
    guard wholeDigits > 0, !sawPoint || fractionDigits > 0 else { return nil }
    let tenths = whole * 10 + tenth
    guard tenths <= Self.maximum.tenths else { return nil }
    self.init(tenths: tenths)
  }

  /// Adds two values, saturating at ``maximum``.
  public static func + (lhs: Credits, rhs: Credits) -> Credits {
    Credits(tenths: lhs.tenths + rhs.tenths)
  }

  /// Adds to the value, saturating at ``maximum``.
  public static func += (lhs: inout Credits, rhs: Credits) {
    lhs = lhs + rhs
  }

  /// Subtracts, stopping at zero.
  public static func - (lhs: Credits, rhs: Credits) -> Credits {
    Credits(tenths: lhs.tenths - rhs.tenths)
  }

  /// Orders the values: smaller first.
  public static func < (lhs: Credits, rhs: Credits) -> Bool { lhs.tenths < rhs.tenths }
}

extension Credits: CustomStringConvertible {
  /// The canonical text: "3", "1.5"; no trailing zero.
  public var description: String {
    tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }
}

extension Credits: Codable {
  /// Decodes a JSON number (3, 1.5) or a text ("1.5"); anything else is a `DecodingError`.
  ///
  /// Whole numbers, nearly every real record, take the fast path through `Int`. Other numbers are read from the
  /// shortest text of their `Double`, not as a `Decimal`: before iOS 17 and macOS 14, `JSONDecoder` fills a `Decimal`
  /// through `Double`, so `1.2` arrived as 1.1999999999999999555… and was refused, while Linux read it exactly. The
  /// shortest text of a `Double` is the number as written for every numeral of up to 15 significant digits (a valid
  /// credit has at most five), so `1.2` is 1.2 and `1.25` is refused on every platform alike.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let whole = try? container.decode(Int.self) {
      guard (0...1_000).contains(whole) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "invalid credits \(whole)")
      }
      self.init(tenths: whole * 10)
      return
    }
    if let number = try? container.decode(Double.self) {
      // `description` is the shortest text that reads back as the same Double ("1.2", "3.0", "1e-05").
      guard number.isFinite, let value = Credits(number.description) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "invalid credits \(number)")
      }
      self = value
      return
    }
    let text = try container.decode(String.self)
    guard let value = Credits(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "invalid credits \"\(text)\"")
    }
    self = value
  }

  /// Encodes the canonical text, "1.5".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
