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
    }
  }
}
