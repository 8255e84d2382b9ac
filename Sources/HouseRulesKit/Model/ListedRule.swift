/// A rule as the Hous server lists it in a category (`GET /room/{roomId}/category/{categoryId}/rule`).
public struct ListedRule: Identifiable, Hashable, Sendable {
  /// The rule's identifier (`_id`).
  public let id: RuleID
  /// The name (`ruleName`).
  public let name: String
  /// Whether the server listed it among the key rules (`keyRules` rather than `rules`).
  public let isKeyRule: Bool
  /// How many members the rule has (`membersCnt`); `nil` for a key rule, which the server lists without it.
  public let memberCount: Int?
  /// The types of the rule's members (`typeColors`), as the server lists them; empty for a key rule.
  public let memberTypes: [PersonalityType]

  /// Creates a listed rule.
  public init(id: RuleID, name: String, isKeyRule: Bool, memberCount: Int?, memberTypes: [PersonalityType]) {
    self.id = id
    self.name = name
    self.isKeyRule = isKeyRule
    self.memberCount = memberCount
    self.memberTypes = memberTypes
  }
}
