#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO
  import WagerKit

  /// A `BattleRepository` in PostgreSQL: each battle a row of `wager_battle`, its value whole as WagerKit's JSON
  /// beside its couple, status and finalization instant.
  ///
  /// Every write runs in one `READ COMMITTED` transaction behind the advisory lock of the battle's couple ("COUP",
  /// `DomainKitsPostgres`' locked writes; ``update(id:_:)`` reads the battle's couple first, a couple never
  /// changes), which the couple's and its coupons' writers take too: writers of one couple take turns, and each
  /// reads what the previous one committed; writers of other couples neither wait nor abort. Reads run in one
  /// `REPEATABLE READ READ ONLY` transaction. The rules, and what keeps each between servers and connections:
  ///
  /// - **One live battle per couple.** ``insert(_:)`` inserts with `ON CONFLICT DO NOTHING` and reads only when
  ///   nothing was inserted, to name the conflict (the couple's live battle first, as the protocol asks, then the
  ///   identifier). Two partners creating a battle at once, on two servers even, take turns on the couple's lock:
  ///   one stores it, the other gets `WagerError.battleAlreadyRunning(couple:existing:)`. The partial unique index
  ///   `wager_battle_one_live_per_couple` refuses a second created or running battle of a couple whoever writes.
  /// - **A command is atomic.** ``update(id:_:)`` reads the battle, runs the kit's `Battle.apply(_:)` and writes it
  ///   back over the body it read (`WHERE body::text = <read>`, compare and set): of two commands on one battle the
  ///   second runs after the first on the battle it stored (a second finalize then changes nothing), and a writer
  ///   that bypassed the lock makes the write a conflict, retried, never a lost update.
  /// - **A settled battle has its coupon.** The transaction that finalizes or cancels a battle inserts its coupon
  ///   (unless it is stored), so the battle and its coupon commit together or not at all; the deferred constraint
  ///   trigger `wager_battle_settled_with_coupon` refuses to commit a settlement without it. Finalizing again stores
  ///   a coupon that is missing, and `CouponRepository.issue(_:)` afterwards stores nothing.
  ///
  /// A transaction that meets a deadlock, a unique violation or a conflict (a writer that bypassed the lock) is
  /// retried as a whole, up to `DomainKitsPostgres.maximumAttempts` attempts, then reported as
  /// `DomainKitsPostgresError.retriesExhausted(attempts:sqlState:)`. WagerKit's errors pass through unchanged, and
  /// a refused command writes nothing. (Under `SERIALIZABLE` without locks, as the first version ran, predicate
  /// locks on the young table's shared index pages made writers of different couples abort each other.)
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
      try await database.write(locking: { _ in [Rows.lock(couple: battle.coupleID)] }) { connection in
        let inserted = try await connection.rows(
          """
          INSERT INTO wager_battle (id, couple_id, status, finalized_at, body)
            VALUES (\(battle.id.rawValue), \(battle.coupleID.rawValue), \(battle.status.rawValue),
              \(battle.finalizedAt.map(PostgresInstant.milliseconds)), \(body)::json)
            ON CONFLICT DO NOTHING RETURNING 1
          """)
        guard inserted.isEmpty else { return }
        // A committed row holds the couple's live slot or the identifier (an uncommitted one made the insert wait
        // for its transaction). The rule first: a retried insert of the live battle itself reads "already running
        // (existing: this id)".
        if battle.isLive, let existing = try await Rows.liveBattleID(connection, couple: battle.coupleID) {
          throw WagerError.battleAlreadyRunning(couple: battle.coupleID, existing: existing)
        }
        let stored = try await connection.rows("SELECT 1 FROM wager_battle WHERE id = \(battle.id.rawValue)")
        guard stored.isEmpty else { throw WagerError.duplicateBattle(battle: battle.id) }
        // The live battle that conflicted was settled since, by a writer that bypassed the couple's lock: run again.
        throw ConcurrentChange(table: "wager_battle", key: battle.id.rawValue)
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

    /// Applies `command` to the stored battle in one transaction, behind its couple's lock; see
    /// `BattleRepository.update(id:_:)`.
    ///
    /// A battle the command changed is written back over the body read; a settled battle's coupon is stored unless
    /// it is already, also when the command changed nothing (finalizing again completes a coupon that is missing).
    ///
    /// - Throws: `WagerError.battleNotFound(battle:)`, the command's `WagerError`, or a `DomainKitsPostgresError`;
    ///   nothing changes then.
    @discardableResult
    public func update(id: BattleID, _ command: BattleCommand) async throws -> RepositoryUpdate<Battle> {
      let guarded = database.writeIsolation == .serializable
      return try await database.write(locking: { connection in
        // The battle's couple, read before the lock: it never changes. An unknown battle takes no lock (the body
        // reads it again and refuses the command, or writes over the body it read).
        guard let couple = try await Rows.coupleID(connection, battle: id) else { return [] }
        return [Rows.lock(couple: couple)]
      }) { connection in
        guard let stored = try await Rows.storedBattle(connection, id: id) else {
          throw WagerError.battleNotFound(battle: id)
        }
        let before = stored.value
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
          // Over the body read (compare and set): a writer that bypassed the lock and changed the battle since
          // makes this a conflict, retried. (Not `guarded`: the tests' naive read-modify-write.)
          let body = try Rows.body(battle, table: "wager_battle", key: id.rawValue)
          let written = try await connection.rows(
            """
            UPDATE wager_battle SET status = \(battle.status.rawValue),
              finalized_at = \(battle.finalizedAt.map(PostgresInstant.milliseconds)), body = \(body)::json
              WHERE id = \(id.rawValue) AND (NOT \(guarded) OR body::text = \(stored.body))
              RETURNING 1
            """)
          guard !written.isEmpty else { throw ConcurrentChange(table: "wager_battle", key: id.rawValue) }
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
