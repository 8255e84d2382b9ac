/// One change to a stored house, applied atomically by ``HouseRepository/update(id:_:)``: each case is the ``House``
/// method it names, with that method's rules, checked inside the store's transaction.
///
/// A command is a value, so a store on SQLite, PostgreSQL or behind a server applies the same rules, and an app can
/// keep commands made offline and send them later. Membership, categories and one-day assignees are commands too, so
/// two roommates joining a house at once both land: neither rewrites the whole house (``HouseRepository/save(_:)``)
/// over the other's change.
///
/// New cases may be added in a minor version: a `switch` over `HouseCommand` outside the kit needs a `default`.
public enum HouseCommand: Sendable, Hashable, Codable {
  /// ``House/addRule(_:)``.
  case addRule(Rule)
  /// ``House/updateRule(_:)``.
  case updateRule(Rule)
  /// ``House/removeRule(_:)``, with the rule's checks.
  case removeRule(RuleID)
  /// ``House/check(rule:member:on:)``.
  case check(rule: RuleID, member: HomieID, on: CalendarDay)
  /// ``House/uncheck(rule:member:on:)``.
  case uncheck(rule: RuleID, member: HomieID, on: CalendarDay)
  /// ``House/addEvent(_:)``.
  case addEvent(HouseEvent)
  /// ``House/updateEvent(_:)``.
  case updateEvent(HouseEvent)
  /// ``House/removeEvent(_:)``.
  case removeEvent(EventID)
  /// ``House/recordTestResult(_:for:)``.
  case recordTestResult(PersonalityResult, for: HomieID)
  /// ``House/addMember(_:)``: a member joins, after the others.
  case addMember(Homie)
  /// ``House/updateMember(_:)``: a member's name, profile, test result and notification setting.
  case updateMember(Homie)
  /// ``House/removeMember(_:)``: a member leaves, with their assignments, participations, absences and checks.
  case removeMember(HomieID)
  /// ``House/addCategory(_:)``.
  case addCategory(RuleCategory)
  /// ``House/updateCategory(_:)``.
  case updateCategory(RuleCategory)
  /// ``House/removeCategory(_:rules:)``: the category, and its rules removed or moved.
  case removeCategory(CategoryID, rules: CategoryRemoval)
  /// ``House/setTemporaryAssignees(_:for:on:)``: a rule's assignees on one day only.
  case setTemporaryAssignees([HomieID], for: RuleID, on: CalendarDay)
  /// ``House/removeTemporaryAssignees(for:on:)``: the rule's usual assignees again that day.
  case removeTemporaryAssignees(for: RuleID, on: CalendarDay)
}
