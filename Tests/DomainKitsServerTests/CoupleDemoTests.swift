#if Server
  import DomainKitsCore
  import DomainKitsGRDBCore
  import Foundation
  import GRDB
  import Testing
  import WagerKit

  @testable import DomainKitsServer

  @Suite("The couple app's storage: schema version 3, the demo, the start-up reconciliation")
  struct CoupleDemoTests {
    /// A server over `repositories` that is never started: its demo seed and reconciliation.
    @available(macOS 14, iOS 17, tvOS 17, *)
    static func server(_ repositories: ServerRepositories) -> ReferenceServer {
      ReferenceServer(
        configuration: ServerConfiguration(passwordCost: 4), repositories: repositories, metrics: ServerMetrics(),
        logger: ServerHarness.silent, secret: ServerHarness.secret)
    }

    @Test("The demo: uni0001 and uni0002 (users 1 and 2), couple 7, two categories, battles 752 and 753 with coupons")
    func demo() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let folder = try TemporaryFolder()
      let repositories = try await ServerRepositories.open(.sqlite(path: folder.path("demo.sqlite")))
      #expect(try await Self.server(repositories).seedDemoIfNeeded())
      #expect(try await repositories.demoLevel() == DemoSeed.level)
      let first = try #require(try await repositories.accounts.account(api: .couple, login: "uni0001"))
      let second = try #require(try await repositories.accounts.account(api: .couple, login: "uni0002"))
      #expect(first.kitID == "1" && second.kitID == "2")
      #expect(try await repositories.coupleUsers.user(account: first.id)?.nickname == "빵빵아")
      #expect(try await repositories.coupleUsers.user(account: second.id)?.nickname == "콩떡이")
      let couple = try #require(try await repositories.couples.couple(id: "7"))
      #expect(couple.isConnected && couple.first.id == "1" && couple.second?.id == "2")
      #expect(couple.startDay == (try CalendarDay(year: 2022, month: 12, day: 28)))
      #expect(couple.invite.code == DemoSeed.coupleInvite)
      #expect(try await repositories.missions.all().map(\.id) == [1, 2])
      let finished = try await repositories.battles.finishedBattles(couple: "7")
      #expect(finished.map(\.id) == ["753", "752"] && finished.allSatisfy { $0.outcome == .win(.first) })
      let coupons = try await repositories.coupons.coupons(couple: "7")
      #expect(coupons.map(\.id) == ["753", "752"] && coupons.map(\.wish) == ["설거지 한 번 해주기", ""])
      #expect(coupons.allSatisfy { $0.owner == .first && !$0.isUsed && !$0.isSeen })

      // Seeding again writes nothing; the sequences start above the demo's ids.
      #expect(try await Self.server(repositories).seedDemoIfNeeded() == false)
      #expect(try await repositories.sequences.next(.coupleCouple) == 8)
      #expect(try await repositories.sequences.next(.coupleBattle) == 754)
      #expect(try await repositories.sequences.next(.coupleUser) == 3)
    }

    @Test("A store seeded by slice 2 (demo level 1) gets the couple app's and Hous's demo, nothing of SUWIKI's again")
    func upgradeFromSuwikiDemo() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let folder = try TemporaryFolder()
      let repositories = try await ServerRepositories.open(.sqlite(path: folder.path("level1.sqlite")))
      try await repositories.markDemoSeeded(level: 1)
      #expect(try await Self.server(repositories).seedDemoIfNeeded())
      #expect(try await repositories.accounts.account(api: .suwiki, login: "suwiki01") == nil)
      #expect(try await repositories.accounts.account(api: .couple, login: "uni0001") != nil)
      #expect(try await repositories.accounts.account(api: .hous, login: "homie@hous.example") != nil)
      #expect(try await repositories.demoLevel() == DemoSeed.level)
    }

    @Test("Version 2 to the current one: the couple tables are added to a file of slice 2, its rows kept")
    func migrationFromVersion2() async throws {
      let folder = try TemporaryFolder()
      let path = folder.path("v2.sqlite")
      let first = try await ServerRepositories.open(.sqlite(path: path))
      try await #require(first.store.sqlite).write { db in
        try db.execute(sql: "DROP TABLE couple_users; DROP TABLE mission_categories")
        try db.execute(sql: "DROP TABLE hous_users; DROP TABLE hous_rooms")
        try db.execute(sql: "UPDATE server_schema SET version = 2, demo_seeded = 1")
        try db.execute(sql: "INSERT INTO sequences (name, next) VALUES ('suwiki-student', 1234)")
      }
      let reopened = try await ServerRepositories.open(.sqlite(path: path))
      let (version, level, tables, next) = try await #require(reopened.store.sqlite).read { db in
        (
          try Int.fetchOne(db, sql: "SELECT version FROM server_schema"),
          try Int.fetchOne(db, sql: "SELECT demo_seeded FROM server_schema"),
          try String.fetchAll(
            db,
            sql: """
              SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('couple_users', 'mission_categories')
                ORDER BY name
              """),
          try Int64.fetchOne(db, sql: "SELECT next FROM sequences WHERE name = 'suwiki-student'")
        )
      }
      #expect(version == SQLiteServerSchema.version && level == 1)
      #expect(tables == ["couple_users", "mission_categories"] && next == 1234)
    }

    @Test("The start-up reconciliation issues a finalized battle's missing coupon once, and leaves the rest")
    func reconciliation() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let folder = try TemporaryFolder()
      let repositories = try await ServerRepositories.open(.sqlite(path: folder.path("reconcile.sqlite")))
      let server = Self.server(repositories)
      try await server.seedDemoIfNeeded()
      // A crash between the settlement and the coupon, as a store that does not settle both at once could leave.
      try await #require(repositories.store.sqlite).write { db in
        try db.execute(sql: "DELETE FROM wager_coupon WHERE id = '753'")
      }
      #expect(try await repositories.coupons.coupon(id: "753") == nil)
      let first = try await server.reconcileCouples()
      #expect(first.couples == 1 && first.issuedCoupons == 1 && first.startedBattles == 0)
      let coupon = try #require(try await repositories.coupons.coupon(id: "753"))
      #expect(coupon.owner == .first && coupon.wish == "설거지 한 번 해주기" && !coupon.isUsed)
      let again = try await server.reconcileCouples()
      #expect(again.couples == 1 && again.issuedCoupons == 0)
    }
  }
#endif
