#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO
  import WagerKit

  /// How WagerKit's couples, battles and coupons map to rows and back, and the lookups and advisory locks the three
  /// repositories share.
  ///
  /// A value is stored whole as WagerKit's own JSON (`body`), beside the columns its rules and queries need,
  /// written from the same value. Reading decodes the body through the kit's validating decoders and checks that it
  /// holds the row's own value, so a row edited into something the rules forbid (a finalized battle without its
  /// reports, a void coupon that was used) reads as `DomainKitsPostgresError.invalidStoredValue(table:key:reason:)`,
  /// never as a value that breaks them. A row read to be changed keeps the body's text (``Stored``): the change is
  /// written only over that text (compare and set).
  enum WagerPostgresRows {
    // MARK: Locks

    /// The advisory locks of couples ("COUP"): a couple's row, and its battles and coupons.
    static let coupleLocks: Int32 = 0x434F_5550
    /// The advisory locks of partners ("PART"): a partner's row of `wager_active_partner`.
    static let partnerLocks: Int32 = 0x5041_5254

    /// The lock of a couple, which every writer of the couple's row, battles or coupons takes.
    static func lock(couple: CoupleID) -> AdvisoryLock { AdvisoryLock(coupleLocks, couple.rawValue) }

    /// The lock of a partner, which every writer of the partner's active-couple row takes.
    static func lock(partner: PartnerID) -> AdvisoryLock { AdvisoryLock(partnerLocks, partner.rawValue) }

    // MARK: Bodies

    /// A value read to be changed, with the text of its `body` as stored: the change is written with
    /// `WHERE body::text = <text>`, so that a writer that bypassed the locks and changed the row since makes it a
    /// `ConcurrentChange` (retried), never a lost update. (`json` keeps the text as written and has no `=`.)
    struct Stored<Value: Sendable>: Sendable {
      /// The decoded value.
      let value: Value
      /// The body's text, as read.
      let body: String
    }

    /// The value's JSON text: the kit's `Codable` form, keys sorted so that equal values store equal text, instants
    /// as the exact seconds since 2001 that `Date` encodes.
    ///
    /// - Throws: `DomainKitsPostgresError.invalidStoredValue(table:key:reason:)` when the value does not encode (a
    ///   non-finite instant); nothing is written then.
    static func body(_ value: some Encodable, table: String, key: String) throws -> String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      do {
        return String(decoding: try encoder.encode(value), as: UTF8.self)
      } catch {
        throw DomainKitsPostgresError.invalidStoredValue(table: table, key: key, reason: "does not encode: \(error)")
      }
    }

    /// Decodes a row selected as `id, body::text`, checking that the body holds the row's own value.
    private static func decode<Value: Decodable & Sendable>(
      _ type: Value.Type, from row: PostgresRow, table: String, id: (Value) -> String
    ) throws -> Stored<Value> {
      let (key, text) = try row.decode((String, String).self)
      let value: Value
      do {
        value = try JSONDecoder().decode(type, from: Data(text.utf8))
      } catch let DecodingError.dataCorrupted(context) {
        throw DomainKitsPostgresError.invalidStoredValue(table: table, key: key, reason: context.debugDescription)
      } catch {
        throw DomainKitsPostgresError.invalidStoredValue(
          table: table, key: key, reason: "not a stored \(type): \(error)")
      }
      guard id(value) == key else {
        throw DomainKitsPostgresError.invalidStoredValue(
          table: table, key: key, reason: "the body holds \(id(value)), not \(key)")
      }
      return Stored(value: value, body: text)
    }

    // MARK: Couples

    static func couple(from row: PostgresRow) throws -> Couple {
      try storedCouple(from: row).value
    }

    static func storedCouple(from row: PostgresRow) throws -> Stored<Couple> {
      try decode(Couple.self, from: row, table: "wager_couple", id: \.id.rawValue)
    }

    /// The couple with this identifier, or `nil`.
    static func couple(_ connection: PostgresConnection, id: CoupleID) async throws -> Couple? {
      try await storedCouple(connection, id: id)?.value
    }

    /// The couple with this identifier and its body's text, or `nil`.
    static func storedCouple(_ connection: PostgresConnection, id: CoupleID) async throws -> Stored<Couple>? {
      let rows = try await connection.rows("SELECT id, body::text FROM wager_couple WHERE id = \(id.rawValue)")
      return try rows.first.map(storedCouple(from:))
    }

    /// The couple whose invite code is `code` (normalized), or `nil`: one lookup in the code's unique index.
    static func couple(_ connection: PostgresConnection, inviteCode code: String) async throws -> Couple? {
      try await storedCouple(connection, inviteCode: code)?.value
    }

    /// The couple whose invite code is `code` (normalized) and its body's text, or `nil`.
    static func storedCouple(_ connection: PostgresConnection, inviteCode code: String) async throws
      -> Stored<Couple>?
    {
      let rows = try await connection.rows("SELECT id, body::text FROM wager_couple WHERE invite_code = \(code)")
      return try rows.first.map(storedCouple(from:))
    }

    /// The identifier of the couple whose invite code is `code` (normalized), or `nil`.
    static func coupleID(_ connection: PostgresConnection, inviteCode code: String) async throws -> CoupleID? {
      let rows = try await connection.rows("SELECT id FROM wager_couple WHERE invite_code = \(code)")
      return try rows.first.map { CoupleID(rawValue: try $0.decode(String.self)) }
    }

    /// The couple's `status` column: the case of `Couple.Status`.
    static func statusText(_ couple: Couple) -> String {
      switch couple.status {
      case .waiting: "waiting"
      case .connected: "connected"
      case .disconnected: "disconnected"
      }
    }

    /// The partners `wager_active_partner` holds for the couple: both seats of a waiting or connected couple, none of
    /// a disconnected one.
    static func activePartners(_ couple: Couple) -> [PartnerID] {
      guard couple.isActive else { return [] }
      return [couple.first, couple.second].compactMap { $0?.id }
    }

    // MARK: Battles

    static func battle(from row: PostgresRow) throws -> Battle {
      try storedBattle(from: row).value
    }

    static func storedBattle(from row: PostgresRow) throws -> Stored<Battle> {
      try decode(Battle.self, from: row, table: "wager_battle", id: \.id.rawValue)
    }

    /// The battle with this identifier, or `nil`.
    static func battle(_ connection: PostgresConnection, id: BattleID) async throws -> Battle? {
      try await storedBattle(connection, id: id)?.value
    }

    /// The battle with this identifier and its body's text, or `nil`.
    static func storedBattle(_ connection: PostgresConnection, id: BattleID) async throws -> Stored<Battle>? {
      let rows = try await connection.rows("SELECT id, body::text FROM wager_battle WHERE id = \(id.rawValue)")
      return try rows.first.map(storedBattle(from:))
    }

    /// The couple of the battle with this identifier, or `nil`: one primary-key lookup. (A battle's couple never
    /// changes.)
    static func coupleID(_ connection: PostgresConnection, battle id: BattleID) async throws -> CoupleID? {
      let rows = try await connection.rows("SELECT couple_id FROM wager_battle WHERE id = \(id.rawValue)")
      return try rows.first.map { CoupleID(rawValue: try $0.decode(String.self)) }
    }

    /// The identifier of the couple's created or running battle, or `nil`: one lookup in the live-battle index.
    static func liveBattleID(_ connection: PostgresConnection, couple: CoupleID) async throws -> BattleID? {
      let rows = try await connection.rows(
        "SELECT id FROM wager_battle WHERE couple_id = \(couple.rawValue) AND status IN ('created', 'running')")
      return try rows.first.map { BattleID(rawValue: try $0.decode(String.self)) }
    }

    // MARK: Coupons

    static func coupon(from row: PostgresRow) throws -> WishCoupon {
      try storedCoupon(from: row).value
    }

    static func storedCoupon(from row: PostgresRow) throws -> Stored<WishCoupon> {
      try decode(WishCoupon.self, from: row, table: "wager_coupon", id: \.id.rawValue)
    }

    /// The coupon of this battle, or `nil`.
    static func coupon(_ connection: PostgresConnection, id: BattleID) async throws -> WishCoupon? {
      try await storedCoupon(connection, id: id)?.value
    }

    /// The coupon of this battle and its body's text, or `nil`.
    static func storedCoupon(_ connection: PostgresConnection, id: BattleID) async throws -> Stored<WishCoupon>? {
      let rows = try await connection.rows("SELECT id, body::text FROM wager_coupon WHERE id = \(id.rawValue)")
      return try rows.first.map(storedCoupon(from:))
    }

    /// The couple of this battle's coupon, or `nil`: one primary-key lookup. (A coupon's couple never changes.)
    static func coupleID(_ connection: PostgresConnection, coupon id: BattleID) async throws -> CoupleID? {
      let rows = try await connection.rows("SELECT couple_id FROM wager_coupon WHERE id = \(id.rawValue)")
      return try rows.first.map { CoupleID(rawValue: try $0.decode(String.self)) }
    }

    /// Inserts a settled coupon's row unless its battle's coupon is stored; returns whether it was. `body` is the
    /// coupon's `body(_:table:key:)`.
    ///
    /// Nothing is read first: a coupon that a concurrent transaction inserted and has not committed makes the
    /// insert wait for it, then insert nothing (`READ COMMITTED`'s `ON CONFLICT DO NOTHING`); its writers take the
    /// couple's lock anyway.
    static func insertCoupon(_ connection: PostgresConnection, _ coupon: WishCoupon, body: String) async throws
      -> Bool
    {
      let rows = try await connection.rows(
        """
        INSERT INTO wager_coupon (id, couple_id, owner, settled_at, used_at, seen_at, body)
          VALUES (\(coupon.id.rawValue), \(coupon.coupleID.rawValue), \(coupon.owner?.rawValue),
            \(coupon.settledAt.map(PostgresInstant.milliseconds)), \(coupon.usedAt.map(PostgresInstant.milliseconds)),
            \(coupon.seenAt.map(PostgresInstant.milliseconds)), \(body)::json)
          ON CONFLICT (id) DO NOTHING RETURNING 1
        """)
      return !rows.isEmpty
    }

    // MARK: Order

    /// Whether `lhs` comes before `rhs` newest first: by instant, descending, ties by identifier, descending (the
    /// order of `BattleRepository.finishedBattles(couple:)` and `CouponRepository.coupons(couple:)`). The exact
    /// instants decide, not the milliseconds of the columns.
    static func isNewer(_ lhs: (at: Date?, id: BattleID), than rhs: (at: Date?, id: BattleID)) -> Bool {
      let (left, right) = (lhs.at ?? .distantPast, rhs.at ?? .distantPast)
      return left != right ? left > right : lhs.id > rhs.id
    }
  }
#endif
