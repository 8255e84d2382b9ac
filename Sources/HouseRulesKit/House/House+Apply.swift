extension House {
  /// Applies one change: the function every ``HouseRepository`` runs inside its transaction.
  ///
  /// - Throws: the ``HouseRulesError`` of the method the command names; the house is unchanged then.
  public mutating func apply(_ command: HouseCommand) throws(HouseRulesError) {
    switch command {
    case .addRule(let rule): try addRule(rule)
    case .updateRule(let rule): try updateRule(rule)
    case .removeRule(let id): try removeRule(id)
    case .check(let rule, let member, let day): try check(rule: rule, member: member, on: day)
    case .uncheck(let rule, let member, let day): try uncheck(rule: rule, member: member, on: day)
    case .addEvent(let event): try addEvent(event)
    case .updateEvent(let event): try updateEvent(event)
    case .removeEvent(let id): try removeEvent(id)
    case .recordTestResult(let result, let member): try recordTestResult(result, for: member)
    case .addMember(let member): try addMember(member)
    case .updateMember(let member): try updateMember(member)
    case .removeMember(let id): try removeMember(id)
    case .addCategory(let category): try addCategory(category)
    case .updateCategory(let category): try updateCategory(category)
    case .removeCategory(let id, let removal): try removeCategory(id, rules: removal)
    case .setTemporaryAssignees(let members, let rule, let day):
      try setTemporaryAssignees(members, for: rule, on: day)
    case .removeTemporaryAssignees(let rule, let day): try removeTemporaryAssignees(for: rule, on: day)
    }
  }
}
