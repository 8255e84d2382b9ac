/// What the Hous server sends to fill a rule's form: the categories and members to choose from and, when editing,
/// the rule (`GET /room/{roomId}/rule/new`, `GET /room/{roomId}/rule/{ruleId}`).
public struct HousRuleForm: Hashable, Sendable {
  /// The rule being edited; `nil` for a new rule.
  public let rule: Rule?
  /// The house's categories (`ruleCategories`).
  public let categories: [ListedRuleCategory]
  /// The house's members (`homies`).
  public let homies: [ListedHomie]

  /// Creates a form.
  public init(rule: Rule?, categories: [ListedRuleCategory], homies: [ListedHomie]) {
    self.rule = rule
    self.categories = categories
    self.homies = homies
  }
}
