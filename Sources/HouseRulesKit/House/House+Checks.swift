extension House {
  /// The members assigned a rule on a day, in join order: the day's temporary assignees if it has any, else
  /// the rotation's member of the week or the fixed assignees of the weekday. Empty for key rules and unknown
  /// rules.
  public func assignees(of rule: RuleID, on day: CalendarDay) -> [HomieID] {
    guard let position = rulePositions[rule] else { return [] }
    return memberIDs(in: assigneeMask(position: position, on: day).mask)
  }

  /// Records that a member kept a rule on a day. Only a member assigned the rule that day may check it.
  ///
  /// - Throws: ``HouseRulesError/unknownRule(_:)``, ``HouseRulesError/unknownMember(_:)``,
  ///   ``HouseRulesError/notAssigned(rule:member:day:)`` or ``HouseRulesError/alreadyChecked(rule:member:day:)``;
  ///   nothing is recorded then.
  /// - Complexity: O(1) on average; for a least-completed rotation, O(*w*) to replan its weeks.
  public mutating func check(rule: RuleID, member: HomieID, on day: CalendarDay) throws(HouseRulesError) {
    let position = try rulePosition(rule)
    let bit: UInt64 = 1 << UInt64(try memberPosition(member))
    guard assigneeMask(position: position, on: day).mask & bit != 0 else {
      throw .notAssigned(rule: rules[position].name, member: name(of: member), day: day)
    }
    let checked = checkTable.mask(day: day.dayNumber, position: position)
    guard checked & bit == 0 else {
      throw .alreadyChecked(rule: rules[position].name, member: name(of: member), day: day)
    }
    checkTable.set(checked | bit, day: day.dayNumber, position: position)
    checksChanged(position: position, day: day)
  }

  /// Removes a member's check of a rule on that day only. A check whose member is no longer assigned (the rule
  /// changed since) can still be removed.
  ///
  /// - Throws: ``HouseRulesError/unknownRule(_:)``, ``HouseRulesError/unknownMember(_:)`` or
  ///   ``HouseRulesError/notChecked(rule:member:day:)``; the house is unchanged.
  public mutating func uncheck(rule: RuleID, member: HomieID, on day: CalendarDay) throws(HouseRulesError) {
    let position = try rulePosition(rule)
    let bit: UInt64 = 1 << UInt64(try memberPosition(member))
    let checked = checkTable.mask(day: day.dayNumber, position: position)
    guard checked & bit != 0 else {
      throw .notChecked(rule: rules[position].name, member: name(of: member), day: day)
    }
    checkTable.set(checked & ~bit, day: day.dayNumber, position: position)
    checksChanged(position: position, day: day)
  }

  /// Whether a member has checked a rule on a day.
  public func isChecked(rule: RuleID, member: HomieID, on day: CalendarDay) -> Bool {
    guard let position = rulePositions[rule], let bit = memberPositions[member] else { return false }
    return checkTable.mask(day: day.dayNumber, position: position) & (1 << UInt64(bit)) != 0
  }

  /// Every check from `from` through `through`, by day, then rule order, then member order.
  ///
  /// - Complexity: O(*d* + *k*) for *d* recorded days and *k* checks returned.
  public func checks(from: CalendarDay, through: CalendarDay) -> [RuleCheck] {
    checkTable.entries.flatMap { entry -> [RuleCheck] in
      let day = CalendarDay(dayNumber: entry.day)
      guard from <= day, day <= through else { return [] }
      return memberIDs(in: entry.mask).map { RuleCheck(rule: rules[entry.position].id, member: $0, day: day) }
    }
  }

  /// Replaces a rule's assignees on one day only; the weekday assignment (or rotation) applies again the next day.
  /// Checks already made that day by members no longer assigned stay on record but no longer count.
  ///
  /// - Throws: ``HouseRulesError/unknownRule(_:)``, ``HouseRulesError/keyRuleHasAssignees(rule:)``,
  ///   ``HouseRulesError/ruleHasNoAssignees(rule:)`` for an empty list, ``HouseRulesError/unknownMember(_:)`` or
  ///   ``HouseRulesError/duplicateAssignee(rule:member:)``; the house is unchanged.
  public mutating func setTemporaryAssignees(
    _ members: [HomieID], for rule: RuleID, on day: CalendarDay
  ) throws(HouseRulesError) {
    let position = try rulePosition(rule)
    guard !rules[position].isKeyRule else { throw .keyRuleHasAssignees(rule: rules[position].name) }
    try validateMembers(members, of: rules[position])
    temporaryTable.set(mask(of: members), day: day.dayNumber, position: position)
    record(day: day)
  }

  /// Removes a rule's temporary assignees for a day (nothing happens if it has none).
  ///
  /// - Throws: ``HouseRulesError/unknownRule(_:)``.
  public mutating func removeTemporaryAssignees(for rule: RuleID, on day: CalendarDay) throws(HouseRulesError) {
    temporaryTable.set(0, day: day.dayNumber, position: try rulePosition(rule))
  }

  /// A rule's temporary assignees for a day, in join order, or `nil` if the usual assignees apply.
  public func temporaryAssignees(for rule: RuleID, on day: CalendarDay) -> [HomieID]? {
    guard let position = rulePositions[rule] else { return nil }
    let mask = temporaryTable.mask(day: day.dayNumber, position: position)
    return mask == 0 ? nil : memberIDs(in: mask)
  }

  /// A member's name for messages (the identifier if unknown).
  func name(of member: HomieID) -> String {
    self.member(member)?.name ?? member.rawValue
  }

  private mutating func checksChanged(position: Int, day: CalendarDay) {
    record(day: day)
    if rules[position].rotation?.strategy == .leastCompleted {
      schedules[position] = makeSchedule(position: position)
    }
  }
}
