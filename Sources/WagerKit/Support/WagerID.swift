/// The identifier of a WagerKit entity: a string the app chooses (a UUID, a server's row id), typed by what it names.
///
/// The phantom `Subject` keeps identifiers apart at compile time, so a ``BattleID`` cannot be passed where a
/// ``CoupleID`` is expected, while every identifier stores and encodes as one plain string (a SQLite `TEXT`
/// column, a JSON string).
///
/// ```swift
/// let battle: BattleID = "753"
/// let couple = CoupleID(UUID().uuidString)
/// ```
public struct WagerID<Subject>: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The identifier's text.
  public let rawValue: String

  /// Creates an identifier from its text.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from its text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from a literal: `let id: BattleID = "753"`.
  public init(stringLiteral value: String) {
    rawValue = value
  }

  /// The identifier's text.
  public var description: String { rawValue }

  /// Orders identifiers by their text, so ties between equal timestamps break the same way everywhere.
  public static func < (lhs: WagerID, rhs: WagerID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension WagerID: Codable {
  /// Decodes the identifier from a plain string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the identifier as a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// Identifies a ``Couple``.
public typealias CoupleID = WagerID<Couple>
/// Identifies a ``Partner``, the person behind a seat.
public typealias PartnerID = WagerID<Partner>
/// Identifies a ``Battle``, and also the ``WishCoupon`` bet on it (one coupon per battle).
public typealias BattleID = WagerID<Battle>
