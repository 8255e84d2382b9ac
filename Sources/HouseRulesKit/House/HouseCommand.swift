/// One change to a stored house, applied atomically by ``HouseRepository/update(id:_:)``: each case is the ``House``
/// method it names, with that method's rules, checked inside the store's transaction.
///
/// A command is a value, so a store on SQLite, PostgreSQL or behind a server applies the same rules, and an app can
/// keep commands made offline and send them later.
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
}
