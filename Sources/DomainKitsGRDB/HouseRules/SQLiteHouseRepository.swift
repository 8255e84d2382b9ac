#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import HouseRulesKit

  /// A `HouseRepository` in SQLite.
  ///
  /// Every command runs in one write transaction: the house is read back and rebuilt through `House(snapshot:)`
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

    /// The whole house, rebuilt and validated from its rows, or `nil` when none has this identifier.
    public func house(id: HouseID) async throws -> House? {
      try await database.read { db in try Self.house(db, id: id)?.house }
    }

    /// Stores a house, replacing every row of a stored house with the same identifier.
    public func save(_ house: House) async throws {
      let snapshot = house.snapshot
      try await database.write { db in
        try HouseRows.delete(db, id: snapshot.id)
        try HouseRows.write(snapshot, replacing: nil, db)
      }
    }

    /// Stores a new house in one transaction.
    ///
    /// - Throws: `HouseRepositoryError.duplicateHouse` when a house with this identifier is stored.
    public func insert(_ house: House) async throws {
      let snapshot = house.snapshot
      try await database.write { db in
        guard try !Self.exists(db, snapshot.id) else { throw HouseRepositoryError.duplicateHouse(snapshot.id) }
        try HouseRows.write(snapshot, replacing: nil, db)
      }
    }

    /// Applies `command` to the stored house in one immediate transaction: the house is rebuilt and validated, the
    /// `House` method applied, and only the rows it changed are written.
    ///
    /// - Throws: `HouseRepositoryError.houseNotFound`, or the command's `HouseRulesError` (nothing is written).
    @discardableResult
    public func update(id: HouseID, _ command: HouseCommand) async throws -> RepositoryUpdate<House> {
      try await database.write { db in
        guard let (stored, snapshot) = try Self.house(db, id: id) else { throw HouseRepositoryError.houseNotFound(id) }
        var house = stored
        try house.apply(command)
        let after = house.snapshot
        try HouseRows.write(after, replacing: snapshot, db)
        return RepositoryUpdate(value: house, changed: after != snapshot)
      }
    }

    /// Removes a house and every row of it; `false` when none has this identifier (not an error).
    @discardableResult
    public func remove(id: HouseID) async throws -> Bool {
      try await database.write { db in
        guard try Self.exists(db, id) else { return false }
        try HouseRows.delete(db, id: id)
        return true
      }
    }

    // MARK: Reads

    /// The house's rules, in the order they were added; empty for a missing house.
    public func rules(in house: HouseID) async throws -> [Rule] {
      try await database.read { db in try HouseRows.list(db, "house_rule", house: house) }
    }

    /// The checks from `from` through `through`, by day, rule order, member order: one range of the day index.
    public func checks(in house: HouseID, from: CalendarDay, through: CalendarDay) async throws -> [RuleCheck] {
      try await database.read { db in try HouseRows.checks(db, house: house, from: from, through: through) }
    }

    /// The house's events, in the order they were added; empty for a missing house.
    public func events(in house: HouseID) async throws -> [HouseEvent] {
      try await database.read { db in try HouseRows.list(db, "house_event", house: house) }
    }

    /// A member's latest personality test result; `nil` before the test, for a stranger or a missing house.
    public func testResult(for member: HomieID, in house: HouseID) async throws -> PersonalityResult? {
      try await database.read { db in
        guard
          let body = try String.fetchOne(
            db, sql: "SELECT body FROM house_member WHERE house_id = ? AND id = ?",
            arguments: [house.rawValue, member.rawValue])
        else { return nil }
        let key = "\(house.rawValue)/\(member.rawValue)"
        return try StoredJSON.decode(Homie.self, from: body, table: "house_member", key: key).personality
      }
    }

    // MARK: Support

    /// The stored house, validated, with the snapshot it was rebuilt from; `nil` when none has this identifier.
    private static func house(_ db: Database, id: HouseID) throws -> (house: House, snapshot: HouseSnapshot)? {
      guard let snapshot = try HouseRows.snapshot(db, id: id) else { return nil }
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
