/// Where houses live: houses with their members and categories, rules, checks, events and test results.
///
/// Mutations go through the same validation as ``House``'s own methods, so a store never holds what a house
/// would refuse. Domain failures throw ``HouseRulesError``; a missing house throws
/// ``HouseRepositoryError/houseNotFound(_:)``; stores that do I/O (the SQLite adapter) add their own errors.
/// A failed call changes nothing.
public protocol HouseRepository: Sendable {
  // MARK: Houses

  /// The identifiers of every stored house, sorted.
  func houseIDs() async throws -> [HouseID]
  /// The whole house: members, categories, rules, checks, events, absences.
  func house(_ id: HouseID) async throws -> House
  /// Stores a house, replacing a stored house with the same identifier.
  func save(_ house: House) async throws
  /// Removes a house and everything in it.
  func removeHouse(_ id: HouseID) async throws

  // MARK: Rules

  /// The house's rules, in the order they were added.
  func rules(in house: HouseID) async throws -> [Rule]
  /// Adds a rule (see ``House/addRule(_:)``).
  func addRule(_ rule: Rule, to house: HouseID) async throws
  /// Replaces a rule (see ``House/updateRule(_:)``).
  func updateRule(_ rule: Rule, in house: HouseID) async throws
  /// Removes a rule with its checks (see ``House/removeRule(_:)``).
  func removeRule(_ rule: RuleID, from house: HouseID) async throws

  // MARK: Checks

  /// The checks from `from` through `through`, by day, rule order, member order.
  func checks(in house: HouseID, from: CalendarDay, through: CalendarDay) async throws -> [RuleCheck]
  /// Records a check (see ``House/check(rule:member:on:)``).
  func check(rule: RuleID, member: HomieID, on day: CalendarDay, in house: HouseID) async throws
  /// Removes a check (see ``House/uncheck(rule:member:on:)``).
  func uncheck(rule: RuleID, member: HomieID, on day: CalendarDay, in house: HouseID) async throws

  // MARK: Events

  /// The house's events, in the order they were added.
  func events(in house: HouseID) async throws -> [HouseEvent]
  /// Adds an event (see ``House/addEvent(_:)``).
  func addEvent(_ event: HouseEvent, to house: HouseID) async throws
  /// Replaces an event (see ``House/updateEvent(_:)``).
  func updateEvent(_ event: HouseEvent, in house: HouseID) async throws
  /// Removes an event (see ``House/removeEvent(_:)``).
  func removeEvent(_ event: EventID, from house: HouseID) async throws

  // MARK: Test results

  /// A member's latest personality test result, or `nil` before the test.
  func testResult(for member: HomieID, in house: HouseID) async throws -> PersonalityResult?
  /// Records a member's test result, replacing the earlier one (see ``House/recordTestResult(_:for:)``).
  func recordTestResult(_ result: PersonalityResult, for member: HomieID, in house: HouseID) async throws
}

extension HouseRepository {
  /// The whole house, or `nil` when no house has this identifier: the repositories' rule for a missing entity.
  ///
  /// ``house(_:)`` throws ``HouseRepositoryError/houseNotFound(_:)`` for a missing house instead, and keeps doing so
  /// for source compatibility; other errors (a store's I/O) are thrown by both.
  public func existingHouse(_ id: HouseID) async throws -> House? {
    do {
      return try await house(id)
    } catch let error as HouseRepositoryError where error == .houseNotFound(id) {
      return nil
    }
  }
}
