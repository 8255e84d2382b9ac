/// A ``HouseRepository`` that keeps houses in memory, for tests, previews and apps that persist elsewhere.
///
/// Each mutation applies the matching ``House`` method to a copy and stores the copy only if it succeeds.
public actor InMemoryHouseRepository: HouseRepository {
  private var houses: [HouseID: House]

  /// Creates a repository holding `houses`.
  public init(houses: [House] = []) {
    self.houses = Dictionary(houses.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The identifiers of every stored house, sorted.
  public func houseIDs() -> [HouseID] { houses.keys.sorted() }

  /// The stored house; throws ``HouseRepositoryError/houseNotFound(_:)`` when there is none.
  public func house(_ id: HouseID) throws -> House {
    guard let house = houses[id] else { throw HouseRepositoryError.houseNotFound(id) }
    return house
  }

  /// Stores the house, replacing a stored house with the same identifier.
  public func save(_ house: House) { houses[house.id] = house }

  /// Removes the house; throws ``HouseRepositoryError/houseNotFound(_:)`` when there is none.
  public func removeHouse(_ id: HouseID) throws {
    guard houses.removeValue(forKey: id) != nil else { throw HouseRepositoryError.houseNotFound(id) }
  }

  /// The house's rules, in the order they were added.
  public func rules(in house: HouseID) throws -> [Rule] { try self.house(house).rules }

  /// Adds a rule through ``House/addRule(_:)``.
  public func addRule(_ rule: Rule, to house: HouseID) throws {
    try update(house) { try $0.addRule(rule) }
  }

  /// Replaces a rule through ``House/updateRule(_:)``.
  public func updateRule(_ rule: Rule, in house: HouseID) throws {
    try update(house) { try $0.updateRule(rule) }
  }

  /// Removes a rule and its checks through ``House/removeRule(_:)``.
  public func removeRule(_ rule: RuleID, from house: HouseID) throws {
    try update(house) { try $0.removeRule(rule) }
  }

  /// The checks from `from` through `through`, by day, rule order, member order.
  public func checks(in house: HouseID, from: CalendarDay, through: CalendarDay) throws -> [RuleCheck] {
    try self.house(house).checks(from: from, through: through)
  }

  /// Records a check through ``House/check(rule:member:on:)``.
  public func check(rule: RuleID, member: HomieID, on day: CalendarDay, in house: HouseID) throws {
    try update(house) { try $0.check(rule: rule, member: member, on: day) }
  }

  /// Removes a check through ``House/uncheck(rule:member:on:)``.
  public func uncheck(rule: RuleID, member: HomieID, on day: CalendarDay, in house: HouseID) throws {
    try update(house) { try $0.uncheck(rule: rule, member: member, on: day) }
  }

  /// The house's events, in the order they were added.
  public func events(in house: HouseID) throws -> [HouseEvent] { try self.house(house).events }

  /// Adds an event through ``House/addEvent(_:)``.
  public func addEvent(_ event: HouseEvent, to house: HouseID) throws {
    try update(house) { try $0.addEvent(event) }
  }

  /// Replaces an event through ``House/updateEvent(_:)``.
  public func updateEvent(_ event: HouseEvent, in house: HouseID) throws {
    try update(house) { try $0.updateEvent(event) }
  }

  /// Removes an event through ``House/removeEvent(_:)``.
  public func removeEvent(_ event: EventID, from house: HouseID) throws {
    try update(house) { try $0.removeEvent(event) }
  }

  /// The member's latest test result; throws ``HouseRulesError/unknownMember(_:)`` for a stranger.
  public func testResult(for member: HomieID, in house: HouseID) throws -> PersonalityResult? {
    let house = try self.house(house)
    guard let homie = house.member(member) else { throw HouseRulesError.unknownMember(member) }
    return homie.personality
  }

  /// Records a test result through ``House/recordTestResult(_:for:)``.
  public func recordTestResult(_ result: PersonalityResult, for member: HomieID, in house: HouseID) throws {
    try update(house) { try $0.recordTestResult(result, for: member) }
  }

  /// Applies a change to a copy of a house and stores it only if the change succeeds.
  private func update(_ id: HouseID, _ change: (inout House) throws -> Void) throws {
    var house = try self.house(id)
    try change(&house)
    houses[id] = house
  }
}
