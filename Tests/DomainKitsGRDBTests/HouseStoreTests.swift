#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import HouseRulesKit
  import PropertyBased
  import RepositoryConformance
  import Testing

  @Suite("Houses in SQLite")
  struct HouseStoreTests {
    typealias Sample = HouseSample

    @Test("Any sequence of changes leaves the SQLite store equal to the in-memory one (differential)")
    func differential() async throws {
      let rules: [RuleID] = ["dishes", "trash", "plants", "quiet", "extra"]
      let members = [Sample.minjae, Sample.jisu, Sample.haneul, "ghost"]
      let step = zip(Gen.int(in: 0...6), Gen.int(in: 0...4), Gen.int(in: 0...3), Gen.int(in: 0...13))
      await propertyCheck(count: 30, input: step.array(of: 1...40)) { (steps: [(Int, Int, Int, Int)]) async throws in
        let house = try Sample.house()
        let memory = InMemoryHouseRepository()
        let sqlite = SQLiteHouseRepository(try DomainKitsDatabase.inMemory())
        await memory.save(house)
        try await sqlite.save(house)
        for (kind, rule, member, offset) in steps {
          let (ruleID, memberID, day) = (rules[rule], members[member], Sample.monday.adding(days: offset))
          func apply(_ store: some HouseRepository) async -> String? {
            await outcome {
              switch kind {
              case 0, 1: try await store.check(rule: ruleID, member: memberID, on: day, in: "mangwon")
              case 2: try await store.uncheck(rule: ruleID, member: memberID, on: day, in: "mangwon")
              case 3:
                try await store.addRule(
                  Rule(
                    id: ruleID, name: "규칙 \(offset)", category: "clean",
                    assignments: [RuleAssignment(member: memberID, weekdays: [day.weekday])]), to: "mangwon")
              case 4: try await store.removeRule(ruleID, from: "mangwon")
              case 5:
                try await store.addEvent(
                  HouseEvent(id: EventID("e\(offset)"), name: "모임", date: day, participants: [memberID]), to: "mangwon")
              default:
                try await store.recordTestResult(
                  PersonalityResult(
                    scores: try PersonalityScores(light: offset % 10, noise: 3, smell: 4, introversion: 5, clean: 6),
                    takenAt: Date(timeIntervalSince1970: 1_772_409_600 + Double(offset))),
                  for: memberID, in: "mangwon")
              }
            }
          }
          let (expected, actual) = (await apply(memory), await apply(sqlite))
          #expect(actual == expected, "step \(kind) \(ruleID) \(memberID) \(day)")
        }
        #expect(try await sqlite.house(id: "mangwon") == memory.house(id: "mangwon"))
        let (from, through) = (Sample.monday, Sample.monday.adding(days: 13))
        #expect(
          try await sqlite.checks(in: "mangwon", from: from, through: through)
            == memory.checks(in: "mangwon", from: from, through: through))
        #expect(try await sqlite.events(in: "mangwon") == memory.events(in: "mangwon"))
      }
    }

    @Test("A check writes one row; removing a rule removes its checks' rows")
    func rowsWritten() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let repository = SQLiteHouseRepository(database)
      try await repository.save(try Sample.house())
      // An in-memory database has one connection, so total_changes() counts the repository's writes.
      let changes = {
        try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT total_changes()") ?? 0 }
      }
      let before = try await changes()
      try await repository.check(rule: "dishes", member: Sample.minjae, on: Sample.monday, in: "mangwon")
      #expect(try await changes() - before == 1)
      try await repository.check(rule: "trash", member: Sample.haneul, on: Sample.wednesday, in: "mangwon")
      try await repository.removeRule("dishes", from: "mangwon")
      let remaining = try await database.writer.read { db in
        try Row.fetchAll(db, sql: "SELECT rule_id, member_id FROM house_check").map {
          "\($0[0] as String)/\($0[1] as String)"
        }
      }
      #expect(remaining == ["trash/haneul"])
    }

    @Test("A house whose stored rows break a rule is a typed error naming the house, and changes nothing")
    func tampered() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let repository = SQLiteHouseRepository(database)
      try await repository.save(try Sample.house())
      try await database.writer.write { db in
        // Two rules with one name: `House` refuses that.
        try db.execute(sql: "UPDATE house_rule SET body = replace(body, '화분 물주기', '설거지') WHERE id = 'plants'")
      }
      let invalid = DomainKitsDatabaseError.invalidStoredValue(
        table: "house", key: "mangwon", reason: HouseRulesError.duplicateName(.rule, name: "설거지").description)
      await #expect(throws: invalid) { try await repository.house(id: "mangwon") }
      await #expect(throws: invalid) {
        try await repository.check(rule: "trash", member: Sample.haneul, on: Sample.wednesday, in: "mangwon")
      }
      #expect(try await repository.checks(in: "mangwon", from: Sample.monday, through: Sample.sunday).isEmpty)
      try await database.writer.write { db in try db.execute(sql: "UPDATE house SET time_zone = 'Mars/Olympus'") }
      await #expect(throws: DomainKitsDatabaseError.self) { try await repository.house(id: "mangwon") }
    }

    @Test("A house in another time zone, with Korean names and emoji, round-trips")
    func zoneAndText() async throws {
      let repository = SQLiteHouseRepository(try DomainKitsDatabase.inMemory())
      var house = try House(
        id: "berlin", name: "베를린 🏠 하우스", timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
      try house.addMember(Homie(id: "a", name: "아린👩🏻‍💻"))
      try await repository.save(house)
      #expect(try await repository.house(id: "berlin") == house)
      #expect(try await repository.house(id: "berlin")?.timeZone.identifier == "Europe/Berlin")
    }
  }
#endif
