/// What happens to the rules of a category that is removed.
public enum CategoryRemoval: Hashable, Sendable, Codable {
  /// Remove the rules too, with their checks.
  case deleteRules
  /// Move the rules to another category, which must have room for them.
  case moveRules(to: CategoryID)
}
