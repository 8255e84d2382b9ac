#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import HouseRulesKit

  /// A `HouseRepository` in SQLite.
  ///
  /// Every change runs in one write transaction: the house is read back and rebuilt through `House(snapshot:)`
  /// (which validates everything), the `House` method is applied, and only the rows that differ are written (one
  /// check is one row). So the database never holds what a house would refuse, a refused change writes nothing, and
  /// two devices' writers (an app and its widget) cannot interleave half-changes.
  ///
  /// Reads that do not need the whole house (rules, events, a week's checks, a test result) are answered from their
  /// own rows and indexes. A row that no longer decodes, or a house that breaks a rule when rebuilt, is reported as
  /// `DomainKitsDatabaseError.invalidStoredValue(table:key:reason:)`.
  public struct SQLiteHouseRepository: HouseRepository {
    /// The database the houses live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    // MARK: Houses

    /// The identifiers of every stored house, sorted.
    public func houseIDs() async throws -> [HouseID] {
      try await database.read { db in
        try String.fetchAll(db, sql: "SELECT id FROM house").map(HouseID.init(rawValue:)).sorted()
      }
    }

    /// The whole house, rebuilt and validated from its rows.
    public func house(_ id: HouseID) async throws -> House {
      try await database.read { db in try Self.house(db, id: id).house }
    }

    /// Stores a house, replacing every row of a stored house with the same identifier.
    public func save(_ house: House) async throws {
      let snapshot = house.snapshot
      try await database.write { db in
        try HouseRows.delete(db, id: snapshot.id)
        try HouseRows.write(snapshot, replacing: nil, db)
      }
    }

    /// Removes a house and every row of it.
    public func removeHouse(_ id: HouseID) async throws {
      try await database.write { db in
        guard try Self.exists(db, id) else { throw HouseRepositoryError.houseNotFound(id) }
        try HouseRows.delete(db, id: id)
      }
    }

    // MARK: Rules

    /// The house's rules, in the order they were added.
    public func rules(in house: HouseID) async throws -> [Rule] {
      try await database.read { db in
        guard try Self.exists(db, house) else { throw HouseRepositoryError.houseNotFound(house) }
        return try HouseRows.list(db, "house_rule", house: house)
      }
    }

    /// Adds a rule (see `House.addRule(_:)`).
    public func addRule(_ rule: Rule, to house: HouseID) async throws {
      try await update(house) { try $0.addRule(rule) }
    }

    /// Replaces a rule (see `House.updateRule(_:)`).
    public func updateRule(_ rule: Rule, in house: HouseID) async throws {
      try await update(house) { try $0.updateRule(rule) }
    }

    /// Removes a rule with its checks (see `House.removeRule(_:)`).
    public func removeRule(_ rule: RuleID, from house: HouseID) async throws {
      try await update(house) { try $0.removeRule(rule) }
    }

    // MARK: Checks

    /// The checks from `from` through `through`, by day, rule order, member order: one range of the day index.
    public func checks(in house: HouseID, from: CalendarDay, through: CalendarDay) async throws -> [RuleCheck] {
      try await database.read { db in
        guard try Self.exists(db, house) else { throw HouseRepositoryError.houseNotFound(house) }
        return try HouseRows.checks(db, house: house, from: from, through: through)
      }
    }

    /// Records a check (see `House.check(rule:member:on:)`).
    public func check(rule: RuleID, member: HomieID, on day: CalendarDay, in house: HouseID) async throws {
      try await update(house) { try $0.check(rule: rule, member: member, on: day) }
    }

    /// Removes a check (see `House.uncheck(rule:member:on:)`).
    public func uncheck(rule: RuleID, member: HomieID, on day: CalendarDay, in house: HouseID) async throws {
      try await update(house) { try $0.uncheck(rule: rule, member: member, on: day) }
    }

    // MARK: Events

    /// The house's events, in the order they were added.
    public func events(in house: HouseID) async throws -> [HouseEvent] {
      try await database.read { db in
        guard try Self.exists(db, house) else { throw HouseRepositoryError.houseNotFound(house) }
        return try HouseRows.list(db, "house_event", house: house)
      }
    }

    /// Adds an event (see `House.addEvent(_:)`).
    public func addEvent(_ event: HouseEvent, to house: HouseID) async throws {
      try await update(house) { try $0.addEvent(event) }
    }

    /// Replaces an event (see `House.updateEvent(_:)`).
    public func updateEvent(_ event: HouseEvent, in house: HouseID) async throws {
      try await update(house) { try $0.updateEvent(event) }
    }

    /// Removes an event (see `House.removeEvent(_:)`).
    public func removeEvent(_ event: EventID, from house: HouseID) async throws {
      try await update(house) { try $0.removeEvent(event) }
    }

    // MARK: Test results

    /// A member's latest personality test result, or `nil` before the test.
    ///
    /// - Throws: `HouseRulesError.unknownMember` when the house has no such member.
    public func testResult(for member: HomieID, in house: HouseID) async throws -> PersonalityResult? {
      try await database.read { db in
        guard try Self.exists(db, house) else { throw HouseRepositoryError.houseNotFound(house) }
        guard
          let body = try String.fetchOne(
            db, sql: "SELECT body FROM house_member WHERE house_id = ? AND id = ?",
            arguments: [house.rawValue, member.rawValue])
        else { throw HouseRulesError.unknownMember(member) }
        let key = "\(house.rawValue)/\(member.rawValue)"
        return try StoredJSON.decode(Homie.self, from: body, table: "house_member", key: key).personality
      }
    }

    /// Records a member's test result, replacing the earlier one (see `House.recordTestResult(_:for:)`).
    public func recordTestResult(_ result: PersonalityResult, for member: HomieID, in house: HouseID) async throws {
      try await update(house) { try $0.recordTestResult(result, for: member) }
    }

    // MARK: Support

    /// Applies a `House` method to the stored house in one transaction and writes only the rows it changed.
    private func update(_ id: HouseID, _ change: @escaping @Sendable (inout House) throws -> Void) async throws {
      try await database.write { db in
        var (house, snapshot) = try Self.house(db, id: id)
        try change(&house)
        try HouseRows.write(house.snapshot, replacing: snapshot, db)
      }
    }

    /// The stored house, validated, with the snapshot it was rebuilt from.
    private static func house(_ db: Database, id: HouseID) throws -> (house: House, snapshot: HouseSnapshot) {
      guard let snapshot = try HouseRows.snapshot(db, id: id) else { throw HouseRepositoryError.houseNotFound(id) }
      do {
        return (try House(snapshot: snapshot), snapshot)
      } catch {
        throw DomainKitsDatabaseError.invalidStoredValue(table: "house", key: id.rawValue, reason: error.description)
      }
    }

    private static func exists(_ db: Database, _ id: HouseID) throws -> Bool {
      try Bool.fetchOne(db, sql: "SELECT 1 FROM house WHERE id = ?", arguments: [id.rawValue]) != nil
    }
  }
#endif
