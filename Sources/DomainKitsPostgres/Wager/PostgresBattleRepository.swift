#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO
  import WagerKit

  /// A `BattleRepository` in PostgreSQL: each battle a row of `wager_battle`, its value whole as WagerKit's JSON
  /// beside its couple, status and finalization instant.
  ///
  /// Every method runs in one transaction: writes `SERIALIZABLE`, reads `REPEATABLE READ READ ONLY`. The rules,
  /// and what keeps each between servers and connections:
  ///
  /// - **One live battle per couple.** ``insert(_:)`` inserts first, with `ON CONFLICT DO NOTHING`, and reads only
  ///   when nothing was inserted, to name the conflict (the couple's live battle first, as the protocol asks, then
  ///   the identifier). The partial unique index `wager_battle_one_live_per_couple` refuses a second created or
  ///   running battle of a couple; when the conflicting battle was inserted by a concurrent transaction that this
  ///   one cannot see, PostgreSQL aborts this one (SQLSTATE 40001) and the retry finds it. Of two partners creating
  ///   a battle at the same instant, on two servers even, one stores it and the other gets
  ///   `WagerError.battleAlreadyRunning(couple:existing:)`.
  /// - **A command is atomic.** ``update(id:_:)`` reads the battle, runs the kit's `Battle.apply(_:)` and writes it
  ///   back in one transaction; of two commands on one battle, `SERIALIZABLE` aborts the second writer (40001) and
  ///   its retry runs the rules again on the battle the first one stored (a second finalize then changes nothing).
  /// - **A settled battle has its coupon.** The transaction that finalizes or cancels a battle inserts its coupon
  ///   (unless it is stored), so the battle and its coupon commit together or not at all; the deferred constraint
  ///   trigger `wager_battle_settled_with_coupon` refuses to commit a settlement without it. Finalizing again stores
  ///   a coupon that is missing, and `CouponRepository.issue(_:)` afterwards stores nothing.
  ///
  /// A transaction aborted by a serialization failure or a deadlock is retried as a whole, up to
  /// `DomainKitsPostgres.maximumAttempts` attempts, then reported as
  /// `DomainKitsPostgresError.retriesExhausted(attempts:sqlState:)`. WagerKit's errors pass through unchanged, and
  /// a refused command writes nothing.
  public struct PostgresBattleRepository: BattleRepository {
    /// The database the battles live in.
    public let database: DomainKitsPostgres

    /// A repository over `database`, which must be migrated (`DomainKitsPostgres.migrate()`).
    public init(_ database: DomainKitsPostgres) {
      self.database = database
    }

    /// The row mappings.
    typealias Rows = WagerPostgresRows

    /// Stores a new battle; see `BattleRepository.insert(_:)`. A finished battle (restored from elsewhere) is
    /// stored as it is, without its coupon: that is the caller's to issue.
    ///
    /// - Throws: `WagerError.battleAlreadyRunning(couple:existing:)`, `WagerError.duplicateBattle(battle:)`, or a
    ///   `DomainKitsPostgresError`; nothing is stored then.
    public func insert(_ battle: Battle) async throws {
      let body = try Rows.body(battle, table: "wager_battle", key: battle.id.rawValue)
      try await database.write { connection in
        let inserted = try await connection.rows(
          """
          INSERT INTO wager_battle (id, couple_id, status, finalized_at, body)
            VALUES (\(battle.id.rawValue), \(battle.coupleID.rawValue), \(battle.status.rawValue),
              \(battle.finalizedAt.map(PostgresInstant.milliseconds)), \(body)::json)
            ON CONFLICT DO NOTHING RETURNING 1
          """)
        guard inserted.isEmpty else { return }
        // A row this transaction sees holds the couple's live slot or the identifier. The rule first: a retried
        // insert of the live battle itself reads "already running (existing: this id)".
        if battle.isLive, let existing = try await Rows.liveBattleID(connection, couple: battle.coupleID) {
          throw WagerError.battleAlreadyRunning(couple: battle.coupleID, existing: existing)
        }
        let stored = try await connection.rows("SELECT 1 FROM wager_battle WHERE id = \(battle.id.rawValue)")
        guard stored.isEmpty else { throw WagerError.duplicateBattle(battle: battle.id) }
        throw DomainKitsPostgresError.queryFailed(
          sqlState: "23505", message: "battle \(battle.id) conflicts with a row the transaction cannot see")
      }
    }

    /// The battle with this identifier, or `nil`.
    public func battle(id: BattleID) async throws -> Battle? {
      try await database.read { connection in try await Rows.battle(connection, id: id) }
    }

    /// The couple's created or running battle, or `nil`: one lookup in the live-battle index.
    public func liveBattle(couple: CoupleID) async throws -> Battle? {
      try await database.read { connection in
        let rows = try await connection.rows(
          """
          SELECT id, body::text FROM wager_battle
            WHERE couple_id = \(couple.rawValue) AND status IN ('created', 'running')
          """)
        return try rows.first.map(Rows.battle(from:))
      }
    }

    /// The couple's finalized battles, newest first (by `finalizedAt`, ties by identifier, descending); cancelled
    /// battles are not included.
    ///
    /// - Complexity: a range of the index `wager_battle_finished`, then O(*k* log *k*) to order the couple's *k*
    ///   battles by their exact instants.
    public func finishedBattles(couple: CoupleID) async throws -> [Battle] {
      let battles = try await database.read { connection in
        try await connection.rows(
          """
          SELECT id, body::text FROM wager_battle WHERE couple_id = \(couple.rawValue) AND status = 'finalized'
            ORDER BY finalized_at DESC, id DESC
          """
        ).map(Rows.battle(from:))
      }
      return battles.sorted { lhs, rhs in
        Rows.isNewer((lhs.finalizedAt, lhs.id), than: (rhs.finalizedAt, rhs.id))
      }
    }

    /// Applies `command` to the stored battle in one `SERIALIZABLE` transaction; see
    /// `BattleRepository.update(id:_:)`.
    ///
    /// A battle the command changed is written back; a settled battle's coupon is stored unless it is already, also
    /// when the command changed nothing (finalizing again completes a coupon that is missing).
    ///
    /// - Throws: `WagerError.battleNotFound(battle:)`, the command's `WagerError`, or a `DomainKitsPostgresError`;
    ///   nothing changes then.
    @discardableResult
    public func update(id: BattleID, _ command: BattleCommand) async throws -> RepositoryUpdate<Battle> {
      try await database.write { connection in
        guard let before = try await Rows.battle(connection, id: id) else {
          throw WagerError.battleNotFound(battle: id)
        }
        var battle = before
        try battle.apply(command)
        // No transition makes a finished battle live again; the check is the protocol's, made only where it could
        // fail (the unique index would refuse it anyway).
        if battle.isLive, !before.isLive,
          let existing = try await Rows.liveBattleID(connection, couple: battle.coupleID), existing != id
        {
          throw WagerError.battleAlreadyRunning(couple: battle.coupleID, existing: existing)
        }
        if battle != before {
          let body = try Rows.body(battle, table: "wager_battle", key: id.rawValue)
          try await connection.perform(
            """
            UPDATE wager_battle SET status = \(battle.status.rawValue),
              finalized_at = \(battle.finalizedAt.map(PostgresInstant.milliseconds)), body = \(body)::json
              WHERE id = \(id.rawValue)
            """)
        }
        let coupon = battle.coupon
        if coupon.status != .pending {
          let body = try Rows.body(coupon, table: "wager_coupon", key: id.rawValue)
          _ = try await Rows.insertCoupon(connection, coupon, body: body)
        }
        return RepositoryUpdate(before: before, after: battle)
      }
    }
  }
#endif
