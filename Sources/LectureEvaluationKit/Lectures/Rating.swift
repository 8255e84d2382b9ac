import Foundation

/// An evaluation average (0...5) and its display text with one decimal, rounded half-up.
///
/// The server's averages are `Float`s, so 3.45 arrives as 3.4500000476837158. Rounding that binary value (as
/// `String(format: "%.1f")` does) gets 3.45 right by luck, 3.35 (3.3499999) wrong, and 2.25 wrong too: it is
/// exact, a tie, and `%.1f` rounds ties to even ("2.2"). Truncating gets 3.35 and 3.45 wrong. The text rounds the
/// shortest decimal that reads back as the same `Float` ("3.35"), half-up: 3.35 → "3.4", 3.45 → "3.5",
/// 2.25 → "2.3", 4 → "4.0".
public struct Rating: Hashable, Comparable, Sendable {
  /// The average as sent.
  public let value: Float

  /// Wraps an average.
  public init(_ value: Float) {
    self.value = value
  }

  /// One decimal, rounded half-up; "-" for a value that is not a finite number.
  public var text: String { Self.oneDecimal(value) }

  /// Orders the values: smaller first.
  public static func < (lhs: Rating, rhs: Rating) -> Bool {
    lhs.value < rhs.value
  }

  /// Rounds the shortest decimal form of `value` half-up (away from zero) to one decimal.
  static func oneDecimal(_ value: Float) -> String {
    guard value.isFinite, let decimal = Decimal(string: "\(value)") else { return "-" }
    var tenths = decimal * 10
    var rounded = Decimal()
    NSDecimalRound(&rounded, &tenths, 0, .plain)
    let whole = NSDecimalNumber(decimal: rounded)
    guard abs(whole.doubleValue) < 1e15 else { return "\(value)" }
    let units = whole.int64Value
    let sign = units < 0 ? "-" : ""
    let magnitude = units.magnitude
    return "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }
}

extension Rating: CustomStringConvertible {
  /// The display text.
  public var description: String { text }
}
