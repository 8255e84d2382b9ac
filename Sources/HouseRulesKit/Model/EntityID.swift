/// The identifier of a house, member, category, rule or event: a string the app or its server chose
/// (a UUID, a database key), typed by what it identifies so that a rule's id cannot be passed as a member's.
///
/// Encodes as the plain string.
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
  /// Decodes the plain string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// Identifies a ``House``.
public typealias HouseID = EntityID<House>
/// Identifies a ``Homie`` (a member of a house).
public typealias HomieID = EntityID<Homie>
/// Identifies a ``RuleCategory``.
public typealias CategoryID = EntityID<RuleCategory>
/// Identifies a ``Rule``.
public typealias RuleID = EntityID<Rule>
/// Identifies a ``HouseEvent``.
public typealias EventID = EntityID<HouseEvent>
