#if Postgres
  import Foundation
  import PostgresNIO
  import RepositoryConformance
  import Testing
  import WagerKit
  import WagerKitPostgres

  /// WagerKit's repository suites, the same functions the kit runs against its in-memory actors and
  /// DomainKitsGRDBTests against SQLite, run against PostgreSQL (each store the suites make is a new database); then
  /// the rules under server concurrency, checked with the database's own rows; then the database refusing, by
  /// itself, what the rules forbid.
  @Suite(
    "PostgreSQL wager repositories pass the kit's conformance suites",
    .enabled(
      if: FreshDatabases.isConfigured,
      "DOMAINKITS_POSTGRES_URL is not set: Scripts/with-postgres.sh starts a throwaway cluster")
  )
  struct PostgresWagerRepositoryTests {
    @Test("BattleRepository, with 200 concurrent creates")
    func battles() async throws {
      try await Self.withDatabases { databases in
        try await exerciseBattleRepository { try await PostgresBattleRepository(databases.make().database) }
      }
    }

    @Test("CoupleRepository, with 100 concurrent joins")
    func couples() async throws {
      try await Self.withDatabases { databases in
        try await exerciseCoupleRepository { try await PostgresCoupleRepository(databases.make().database) }
      }
    }

    @Test("CouponRepository, with 100 concurrent uses")
    func coupons() async throws {
      try await Self.withDatabases { databases in
        try await exerciseCouponRepository { try await PostgresCouponRepository(databases.make().database) }
      }
    }

    // MARK: Server concurrency

    /// Couples racing, 8 tasks each.
    static let coupleCount = 32
    /// Tasks per couple in each race: 256 tasks in all, on a pool of 16 connections.
    static let tasksPerCouple = 8

    @Test("256 tasks on 16 connections: one join per code, one live battle per couple, one coupon each, one use")
    func serverConcurrency() async throws {
      try await Self.withDatabases { databases in
        // Sixteen connections on young tables, the default 16 attempts: the writers of one couple take turns on its
        // advisory lock (and a joiner's on the partner's), writers of different couples neither wait for nor abort
        // each other, so no call runs out of attempts. (Under `SERIALIZABLE` without locks, as the first version
        // ran, predicate locks on shared index pages made them abort each other: this test needed 64 attempts.)
        let (_, database) = try await databases.make(maximumConnections: 16)
        let seats = (0..<Self.coupleCount).flatMap { couple in
          (0..<Self.tasksPerCouple).map { Seat(couple: couple, task: $0) }
        }
        try #require(seats.count == 256)
        try await Self.raceJoins(database, seats)
        let battles = try await Self.raceCreates(database, seats)
        try #require(battles.count == Self.coupleCount)
        try await Self.prepareReports(database, battles)
        let settled = try await Self.raceSettlements(database, seats, battles)
        try await Self.raceUses(database, seats, battles, settled)
      }
    }

    /// Eight people race for each couple's invite code: one joins, seven get `inviteCodeAlreadyUsed`; the active
    /// partners' rows are the creators and the winners.
    private static func raceJoins(_ database: DomainKitsPostgres, _ seats: [Seat]) async throws {
      let couples = PostgresCoupleRepository(database)
      let issued = WagerSample.createdAt
      let startDay = try CalendarDay(year: 2022, month: 12, day: 28)
      for couple in 0..<coupleCount {
        let invite = try InviteCode(code: code(couple), issuedAt: issued, expiresAt: issued.addingTimeInterval(86_400))
        try await couples.insert(
          Couple(
            id: coupleID(couple), creator: Partner(id: creator(couple), nickname: "first"), startDay: startDay,
            invite: invite))
      }
      let joins = await race(seats) { seat in
        try await couples.join(
          code: code(seat.couple).lowercased(), partner: Partner(id: joiner(seat), nickname: "second"),
          at: issued.addingTimeInterval(60))
      }
      #expect(joins.count == seats.count)
      #expect(joins.compactMap(\.outcome.exhausted) == [], "no call runs out of attempts")
      #expect(joins.compactMap(\.outcome.failure).isEmpty, "\(joins.compactMap(\.outcome.failure))")
      let winners = joins.filter { $0.outcome.value != nil }
      #expect(winners.count == coupleCount)
      let joinedCouples = Set(winners.map { $0.seat.couple })
      #expect(joinedCouples.count == coupleCount, "one join per code")
      var refused = 0
      for race in joins where race.outcome.value == nil {
        #expect(race.outcome.refusal == .inviteCodeAlreadyUsed(code: code(race.seat.couple)), "\(race.seat)")
        refused += 1
      }
      #expect(refused == seats.count - coupleCount)
      for winner in winners {
        #expect(winner.outcome.value?.partner(.second)?.id == joiner(winner.seat))
      }

      // The rows: every couple connected, two active partners each, the creator and the winner.
      #expect(try await count(database, "SELECT count(*) FROM wager_couple WHERE status = 'connected'") == coupleCount)
      let partners = try await pairs(database, "SELECT partner_id, couple_id FROM wager_active_partner")
      var expected: [String: String] = [:]
      for couple in 0..<coupleCount { expected[creator(couple).rawValue] = coupleID(couple).rawValue }
      for winner in winners { expected[joiner(winner.seat).rawValue] = coupleID(winner.seat.couple).rawValue }
      #expect(partners == expected)
    }

    /// Eight tasks per couple create a battle at once: one is stored, seven get `battleAlreadyRunning` naming it.
    /// Returns each couple's battle.
    private static func raceCreates(_ database: DomainKitsPostgres, _ seats: [Seat]) async throws -> [Int: BattleID] {
      let battles = PostgresBattleRepository(database)
      let creates = await race(seats) { seat in
        let id = BattleID("race-battle-\(seat.couple)-\(seat.task)")
        let battle = try WagerSample.newBattle(id, couple: coupleID(seat.couple), created: WagerSample.at(1))
        try await battles.insert(battle)
        return battle.id
      }
      #expect(creates.count == seats.count)
      #expect(creates.compactMap(\.outcome.exhausted) == [], "no call runs out of attempts")
      #expect(creates.compactMap(\.outcome.failure).isEmpty, "\(creates.compactMap(\.outcome.failure))")
      var winners: [Int: BattleID] = [:]
      for race in creates {
        guard let id = race.outcome.value else { continue }
        let previous = winners.updateValue(id, forKey: race.seat.couple)
        #expect(previous == nil, "two battles for couple \(race.seat.couple)")
      }
      #expect(winners.count == coupleCount)
      var refused = 0
      for race in creates where race.outcome.value == nil {
        let couple = race.seat.couple
        #expect(
          race.outcome.refusal
            == .battleAlreadyRunning(couple: coupleID(couple), existing: winners[couple] ?? "none"),
          "\(race.seat)")
        refused += 1
      }
      #expect(refused == seats.count - coupleCount)

      // The rows: the winners only, each its couple's one live battle.
      #expect(try await count(database, "SELECT count(*) FROM wager_battle") == coupleCount)
      let live = try await pairs(
        database, "SELECT couple_id, id FROM wager_battle WHERE status IN ('created', 'running')")
      var expected: [String: String] = [:]
      for (couple, id) in winners { expected[coupleID(couple).rawValue] = id.rawValue }
      #expect(live == expected)
      return winners
    }

    /// Starts every battle and records both reports, one after the other: even couples' first partner wins, odd
    /// couples draw.
    private static func prepareReports(_ database: DomainKitsPostgres, _ battles: [Int: BattleID]) async throws {
      let store = PostgresBattleRepository(database)
      for (couple, id) in battles {
        try await store.start(id: id, at: WagerSample.at(2))
        try await store.report(id: id, role: .first, completed: couple.isMultiple(of: 2), at: WagerSample.at(3))
        try await store.report(id: id, role: .second, completed: false, at: WagerSample.at(4))
      }
      #expect(try await count(database, "SELECT count(*) FROM wager_battle WHERE status = 'running'") == coupleCount)
    }

    /// Per battle, six tasks finalize it and two cancel it, at once. Whichever transition commits first settles
    /// the battle: finalized, every finalize returns the outcome (one of them new) and both cancels are refused;
    /// cancelled, one cancel succeeds and the other seven tasks are refused. Every settled battle has exactly its
    /// coupon. Returns whether each couple's battle was finalized.
    private static func raceSettlements(
      _ database: DomainKitsPostgres, _ seats: [Seat], _ battles: [Int: BattleID]
    ) async throws -> [Int: Bool] {
      let store = PostgresBattleRepository(database)
      let settledAt = WagerSample.at(5)
      let settlements = await race(seats) { seat -> Settling in
        let id = battles[seat.couple] ?? "none"
        if seat.task < 6 {
          let settlement = try await store.finalize(id: id, at: settledAt)
          return .finalized(outcome: settlement.outcome, isNew: settlement.isNew)
        }
        try await store.cancel(id: id, at: settledAt)
        return .cancelled
      }
      #expect(settlements.count == seats.count)
      #expect(settlements.compactMap(\.outcome.exhausted) == [], "no call runs out of attempts")
      #expect(settlements.compactMap(\.outcome.failure).isEmpty, "\(settlements.compactMap(\.outcome.failure))")
      let statuses = try await pairs(database, "SELECT id, status FROM wager_battle")
      var finalized: [Int: Bool] = [:]
      var (accepted, refused) = (0, 0)
      for (couple, id) in battles {
        let races = settlements.filter { $0.seat.couple == couple }
        let outcomes = races.map(\.outcome)
        accepted += outcomes.filter { $0.value != nil }.count
        refused += outcomes.filter { $0.refusal != nil }.count
        let expectedOutcome: BattleOutcome = couple.isMultiple(of: 2) ? .win(.first) : .draw
        switch statuses[id.rawValue] ?? "missing" {
        case "finalized":
          finalized[couple] = true
          let finalizes = races.filter { $0.seat.task < 6 }.compactMap(\.outcome.value)
          let fresh = finalizes.filter { $0 == .finalized(outcome: expectedOutcome, isNew: true) }.count
          let again = finalizes.filter { $0 == .finalized(outcome: expectedOutcome, isNew: false) }.count
          #expect(fresh == 1 && again == 5, "battle \(id): \(fresh) new and \(again) repeated finalizations")
          for race in races where race.seat.task >= 6 {
            #expect(race.outcome.refusal == .invalidTransition(battle: id, from: .finalized, action: .cancel))
          }
        case "cancelled":
          finalized[couple] = false
          let values = outcomes.compactMap(\.value)
          #expect(values == [.cancelled], "battle \(id): \(values)")
          for race in races where race.seat.task < 6 {
            #expect(race.outcome.refusal == .invalidTransition(battle: id, from: .cancelled, action: .finalize))
          }
          let cancelRefusals = races.filter { $0.seat.task >= 6 }.compactMap(\.outcome.refusal)
          #expect(cancelRefusals == [.invalidTransition(battle: id, from: .cancelled, action: .cancel)])
        case let status:
          Issue.record("battle \(id) is \(status) after the race")
        }
      }
      let finalizedCount = finalized.values.filter { $0 }.count
      let cancelledCount = coupleCount - finalizedCount
      #expect(accepted == 6 * finalizedCount + cancelledCount)
      #expect(refused == 2 * finalizedCount + 7 * cancelledCount)
      #expect(accepted + refused == seats.count)

      // The rows: no live battle; one coupon per settled battle and no other, settled when the battle was, owned
      // by the winner of a won battle and by nobody otherwise.
      #expect(
        try await count(database, "SELECT count(*) FROM wager_battle WHERE status IN ('created', 'running')") == 0)
      #expect(try await count(database, "SELECT count(*) FROM wager_coupon") == coupleCount)
      #expect(
        try await count(
          database,
          """
          SELECT count(*) FROM wager_battle AS b WHERE NOT EXISTS (SELECT 1 FROM wager_coupon AS c WHERE c.id = b.id)
          """) == 0)
      #expect(
        try await count(
          database,
          """
          SELECT count(*) FROM wager_coupon AS c WHERE NOT EXISTS (
            SELECT 1 FROM wager_battle AS b WHERE b.id = c.id AND b.couple_id = c.couple_id
              AND b.status IN ('finalized', 'cancelled'))
          """) == 0)
      let milliseconds = Self.milliseconds(settledAt)
      #expect(
        try await count(database, "SELECT count(*) FROM wager_coupon WHERE settled_at = \(milliseconds)")
          == coupleCount)
      #expect(
        try await count(database, "SELECT count(*) FROM wager_battle WHERE finalized_at = \(milliseconds)")
          == finalizedCount)
      let owners = try await pairs(database, "SELECT id, coalesce(owner, 'nobody') FROM wager_coupon")
      var expectedOwners: [String: String] = [:]
      for (couple, id) in battles {
        expectedOwners[id.rawValue] = finalized[couple] == true && couple.isMultiple(of: 2) ? "first" : "nobody"
      }
      #expect(owners == expectedOwners)
      // And through the repository: the history holds the finalized battles.
      var history = 0
      for couple in 0..<coupleCount { history += try await store.finishedBattles(couple: coupleID(couple)).count }
      #expect(history == finalizedCount)
      return finalized
    }

    /// Per coupon, four tasks use it as the first partner and four as the second, at once: a won coupon is used
    /// once, by its owner (three more uses get `couponAlreadyUsed`, the other partner `couponNotOwned`); a void
    /// coupon is refused to all eight.
    private static func raceUses(
      _ database: DomainKitsPostgres, _ seats: [Seat], _ battles: [Int: BattleID], _ finalized: [Int: Bool]
    ) async throws {
      let coupons = PostgresCouponRepository(database)
      let uses = await race(seats) { seat in
        try await coupons.use(
          id: battles[seat.couple] ?? "none", by: role(seat), at: WagerSample.at(Double(10 + seat.task)))
      }
      #expect(uses.count == seats.count)
      #expect(uses.compactMap(\.outcome.exhausted) == [], "no call runs out of attempts")
      #expect(uses.compactMap(\.outcome.failure).isEmpty, "\(uses.compactMap(\.outcome.failure))")
      var expectedUses: [String: String] = [:]
      var (accepted, refused) = (0, 0)
      for (couple, id) in battles {
        let races = uses.filter { $0.seat.couple == couple }
        accepted += races.filter { $0.outcome.value != nil }.count
        refused += races.filter { $0.outcome.refusal != nil }.count
        guard finalized[couple] == true, couple.isMultiple(of: 2) else {
          for race in races { #expect(race.outcome.refusal == .couponVoid(coupon: id), "\(race.seat)") }
          continue
        }
        let winners = races.filter { $0.outcome.value != nil }
        #expect(winners.count == 1, "coupon \(id) used \(winners.count) times")
        guard let winner = winners.first else { continue }
        #expect(role(winner.seat) == .first)
        let usedAt = WagerSample.at(Double(10 + winner.seat.task))
        #expect(winner.outcome.value?.usedAt == usedAt)
        expectedUses[id.rawValue] = "\(milliseconds(usedAt))"
        for race in races where race.seat != winner.seat {
          let expected: WagerError =
            role(race.seat) == .first
            ? .couponAlreadyUsed(coupon: id, usedAt: usedAt)
            : .couponNotOwned(coupon: id, by: .second, owner: .first)
          #expect(race.outcome.refusal == expected, "\(race.seat)")
        }
      }
      let wonCount = expectedUses.count
      #expect(accepted == wonCount)
      #expect(refused == seats.count - wonCount)

      // The rows: each won coupon used once, at the winning task's instant (and seen then); no other coupon used.
      let used = try await pairs(database, "SELECT id, used_at::text FROM wager_coupon WHERE used_at IS NOT NULL")
      #expect(used == expectedUses)
      #expect(
        try await count(database, "SELECT count(*) FROM wager_coupon WHERE used_at IS NOT NULL AND seen_at = used_at")
          == wonCount)
    }

    // MARK: The database's own rules

    @Test("The database refuses a second live battle, a partner in two couples, a second use, a bare settlement")
    func databaseRules() async throws {
      try await Self.withDatabases { databases in
        let (_, database) = try await databases.make()
        let couples = PostgresCoupleRepository(database)
        let battles = PostgresBattleRepository(database)
        let coupons = PostgresCouponRepository(database)
        let issued = WagerSample.createdAt
        let invite = try InviteCode(code: "RULES234", issuedAt: issued, expiresAt: issued.addingTimeInterval(600))
        let startDay = try CalendarDay(year: 2022, month: 12, day: 28)
        try await couples.insert(
          Couple(id: "couple-7", creator: Partner(id: "user-1", nickname: "a"), startDay: startDay, invite: invite))
        _ = try await couples.join(code: "RULES234", partner: Partner(id: "user-2", nickname: "b"), at: issued)
        try await battles.insert(try WagerSample.newBattle("won"))
        try await battles.start(id: "won", at: WagerSample.at(1))
        try await battles.report(id: "won", role: .first, completed: true, at: WagerSample.at(2))
        try await battles.report(id: "won", role: .second, completed: false, at: WagerSample.at(3))
        _ = try await battles.finalize(id: "won", at: WagerSample.at(4))
        try await coupons.use(id: "won", by: .first, at: WagerSample.at(5))
        try await battles.insert(try WagerSample.newBattle("live", created: WagerSample.at(6)))

        // A second created battle of the couple, written by hand: the partial unique index.
        #expect(
          await sqlState(
            in: database,
            of: """
              INSERT INTO wager_battle (id, couple_id, status, body) VALUES ('by-hand', 'couple-7', 'created',
                '{"id": "by-hand", "coupleID": "couple-7", "phase": {"created": {}}}')
              """) == "23505")
        // A connected partner seated in another couple: the primary key of the active partners.
        #expect(
          await sqlState(
            in: database,
            of: """
              INSERT INTO wager_couple (id, invite_code, status, body) VALUES ('couple-8', 'OTHER234', 'waiting',
                '{"id": "couple-8", "invite": {"code": "OTHER234"}, "status": {"waiting": {}}}')
              """) == nil)
        #expect(
          await sqlState(
            in: database, of: "INSERT INTO wager_active_partner (partner_id, couple_id) VALUES ('user-2', 'couple-8')")
            == "23505")
        // A couple ended while its partners' rows remain: the foreign key.
        #expect(
          await sqlState(
            in: database,
            of: """
              UPDATE wager_couple SET status = 'disconnected',
                body = '{"id": "couple-7", "invite": {"code": "RULES234"}, "status": {"disconnected": {}}}'
                WHERE id = 'couple-7'
              """) == "23503")
        // A used coupon used again: the trigger.
        #expect(
          await sqlState(in: database, of: "UPDATE wager_coupon SET used_at = used_at + 1 WHERE id = 'won'") == "23514")
        // A status that lies about the body: the CHECK.
        #expect(
          await sqlState(in: database, of: "UPDATE wager_battle SET status = 'running' WHERE id = 'won'") == "23514")
        // A battle cancelled without its coupon: the deferred constraint trigger, at the end of the transaction.
        #expect(
          await sqlState(
            in: database,
            of: """
              UPDATE wager_battle SET status = 'cancelled',
                body = '{"id": "live", "coupleID": "couple-7", "phase": {"cancelled": {"at": 0}}}' WHERE id = 'live'
              """) == "23503")

        // Nothing of that was kept.
        #expect(try await Self.count(database, "SELECT count(*) FROM wager_battle") == 2)
        #expect(try await battles.liveBattle(couple: "couple-7")?.id == "live")
        #expect(try await coupons.coupon(id: "won")?.usedAt == WagerSample.at(5))
        #expect(try await couples.activeCouple(of: "user-2")?.id == "couple-7")
        #expect(try await Self.count(database, "SELECT count(*) FROM wager_active_partner") == 2)
      }
    }

    // MARK: Support

    /// Runs `body` with a `FreshDatabases`, dropping every database it made whether `body` returns or throws.
    private static func withDatabases(_ body: (FreshDatabases) async throws -> Void) async throws {
      let databases = try FreshDatabases()
      do {
        try await body(databases)
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    /// Runs `work` for every seat at once, one task each, and returns what each got.
    private static func race<Value: Sendable>(
      _ seats: [Seat], _ work: @escaping @Sendable (Seat) async throws -> Value
    ) async -> [Raced<Value>] {
      await withTaskGroup(of: Raced<Value>.self) { group in
        for seat in seats {
          group.addTask {
            do {
              return Raced(seat: seat, outcome: .accepted(try await work(seat)))
            } catch let error as WagerError {
              return Raced(seat: seat, outcome: .refused(error))
            } catch DomainKitsPostgresError.retriesExhausted(let attempts, let sqlState) {
              return Raced(seat: seat, outcome: .exhausted("\(seat): \(attempts) attempts, SQLSTATE \(sqlState)"))
            } catch {
              return Raced(seat: seat, outcome: .failed("\(seat): \(error)"))
            }
          }
        }
        var results: [Raced<Value>] = []
        for await result in group { results.append(result) }
        return results
      }
    }

    /// The single integer `query` returns.
    private static func count(_ database: DomainKitsPostgres, _ query: PostgresQuery) async throws -> Int {
      let rows = try await database.client.query(query).collect()
      return try #require(rows.first).decode(Int.self)
    }

    /// The rows of `query`, two text columns, as a dictionary from the first to the second.
    private static func pairs(_ database: DomainKitsPostgres, _ query: PostgresQuery) async throws -> [String: String] {
      var pairs: [String: String] = [:]
      for row in try await database.client.query(query).collect() {
        let (key, value) = try row.decode((String, String).self)
        let previous = pairs.updateValue(value, forKey: key)
        #expect(previous == nil, "\(key) twice")
      }
      return pairs
    }

    /// `date` as the columns store it: whole milliseconds since 1970.
    private static func milliseconds(_ date: Date) -> Int64 {
      Int64((date.timeIntervalSince1970 * 1_000).rounded())
    }

    private static func coupleID(_ couple: Int) -> CoupleID { CoupleID("race-couple-\(couple)") }
    private static func code(_ couple: Int) -> String { "RACE\(couple)" }
    private static func creator(_ couple: Int) -> PartnerID { PartnerID("race-creator-\(couple)") }
    private static func joiner(_ seat: Seat) -> PartnerID { PartnerID("race-joiner-\(seat.couple)-\(seat.task)") }
    /// The seat a use task plays: even tasks the first partner, odd tasks the second.
    private static func role(_ seat: Seat) -> PartnerRole { seat.task.isMultiple(of: 2) ? .first : .second }
  }

  /// One racing task: the couple it plays for and its number among that couple's tasks.
  private struct Seat: Sendable, Hashable, CustomStringConvertible {
    let couple: Int
    let task: Int

    var description: String { "couple \(couple) task \(task)" }
  }

  /// What one racing task got.
  private struct Raced<Value: Sendable>: Sendable {
    let seat: Seat
    let outcome: RaceOutcome<Value>
  }

  /// A value, WagerKit's refusal, a retry budget spent, or any other error (described): a lost connection.
  private enum RaceOutcome<Value: Sendable>: Sendable {
    case accepted(Value)
    case refused(WagerError)
    case exhausted(String)
    case failed(String)

    var value: Value? {
      if case .accepted(let value) = self { return value }
      return nil
    }

    var refusal: WagerError? {
      if case .refused(let error) = self { return error }
      return nil
    }

    var exhausted: String? {
      if case .exhausted(let description) = self { return description }
      return nil
    }

    var failure: String? {
      if case .failed(let description) = self { return description }
      return nil
    }
  }

  /// What a settling task did.
  private enum Settling: Sendable, Equatable {
    case finalized(outcome: BattleOutcome, isNew: Bool)
    case cancelled
  }
#endif
