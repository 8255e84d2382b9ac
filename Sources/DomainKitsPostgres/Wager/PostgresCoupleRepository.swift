#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO
  import WagerKit

  /// A `CoupleRepository` in PostgreSQL: each couple a row of `wager_couple`, its value whole as WagerKit's JSON
  /// beside its invite code and status, and each partner of a waiting or connected couple a row of
  /// `wager_active_partner`.
  ///
  /// Every write runs in one `READ COMMITTED` transaction behind advisory locks (`DomainKitsPostgres`' locked
  /// writes), taken together in one global order before the write reads: the couple's ("COUP", which its battles'
  /// and coupons' writers take too), and the lock of each partner whose `wager_active_partner` row the write
  /// inserts or deletes ("PART"): the partners of a new couple, the partner who joins, both partners of a couple
  /// that ends. ``join(code:partner:at:)`` finds the couple by its code, and a disconnect reads the couple's
  /// partners, before the locks. Writers of one couple or one partner take turns, and each reads what the previous
  /// one committed; others neither wait nor abort. Reads run in one `REPEATABLE READ READ ONLY` transaction. The
  /// rules, and what keeps each between servers and connections:
  ///
  /// - **An invite code belongs to one couple and connects once.** The code is UNIQUE in `wager_couple`.
  ///   ``join(code:partner:at:)`` finds the couple by its code, runs the kit's `Couple.join(_:code:at:)` and writes
  ///   the couple back over the body it read (`WHERE body::text = <read>`, compare and set): of many people racing
  ///   for one code, who take turns on the couple's lock, the first connects the couple and the others read it
  ///   connected and get `WagerError.inviteCodeAlreadyUsed(code:)`. A code changes only under its couple's lock,
  ///   so a code takes no lock of its own; ``insert(_:)`` and a renewal check the code against the other couples',
  ///   and one another couple takes at the same moment is a unique violation, retried, whose check names it
  ///   `WagerError.inviteCodeInUse(code:)`.
  /// - **A partner belongs to at most one active couple.** `wager_active_partner`'s primary key is the partner, and
  ///   its foreign key names an active couple. Writers of a partner's row take turns on the partner's lock; the row
  ///   is inserted with `ON CONFLICT DO NOTHING`, and when nothing is inserted the partner is in another active
  ///   couple: `WagerError.partnerAlreadyInCouple(partner:couple:)`. The primary key holds the rule whoever writes.
  /// - **A command is atomic**: the couple is written over the body read, and the partners' rows change only where
  ///   the command changes them (a join inserts the joiner's; a disconnect deletes both, before the couple ends, as
  ///   the foreign key asks). A writer that bypassed the locks and changed the couple since makes the write a
  ///   conflict, retried, never a lost update.
  ///
  /// A transaction that meets a deadlock, a unique violation or a conflict is retried as a whole (the checks run
  /// again and name what they find with WagerKit's error), up to `DomainKitsPostgres.maximumAttempts` attempts,
  /// then reported as `DomainKitsPostgresError.retriesExhausted(attempts:sqlState:)`. WagerKit's errors pass
  /// through unchanged, and a refused command writes nothing. (Under `SERIALIZABLE` without locks, as the first
  /// version ran, predicate locks on the young tables' shared index pages made writers of different couples abort
  /// each other.)
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
      let locks = [Rows.lock(couple: couple.id)] + Rows.activePartners(couple).map(Rows.lock(partner:))
      try await database.write(locking: { _ in locks }) { connection in
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
          // The couple that held the code renewed it between the two statements: run again.
          throw ConcurrentChange(table: "wager_couple", key: couple.id.rawValue)
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

    /// Seats `partner` with an invite code in one transaction, behind the locks of the couple that has the code and
    /// of the partner; see `CoupleRepository.join(code:partner:at:)`.
    ///
    /// - Throws: `WagerError.inviteCodeNotFound(code:)`, the errors of `Couple.join(_:code:at:)`,
    ///   `WagerError.partnerAlreadyInCouple(partner:couple:)`, or a `DomainKitsPostgresError`; nothing changes then.
    public func join(code: String, partner: Partner, at date: Date) async throws -> Couple {
      let normalized = InviteCode.normalized(code)
      let guarded = database.writeIsolation == .serializable
      return try await database.write(locking: { connection in
        // The couple is found by its code before the locks and again after them: its code changes only under its
        // lock, so the couple found then is the one locked (unless the code moved to another couple in between,
        // and that couple's row is written over the body read, compare and set).
        var locks = [Rows.lock(partner: partner.id)]
        if let couple = try await Rows.coupleID(connection, inviteCode: normalized) {
          locks.append(Rows.lock(couple: couple))
        }
        return locks
      }) { connection in
        guard let stored = try await Rows.storedCouple(connection, inviteCode: normalized) else {
          throw WagerError.inviteCodeNotFound(code: code)
        }
        var couple = stored.value
        try couple.join(partner, code: code, at: date)
        try await Self.store(couple, over: stored, guarded: guarded, connection)
        return couple
      }
    }

    /// Applies `command` to the stored couple in one transaction, behind the couple's lock and those of the
    /// partners whose rows it changes, checking its invite code and active partners against the other couples; see
    /// `CoupleRepository.update(id:_:)`.
    ///
    /// - Throws: `WagerError.coupleNotFound(couple:)`, the command's `WagerError`, the conflicts of ``insert(_:)``,
    ///   or a `DomainKitsPostgresError`; nothing changes then.
    @discardableResult
    public func update(id: CoupleID, _ command: CoupleCommand) async throws -> RepositoryUpdate<Couple> {
      let guarded = database.writeIsolation == .serializable
      return try await database.write(locking: { connection in try await Self.locks(connection, id, command) }) {
        connection in
        guard let stored = try await Rows.storedCouple(connection, id: id) else {
          throw WagerError.coupleNotFound(couple: id)
        }
        let before = stored.value
        var couple = before
        try couple.apply(command)
        if couple != before { try await Self.store(couple, over: stored, guarded: guarded, connection) }
        return RepositoryUpdate(before: before, after: couple)
      }
    }

    // MARK: Writes

    /// The locks `command` takes on the couple `id`: the couple's, and the partner's whose row it inserts (the
    /// partner who joins) or deletes (both partners of a couple that ends, read before the locks: a partner seated
    /// in between makes the delete's lock missing, and the primary key and the foreign key still hold).
    private static func locks(_ connection: PostgresConnection, _ id: CoupleID, _ command: CoupleCommand)
      async throws -> [AdvisoryLock]
    {
      var locks = [Rows.lock(couple: id)]
      switch command {
      case .join(let partner, _, _):
        locks.append(Rows.lock(partner: partner.id))
      case .disconnect:
        if let couple = try await Rows.couple(connection, id: id) {
          locks += Rows.activePartners(couple).map(Rows.lock(partner:))
        }
      case .renewInvite, .changeNickname, .changeStartDay:
        break
      }
      return locks
    }

    /// Writes a changed couple over `stored`, the row read: checks its invite code against the other couples',
    /// deletes the rows of the partners it no longer seats (before the couple ends, as the foreign key asks),
    /// writes the couple over the body read (unless not `guarded`: the tests' naive read-modify-write) and seats
    /// the partners it newly seats.
    ///
    /// - Throws: `WagerError.inviteCodeInUse(code:)`, `WagerError.partnerAlreadyInCouple(partner:couple:)`, or
    ///   `ConcurrentChange` when the couple's row changed since it was read.
    private static func store(
      _ couple: Couple, over stored: Rows.Stored<Couple>, guarded: Bool, _ connection: PostgresConnection
    ) async throws {
      let before = stored.value
      let code = couple.invite.code
      if code != before.invite.code {
        let owners = try await connection.rows(
          "SELECT 1 FROM wager_couple WHERE invite_code = \(code) AND id <> \(couple.id.rawValue)")
        guard owners.isEmpty else { throw WagerError.inviteCodeInUse(code: code) }
      }
      let (partnersBefore, partners) = (Rows.activePartners(before), Rows.activePartners(couple))
      for partner in partnersBefore where !partners.contains(partner) {
        try await connection.perform(
          """
          DELETE FROM wager_active_partner WHERE partner_id = \(partner.rawValue) AND couple_id = \(couple.id.rawValue)
          """)
      }
      let body = try Rows.body(couple, table: "wager_couple", key: couple.id.rawValue)
      let written = try await connection.rows(
        """
        UPDATE wager_couple SET invite_code = \(code), status = \(Rows.statusText(couple)), body = \(body)::json
          WHERE id = \(couple.id.rawValue) AND (NOT \(guarded) OR body::text = \(stored.body))
          RETURNING 1
        """)
      guard !written.isEmpty else { throw ConcurrentChange(table: "wager_couple", key: couple.id.rawValue) }
      try await seat(partners.filter { !partnersBefore.contains($0) }, of: couple.id, connection)
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
        // No row: the one that conflicted was deleted since, by a writer that bypassed the partner's lock.
        guard let other = try rows.first.map({ CoupleID(rawValue: try $0.decode(String.self)) }) else {
          throw ConcurrentChange(table: "wager_active_partner", key: partner.rawValue)
        }
        throw WagerError.partnerAlreadyInCouple(partner: partner, couple: other)
      }
    }
  }
#endif
