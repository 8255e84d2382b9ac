#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO
  import WagerKit

  /// A `CouponRepository` in PostgreSQL: each settled wish coupon a row of `wager_coupon`, its value whole as
  /// WagerKit's JSON beside its couple, owner and the instants it was settled, used and seen.
  ///
  /// Every write runs in one `READ COMMITTED` transaction behind the advisory lock of the coupon's couple ("COUP",
  /// `DomainKitsPostgres`' locked writes; ``update(id:_:)`` reads the coupon's couple first, a couple never
  /// changes), the lock the couple's battle writers take too: writers of one couple take turns, and each reads what
  /// the previous one committed; writers of other couples neither wait nor abort. Reads run in one
  /// `REPEATABLE READ READ ONLY` transaction. The rules, and what keeps each between servers and connections:
  ///
  /// - **A battle has one coupon, issued once.** The primary key is the battle's identifier; ``issue(_:)`` inserts
  ///   with `ON CONFLICT (id) DO NOTHING`, so a coupon already stored (used, seen) is left as it is. A settled
  ///   battle's coupon is normally stored already, by ``PostgresBattleRepository`` in the transaction that settled
  ///   the battle, and ``issue(_:)`` then stores nothing.
  /// - **A coupon is used once, by its owner.** ``update(id:_:)`` reads the coupon, runs the kit's
  ///   `WishCoupon.apply(_:)` and writes it back over the body it read (`WHERE body::text = <read>`, compare and
  ///   set). Of two uses racing, the second takes the couple's lock after the first committed, reads the used coupon
  ///   and gets `WagerError.couponAlreadyUsed(coupon:usedAt:)`; a writer that bypassed the lock makes the write a
  ///   conflict, retried, never a lost update. The trigger `wager_coupon_used_once` refuses any write that changes
  ///   a used coupon's use, whoever writes; a void coupon is never used or seen (a CHECK).
  /// - **Counts are one query** over the index on the couple and the owner (``counts(couple:owner:)``).
  ///
  /// A transaction that meets a deadlock or a conflict is retried as a whole, up to
  /// `DomainKitsPostgres.maximumAttempts` attempts, then reported as
  /// `DomainKitsPostgresError.retriesExhausted(attempts:sqlState:)`. WagerKit's errors pass through unchanged, and
  /// a refused command writes nothing.
  public struct PostgresCouponRepository: CouponRepository {
    /// The database the coupons live in.
    public let database: DomainKitsPostgres

    /// A repository over `database`, which must be migrated (`DomainKitsPostgres.migrate()`).
    public init(_ database: DomainKitsPostgres) {
      self.database = database
    }

    /// The row mappings.
    typealias Rows = WagerPostgresRows

    /// Stores a settled coupon unless its battle's coupon is already stored; returns whether it was stored.
    ///
    /// - Throws: `WagerError.couponNotSettled(coupon:)` for a pending coupon, or a `DomainKitsPostgresError`.
    @discardableResult
    public func issue(_ coupon: WishCoupon) async throws -> Bool {
      guard coupon.status != .pending else { throw WagerError.couponNotSettled(coupon: coupon.id) }
      let body = try Rows.body(coupon, table: "wager_coupon", key: coupon.id.rawValue)
      return try await database.write(locking: { _ in [Rows.lock(couple: coupon.coupleID)] }) { connection in
        try await Rows.insertCoupon(connection, coupon, body: body)
      }
    }

    /// The coupon of this battle, or `nil`.
    public func coupon(id: BattleID) async throws -> WishCoupon? {
      try await database.read { connection in try await Rows.coupon(connection, id: id) }
    }

    /// The couple's coupons, newest settled first (ties by identifier, descending).
    ///
    /// - Complexity: a range of the index `wager_coupon_by_couple`, then O(*k* log *k*) to order the couple's *k*
    ///   coupons by their exact instants.
    public func coupons(couple: CoupleID) async throws -> [WishCoupon] {
      let coupons = try await database.read { connection in
        try await connection.rows(
          """
          SELECT id, body::text FROM wager_coupon WHERE couple_id = \(couple.rawValue)
            ORDER BY settled_at DESC, id DESC
          """
        ).map(Rows.coupon(from:))
      }
      return coupons.sorted { lhs, rhs in
        Rows.isNewer((lhs.settledAt, lhs.id), than: (rhs.settledAt, rhs.id))
      }
    }

    /// How many of the couple's coupons `owner` has not used and not seen: one query over the index on the couple
    /// and the owner.
    public func counts(couple: CoupleID, owner: PartnerRole) async throws -> CouponCounts {
      try await database.read { connection in
        let rows = try await connection.rows(
          """
          SELECT count(*) FILTER (WHERE used_at IS NULL), count(*) FILTER (WHERE seen_at IS NULL)
            FROM wager_coupon WHERE couple_id = \(couple.rawValue) AND owner = \(owner.rawValue)
          """)
        guard let row = rows.first else { return CouponCounts(unused: 0, unseen: 0) }
        let (unused, unseen) = try row.decode((Int, Int).self)
        return CouponCounts(unused: unused, unseen: unseen)
      }
    }

    /// Applies `command` to the stored coupon in one transaction, behind its couple's lock; see
    /// `CouponRepository.update(id:_:)`.
    ///
    /// - Throws: `WagerError.couponNotFound(coupon:)`, the command's `WagerError`, or a `DomainKitsPostgresError`;
    ///   nothing changes then.
    @discardableResult
    public func update(id: BattleID, _ command: CouponCommand) async throws -> RepositoryUpdate<WishCoupon> {
      let guarded = database.writeIsolation == .serializable
      return try await database.write(locking: { connection in
        // The coupon's couple, read before the lock: it never changes. An unknown coupon takes no lock.
        guard let couple = try await Rows.coupleID(connection, coupon: id) else { return [] }
        return [Rows.lock(couple: couple)]
      }) { connection in
        guard let stored = try await Rows.storedCoupon(connection, id: id) else {
          throw WagerError.couponNotFound(coupon: id)
        }
        let before = stored.value
        var coupon = before
        try coupon.apply(command)
        if coupon != before {
          // Over the body read (compare and set): a writer that bypassed the lock and changed the coupon since
          // makes this a conflict, retried. (Not `guarded`: the tests' naive read-modify-write.)
          let body = try Rows.body(coupon, table: "wager_coupon", key: id.rawValue)
          let written = try await connection.rows(
            """
            UPDATE wager_coupon SET used_at = \(coupon.usedAt.map(PostgresInstant.milliseconds)),
              seen_at = \(coupon.seenAt.map(PostgresInstant.milliseconds)), body = \(body)::json
              WHERE id = \(id.rawValue) AND (NOT \(guarded) OR body::text = \(stored.body))
              RETURNING 1
            """)
          guard !written.isEmpty else { throw ConcurrentChange(table: "wager_coupon", key: id.rawValue) }
        }
        return RepositoryUpdate(before: before, after: coupon)
      }
    }
  }
#endif
