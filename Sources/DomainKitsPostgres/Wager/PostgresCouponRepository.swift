#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO
  import WagerKit

  /// A `CouponRepository` in PostgreSQL: each settled wish coupon a row of `wager_coupon`, its value whole as
  /// WagerKit's JSON beside its couple, owner and the instants it was settled, used and seen.
  ///
  /// Every method runs in one transaction: writes `SERIALIZABLE`, reads `REPEATABLE READ READ ONLY`. The rules,
  /// and what keeps each between servers and connections:
  ///
  /// - **A battle has one coupon, issued once.** The primary key is the battle's identifier; ``issue(_:)`` inserts
  ///   with `ON CONFLICT (id) DO NOTHING`, so a coupon already stored (used, seen) is left as it is. A settled
  ///   battle's coupon is normally stored already, by ``PostgresBattleRepository`` in the transaction that settled
  ///   the battle, and ``issue(_:)`` then stores nothing.
  /// - **A coupon is used once, by its owner.** ``update(id:_:)`` reads the coupon, runs the kit's
  ///   `WishCoupon.apply(_:)` and writes it back in one transaction. Of two uses racing, `SERIALIZABLE` aborts the
  ///   second writer (SQLSTATE 40001); its retry reads the used coupon and gets
  ///   `WagerError.couponAlreadyUsed(coupon:usedAt:)`. The trigger `wager_coupon_used_once` refuses any write that
  ///   changes a used coupon's use, whoever writes; a void coupon is never used or seen (a CHECK).
  /// - **Counts are one query** over the index on the couple and the owner (``counts(couple:owner:)``).
  ///
  /// A transaction aborted by a serialization failure or a deadlock is retried as a whole, up to
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
      return try await database.write { connection in try await Rows.insertCoupon(connection, coupon, body: body) }
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

    /// Applies `command` to the stored coupon in one `SERIALIZABLE` transaction; see
    /// `CouponRepository.update(id:_:)`.
    ///
    /// - Throws: `WagerError.couponNotFound(coupon:)`, the command's `WagerError`, or a `DomainKitsPostgresError`;
    ///   nothing changes then.
    @discardableResult
    public func update(id: BattleID, _ command: CouponCommand) async throws -> RepositoryUpdate<WishCoupon> {
      try await database.write { connection in
        guard let before = try await Rows.coupon(connection, id: id) else {
          throw WagerError.couponNotFound(coupon: id)
        }
        var coupon = before
        try coupon.apply(command)
        if coupon != before {
          let body = try Rows.body(coupon, table: "wager_coupon", key: id.rawValue)
          try await connection.perform(
            """
            UPDATE wager_coupon SET used_at = \(coupon.usedAt.map(PostgresInstant.milliseconds)),
              seen_at = \(coupon.seenAt.map(PostgresInstant.milliseconds)), body = \(body)::json
              WHERE id = \(id.rawValue)
            """)
        }
        return RepositoryUpdate(before: before, after: coupon)
      }
    }
  }
#endif
