#if Postgres
  import Foundation
  import HouseRulesKit
  import HouseRulesKitPostgres
  import PostgresNIO
  import RepositoryConformance
  import Testing

  /// What the conformance suite's sample house does not hold (rotations, one-day assignees, absences, events with
  /// participants, test results, another zone and limits) read back exactly; the rules held by the database itself;
  /// and stored rows that break a rule reported as typed errors.
  @Suite(
    "PostgreSQL house rows",
    .enabled(
      if: FreshDatabases.isConfigured,
      "DOMAINKITS_POSTGRES_URL is not set: Scripts/with-postgres.sh starts a throwaway cluster")
  )
  struct PostgresHouseRowsTests {
    typealias Sample = HouseSample

    @Test("A house with everything in it reads back equal, and so does each change")
    func roundTrip() async throws {
      let databases = try FreshDatabases()
      do {
        try await Self.roundTrip(PostgresHouseRepository(databases.make().database))
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("The database refuses rows that break the kit's rules, whoever writes them")
    func constraints() async throws {
      let databases = try FreshDatabases()
      do {
        try await Self.constraints(databases.make().database)
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("Stored rows that break a rule are a typed error naming the house, and a change writes nothing")
    func tampered() async throws {
      let databases = try FreshDatabases()
      do {
        try await Self.tampered(databases.make().database)
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    // MARK: Round trip

    /// Berlin's house: three members (one tested), two categories, fixed assignees out of join order, two
    /// rotations (one least-completed), a key rule, one-day assignees, absences, two events and two weeks of checks.
    static func berlin() throws -> House {
      let monday = Sample.monday
      let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
      var house = try House(
        id: "berlin", name: "베를린 🏠 하우스", timeZone: zone, limits: HouseLimits(members: 12, ruleName: 20, events: 3))
      let scores = try PersonalityScores(light: 3, noise: 9, smell: 5, introversion: 7, clean: 4)
      try house.addMember(
        Homie(
          id: "a", name: "아린👩🏻‍💻", profile: Profile(job: "개발자", introduction: "안녕", hashtags: ["INTJ", "새벽형"]),
          personality: PersonalityResult(scores: scores, takenAt: Date(timeIntervalSince1970: 1_772_409_600.125)),
          notificationsEnabled: false))
      try house.addMember(Homie(id: "b", name: "보라"))
      try house.addMember(Homie(id: "c", name: "찬"))
      try house.addCategory(RuleCategory(id: "clean", name: "청소", icon: .clean))
      try house.addCategory(RuleCategory(id: "food", name: "부엌", icon: .coffee))
      try house.addRule(
        Rule(
          id: "dishes", name: "설거지", category: "clean",
          assignments: [
            RuleAssignment(member: "b", weekdays: [.monday, .friday]), RuleAssignment(member: "a", weekdays: [.sunday]),
          ], notificationsEnabled: true))
      try house.addRule(
        Rule(
          id: "trash", name: "분리수거", category: "clean",
          rotation: Rotation(
            members: ["c", "a", "b"], weekdays: [.tuesday, .saturday], strategy: .leastCompleted, start: monday)))
      try house.addRule(.keyRule(id: "quiet", name: "밤 11시 이후 조용히", category: "food"))
      try house.addRule(
        Rule(
          id: "coffee", name: "커피 채우기", category: "food",
          rotation: Rotation(members: ["a", "b"], weekdays: .all, start: monday.adding(days: 3))))
      try house.setTemporaryAssignees(["c", "a"], for: "dishes", on: monday)
      try house.addAbsence(Absence(member: "b", from: monday.adding(days: 7), through: monday.adding(days: 9)))
      try house.addAbsence(Absence(member: "a", from: monday.adding(days: 1), through: monday.adding(days: 1)))
      try house.addEvent(
        HouseEvent(id: "party", name: "집들이", icon: .cake, date: Sample.sunday, participants: ["c", "a"]))
      try house.addEvent(HouseEvent(id: "big", name: "대청소", date: monday.adding(days: 10)))
      for offset in 0..<14 {
        let day = monday.adding(days: offset)
        for rule: RuleID in ["dishes", "trash", "coffee"] {
          for member in house.assignees(of: rule, on: day) {
            try house.check(rule: rule, member: member, on: day)
          }
        }
      }
      return house
    }

    static func roundTrip(_ repository: PostgresHouseRepository) async throws {
      let (monday, id) = (Sample.monday, HouseID("berlin"))
      var house = try berlin()
      #expect(house.snapshot.checks.count > 10 && !house.snapshot.temporaryAssignments.isEmpty)
      try await repository.save(house)
      #expect(try await repository.house(id: id) == house)
      #expect(try await repository.house(id: id)?.snapshot == house.snapshot)
      #expect(try await repository.rules(in: id) == house.rules)
      #expect(try await repository.events(in: id) == house.events)
      let (from, through) = (monday.adding(days: 3), monday.adding(days: 9))
      #expect(
        try await repository.checks(in: id, from: from, through: through) == house.checks(from: from, through: through))
      #expect(try await repository.testResult(for: "a", in: id) == house.member("a")?.personality)
      #expect(try await repository.testResult(for: "c", in: id) == nil)

      // Each change returns the house stored, equal to the kit's own change of the same house.
      let day = monday.adding(days: 15)
      let keeper = try #require(house.assignees(of: "trash", on: day).first)
      var coffee = try #require(house.rule("coffee"))
      coffee.rotation = nil
      coffee.assignments = [
        RuleAssignment(member: "c", weekdays: [.wednesday]), RuleAssignment(member: "b", weekdays: .all),
      ]
      let scores = try PersonalityScores(light: 9, noise: 9, smell: 9, introversion: 9, clean: 9)
      let late = PersonalityResult(scores: scores, takenAt: Date(timeIntervalSince1970: 1_772_409_600.0004))
      var party = try #require(house.event("party"))
      party.participants = ["b"]
      let commands: [HouseCommand] = [
        .check(rule: "trash", member: keeper, on: day), .updateRule(coffee),
        .uncheck(rule: "dishes", member: "c", on: monday),
        .recordTestResult(late, for: "c"), .updateEvent(party), .removeRule("trash"), .removeEvent("big"),
      ]
      // The repository keeps the result's date to the millisecond.
      let stored = PersonalityResult(scores: scores, takenAt: Date(timeIntervalSince1970: 1_772_409_600))
      for command in commands {
        let update = try await repository.update(id: id, command)
        try house.apply(command == .recordTestResult(late, for: "c") ? .recordTestResult(stored, for: "c") : command)
        #expect(update.changed)
        #expect(update.value == house, "\(command)")
        #expect(try await repository.house(id: id) == house, "\(command)")
      }
      #expect(try await repository.checks(in: id, from: monday, through: day).allSatisfy { $0.rule != "trash" })

      // Saving replaces every row of the house with the same identifier, and no other house's.
      let sample = try Sample.house()
      try await repository.save(sample)
      let empty = try House(id: id, name: "빈 집")
      try await repository.save(empty)
      #expect(try await repository.house(id: id) == empty)
      try await repository.save(house)
      #expect(try await repository.house(id: id) == house)
      #expect(try await repository.house(id: "mangwon") == sample)
      #expect(try await repository.houseIDs() == [id, "mangwon"])
    }

    // MARK: Constraints

    static func constraints(_ database: DomainKitsPostgres) async throws {
      let repository = PostgresHouseRepository(database)
      let house = try Sample.house()
      try await repository.save(house)
      try await repository.check(rule: "dishes", member: Sample.minjae, on: Sample.monday, in: "mangwon")
      let day = Sample.monday.dayNumber
      // (statement, SQLSTATE, the rule it breaks); deferred constraints fail at the statement's commit.
      let refusals: [(String, String, String)] = [
        ("INSERT INTO house_check VALUES ('mangwon', \(day), 'dishes', 'minjae')", "23505", "a check counts once"),
        ("INSERT INTO house_check VALUES ('mangwon', \(day), 'dishes', 'ghost')", "23503", "checks are by members"),
        ("INSERT INTO house_check VALUES ('mangwon', \(day), 'laundry', 'minjae')", "23503", "checks are of rules"),
        ("INSERT INTO house_check VALUES ('mangwon', 3000000, 'dishes', 'jisu')", "23514", "a day is in 1...9999"),
        ("UPDATE house_rule_assignment SET weekdays = 0 WHERE rule_id = 'trash'", "23514", "an assignee has a weekday"),
        ("INSERT INTO house_rule_assignment VALUES ('mangwon', 'dishes', 5, 'minjae', 1)", "23505", "assigned once"),
        ("UPDATE house_rule SET name = '설거지' WHERE id = 'plants'", "23505", "rule names are unique per house"),
        ("UPDATE house_rule SET category_id = 'kitchen' WHERE id = 'plants'", "23503", "a rule is in a category"),
        ("UPDATE house_rule SET notifications_enabled = true WHERE id = 'quiet'", "23514", "key rules notify nobody"),
        ("UPDATE house_category SET icon = 'ROCKET' WHERE id = 'clean'", "23514", "icons are the kit's"),
        ("UPDATE house_member SET light = 5 WHERE id = 'jisu'", "23514", "a test result has all its scores"),
        ("UPDATE house_member SET position = 64 WHERE id = 'haneul'", "23514", "a house has at most 64 members"),
        ("UPDATE house_home SET limit_members = 65", "23514", "member masks are 64 bits wide"),
        ("DELETE FROM house_member WHERE id = 'haneul'", "23503", "an assignee is a member"),
      ]
      for (sql, state, rule) in refusals {
        #expect(await sqlState(in: database, of: PostgresQuery(unsafeSQL: sql)) == state, "\(rule)")
      }
      var expected = house
      try expected.check(rule: "dishes", member: Sample.minjae, on: Sample.monday)
      #expect(try await repository.house(id: "mangwon") == expected, "every refused statement wrote nothing")
    }

    // MARK: Tampered rows

    static func tampered(_ database: DomainKitsPostgres) async throws {
      let repository = PostgresHouseRepository(database)
      try await repository.save(try Sample.house())
      // A trailing space makes the name unique to the database; the kit trims it, and then two rules share a name.
      _ = try await database.client.query("UPDATE house_rule SET name = '설거지 ' WHERE id = 'plants'").collect()
      let invalid = DomainKitsPostgresError.invalidStoredValue(
        table: "house_home", key: "mangwon", reason: HouseRulesError.duplicateName(.rule, name: "설거지").description)
      await #expect(throws: invalid) { try await repository.house(id: "mangwon") }
      await #expect(throws: invalid) {
        try await repository.check(rule: "trash", member: Sample.haneul, on: Sample.wednesday, in: "mangwon")
      }
      #expect(try await repository.checks(in: "mangwon", from: Sample.monday, through: Sample.sunday).isEmpty)
      _ = try await database.client.query("UPDATE house_home SET time_zone = 'Mars/Olympus'").collect()
      await #expect(throws: DomainKitsPostgresError.self) { try await repository.house(id: "mangwon") }
      #expect(try await repository.remove(id: "mangwon"), "a house that no longer reads can still be removed")
    }
  }
#endif
