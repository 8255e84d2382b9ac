/// A rule category as the Hous server lists it in a rule's form (`GET /room/{roomId}/rule/new`,
/// `GET /room/{roomId}/rule/{ruleId}`): identifier and name, without the icon.
public struct ListedRuleCategory: Identifiable, Hashable, Sendable {
  /// The category's identifier (`_id`).
  public let id: CategoryID
  /// The name (`categoryName`).
  public let name: String

  /// Creates a listed category.
  public init(id: CategoryID, name: String) {
    self.id = id
    self.name = name
  }
}
