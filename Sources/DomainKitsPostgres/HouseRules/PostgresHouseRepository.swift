#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import HouseRulesKit
  import PostgresNIO

  /// A `HouseRepository` in PostgreSQL: a house is a row of `house_home` and a row per member, category, rule,
  /// assignee, event, participant, absence, check and one-day assignee (see the schema's tables), so roommates'
  /// checks and edits write only the rows they change.
  ///
  /// Every change runs in one transaction that reads the house, rebuilds it through `House(snapshot:)` (which
  /// validates everything), applies the `House` method and writes only the rows that differ; a refused command
  /// writes nothing. The rules are the kit's; what makes them hold between connections and servers is this:
  ///
  /// - **Writers of a house take turns; other houses never wait.** Each change (``update(id:_:)``, ``save(_:)``,
  ///   ``insert(_:)``, ``remove(id:)``) runs in a `READ COMMITTED` transaction that first takes a
  ///   transaction-scoped advisory lock on the house's identifier (`pg_advisory_xact_lock`), then reads. Every
  ///   statement after the wait reads what the previous writer of that house committed, so a change reads the house
  ///   as a serial run would and is never aborted; changes of other houses run in parallel. (Under `SERIALIZABLE`
  ///   a change that waited for a row lock would read a stale snapshot and be aborted, and changes of different
  ///   houses abort each other while the tables are small, because their rows share index pages: measured with
  ///   pgbench, 16 clients, 27-42% of changes retried.) A writer that bypasses the repository does not take the
  ///   lock; the constraints below still hold against it.
  /// - **A check counts once.** Roommates checking at once take turns on the house's lock, so the second reads
  ///   the first's check and the kit refuses it (`HouseRulesError.alreadyChecked`). `house_check`'s primary key
  ///   (house, day, rule, member) allows one row per check whoever writes; rows are inserted with
  ///   `ON CONFLICT DO NOTHING`, so a row another writer added first is never a second row.
  /// - **Checks and one-day assignees follow their rule and member.** Their foreign keys cascade: removing a rule
  ///   removes its checks, as `House.removeRule(_:)` does, even for a writer that forgets to.
  /// - **Names, shapes and limits.** Rule and category names are unique per house, an assignee has a weekday, a
  ///   member is listed once per rule, rotation or event, and every assignee and participant is a member of the
  ///   house: `UNIQUE`, `CHECK` and foreign-key constraints hold these in the database too; the limits that
  ///   depend on the house's settings (counts, lengths) are the kit's alone.
  ///
  /// Reads of several rows run in one `REPEATABLE READ READ ONLY` transaction (one snapshot). ``house(id:)``
  /// rebuilds and validates the house; ``rules(in:)``, ``events(in:)``, ``checks(in:from:through:)`` and
  /// ``testResult(for:in:)`` read their own rows and index ranges. A row that no longer decodes, or a house that
  /// breaks a rule when rebuilt, is `DomainKitsPostgresError.invalidStoredValue(table:key:reason:)`. Instants (a
  /// test result's date) are kept to the millisecond: ``update(id:_:)`` rounds a result's date (recorded, or a
  /// joining or updated member's) so that the house it returns is the house stored.
  public struct PostgresHouseRepository: HouseRepository {
    /// The database the tables live in.
    public let database: DomainKitsPostgres

    /// A repository over `database`, which must be migrated (`DomainKitsPostgres.migrate()`).
    public init(_ database: DomainKitsPostgres) {
      self.database = database
    }

    typealias Rows = HousePostgresRows
    typealias Writes = HousePostgresWrites

    // MARK: Houses

    /// The identifiers of every stored house, sorted.
    public func houseIDs() async throws -> [HouseID] {
      try await database.read { connection in
        let rows = try await connection.rows("SELECT id FROM house_home")
        return try rows.map { row in try HouseID(rawValue: row.decode(String.self)) }.sorted()
      }
    }

    /// The whole house, rebuilt and validated from its rows, or `nil` when none has this identifier.
    public func house(id: HouseID) async throws -> House? {
      try await database.read { connection in
        guard let snapshot = try await Rows.snapshot(connection, id: id) else { return nil }
        return try Self.house(from: snapshot)
      }
    }

    /// Stores a house, replacing every row of a stored house with the same identifier, in one transaction.
    public func save(_ house: House) async throws {
      let snapshot = house.snapshot
      try await write(house: snapshot.id) { connection in
        try await connection.perform("DELETE FROM house_home WHERE id = \(snapshot.id.rawValue)")
        try await Writes.write(snapshot, replacing: nil, connection)
      }
    }

    /// Stores a new house in one transaction.
    ///
    /// - Throws: `HouseRepositoryError.duplicateHouse` when a house with this identifier is stored.
    public func insert(_ house: House) async throws {
      let snapshot = house.snapshot
      try await write(house: snapshot.id) { connection in
        let stored = try await connection.rows("SELECT 1 FROM house_home WHERE id = \(snapshot.id.rawValue)")
        guard stored.isEmpty else { throw HouseRepositoryError.duplicateHouse(snapshot.id) }
        try await Writes.write(snapshot, replacing: nil, connection)
      }
    }

    /// Applies `command` to the stored house in one transaction, after the house's lock: the house is
    /// rebuilt and validated, the `House` method applied, and only the rows it changed are written.
    ///
    /// - Returns: the house as stored after the command, and whether the command changed it.
    /// - Throws: `HouseRepositoryError.houseNotFound`, or the command's `HouseRulesError` (nothing is written).
    @discardableResult
    public func update(id: HouseID, _ command: HouseCommand) async throws -> RepositoryUpdate<House> {
      let command = Self.storable(command)
      return try await write(house: id) { connection in
        guard let stored = try await Rows.snapshot(connection, id: id) else {
          throw HouseRepositoryError.houseNotFound(id)
        }
        var house = try Self.house(from: stored)
        let before = house.snapshot
        try house.apply(command)
        let after = house.snapshot
        guard after != before else { return RepositoryUpdate(value: house, changed: false) }
        try await Writes.write(after, replacing: stored, connection)
        return RepositoryUpdate(value: house, changed: true)
      }
    }

    /// Removes a house and every row of it; `false` when none has this identifier (not an error).
    @discardableResult
    public func remove(id: HouseID) async throws -> Bool {
      try await write(house: id) { connection in
        let removed = try await connection.rows("DELETE FROM house_home WHERE id = \(id.rawValue) RETURNING id")
        return !removed.isEmpty
      }
    }

    // MARK: Reads

    /// The house's rules, in the order they were added; empty for a missing house.
    public func rules(in house: HouseID) async throws -> [Rule] {
      try await database.read { connection in try await Rows.rules(connection, house: house) }
    }

    /// The checks from `from` through `through`, by day, rule order, member order: one range of the check index;
    /// empty for a missing house.
    public func checks(in house: HouseID, from: CalendarDay, through: CalendarDay) async throws -> [RuleCheck] {
      try await database.read { connection in
        try await Rows.checks(connection, house: house, from: from, through: through)
      }
    }

    /// The house's events, in the order they were added; empty for a missing house.
    public func events(in house: HouseID) async throws -> [HouseEvent] {
      try await database.read { connection in try await Rows.events(connection, house: house) }
    }

    /// A member's latest personality test result; `nil` before the test, for a stranger or a missing house.
    public func testResult(for member: HomieID, in house: HouseID) async throws -> PersonalityResult? {
      try await database.read { connection in try await Rows.testResult(connection, member: member, house: house) }
    }

    // MARK: Support

    /// Runs `body` in one write transaction of house `id`, after the house's lock (before any read).
    private func write<Value: Sendable>(house id: HouseID, _ body: (PostgresConnection) async throws -> Value)
      async throws -> Value
    {
      try await database.write(locking: { _ in [AdvisoryLock(Self.lockNamespace, id.rawValue)] }, body)
    }

    /// The advisory locks' first key for houses ("HOUS"), so that they meet no other kit's.
    static let lockNamespace: Int32 = 0x484F_5553

    /// The house a snapshot read from the rows describes, validated.
    static func house(from snapshot: HouseSnapshot) throws -> House {
      do {
        return try House(snapshot: snapshot)
      } catch {
        throw DomainKitsPostgresError.invalidStoredValue(
          table: "house_home", key: snapshot.id.rawValue, reason: error.description)
      }
    }

    /// `command` with a test result's date rounded to the millisecond, as `house_member` stores it: a recorded
    /// result, or the result a member joins or is updated with.
    static func storable(_ command: HouseCommand) -> HouseCommand {
      switch command {
      case .recordTestResult(let result, let member):
        return .recordTestResult(storable(result), for: member)
      case .addMember(var member):
        member.personality = member.personality.map { Self.storable($0) }
        return .addMember(member)
      case .updateMember(var member):
        member.personality = member.personality.map { Self.storable($0) }
        return .updateMember(member)
      default:
        return command
      }
    }

    /// `result` with its date rounded to the millisecond.
    static func storable(_ result: PersonalityResult) -> PersonalityResult {
      PersonalityResult(
        scores: result.scores, takenAt: PostgresInstant.date(PostgresInstant.milliseconds(result.takenAt)))
    }
  }
#endif
