extension House {
  /// Checks a rule against every rule of the house and returns it with its name trimmed: the name (length,
  /// characters, unique in the house), the category (exists, has room), and the shape (a key rule has no
  /// assignees, rotation or notifications; any other rule has fixed assignees, each with a weekday, or a rotation
  /// with members and weekdays; every member belongs to the house and appears once).
  ///
  /// A rule whose identifier is already in the house is checked as a replacement of that rule.
  ///
  /// - Throws: the first problem found, as a ``HouseRulesError`` naming the rule and the limit.
  /// - Complexity: O(*r* + *a* + *n*) for *r* rules in the house, *a* assignees and *n* characters of the name.
  public func validate(_ rule: Rule) throws(HouseRulesError) -> Rule {
    var rule = rule
    rule.name = try NameText.validated(rule.name, field: .rule, limit: limits.ruleName)
    if rules.contains(where: { $0.id != rule.id && $0.name == rule.name }) {
      throw .duplicateName(.rule, name: rule.name)
    }
    guard let category = category(rule.category) else { throw .unknownCategory(rule.category) }
    try validateShape(of: rule)
    let others = rules.lazy.filter { $0.category == category.id && $0.id != rule.id }.count
    guard others < limits.rulesPerCategory else {
      throw .tooManyRules(category: category.name, limit: limits.rulesPerCategory)
    }
    return rule
  }

  private func validateShape(of rule: Rule) throws(HouseRulesError) {
    if rule.isKeyRule {
      guard rule.assignments.isEmpty, rule.rotation == nil else { throw .keyRuleHasAssignees(rule: rule.name) }
      guard !rule.notificationsEnabled else { throw .keyRuleHasNotifications(rule: rule.name) }
      return
    }
    if let rotation = rule.rotation {
      guard rule.assignments.isEmpty else { throw .assignmentsAndRotation(rule: rule.name) }
      try validateMembers(rotation.members, of: rule)
      guard !rotation.weekdays.isEmpty else { throw .noWeekdays(rule: rule.name, member: nil) }
      return
    }
    try validateMembers(rule.assignments.map(\.member), of: rule)
    if let idle = rule.assignments.first(where: { $0.weekdays.isEmpty }) {
      throw .noWeekdays(rule: rule.name, member: idle.member)
    }
  }

  /// Checks that a rule's members are house members, listed once, and that there is at least one.
  func validateMembers(_ ids: [HomieID], of rule: Rule) throws(HouseRulesError) {
    guard !ids.isEmpty else { throw .ruleHasNoAssignees(rule: rule.name) }
    var seen: Set<HomieID> = []
    for id in ids {
      guard memberPositions[id] != nil else { throw .unknownMember(id) }
      guard seen.insert(id).inserted else { throw .duplicateAssignee(rule: rule.name, member: id) }
    }
  }

  /// Adds a rule after the others.
  ///
  /// - Throws: ``HouseRulesError/duplicateID(_:)`` or any error of ``validate(_:)-(Rule)``; the house is unchanged.
  /// - Complexity: O(*r* × *m*) to rebuild the indexes, plus the rotation's schedule.
  public mutating func addRule(_ rule: Rule) throws(HouseRulesError) {
    guard rulePositions[rule.id] == nil else { throw .duplicateID(rule.id.rawValue) }
    rules.append(try validate(rule))
    rebuildIndexes()
  }

  /// Replaces a rule (matched by identifier), keeping its place and its checks. Temporary assignees are dropped
  /// if the rule becomes a key rule.
  ///
  /// - Throws: ``HouseRulesError/unknownRule(_:)`` or any error of ``validate(_:)-(Rule)``; the house is unchanged.
  public mutating func updateRule(_ rule: Rule) throws(HouseRulesError) {
    let position = try rulePosition(rule.id)
    let rule = try validate(rule)
    if rule.isKeyRule {
      temporaryTable.clear(position: position) { _ in true }
    }
    rules[position] = rule
    rebuildIndexes()
  }

  /// Removes a rule with its checks and temporary assignees.
  ///
  /// - Throws: ``HouseRulesError/unknownRule(_:)``.
  /// - Complexity: O(*r* × *m* + *c*) for *c* recorded days.
  public mutating func removeRule(_ id: RuleID) throws(HouseRulesError) {
    removeRule(at: try rulePosition(id))
    rebuildIndexes()
  }

  /// Removes the rule at a position and its records; the caller rebuilds the indexes.
  mutating func removeRule(at position: Int) {
    checkTable.removePosition(position)
    temporaryTable.removePosition(position)
    rules.remove(at: position)
    schedules.remove(at: position)
  }
}
