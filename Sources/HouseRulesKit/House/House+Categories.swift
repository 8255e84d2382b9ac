extension House {
  /// Checks a category's name against the limits and the other categories, and returns it trimmed.
  ///
  /// - Throws: a ``NameField/category`` name error or ``HouseRulesError/duplicateName(_:name:)``.
  public func validate(_ category: RuleCategory) throws(HouseRulesError) -> RuleCategory {
    var category = category
    category.name = try NameText.validated(category.name, field: .category, limit: limits.categoryName)
    if categories.contains(where: { $0.id != category.id && $0.name == category.name }) {
      throw .duplicateName(.category, name: category.name)
    }
    return category
  }

  /// Adds a category.
  ///
  /// - Throws: ``HouseRulesError/duplicateID(_:)``, ``HouseRulesError/tooManyCategories(limit:)`` or a name
  ///   error; the house is unchanged.
  public mutating func addCategory(_ category: RuleCategory) throws(HouseRulesError) {
    guard !isUsed(category.id.rawValue, by: .category) else { throw .duplicateID(category.id.rawValue) }
    guard categories.count < limits.categories else { throw .tooManyCategories(limit: limits.categories) }
    categories.append(try validate(category))
  }

  /// Renames a category or changes its icon.
  ///
  /// - Throws: ``HouseRulesError/unknownCategory(_:)`` or a name error; the house is unchanged.
  public mutating func updateCategory(_ category: RuleCategory) throws(HouseRulesError) {
    guard let index = categories.firstIndex(where: { $0.id == category.id }) else {
      throw .unknownCategory(category.id)
    }
    categories[index] = try validate(category)
  }

  /// Removes a category and deletes its rules (with their checks) or moves them to another category.
  ///
  /// - Throws: ``HouseRulesError/unknownCategory(_:)`` for either category, or
  ///   ``HouseRulesError/tooManyRules(category:limit:)`` when the target cannot take the rules; the house is
  ///   unchanged.
  /// - Complexity: O(*r* + *c*) for *r* rules and *c* recorded days.
  public mutating func removeCategory(_ id: CategoryID, rules removal: CategoryRemoval) throws(HouseRulesError) {
    guard let index = categories.firstIndex(where: { $0.id == id }) else { throw .unknownCategory(id) }
    switch removal {
    case .deleteRules:
      for position in rules.indices.reversed() where rules[position].category == id {
        removeRule(at: position)
      }
    case .moveRules(let target):
      guard target != id, let destination = category(target) else { throw .unknownCategory(target) }
      let moving = rules.lazy.filter { $0.category == id }.count
      guard rules(in: target).count + moving <= limits.rulesPerCategory else {
        throw .tooManyRules(category: destination.name, limit: limits.rulesPerCategory)
      }
      for position in rules.indices where rules[position].category == id {
        rules[position].category = target
      }
    }
    categories.remove(at: index)
    rebuildIndexes()
  }
}
