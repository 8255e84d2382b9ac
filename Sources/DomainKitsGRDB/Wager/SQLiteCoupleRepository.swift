#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import WagerKit

  /// A `CoupleRepository` in SQLite.
  ///
  /// An invite code is unique in `wager_couple`, and each partner of a waiting or connected couple has one row in
  /// `wager_active_partner` (its primary key): a code connects once and a partner belongs to one active couple, in
  /// the database itself. ``join(code:partner:at:)`` reads, seats and writes in one immediate transaction, so of
  /// many people racing for one code exactly one joins.
  public struct SQLiteCoupleRepository: CoupleRepository {
    /// The database the couples live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    /// Stores a new couple; see `CoupleRepository.insert(_:)`.
    public func insert(_ couple: Couple) async throws {
      let body = try StoredJSON.encode(couple, table: "wager_couple", key: couple.id.rawValue)
      try await database.write { db in
        guard try Self.row(db, sql: "WHERE id = ?", couple.id.rawValue) == nil else {
          throw WagerError.duplicateCouple(couple: couple.id)
        }
        try Self.checkIndexes(for: couple, db)
        try Self.write(couple, body: body, insert: true, db)
      }
    }

    /// The couple with this identifier, or `nil`.
    public func couple(id: CoupleID) async throws -> Couple? {
      try await database.read { db in try Self.row(db, sql: "WHERE id = ?", id.rawValue) }
    }

    /// The waiting or connected couple of `partner`, or `nil`: one primary-key lookup.
    public func activeCouple(of partner: PartnerID) async throws -> Couple? {
      try await database.read { db in
        try Self.row(
          db, sql: "WHERE id = (SELECT couple_id FROM wager_active_partner WHERE partner_id = ?)", partner.rawValue)
      }
    }

    /// Seats `partner` with an invite code in one transaction; see `CoupleRepository.join(code:partner:at:)`.
    public func join(code: String, partner: Partner, at date: Date) async throws -> Couple {
      try await database.write { db in
        guard let before = try Self.row(db, sql: "WHERE invite_code = ?", InviteCode.normalized(code)) else {
          throw WagerError.inviteCodeNotFound(code: code)
        }
        var couple = before
        try couple.join(partner, code: code, at: date)
        try Self.checkIndexes(for: couple, db)
        try Self.write(
          couple, body: try StoredJSON.encode(couple, table: "wager_couple", key: couple.id.rawValue), insert: false, db
        )
        return couple
      }
    }

    /// Applies `command` to the stored couple in one immediate transaction, checking its invite code and active
    /// partners against the other couples; see `CoupleRepository.update(id:_:)`.
    @discardableResult
    public func update(id: CoupleID, _ command: CoupleCommand) async throws -> RepositoryUpdate<Couple> {
      try await database.write { db in
        guard let before = try Self.row(db, sql: "WHERE id = ?", id.rawValue) else {
          throw WagerError.coupleNotFound(couple: id)
        }
        var couple = before
        try couple.apply(command)
        if couple != before {
          try Self.checkIndexes(for: couple, db)
          try Self.write(
            couple, body: try StoredJSON.encode(couple, table: "wager_couple", key: id.rawValue), insert: false, db)
        }
        return RepositoryUpdate(before: before, after: couple)
      }
    }

    // MARK: Rows

    /// Throws if `couple`'s invite code or active partners are taken by another couple.
    private static func checkIndexes(for couple: Couple, _ db: Database) throws {
      if let owner = try String.fetchOne(
        db, sql: "SELECT id FROM wager_couple WHERE invite_code = ?", arguments: [couple.invite.code]),
        owner != couple.id.rawValue
      {
        throw WagerError.inviteCodeInUse(code: couple.invite.code)
      }
      guard couple.isActive else { return }
      for partner in [couple.first, couple.second].compactMap({ $0 }) {
        if let other = try String.fetchOne(
          db, sql: "SELECT couple_id FROM wager_active_partner WHERE partner_id = ?", arguments: [partner.id.rawValue]),
          other != couple.id.rawValue
        {
          throw WagerError.partnerAlreadyInCouple(partner: partner.id, couple: CoupleID(rawValue: other))
        }
      }
    }

    /// Writes the couple's row and replaces its active-partner rows.
    private static func write(_ couple: Couple, body: String, insert: Bool, _ db: Database) throws {
      let arguments: StatementArguments = [couple.invite.code, couple.isActive, body, couple.id.rawValue]
      try db.execute(
        sql: insert
          ? "INSERT INTO wager_couple (invite_code, is_active, body, id) VALUES (?, ?, ?, ?)"
          : "UPDATE wager_couple SET invite_code = ?, is_active = ?, body = ? WHERE id = ?",
        arguments: arguments)
      try db.execute(sql: "DELETE FROM wager_active_partner WHERE couple_id = ?", arguments: [couple.id.rawValue])
      guard couple.isActive else { return }
      for partner in [couple.first, couple.second].compactMap({ $0 }) {
        try db.execute(
          sql: "INSERT INTO wager_active_partner (partner_id, couple_id) VALUES (?, ?)",
          arguments: [partner.id.rawValue, couple.id.rawValue])
      }
    }

    /// The couple of the row `condition` selects (`condition` binds one argument), checked against its key.
    private static func row(_ db: Database, sql condition: String, _ argument: String) throws -> Couple? {
      guard let row = try Row.fetchOne(db, sql: "SELECT id, body FROM wager_couple \(condition)", arguments: [argument])
      else { return nil }
      let stored = StoredRow(row: row, table: "wager_couple", key: StoredRow.keyText(row[0]))
      let couple = try StoredJSON.decode(Couple.self, from: try stored.text(1), table: stored.table, key: stored.key)
      guard couple.id.rawValue == stored.key else { throw stored.invalid("the body holds couple \(couple.id)") }
      return couple
    }
  }
#endif
