import Foundation

/// An exchange's timestamp, kept as exact integer microseconds since 1970 together with the precision the
/// exchange sent it in.
///
/// Bithumb stamps its REST snapshot in milliseconds and its WebSocket updates in microseconds; comparing the two
/// correctly means comparing at the coarser precision, which ``isBefore(_:)`` does. Microseconds are kept as an
/// integer because a `Date` cannot tell two updates a microsecond apart in this century.
public struct ExchangeTimestamp: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The resolution an exchange stamps with.
  public enum Precision: Int, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Whole seconds (Bithumb ticker `date` and `time`, a `contDtm` without a fraction).
    case seconds
    /// Milliseconds (Bithumb REST `timestamp`, Upbit `timestamp`, Binance `E`).
    case milliseconds
    /// Microseconds (Bithumb WebSocket `datetime`, a six-digit `contDtm` fraction).
    case microseconds

    /// Microseconds in one unit of this precision.
    var microseconds: Int64 {
      switch self {
      case .seconds: 1_000_000
      case .milliseconds: 1_000
      case .microseconds: 1
      }
    }

    /// Coarser precisions first.
    public static func < (lhs: Precision, rhs: Precision) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Microseconds since 1970-01-01 00:00:00 UTC.
  public let microsecondsSince1970: Int64
  /// The precision the exchange sent; digits finer than it are zero.
  public let precision: Precision

  /// A timestamp `value` units of `precision` after 1970, or `nil` when that many microseconds overflow.
  public init?(_ value: Int64, _ precision: Precision) {
    let (microseconds, overflow) = value.multipliedReportingOverflow(by: precision.microseconds)
    if overflow { return nil }
    self.microsecondsSince1970 = microseconds
    self.precision = precision
  }

  /// A timestamp in milliseconds since 1970 (Bithumb REST `timestamp`, Upbit `timestamp`, Binance `E`), or
  /// `nil` when out of range.
  public init?(milliseconds: Int64) { self.init(milliseconds, .milliseconds) }

  /// A timestamp in microseconds since 1970 (Bithumb WebSocket `datetime`).
  public init(microseconds: Int64) {
    self.microsecondsSince1970 = microseconds
    self.precision = .microseconds
  }

  private init(exactMicroseconds: Int64, precision: Precision) {
    self.microsecondsSince1970 = exactMicroseconds
    self.precision = precision
  }

  /// The timestamp with the digits finer than `precision` dropped (towards the past), or itself when it is already
  /// at that precision or coarser.
  public func truncated(to precision: Precision) -> ExchangeTimestamp {
    guard precision < self.precision else { return self }
    let unit = precision.microseconds
    var floored = microsecondsSince1970 / unit
    if microsecondsSince1970 % unit < 0 { floored -= 1 }
    // Only instants some 290,000 years before 1970 can floor past Int64.min; they clamp to it.
    let (value, overflow) = floored.multipliedReportingOverflow(by: unit)
    return ExchangeTimestamp(exactMicroseconds: overflow ? .min : value, precision: precision)
  }

  /// Whether this timestamp is strictly earlier than `reference` when both are read at `reference`'s precision.
  ///
  /// An update stamped 12:00:00.604483 is not before a snapshot stamped 12:00:00.604 (milliseconds): within the
  /// snapshot's precision they are simultaneous, and the update is applied.
  public func isBefore(_ reference: ExchangeTimestamp) -> Bool {
    truncated(to: reference.precision).microsecondsSince1970 < reference.microsecondsSince1970
  }

  private enum CodingKeys: String, CodingKey {
    case microsecondsSince1970, precision
  }

  /// Decodes the two stored fields. Digits finer than the precision (which only hand-written or damaged data can
  /// hold) are dropped as ``truncated(to:)`` drops them, so ``isBefore(_:)`` always compares values on their grid.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let microseconds = try container.decode(Int64.self, forKey: .microsecondsSince1970)
    let precision = try container.decode(Precision.self, forKey: .precision)
    self = ExchangeTimestamp(microseconds: microseconds).truncated(to: precision)
  }

  /// Encodes the microseconds and the precision.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(microsecondsSince1970, forKey: .microsecondsSince1970)
    try container.encode(precision, forKey: .precision)
  }

  /// The instant as a `Date` (rounded to what `Date` can hold; compare timestamps, not dates).
  public var date: Date {
    let seconds = microsecondsSince1970 / 1_000_000
    let micros = microsecondsSince1970 % 1_000_000
    return Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(micros) / 1_000_000)
  }

  /// Orders by instant; at one instant, the coarser precision first.
  public static func < (lhs: ExchangeTimestamp, rhs: ExchangeTimestamp) -> Bool {
    if lhs.microsecondsSince1970 != rhs.microsecondsSince1970 {
      return lhs.microsecondsSince1970 < rhs.microsecondsSince1970
    }
    return lhs.precision < rhs.precision
  }

  /// The count of units since 1970 in the timestamp's own precision, with the unit: "1628835823604483µs".
  public var description: String {
    let units = microsecondsSince1970 / precision.microseconds
    switch precision {
    case .seconds: return "\(units)s"
    case .milliseconds: return "\(units)ms"
    case .microseconds: return "\(units)µs"
    }
  }
}
