/// A ``HouseRepository`` that keeps houses in memory, for tests, previews and apps that persist elsewhere.
///
/// Each mutation applies the matching ``House`` method to a copy and stores the copy only if it succeeds.
public actor InMemoryHouseRepository: HouseRepository {
  private var houses: [HouseID: House]

  /// Creates a repository holding `houses`.
  public init(houses: [House] = []) {
    self.houses = Dictionary(houses.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
  }

  public func houseIDs() -> [HouseID] { houses.keys.sorted() }

  public func house(_ id: HouseID) throws -> House {
    guard let house = houses[id] else { throw HouseRepositoryError.houseNotFound(id) }
    return house
  }

  public func save(_ house: House) { houses[house.id] = house }

  public func deleteHouse(_ id: HouseID) throws {
    guard houses.removeValue(forKey: id) != nil else { throw HouseRepositoryError.houseNotFound(id) }
  }

  public func rules(in house: HouseID) throws -> [Rule] { try self.house(house).rules }

  public func addRule(_ rule: Rule, to house: HouseID) throws {
    try update(house) { try $0.addRule(rule) }
  }

  public func updateRule(_ rule: Rule, in house: HouseID) throws {
    try update(house) { try $0.updateRule(rule) }
  }

  public func removeRule(_ rule: RuleID, from house: HouseID) throws {
    try update(house) { try $0.removeRule(rule) }
  }

  public func checks(in house: HouseID, from: CalendarDay, through: CalendarDay) throws -> [RuleCheck] {
    try self.house(house).checks(from: from, through: through)
  }

  public func check(rule: RuleID, member: HomieID, on day: CalendarDay, in house: HouseID) throws {
    try update(house) { try $0.check(rule: rule, member: member, on: day) }
  }

  public func uncheck(rule: RuleID, member: HomieID, on day: CalendarDay, in house: HouseID) throws {
    try update(house) { try $0.uncheck(rule: rule, member: member, on: day) }
  }

  public func events(in house: HouseID) throws -> [HouseEvent] { try self.house(house).events }

  public func addEvent(_ event: HouseEvent, to house: HouseID) throws {
    try update(house) { try $0.addEvent(event) }
  }

  public func updateEvent(_ event: HouseEvent, in house: HouseID) throws {
    try update(house) { try $0.updateEvent(event) }
  }

  public func removeEvent(_ event: EventID, from house: HouseID) throws {
    try update(house) { try $0.removeEvent(event) }
  }

  public func testResult(for member: HomieID, in house: HouseID) throws -> PersonalityResult? {
    let house = try self.house(house)
    guard let homie = house.member(member) else { throw HouseRulesError.unknownMember(member) }
    return homie.personality
  }

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
