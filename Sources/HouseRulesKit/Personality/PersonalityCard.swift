/// The result card of a personality type, shown after the test.
public struct PersonalityCard: Identifiable, Hashable, Sendable, Codable {
  /// The type the card describes (never gray).
  public let type: PersonalityType
  /// The one-line comment under the name ("어떤 상황에서도 Happy~").
  public let comment: String
  /// The description, with its display line breaks.
  public let description: String
  /// The heading of the recommended rules ("동글이가 만들면 좋은 Rules").
  public let recommendedRulesTitle: String
  /// Rules this type does well to set up in the house.
  public let recommendedRules: [String]
  /// The type that lives best with this one.
  public let goodMatch: PersonalityType
  /// The type that needs the most care living with this one.
  public let badMatch: PersonalityType

  /// Creates a card.
  public init(
    type: PersonalityType, comment: String, description: String, recommendedRulesTitle: String,
    recommendedRules: [String], goodMatch: PersonalityType, badMatch: PersonalityType
  ) {
    self.type = type
    self.comment = comment
    self.description = description
    self.recommendedRulesTitle = recommendedRulesTitle
    self.recommendedRules = recommendedRules
    self.goodMatch = goodMatch
    self.badMatch = badMatch
  }

  /// The card's type.
  public var id: PersonalityType { type }

  /// The type's name ("늘 행복한 동글이").
  public var name: String { type.koreanName }
}
