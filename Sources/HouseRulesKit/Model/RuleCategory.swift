/// A category of house rules ("청소" with the CLEAN icon), holding up to ``HouseLimits/rulesPerCategory`` rules.
public struct RuleCategory: Identifiable, Hashable, Sendable, Codable {
  /// The category's identifier.
  public let id: CategoryID
  /// The name (up to ``HouseLimits/categoryName`` characters, unique in the house).
  public var name: String
  /// The icon.
  public var icon: CategoryIcon

  /// Creates a category. The house validates and trims the name when the category is added.
  public init(id: CategoryID, name: String, icon: CategoryIcon) {
    self.id = id
    self.name = name
    self.icon = icon
  }
}
