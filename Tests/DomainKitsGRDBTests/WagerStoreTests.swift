#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import RepositoryConformance
  import Testing
  import WagerKit

  @Suite("WagerKit's rules in the database itself")
  struct WagerStoreTests {
    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    @Test("A second live battle for a couple is refused by the unique partial index, even from raw SQL")
    func oneLiveBattleIndex() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let battles = SQLiteBattleRepository(database)
      try await battles.insert(try WagerSample.newBattle("b1"))
      try await battles.insert(try WagerSample.finishedBattle("old", minutes: 5, winner: .first))
      await #expect(throws: DatabaseError.self) {
        try await database.writer.write { db in
          try db.execute(
            sql: "INSERT INTO wager_battle (id, couple_id, is_live, body) VALUES ('b2', 'couple-7', 1, '{}')")
        }
      }
      await #expect(throws: DatabaseError.self) {
        try await database.writer.write { db in
          try db.execute(sql: "UPDATE wager_battle SET is_live = 1 WHERE id = 'old'")
        }
      }
      #expect(try await battles.liveBattle(couple: "couple-7")?.id == "b1")
    }

    @Test("A used coupon stays used: the trigger refuses to clear or move its use, even from raw SQL")
    func couponUsedOnce() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let coupons = SQLiteCouponRepository(database)
      #expect(try await coupons.issue(try WagerSample.finishedBattle("c1", minutes: 10, winner: .first).coupon))
      try await coupons.use(id: "c1", by: .first, at: WagerSample.at(60))
      for edit in ["UPDATE wager_coupon SET used_at = NULL", "UPDATE wager_coupon SET used_at = used_at + 1"] {
        await #expect(throws: DatabaseError.self) {
          try await database.writer.write { db in try db.execute(sql: edit) }
        }
      }
      #expect(try await coupons.coupon(id: "c1")?.usedAt == WagerSample.at(60))
    }

    @Test("Finalizing or cancelling stores the battle and its coupon in one transaction; issue then adds nothing")
    func settlementIsAtomic() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let (battles, coupons) = (SQLiteBattleRepository(database), SQLiteCouponRepository(database))
      try await battles.insert(try WagerSample.newBattle("b1"))
      try await battles.start(id: "b1", at: WagerSample.at(1))
      try await battles.report(id: "b1", role: .first, completed: true, at: WagerSample.at(5))
      try await battles.report(id: "b1", role: .second, completed: false, at: WagerSample.at(6))
      #expect(try await coupons.coupon(id: "b1") == nil, "a live battle's coupon is pending, not stored")
      // The repository alone, without WagerService's second step: the coupon is there already.
      let settlement = try await battles.finalize(id: "b1", at: WagerSample.at(10))
      #expect(try await coupons.coupon(id: "b1") == settlement.coupon)
      #expect(try await coupons.issue(settlement.coupon) == false)
      // A used coupon is not touched by finalizing again.
      try await coupons.use(id: "b1", by: .first, at: WagerSample.at(20))
      _ = try await battles.finalize(id: "b1", at: WagerSample.at(30))
      #expect(try await coupons.coupon(id: "b1")?.usedAt == WagerSample.at(20))

      try await battles.insert(try WagerSample.newBattle("b2"))
      let cancelled = try await battles.cancel(id: "b2", at: WagerSample.at(40))
      #expect(try await coupons.coupon(id: "b2") == cancelled.coupon)
      #expect(try await coupons.coupon(id: "b2")?.status == .void)
      // A finished battle restored with `insert` leaves its coupon to the caller (it may have been used elsewhere).
      try await battles.insert(try WagerSample.finishedBattle("b3", minutes: 50, winner: .second))
      #expect(try await coupons.coupon(id: "b3") == nil)
    }

    @Test("Two connections to one file (an app and its widget) racing: one battle per couple, one use per coupon")
    func twoConnections() async throws {
      let path = folder.path("wager.sqlite")
      let (app, widget) = (try DomainKitsDatabase.open(atPath: path), try DomainKitsDatabase.open(atPath: path))
      let stores = [SQLiteBattleRepository(app), SQLiteBattleRepository(widget)]
      let created = await withTaskGroup(of: BattleID?.self) { group in
        for attempt in 0..<60 {
          group.addTask {
            let battle = try? WagerSample.newBattle(BattleID("race-\(attempt)"))
            guard let battle else { return nil }
            do {
              try await stores[attempt % 2].insert(battle)
              return battle.id
            } catch {
              return nil
            }
          }
        }
        var winners: [BattleID] = []
        for await winner in group { winner.map { winners.append($0) } }
        return winners
      }
      #expect(created.count == 1)
      #expect(try await stores[1].liveBattle(couple: "couple-7")?.id == created.first)

      let coupons = [SQLiteCouponRepository(app), SQLiteCouponRepository(widget)]
      #expect(try await coupons[0].issue(try WagerSample.finishedBattle("c1", minutes: 10, winner: .second).coupon))
      let uses = await withTaskGroup(of: Bool.self) { group in
        for attempt in 0..<60 {
          group.addTask {
            (try? await coupons[attempt % 2].use(id: "c1", by: .second, at: WagerSample.at(Double(60 + attempt))))
              != nil
          }
        }
        var count = 0
        for await used in group where used { count += 1 }
        return count
      }
      #expect(uses == 1)
    }

    @Test("Instants: columns hold UTC milliseconds, bodies keep the exact instant")
    func instants() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let coupons = SQLiteCouponRepository(database)
      let battle = try WagerSample.finishedBattle("c1", minutes: 10, winner: .first)
      #expect(try await coupons.issue(battle.coupon))
      let use = Date(timeIntervalSince1970: 1_703_680_000.123_456_7)
      try await coupons.use(id: "c1", by: .first, at: use)
      let columns = try database.writer.read { db in
        try Row.fetchOne(db, sql: "SELECT settled_at, used_at, typeof(used_at) FROM wager_coupon WHERE id = 'c1'")
      }
      let row = try #require(columns)
      #expect(row[0] as Int64 == 1_703_677_800_000)  // 2023-12-27 11:50:00 UTC, the finalization
      #expect(row[1] as Int64 == 1_703_680_000_123)
      #expect(row[2] as String == "integer")
      #expect(try await coupons.coupon(id: "c1")?.usedAt == use, "the body keeps the sub-millisecond instant")
    }

    @Test("A stored body that breaks WagerKit's rules, or holds another row's value, is a typed error")
    func tamperedBodies() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let couples = SQLiteCoupleRepository(database)
      let issued = Date(timeIntervalSince1970: 1_672_617_600)
      let invite = try InviteCode(code: "K7Q2M9XD", issuedAt: issued, expiresAt: issued + 86_400)
      let creator = Partner(id: "user-1", nickname: "빵빵아")
      try await couples.insert(
        Couple(
          id: "couple-7", creator: creator, startDay: try CalendarDay(year: 2022, month: 12, day: 28), invite: invite))
      try await SQLiteBattleRepository(database).insert(try WagerSample.newBattle("b1"))
      try await database.writer.write { db in
        // A connected couple without a second partner; a battle row whose body is another battle.
        try db.execute(sql: "UPDATE wager_couple SET body = replace(body, '\"waiting\"', '\"connected\"')")
        try db.execute(sql: "UPDATE wager_battle SET id = 'b9'")
      }
      await #expect {
        try await couples.couple(id: "couple-7")
      } throws: { error in
        guard case .invalidStoredValue(let table, let key, _) = error as? DomainKitsDatabaseError else { return false }
        return table == "wager_couple" && key == "couple-7"
      }
      await #expect(
        throws: DomainKitsDatabaseError.invalidStoredValue(
          table: "wager_battle", key: "b9", reason: "the body holds battle b1")
      ) {
        try await SQLiteBattleRepository(database).battle(id: "b9")
      }
    }
  }
#endif
