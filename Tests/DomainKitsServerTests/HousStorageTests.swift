#if Server
  import DomainKitsCore
  import Foundation
  import GRDB
  import HouseRulesKit
  import Testing

  @testable import DomainKitsServer

  /// Hous's tables on each store (docs/design/reference-server.md §7.3): ``HousDirectory`` reads back what it wrote on
  /// SQLite and PostgreSQL alike, a store seeded by slice 3 gets the Hous demo alone, and a file of slice 3 gains the
  /// Hous tables.
  @Suite("Hous's storage: the directory on each store, schema version 4, the demo's level 3")
  struct HousStorageTests {
    /// 민재 as a test writes them: every column set, a test result at a whole millisecond.
    static func minjae() throws -> HousUser {
      HousUser(
        id: "62d4334c17e70062873f3d1f", name: "민재", gender: "남자",
        birthday: try CalendarDay(year: 2000, month: 2, day: 29), fcmToken: "device-minjae",
        notificationsEnabled: false,
        profile: Profile(job: "대학생", introduction: "안녕하세요 \"민재\"입니다", hashtags: ["ESFJ", "집순이/집돌이"]),
        testResult: PersonalityResult(
          scores: try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9),
          takenAt: Date(timeIntervalSince1970: 1_700_000_000.125)))
    }

    @Test(
      "The directory reads back what it wrote; a room changes only from the room it names",
      arguments: StorageUnderTest.available)
    func directory(storage: StorageUnderTest) async throws {
      try await storage.withStore { repositories in
        let directory = repositories.hous
        let minjae = try Self.minjae()
        let jisu = HousUser(id: "62cabf1435a2e50fb7265d9e", name: "지수", gender: "", birthday: nil, fcmToken: "")
        try await directory.insertUser(minjae)
        try await directory.insertUser(jisu)
        #expect(try await directory.user(minjae.id) == minjae)
        #expect(try await directory.user(jisu.id) == jisu)
        #expect(try await directory.user("62cc7409c7db06c46adf652f") == nil)

        // An update writes everything but the room.
        var changed = jisu
        changed.name = "지수2"
        changed.fcmToken = "device-jisu"
        changed.notificationsEnabled = false
        changed.profile = Profile(job: "디자이너", hashtags: ["집순이"])
        changed.testResult = minjae.testResult
        changed.house = "62cac03afa32959ed64ae000"
        try await directory.updateUser(changed)
        var expected = changed
        expected.house = nil
        #expect(try await directory.user(jisu.id) == expected)
        changed.testResult = nil
        try await directory.updateUser(changed)
        #expect(try await directory.user(jisu.id)?.testResult == nil)

        // Rooms: a move from the wrong room writes nothing; users(in:) lists a room's users by id.
        let room: HouseID = "62cac03afa32959ed64ae000"
        let other: HouseID = "62cac03afa32959ed64ae001"
        try await directory.insertRoom(HousRoomRecord(house: room, inviteCode: "505TYCMR"))
        #expect(try await directory.room(house: room) == HousRoomRecord(house: room, inviteCode: "505TYCMR"))
        #expect(try await directory.room(inviteCode: "505TYCMR")?.house == room)
        #expect(try await directory.room(inviteCode: "505tycmr") == nil)
        #expect(try await directory.setHouse(of: minjae.id, from: nil, to: room))
        #expect(try await directory.setHouse(of: minjae.id, from: nil, to: other) == false)
        #expect(try await directory.setHouse(of: jisu.id, from: other, to: room) == false)
        #expect(try await directory.setHouse(of: jisu.id, from: nil, to: room))
        #expect(try await directory.setHouse(of: "62cc7409c7db06c46adf652f", from: nil, to: room) == false)
        #expect(try await directory.users(in: room).map(\.id) == [jisu.id, minjae.id])
        #expect(try await directory.user(minjae.id)?.house == room)
        #expect(try await directory.users(in: other).isEmpty)
        #expect(try await directory.setHouse(of: minjae.id, from: room, to: nil))
        #expect(try await directory.users(in: room).map(\.id) == [jisu.id])

        // Removals say whether there was something to remove.
        #expect(try await directory.removeRoom(house: room))
        #expect(try await directory.removeRoom(house: room) == false)
        #expect(try await directory.room(inviteCode: "505TYCMR") == nil)
        #expect(try await directory.removeUser(minjae.id))
        #expect(try await directory.removeUser(minjae.id) == false)
        #expect(try await directory.user(minjae.id) == nil)
      }
    }

    @Test(
      "Of one user's moves at once from no room to eight rooms, exactly one lands",
      arguments: StorageUnderTest.available)
    func concurrentMoves(storage: StorageUnderTest) async throws {
      try await storage.withStore { repositories in
        let directory = repositories.hous
        let user = HousUser(id: "62d4334c17e70062873f3d1f", name: "민재", gender: "", birthday: nil, fcmToken: "")
        try await directory.insertUser(user)
        let rooms = (0..<8).map { HouseID("62cac03afa32959ed64ae00\($0)") }
        let landed = try await withThrowingTaskGroup(of: Bool.self) { group in
          for room in rooms {
            group.addTask { try await directory.setHouse(of: user.id, from: nil, to: room) }
          }
          return try await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
        }
        #expect(landed == 1)
        let house = try #require(try await directory.user(user.id)?.house)
        #expect(rooms.contains(house))
      }
    }

    @Test(
      "A store seeded by slice 3 (demo level 2) gets Hous's demo alone: the room, its three homies, their sign-ins",
      arguments: StorageUnderTest.available)
    func upgradeFromCoupleDemo(storage: StorageUnderTest) async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      try await storage.withStore { repositories in
        try await repositories.markDemoSeeded(level: 2)
        let server = ReferenceServer(
          configuration: ServerConfiguration(passwordCost: 4), repositories: repositories,
          metrics: ServerMetrics(), logger: ServerHarness.silent)
        #expect(try await server.seedDemoIfNeeded())
        #expect(try await repositories.demoLevel() == DemoSeed.level)
        #expect(try await repositories.accounts.account(api: .suwiki, login: "suwiki01") == nil)
        #expect(try await repositories.accounts.account(api: .couple, login: "uni0001") == nil)
        for homie in DemoSeed.housHomies {
          let account = try #require(try await repositories.accounts.account(api: .hous, login: homie.email))
          #expect(account.kitID == homie.id.rawValue)
          #expect(try await repositories.hous.user(homie.id)?.house == DemoSeed.housRoom)
        }
        let house = try #require(try await repositories.houses.house(id: DemoSeed.housRoom))
        #expect(Set(house.members.map(\.id)) == Set(DemoSeed.housHomies.map(\.id)))
        #expect(try await repositories.hous.room(inviteCode: DemoSeed.housInviteCode)?.house == DemoSeed.housRoom)
        #expect(try await server.seedDemoIfNeeded() == false)
      }
    }

    @Test("Version 3 to 4 on SQLite: the Hous tables are added to a file of slice 3, its rows kept")
    func migrationFromVersion3() async throws {
      let folder = try TemporaryFolder()
      let path = folder.path("v3.sqlite")
      let first = try await ServerRepositories.open(.sqlite(path: path))
      try await #require(first.store.sqlite).write { db in
        try db.execute(sql: "DROP TABLE hous_users; DROP TABLE hous_rooms")
        try db.execute(sql: "UPDATE server_schema SET version = 3, demo_seeded = 2")
        try db.execute(sql: "INSERT INTO mission_categories (id, body) VALUES (99, '{}')")
      }
      let reopened = try await ServerRepositories.open(.sqlite(path: path))
      let (version, level, tables, kept) = try await #require(reopened.store.sqlite).read { db in
        (
          try Int.fetchOne(db, sql: "SELECT version FROM server_schema"),
          try Int.fetchOne(db, sql: "SELECT demo_seeded FROM server_schema"),
          try String.fetchAll(
            db,
            sql: """
              SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('hous_users', 'hous_rooms')
                ORDER BY name
              """),
          try String.fetchOne(db, sql: "SELECT body FROM mission_categories WHERE id = 99")
        )
      }
      #expect(version == 4 && SQLiteServerSchema.version == 4 && level == 2)
      #expect(tables == ["hous_rooms", "hous_users"] && kept == "{}")
    }
  }
#endif
