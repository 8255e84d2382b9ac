#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import WagerKit

  /// A `CouponRepository` in SQLite.
  ///
  /// A settled battle's coupon is stored by ``SQLiteBattleRepository`` in the transaction that settles the battle
  /// (so ``issue(_:)`` after it stores nothing new). Using a coupon reads, changes and writes it in one immediate
  /// transaction, and the trigger
  /// `wager_coupon_used_once` refuses any write that would change a used coupon's use: a coupon is used once, also
  /// against another process. ``counts(couple:owner:)`` is one indexed query.
  public struct SQLiteCouponRepository: CouponRepository {
    /// The database the coupons live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    /// Stores a settled coupon unless its battle's coupon is already stored; returns whether it was stored.
    public func issue(_ coupon: WishCoupon) async throws -> Bool {
      guard coupon.status != .pending else { throw WagerError.couponNotSettled(coupon: coupon.id) }
      let arguments = try Self.arguments(coupon)
      return try await database.write { db in try Self.insertIfAbsent(arguments, db) }
    }

    /// Inserts a coupon's row (its ``arguments(_:)``) unless its battle's coupon is stored; returns whether it was.
    /// The battle repository calls it in the transaction that settles a battle.
    static func insertIfAbsent(_ arguments: StatementArguments, _ db: Database) throws -> Bool {
      try db.execute(
        sql: """
          INSERT INTO wager_coupon (couple_id, owner, settled_at, used_at, seen_at, body, id)
            VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING
          """,
        arguments: arguments)
      return db.changesCount > 0
    }

    /// The coupon of this battle, or `nil`.
    public func coupon(id: BattleID) async throws -> WishCoupon? {
      try await database.read { db in try Self.row(db, id: id) }
    }

    /// The couple's coupons, newest settled first (ties by identifier, descending).
    public func coupons(couple: CoupleID) async throws -> [WishCoupon] {
      let coupons = try await database.read { db in
        try Row.fetchAll(db, sql: "SELECT id, body FROM wager_coupon WHERE couple_id = ?", arguments: [couple.rawValue])
          .map(Self.coupon)
      }
      return coupons.sorted { lhs, rhs in
        let (left, right) = (lhs.settledAt ?? .distantPast, rhs.settledAt ?? .distantPast)
        return left != right ? left > right : lhs.id > rhs.id
      }
    }

    /// How many of the couple's coupons `owner` has not used and not seen: one query over the couple's index.
    public func counts(couple: CoupleID, owner: PartnerRole) async throws -> CouponCounts {
      try await database.read { db in
        let row = try Row.fetchOne(
          db,
          sql: """
            SELECT COUNT(*) FILTER (WHERE used_at IS NULL), COUNT(*) FILTER (WHERE seen_at IS NULL)
              FROM wager_coupon WHERE couple_id = ? AND owner = ?
            """,
          arguments: [couple.rawValue, owner.rawValue])
        guard let row else { return CouponCounts(unused: 0, unseen: 0) }
        let stored = StoredRow(row: row, table: "wager_coupon", key: couple.rawValue)
        return CouponCounts(unused: try stored.int(0), unseen: try stored.int(1))
      }
    }

    /// Applies `command` to the stored coupon in one immediate transaction; see `CouponRepository.update(id:_:)`.
    @discardableResult
    public func update(id: BattleID, _ command: CouponCommand) async throws -> RepositoryUpdate<WishCoupon> {
      try await database.write { db in
        guard let before = try Self.row(db, id: id) else { throw WagerError.couponNotFound(coupon: id) }
        var coupon = before
        try coupon.apply(command)
        if coupon != before {
          try db.execute(
            sql:
              "UPDATE wager_coupon SET couple_id = ?, owner = ?, settled_at = ?, used_at = ?, seen_at = ?, body = ? WHERE id = ?",
            arguments: try Self.arguments(coupon))
        }
        return RepositoryUpdate(before: before, after: coupon)
      }
    }

    // MARK: Rows

    /// The values of a coupon's columns, in the order `couple_id, owner, settled_at, used_at, seen_at, body, id`.
    static func arguments(_ coupon: WishCoupon) throws(DomainKitsDatabaseError) -> StatementArguments {
      let values: [(any DatabaseValueConvertible)?] = [
        coupon.coupleID.rawValue, coupon.owner?.rawValue, coupon.settledAt.map(UTCMilliseconds.milliseconds),
        coupon.usedAt.map(UTCMilliseconds.milliseconds), coupon.seenAt.map(UTCMilliseconds.milliseconds),
        try StoredJSON.encode(coupon, table: "wager_coupon", key: coupon.id.rawValue), coupon.id.rawValue,
      ]
      return StatementArguments(values)
    }

    private static func row(_ db: Database, id: BattleID) throws -> WishCoupon? {
      try Row.fetchOne(db, sql: "SELECT id, body FROM wager_coupon WHERE id = ?", arguments: [id.rawValue]).map(coupon)
    }

    /// Decodes a row selected as `id, body`, checking that the body is the row's coupon.
    private static func coupon(_ row: Row) throws -> WishCoupon {
      let stored = StoredRow(row: row, table: "wager_coupon", key: StoredRow.keyText(row[0]))
      let coupon = try StoredJSON.decode(
        WishCoupon.self, from: try stored.text(1), table: stored.table, key: stored.key)
      guard coupon.id.rawValue == stored.key else { throw stored.invalid("the body holds coupon \(coupon.id)") }
      return coupon
    }
  }
#endif
