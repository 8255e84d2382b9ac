/// Where houses live: houses with their members and categories, rules, checks, events and test results.
///
/// It keeps the repository contract (CONTRIBUTING.md): a missing house reads as `nil` (its lists as empty) and
/// removing it returns `false`; a stored house changes by a ``HouseCommand`` in one transaction
/// (``update(id:_:)``), through the same validation as ``House``'s own methods, so a store never holds what a house
/// would refuse and two processes' changes never overwrite each other. A change to a missing house throws
/// ``HouseRepositoryError/houseNotFound(_:)``; a refused change throws ``HouseRulesError`` and writes nothing; stores
/// that do I/O (the SQLite adapter) add their own errors.
///
/// The house's own verbs (`addRule(_:to:)`, `check(rule:member:on:in:)`, `addMember(_:to:)`, ...) are extensions over
/// ``update(id:_:)``.
public protocol HouseRepository: Sendable {
  /// The identifiers of every stored house, sorted.
  func houseIDs() async throws -> [HouseID]
  /// The whole house (members, categories, rules, checks, events, absences), or `nil` when none has this id.
  func house(id: HouseID) async throws -> House?
  /// Stores a house, replacing a stored house with the same identifier.
  func save(_ house: House) async throws
  /// Stores a new house.
  ///
  /// - Throws: ``HouseRepositoryError/duplicateHouse(_:)`` when a house with this identifier is stored.
  func insert(_ house: House) async throws
  /// Applies `command` to the stored house with `id`, all or nothing.
  ///
  /// - Returns: the stored house and whether the command changed it.
  /// - Throws: ``HouseRepositoryError/houseNotFound(_:)``, or the command's ``HouseRulesError``.
  @discardableResult
  func update(id: HouseID, _ command: HouseCommand) async throws -> RepositoryUpdate<House>
  /// Removes a house and everything in it; `false` when none has this identifier (not an error).
  @discardableResult func remove(id: HouseID) async throws -> Bool

  /// The house's rules, in the order they were added; empty for a missing house.
  func rules(in house: HouseID) async throws -> [Rule]
  /// The checks from `from` through `through`, by day, rule order, member order; empty for a missing house.
  func checks(in house: HouseID, from: CalendarDay, through: CalendarDay) async throws -> [RuleCheck]
  /// The house's events, in the order they were added; empty for a missing house.
  func events(in house: HouseID) async throws -> [HouseEvent]
  /// A member's latest personality test result; `nil` before the test, for a stranger or a missing house.
  func testResult(for member: HomieID, in house: HouseID) async throws -> PersonalityResult?
}

extension HouseRepository {
  /// Adds a rule (``House/addRule(_:)``), as ``HouseCommand/addRule(_:)``.
  public func addRule(_ rule: Rule, to house: HouseID) async throws {
    try await update(id: house, .addRule(rule))
  }

  /// Replaces a rule (``House/updateRule(_:)``), as ``HouseCommand/updateRule(_:)``.
  public func updateRule(_ rule: Rule, in house: HouseID) async throws {
    try await update(id: house, .updateRule(rule))
  }

  /// Removes a rule with its checks (``House/removeRule(_:)``), as ``HouseCommand/removeRule(_:)``.
  public func removeRule(_ rule: RuleID, from house: HouseID) async throws {
    try await update(id: house, .removeRule(rule))
  }

  /// Records a check (``House/check(rule:member:on:)``), as ``HouseCommand/check(rule:member:on:)``.
  public func check(rule: RuleID, member: HomieID, on day: CalendarDay, in house: HouseID) async throws {
    try await update(id: house, .check(rule: rule, member: member, on: day))
  }

  /// Removes a check (``House/uncheck(rule:member:on:)``), as ``HouseCommand/uncheck(rule:member:on:)``.
  public func uncheck(rule: RuleID, member: HomieID, on day: CalendarDay, in house: HouseID) async throws {
    try await update(id: house, .uncheck(rule: rule, member: member, on: day))
  }

  /// Adds an event (``House/addEvent(_:)``), as ``HouseCommand/addEvent(_:)``.
  public func addEvent(_ event: HouseEvent, to house: HouseID) async throws {
    try await update(id: house, .addEvent(event))
  }

  /// Replaces an event (``House/updateEvent(_:)``), as ``HouseCommand/updateEvent(_:)``.
  public func updateEvent(_ event: HouseEvent, in house: HouseID) async throws {
    try await update(id: house, .updateEvent(event))
  }

  /// Removes an event (``House/removeEvent(_:)``), as ``HouseCommand/removeEvent(_:)``.
  public func removeEvent(_ event: EventID, from house: HouseID) async throws {
    try await update(id: house, .removeEvent(event))
  }

  /// Records a member's test result, replacing the earlier one (``House/recordTestResult(_:for:)``), as
  /// ``HouseCommand/recordTestResult(_:for:)``.
  public func recordTestResult(_ result: PersonalityResult, for member: HomieID, in house: HouseID) async throws {
    try await update(id: house, .recordTestResult(result, for: member))
  }

  /// Adds a member after the others (``House/addMember(_:)``), as ``HouseCommand/addMember(_:)``: two members
  /// joining at once both land.
  public func addMember(_ member: Homie, to house: HouseID) async throws {
    try await update(id: house, .addMember(member))
  }

  /// Replaces a member's name, profile, test result and notification setting (``House/updateMember(_:)``), as
  /// ``HouseCommand/updateMember(_:)``.
  public func updateMember(_ member: Homie, in house: HouseID) async throws {
    try await update(id: house, .updateMember(member))
  }

  /// Removes a member with their assignments, absences and checks (``House/removeMember(_:)``), as
  /// ``HouseCommand/removeMember(_:)``.
  public func removeMember(_ member: HomieID, from house: HouseID) async throws {
    try await update(id: house, .removeMember(member))
  }

  /// Adds a rule category (``House/addCategory(_:)``), as ``HouseCommand/addCategory(_:)``.
  public func addCategory(_ category: RuleCategory, to house: HouseID) async throws {
    try await update(id: house, .addCategory(category))
  }

  /// Renames a category or changes its icon (``House/updateCategory(_:)``), as ``HouseCommand/updateCategory(_:)``.
  public func updateCategory(_ category: RuleCategory, in house: HouseID) async throws {
    try await update(id: house, .updateCategory(category))
  }

  /// Removes a category and removes or moves its rules (``House/removeCategory(_:rules:)``), as
  /// ``HouseCommand/removeCategory(_:rules:)``.
  public func removeCategory(_ category: CategoryID, rules removal: CategoryRemoval, from house: HouseID)
    async throws
  {
    try await update(id: house, .removeCategory(category, rules: removal))
  }

  /// Replaces a rule's assignees on one day (``House/setTemporaryAssignees(_:for:on:)``), as
  /// ``HouseCommand/setTemporaryAssignees(_:for:on:)``.
  public func setTemporaryAssignees(
    _ members: [HomieID], for rule: RuleID, on day: CalendarDay, in house: HouseID
  ) async throws {
    try await update(id: house, .setTemporaryAssignees(members, for: rule, on: day))
  }

  /// Gives a rule its usual assignees again on a day (``House/removeTemporaryAssignees(for:on:)``), as
  /// ``HouseCommand/removeTemporaryAssignees(for:on:)``.
  public func removeTemporaryAssignees(for rule: RuleID, on day: CalendarDay, in house: HouseID) async throws {
    try await update(id: house, .removeTemporaryAssignees(for: rule, on: day))
  }
}
