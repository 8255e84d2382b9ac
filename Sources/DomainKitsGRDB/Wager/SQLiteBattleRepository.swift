#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import WagerKit

  /// A `BattleRepository` in SQLite.
  ///
  /// ``insert(_:)`` checks for the couple's live battle and inserts in one immediate transaction, and the unique
  /// partial index `wager_battle_one_live_per_couple` guarantees the rule in the database itself: two partners
  /// creating a battle at the same instant, from two processes even, get one battle and one
  /// `WagerError.battleAlreadyRunning`. Every `BattleCommand` reads, applies and writes the battle in one
  /// transaction.
  ///
  /// A transition that settles a battle (finalize, cancel) writes the battle's coupon in the same transaction,
  /// unless the coupon is stored already: a process that dies while it finalizes a battle (killed, out
  /// of power) leaves the battle running and no coupon, or the battle finalized and its coupon, never a finalized
  /// battle without its coupon. `CouponRepository.issue(_:)` afterwards finds the coupon and stores nothing.
  public struct SQLiteBattleRepository: BattleRepository {
    /// The database the battles live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    /// Stores a new battle; see `BattleRepository.insert(_:)`.
    public func insert(_ battle: Battle) async throws {
      let body = try StoredJSON.encode(battle, table: "wager_battle", key: battle.id.rawValue)
      try await database.write { db in
        // The rule first: a retried insert of the live battle itself reads "already running (existing: this id)".
        if battle.isLive, let existing = try Self.liveBattleID(db, couple: battle.coupleID) {
          throw WagerError.battleAlreadyRunning(couple: battle.coupleID, existing: existing)
        }
        guard try Self.row(db, id: battle.id) == nil else { throw WagerError.duplicateBattle(battle: battle.id) }
        try Self.write(battle, body: body, insert: true, changed: true, db)
      }
    }

    /// The battle with this identifier, or `nil`.
    public func battle(id: BattleID) async throws -> Battle? {
      try await database.read { db in try Self.row(db, id: id) }
    }

    /// The couple's created or running battle, or `nil`: one lookup in the live-battle index.
    public func liveBattle(couple: CoupleID) async throws -> Battle? {
      try await database.read { db in
        try Row.fetchOne(
          db, sql: "SELECT id, body FROM wager_battle WHERE couple_id = ? AND is_live = 1", arguments: [couple.rawValue]
        ).map(Self.battle)
      }
    }

    /// The couple's finalized battles, newest first (by `finalizedAt`, ties by identifier, descending).
    ///
    /// - Complexity: an index range over the couple's finished battles, then O(*k* log *k*) to order them by their
    ///   exact instants.
    public func finishedBattles(couple: CoupleID) async throws -> [Battle] {
      let battles = try await database.read { db in
        try Row.fetchAll(
          db, sql: "SELECT id, body FROM wager_battle WHERE couple_id = ? AND finalised_at IS NOT NULL",
          arguments: [couple.rawValue]
        ).map(Self.battle)
      }
      return battles.sorted { lhs, rhs in
        let (left, right) = (lhs.finalizedAt ?? .distantPast, rhs.finalizedAt ?? .distantPast)
        return left != right ? left > right : lhs.id > rhs.id
      }
    }

    /// Applies `command` to the stored battle in one immediate transaction; see `BattleRepository.update(id:_:)`.
    ///
    /// A battle the command changed is written back; a settled battle's coupon is stored unless it is already, also
    /// when the command changed nothing (finalizing again completes a coupon that is missing).
    @discardableResult
    public func update(id: BattleID, _ command: BattleCommand) async throws -> RepositoryUpdate<Battle> {
      try await database.write { db in
        guard let before = try Self.row(db, id: id) else { throw WagerError.battleNotFound(battle: id) }
        var battle = before
        try battle.apply(command)
        if battle.isLive, let existing = try Self.liveBattleID(db, couple: battle.coupleID), existing != id {
          throw WagerError.battleAlreadyRunning(couple: battle.coupleID, existing: existing)
        }
        try Self.write(
          battle, body: try StoredJSON.encode(battle, table: "wager_battle", key: id.rawValue), insert: false,
          changed: battle != before, db)
        return RepositoryUpdate(before: before, after: battle)
      }
    }

    // MARK: Rows

    private static func liveBattleID(_ db: Database, couple: CoupleID) throws -> BattleID? {
      try String.fetchOne(
        db, sql: "SELECT id FROM wager_battle WHERE couple_id = ? AND is_live = 1", arguments: [couple.rawValue]
      ).map(BattleID.init(rawValue:))
    }

    private static func row(_ db: Database, id: BattleID) throws -> Battle? {
      try Row.fetchOne(db, sql: "SELECT id, body FROM wager_battle WHERE id = ?", arguments: [id.rawValue])
        .map(battle)
    }

    /// Inserts or updates the battle's row (only when `changed`), and stores a settled battle's coupon unless it
    /// is stored already (except on `insert`).
    private static func write(_ battle: Battle, body: String, insert: Bool, changed: Bool, _ db: Database) throws {
      if changed {
        let values: [(any DatabaseValueConvertible)?] = [
          battle.coupleID.rawValue, battle.isLive, battle.finalizedAt.map(UTCMilliseconds.milliseconds), body,
          battle.id.rawValue,
        ]
        try db.execute(
          sql: insert
            ? "INSERT INTO wager_battle (couple_id, is_live, finalised_at, body, id) VALUES (?, ?, ?, ?, ?)"
            : "UPDATE wager_battle SET couple_id = ?, is_live = ?, finalised_at = ?, body = ? WHERE id = ?",
          arguments: StatementArguments(values))
      }
      // A transition that settles the battle stores its coupon with it (a restored battle, `insert`, does not:
      // its coupon, used or seen perhaps, is the caller's to store).
      let coupon = battle.coupon
      if !insert, coupon.status != .pending {
        _ = try SQLiteCouponRepository.insertIfAbsent(SQLiteCouponRepository.arguments(coupon), db)
      }
    }

    /// Decodes a row selected as `id, body`, checking that the body is the row's battle.
    private static func battle(_ row: Row) throws -> Battle {
      let stored = StoredRow(row: row, table: "wager_battle", key: StoredRow.keyText(row[0]))
      let battle = try StoredJSON.decode(Battle.self, from: try stored.text(1), table: stored.table, key: stored.key)
      guard battle.id.rawValue == stored.key else { throw stored.invalid("the body holds battle \(battle.id)") }
      return battle
    }
  }
#endif
