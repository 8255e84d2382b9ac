/// The rules screen as the Hous server sends it (`GET /room/{roomId}/rules`): the categories and the house's todos
/// of today.
public struct HousRulesHome: Hashable, Sendable {
  /// The categories (`homeRuleCategories`).
  public let categories: [RuleCategory]
  /// Today's todos of the house (`todayTodoRules`), with their assignees.
  public let todos: [ListedTodo]

  /// Creates a rules screen.
  public init(categories: [RuleCategory], todos: [ListedTodo]) {
    self.categories = categories
    self.todos = todos
  }
}
