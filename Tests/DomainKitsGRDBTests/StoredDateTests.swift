#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import HouseRulesKit
  import PropertyBased
  import RepositoryConformance
  import Testing
  import WagerKit

  @testable import DomainKitsGRDBCore

  @Suite("Instants in JSON bodies: ISO 8601 in UTC, exact, and migrated from seconds since 2001")
  struct StoredDateTests {
    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    @Test(
      "The text of an instant",
      arguments: [
        (0.0, "2001-01-01T00:00:00Z"),
        (725_370_000, "2023-12-27T11:40:00Z"),
        (725_370_000.5, "2023-12-27T11:40:00.5Z"),
        (725_370_000.123_456_7, "2023-12-27T11:40:00.1234567Z"),
        (-0.3, "2000-12-31T23:59:59.7Z"),
        (-978_307_200, "1970-01-01T00:00:00Z"),
        (-978_307_200.25, "1969-12-31T23:59:59.75Z"),
        (0.000_01, "2001-01-01T00:00:00.00001Z"),
      ])
    func text(interval: Double, expected: String) throws {
      let date = Date(timeIntervalSinceReferenceDate: interval)
      #expect(StoredDate.text(date) == expected)
      let back = try #require(StoredDate.date(expected))
      #expect(back.timeIntervalSinceReferenceDate.bitPattern == interval.bitPattern || interval == 0)
    }

    @Test("Every instant in years 0001...9999 reads back exactly, sub-second parts included")
    func roundTrip() async {
      let edges: [Double] = [
        Date.distantFuture.timeIntervalSinceReferenceDate,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-9, -1e-9, 0.1, -0.1, 86_399.999_999_9,
        725_370_000.000_000_1, -725_370_000.987_654_321,
      ]
      for interval in edges {
        let date = Date(timeIntervalSinceReferenceDate: interval)
        let text = StoredDate.text(date)
        #expect(text.flatMap(StoredDate.date) == date, "\(interval) → \(text ?? "nil")")
      }
      // Random instants from year 0001 to 9999, and random sub-second parts around now.
      await propertyCheck(
        count: 2_000, input: Gen.double(in: -63_113_904_000...252_423_993_599), Gen.double(in: 0...0.999_999_999)
      ) { interval, fraction in
        for value in [interval, 725_370_000 + fraction, -fraction] {
          let date = Date(timeIntervalSinceReferenceDate: value)
          let text = StoredDate.text(date)
          #expect(text.flatMap(StoredDate.date) == date, "\(value) → \(text ?? "nil")")
        }
      }
      // Outside ISO 8601's four-digit years (`Date.distantPast` is in year 0) the number stays, and decodes.
      for far in [Date.distantPast, Date(timeIntervalSinceReferenceDate: 1e12)] {
        #expect(StoredDate.text(far) == nil)
        let body = try? StoredJSON.encode([far], table: "t", key: "k")
        #expect(body.flatMap { try? StoredJSON.decode([Date].self, from: $0, table: "t", key: "k") } == [far])
      }
      #expect(StoredDate.text(Date(timeIntervalSinceReferenceDate: .infinity)) == nil)
      for bad in ["2023-12-27T11:40:00", "2023-12-27 11:40:00Z", "2023-12-27T24:00:00Z", "2023-12-27T11:40:00.Z"] {
        #expect(StoredDate.date(bad) == nil, "\(bad)")
      }
    }

    @Test("A stored coupon's body holds ISO 8601 text that sqlite3's datetime() reads, and comes back exactly")
    func bodies() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let coupons = SQLiteCouponRepository(database)
      #expect(try await coupons.issue(try WagerSample.finishedBattle("c1", minutes: 10, winner: .first).coupon))
      let use = Date(timeIntervalSince1970: 1_703_680_000.123_456_7)
      try await coupons.use(id: "c1", by: .first, at: use)
      let row = try #require(
        try database.writer.read { db in
          try Row.fetchOne(
            db,
            sql: """
              SELECT json_extract(body, '$.usedAt'), datetime(json_extract(body, '$.usedAt')),
                datetime(json_extract(body, '$.settledAt')) FROM wager_coupon
              """)
        })
      #expect(row[0] as String == "2023-12-27T12:26:40.1234567Z")
      #expect(row[1] as String == "2023-12-27 12:26:40")
      #expect(row[2] as String == "2023-12-27 11:50:00")
      #expect(try await coupons.coupon(id: "c1")?.usedAt == use)
    }

    @Test("Opening a file whose bodies hold seconds since 2001 migrates them to ISO 8601, exactly")
    func migration() async throws {
      let path = folder.path("old.sqlite")
      let created = Date(timeIntervalSinceReferenceDate: 725_370_000.987_654_3)
      let battle = try WagerSample.finishedBattle("b1", minutes: 10, winner: .second)
      var used = battle.coupon
      try used.use(by: .second, at: Date(timeIntervalSinceReferenceDate: 725_371_234.000_001))
      let coupon = used
      let member = Homie(
        id: "dana", name: "다나",
        personality: PersonalityResult(
          scores: try PersonalityScores(light: 5, noise: 4, smell: 5, introversion: 7, clean: 9), takenAt: created))
      do {
        // A file as 0.2.0 wrote it: every migration but the new one, bodies with Foundation's default dates.
        let database = try DomainKitsDatabase.open(atPath: path)
        try await SQLiteBattleRepository(database).insert(battle)
        _ = try await SQLiteCouponRepository(database).issue(coupon)
        var house = try HouseSample.house()
        try house.addMember(member)
        try await SQLiteHouseRepository(database).save(house)
        let legacy = JSONEncoder()
        legacy.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try await database.writer.write { db in
          try db.execute(
            sql: "UPDATE wager_battle SET body = ?",
            arguments: [String(decoding: try legacy.encode(battle), as: UTF8.self)])
          try db.execute(
            sql: "UPDATE wager_coupon SET body = ?",
            arguments: [String(decoding: try legacy.encode(coupon), as: UTF8.self)])
          try db.execute(
            sql: "UPDATE house_member SET body = ? WHERE id = 'dana'",
            arguments: [String(decoding: try legacy.encode(member), as: UTF8.self)])
          try db.execute(
            sql: "DELETE FROM grdb_migrations WHERE identifier = ?", arguments: [BodyDatesMigration.migration])
        }
        let old = try await database.writer.read { db in try String.fetchOne(db, sql: "SELECT body FROM wager_coupon") }
        #expect(old?.contains("\"usedAt\":725371234.000001") == true, "\(old ?? "")")
      }
      let database = try DomainKitsDatabase.open(atPath: path)
      let bodies = try await database.writer.read { db in
        [
          try String.fetchOne(db, sql: "SELECT body FROM wager_battle"),
          try String.fetchOne(db, sql: "SELECT body FROM wager_coupon"),
          try String.fetchOne(db, sql: "SELECT body FROM house_member WHERE id = 'dana'"),
        ]
      }
      let (battleBody, couponBody, memberBody) = (bodies[0], bodies[1], bodies[2])
      for body in [battleBody, couponBody, memberBody] {
        #expect(
          body?.contains(#/"(createdAt|at|reportedAt|settledAt|usedAt|takenAt|startedAt)":-?[0-9]/#) == false,
          "\(body ?? "")")
      }
      #expect(couponBody?.contains("\"usedAt\":\"2023-12-27T12:00:34.000001Z\"") == true, "\(couponBody ?? "")")
      #expect(try await SQLiteBattleRepository(database).battle(id: "b1") == battle)
      #expect(try await SQLiteCouponRepository(database).coupon(id: "b1") == coupon)
      let house = try #require(try await SQLiteHouseRepository(database).house(id: HouseSample.house().id))
      #expect(house.member("dana")?.personality?.takenAt == created)
    }

    @Test("The migration rewrites only the named members' numbers, and no text inside strings")
    func rewriting() {
      let json = #"{"a":{"at":0,"score":5},"at":"x","usedAt":-0.3,"wish":"\"at\":1","z":[1,{"at":86400}]}"#
      #expect(
        BodyDatesMigration.rewritingDates(in: json, names: ["at", "usedAt"])
          == #"{"a":{"at":"2001-01-01T00:00:00Z","score":5},"at":"x","usedAt":"2000-12-31T23:59:59.7Z","wish":"\"at\":1","z":[1,{"at":"2001-01-02T00:00:00Z"}]}"#
      )
      #expect(BodyDatesMigration.rewritingDates(in: #"{"at":"#, names: ["at"]) == #"{"at":"#)
    }
  }
#endif
