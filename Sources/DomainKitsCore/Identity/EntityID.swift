/// The identifier of a domain entity: a string the app or its server chose (a UUID, a database key), typed by what
/// it identifies so that one kind of id cannot be passed where another is expected.
///
/// The `Entity` parameter is a phantom type: it is never stored, so every identifier is one plain string at run
/// time, encodes as that string (a JSON string, a SQLite `TEXT` column), and orders by it, so ties elsewhere break
/// the same way on every device. Kits name their identifiers with typealiases (`RuleID`, `BattleID`, ...).
///
/// ```swift
/// let rule: RuleID = "dishes"
/// let battle = BattleID(UUID().uuidString)
/// ```
public struct EntityID<Entity>: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
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

  /// Creates an identifier from a string literal: `let id: RuleID = "dishes"`.
  public init(stringLiteral value: String) {
    rawValue = value
  }

  /// The identifier's text.
  public var description: String { rawValue }

  /// Orders identifiers by their text.
  public static func < (lhs: EntityID, rhs: EntityID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension EntityID: Codable {
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
