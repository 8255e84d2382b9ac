/// A ``HouseRepository`` that keeps houses in memory, for tests, previews and apps that persist elsewhere.
///
/// Each command applies the matching ``House`` method to a copy and stores the copy only if it succeeds.
public actor InMemoryHouseRepository: HouseRepository {
  private var houses: [HouseID: House]

  /// Creates a repository holding `houses`.
  public init(houses: [House] = []) {
    self.houses = Dictionary(houses.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The identifiers of every stored house, sorted.
  public func houseIDs() -> [HouseID] { houses.keys.sorted() }

  /// The stored house, or `nil`.
  public func house(id: HouseID) -> House? { houses[id] }

  /// Stores the house, replacing a stored house with the same identifier.
  public func save(_ house: House) { houses[house.id] = house }

  /// Stores a new house; refuses an identifier that is stored.
  public func insert(_ house: House) throws {
    guard houses[house.id] == nil else { throw HouseRepositoryError.duplicateHouse(house.id) }
    houses[house.id] = house
  }

  /// Applies `command` to a copy of the house and stores the copy only if the command succeeds.
  @discardableResult
  public func update(id: HouseID, _ command: HouseCommand) throws -> RepositoryUpdate<House> {
    guard let before = houses[id] else { throw HouseRepositoryError.houseNotFound(id) }
    var after = before
    try after.apply(command)
    houses[id] = after
    return RepositoryUpdate(value: after, changed: after.snapshot != before.snapshot)
  }

  /// Removes the house; `false` when there is none.
  @discardableResult
  public func remove(id: HouseID) -> Bool { houses.removeValue(forKey: id) != nil }

  /// The house's rules, in the order they were added; empty for a missing house.
  public func rules(in house: HouseID) -> [Rule] { houses[house]?.rules ?? [] }

  /// The checks from `from` through `through`, by day, rule order, member order; empty for a missing house.
  public func checks(in house: HouseID, from: CalendarDay, through: CalendarDay) -> [RuleCheck] {
    houses[house]?.checks(from: from, through: through) ?? []
  }

  /// The house's events, in the order they were added; empty for a missing house.
  public func events(in house: HouseID) -> [HouseEvent] { houses[house]?.events ?? [] }

  /// The member's latest test result; `nil` before the test, for a stranger or a missing house.
  public func testResult(for member: HomieID, in house: HouseID) -> PersonalityResult? {
    houses[house]?.member(member)?.personality
  }
}
