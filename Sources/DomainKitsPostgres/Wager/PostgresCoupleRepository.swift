#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO
  import WagerKit

  /// A `CoupleRepository` in PostgreSQL: each couple a row of `wager_couple`, its value whole as WagerKit's JSON
  /// beside its invite code and status, and each partner of a waiting or connected couple a row of
  /// `wager_active_partner`.
  ///
  /// Every method runs in one transaction: writes `SERIALIZABLE`, reads `REPEATABLE READ READ ONLY`. The rules,
  /// and what keeps each between servers and connections:
  ///
  /// - **An invite code belongs to one couple and connects once.** The code is UNIQUE in `wager_couple`.
  ///   ``join(code:partner:at:)`` finds the couple by its code, runs the kit's `Couple.join(_:code:at:)` and writes
  ///   the couple back in one transaction: of many people racing for one code, `SERIALIZABLE` lets the first writer
  ///   commit and aborts the others (SQLSTATE 40001), whose retries read the connected couple and get
  ///   `WagerError.inviteCodeAlreadyUsed(code:)`.
  /// - **A partner belongs to at most one active couple.** `wager_active_partner`'s primary key is the partner, and
  ///   its foreign key names an active couple. A partner's row is inserted with `ON CONFLICT DO NOTHING`; when
  ///   nothing is inserted, the partner is in another active couple and the write fails with
  ///   `WagerError.partnerAlreadyInCouple(partner:couple:)`. A row inserted by a concurrent transaction that this
  ///   one cannot see makes PostgreSQL abort this one (40001), and the retry finds it.
  /// - **A command is atomic**, checked against the other couples' codes and partners before anything is kept;
  ///   ``insert(_:)`` inserts first and reads only to name a conflict (the identifier, then the code).
  ///
  /// A transaction aborted by a serialization failure or a deadlock is retried as a whole, up to
  /// `DomainKitsPostgres.maximumAttempts` attempts, then reported as
  /// `DomainKitsPostgresError.retriesExhausted(attempts:sqlState:)`. A unique violation (SQLSTATE 23505), which a
  /// concurrent writer can cause between a check and a write that PostgreSQL does not see as a serialization
  /// failure (a renewed invite code taken at the same moment), is run again too, at most twice, so that the check
  /// names the conflict with WagerKit's error. WagerKit's errors pass through unchanged, and a refused command
  /// writes nothing.
  public struct PostgresCoupleRepository: CoupleRepository {
    /// The database the couples live in.
    public let database: DomainKitsPostgres

    /// A repository over `database`, which must be migrated (`DomainKitsPostgres.migrate()`).
    public init(_ database: DomainKitsPostgres) {
      self.database = database
    }

    /// The row mappings.
    typealias Rows = WagerPostgresRows

    /// Stores a new couple; see `CoupleRepository.insert(_:)`.
    ///
    /// - Throws: `WagerError.duplicateCouple(couple:)`, `WagerError.inviteCodeInUse(code:)`,
    ///   `WagerError.partnerAlreadyInCouple(partner:couple:)`, or a `DomainKitsPostgresError`; nothing is stored
    ///   then.
    public func insert(_ couple: Couple) async throws {
      let body = try Rows.body(couple, table: "wager_couple", key: couple.id.rawValue)
      try await write { connection in
        let inserted = try await connection.rows(
          """
          INSERT INTO wager_couple (id, invite_code, status, body)
            VALUES (\(couple.id.rawValue), \(couple.invite.code), \(Rows.statusText(couple)), \(body)::json)
            ON CONFLICT DO NOTHING RETURNING 1
          """)
        if inserted.isEmpty {
          if try await Rows.couple(connection, id: couple.id) != nil {
            throw WagerError.duplicateCouple(couple: couple.id)
          }
          if try await Rows.couple(connection, inviteCode: couple.invite.code) != nil {
            throw WagerError.inviteCodeInUse(code: couple.invite.code)
          }
          throw DomainKitsPostgresError.queryFailed(
            sqlState: "23505", message: "couple \(couple.id) conflicts with a row the transaction cannot see")
        }
        try await Self.seat(Rows.activePartners(couple), of: couple.id, connection)
      }
    }

    /// The couple with this identifier, or `nil`.
    public func couple(id: CoupleID) async throws -> Couple? {
      try await database.read { connection in try await Rows.couple(connection, id: id) }
    }

    /// The waiting or connected couple of `partner`, or `nil`: one primary-key lookup.
    public func activeCouple(of partner: PartnerID) async throws -> Couple? {
      try await database.read { connection in
        let rows = try await connection.rows(
          """
          SELECT c.id, c.body::text FROM wager_active_partner AS p JOIN wager_couple AS c ON c.id = p.couple_id
            WHERE p.partner_id = \(partner.rawValue)
          """)
        return try rows.first.map(Rows.couple(from:))
      }
    }

    /// Seats `partner` with an invite code in one `SERIALIZABLE` transaction; see
    /// `CoupleRepository.join(code:partner:at:)`.
    ///
    /// - Throws: `WagerError.inviteCodeNotFound(code:)`, the errors of `Couple.join(_:code:at:)`,
    ///   `WagerError.partnerAlreadyInCouple(partner:couple:)`, or a `DomainKitsPostgresError`; nothing changes then.
    public func join(code: String, partner: Partner, at date: Date) async throws -> Couple {
      try await write { connection in
        guard let before = try await Rows.couple(connection, inviteCode: InviteCode.normalized(code)) else {
          throw WagerError.inviteCodeNotFound(code: code)
        }
        var couple = before
        try couple.join(partner, code: code, at: date)
        try await Self.store(couple, replacing: before, connection)
        return couple
      }
    }

    /// Applies `command` to the stored couple in one `SERIALIZABLE` transaction, checking its invite code and
    /// active partners against the other couples; see `CoupleRepository.update(id:_:)`.
    ///
    /// - Throws: `WagerError.coupleNotFound(couple:)`, the command's `WagerError`, the conflicts of ``insert(_:)``,
    ///   or a `DomainKitsPostgresError`; nothing changes then.
    @discardableResult
    public func update(id: CoupleID, _ command: CoupleCommand) async throws -> RepositoryUpdate<Couple> {
      try await write { connection in
        guard let before = try await Rows.couple(connection, id: id) else {
          throw WagerError.coupleNotFound(couple: id)
        }
        var couple = before
        try couple.apply(command)
        if couple != before { try await Self.store(couple, replacing: before, connection) }
        return RepositoryUpdate(before: before, after: couple)
      }
    }

    // MARK: Writes

    /// Runs `body` in one `SERIALIZABLE` transaction (`DomainKitsPostgres`'s own retries included), and again when
    /// it fails on a unique violation, at most three times in all: the violation came from a concurrent writer, and
    /// the next run's checks see its row.
    private func write<Value: Sendable>(_ body: (PostgresConnection) async throws -> Value) async throws -> Value {
      var attempt = 1
      while true {
        do {
          return try await database.write(body)
        } catch DomainKitsPostgresError.queryFailed(let sqlState, _) where sqlState == "23505" && attempt < 3 {
          attempt += 1
        }
      }
    }

    /// Writes a changed couple over `before`: checks its invite code against the other couples', then replaces
    /// its partners' rows when they change (the rows go before the couple ends, as the foreign key asks, and come
    /// back after it is written).
    private static func store(_ couple: Couple, replacing before: Couple, _ connection: PostgresConnection)
      async throws
    {
      let code = couple.invite.code
      if code != before.invite.code {
        let owners = try await connection.rows(
          "SELECT 1 FROM wager_couple WHERE invite_code = \(code) AND id <> \(couple.id.rawValue)")
        guard owners.isEmpty else { throw WagerError.inviteCodeInUse(code: code) }
      }
      let (partnersBefore, partners) = (Rows.activePartners(before), Rows.activePartners(couple))
      if partners != partnersBefore {
        try await connection.perform("DELETE FROM wager_active_partner WHERE couple_id = \(couple.id.rawValue)")
      }
      let body = try Rows.body(couple, table: "wager_couple", key: couple.id.rawValue)
      try await connection.perform(
        """
        UPDATE wager_couple SET invite_code = \(code), status = \(Rows.statusText(couple)), body = \(body)::json
          WHERE id = \(couple.id.rawValue)
        """)
      if partners != partnersBefore {
        try await seat(partners, of: couple.id, connection)
      }
    }

    /// Inserts the active-partner rows of `partners` in the couple `id`.
    ///
    /// - Throws: `WagerError.partnerAlreadyInCouple(partner:couple:)` for the first partner who belongs to another
    ///   active couple.
    private static func seat(_ partners: [PartnerID], of id: CoupleID, _ connection: PostgresConnection)
      async throws
    {
      for partner in partners {
        let inserted = try await connection.rows(
          """
          INSERT INTO wager_active_partner (partner_id, couple_id) VALUES (\(partner.rawValue), \(id.rawValue))
            ON CONFLICT (partner_id) DO NOTHING RETURNING 1
          """)
        guard inserted.isEmpty else { continue }
        let rows = try await connection.rows(
          "SELECT couple_id FROM wager_active_partner WHERE partner_id = \(partner.rawValue)")
        let other = try rows.first.map { CoupleID(rawValue: try $0.decode(String.self)) }
        throw WagerError.partnerAlreadyInCouple(partner: partner, couple: other ?? id)
      }
    }
  }
#endif
