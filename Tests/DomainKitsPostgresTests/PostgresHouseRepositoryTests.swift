#if Postgres
  import Foundation
  import HouseRulesKit
  import HouseRulesKitPostgres
  import PostgresNIO
  import RepositoryConformance
  import Testing

  /// HouseRulesKit's repository suite, the same function the kit runs against its in-memory actor and
  /// DomainKitsGRDBTests against SQLite, run against PostgreSQL; then roommates of four houses changing them at once
  /// through a pool of 16 connections.
  @Suite(
    "PostgreSQL houses pass the kit's conformance suite and keep roommates' concurrent changes",
    .enabled(
      if: FreshDatabases.isConfigured,
      "DOMAINKITS_POSTGRES_URL is not set: Scripts/with-postgres.sh starts a throwaway cluster")
  )
  struct PostgresHouseRepositoryTests {
    @Test("HouseRepository")
    func houses() async throws {
      let databases = try FreshDatabases()
      do {
        try await exerciseHouseRepository { try await PostgresHouseRepository(databases.make().database) }
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("256 concurrent changes of 4 houses over 16 connections end as a serial run: each lands once")
    func concurrentRoommates() async throws {
      let databases = try FreshDatabases()
      do {
        try await Self.concurrentRoommates(databases)
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    // MARK: Roommates

    /// What one call of `update(id:_:)` did.
    enum Outcome: Equatable, Sendable {
      case changed
      case unchanged
      case refused(HouseRulesError)
    }

    static let members: [HomieID] = ["minjae", "jisu", "haneul", "seojun"]
    static let monday = HouseSample.monday

    /// Four roommates, each assigned every rule every day; "dishes" is checked by everyone on Saturday (they will
    /// uncheck it) and "old" by two of them on Monday (its checks go with it).
    static func roommates(_ id: HouseID) throws -> House {
      var house = try House(id: id, name: "하우스 \(id.rawValue)")
      for (member, name) in zip(members, ["민재", "지수", "하늘", "서준"]) {
        try house.addMember(Homie(id: member, name: name))
      }
      try house.addCategory(RuleCategory(id: "clean", name: "청소", icon: .clean))
      for (rule, name) in [("dishes", "설거지"), ("laundry", "빨래"), ("plants", "화분"), ("trash", "분리수거"), ("old", "옛 규칙")] {
        try house.addRule(Rule(id: RuleID(rule), name: name, category: "clean", assignments: everyone))
      }
      for member in members {
        try house.check(rule: "dishes", member: member, on: monday.adding(days: 5))
      }
      for member in members.prefix(2) {
        try house.check(rule: "old", member: member, on: monday)
      }
      return house
    }

    static var everyone: [RuleAssignment] { members.map { RuleAssignment(member: $0, weekdays: .all) } }

    /// The commands the roommates send to each house, each by several of them at once (a phone and a watch, two
    /// roommates tapping the same todo). The commands touch different rows, so every serial order of them leaves
    /// the same house.
    static func commands() throws -> [(command: HouseCommand, copies: Int)] {
      var commands: [(command: HouseCommand, copies: Int)] = []
      for rule: RuleID in ["dishes", "laundry"] {
        for member in members {
          for offset in 0..<2 {
            commands.append((command: .check(rule: rule, member: member, on: monday.adding(days: offset)), copies: 2))
          }
        }
      }
      for member in members {
        commands.append((command: .uncheck(rule: "dishes", member: member, on: monday.adding(days: 5)), copies: 2))
      }
      for (rule, name) in [("plants", "화분 물주기"), ("trash", "분리수거 하기")] {
        let renamed = Rule(id: RuleID(rule), name: name, category: "clean", assignments: everyone)
        commands.append((command: .updateRule(renamed), copies: 4))
      }
      let party = HouseEvent(
        id: "party", name: "집들이", icon: .cake, date: monday.adding(days: 6), participants: [members[1], members[0]])
      commands.append((command: .addEvent(party), copies: 4))
      for (index, member) in members.prefix(2).enumerated() {
        let scores = try PersonalityScores(light: 3 + index, noise: 5, smell: 7, introversion: 9, clean: 4)
        let takenAt = Date(timeIntervalSince1970: 1_772_409_600 + Double(index))
        let result = PersonalityResult(scores: scores, takenAt: takenAt)
        commands.append((command: .recordTestResult(result, for: member), copies: 4))
      }
      commands.append((command: .removeRule("old"), copies: 4))
      return commands
    }

    /// What `command` does to `house` when run alone, by HouseRulesKit itself.
    static func serial(_ house: inout House, _ command: HouseCommand) -> Outcome {
      let before = house.snapshot
      do {
        try house.apply(command)
      } catch {
        return .refused(error)
      }
      return house.snapshot == before ? .unchanged : .changed
    }

    static func concurrentRoommates(_ databases: FreshDatabases) async throws {
      let (_, database) = try await databases.make(maximumConnections: 16)
      let repository = PostgresHouseRepository(database)
      let houses: [HouseID] = ["h0", "h1", "h2", "h3"]
      let commands = try Self.commands()

      // The expectation, from HouseRulesKit alone: a serial run applies each command once (it changes the house),
      // and each copy then gets what a second identical call gets.
      var expected: [HouseID: House] = [:]
      var copiesGet: [HouseID: [Outcome]] = [:]
      for id in houses {
        var house = try Self.roommates(id)
        try await repository.insert(house)
        for (command, _) in commands {
          let first = Self.serial(&house, command)
          #expect(first == .changed, "\(command) changes the house")
          copiesGet[id, default: []].append(Self.serial(&house, command))
        }
        expected[id] = house
      }

      var calls: [(house: HouseID, group: Int)] = []
      for house in houses {
        for (group, entry) in commands.enumerated() {
          calls += Array(repeating: (house: house, group: group), count: entry.copies)
        }
      }
      calls.shuffle()
      #expect(calls.count == 256)
      let outcomes = try await withThrowingTaskGroup(of: (HouseID, Int, Outcome).self) { tasks in
        for call in calls {
          let command = commands[call.group].command
          tasks.addTask {
            do {
              let update = try await repository.update(id: call.house, command)
              let outcome: Outcome = update.changed ? .changed : .unchanged
              return (call.house, call.group, outcome)
            } catch let error as HouseRulesError {
              return (call.house, call.group, Outcome.refused(error))
            }
          }
        }
        var outcomes: [(HouseID, Int, Outcome)] = []
        for try await outcome in tasks { outcomes.append(outcome) }
        return outcomes
      }

      // Through the repository: one call of each group changed the house, the others got what a serial second call
      // gets, and each house is the serial run's.
      for house in houses {
        for (group, entry) in commands.enumerated() {
          let got = outcomes.filter { $0.0 == house && $0.1 == group }.map { $0.2 }
          #expect(got.count == entry.copies)
          #expect(got.filter { $0 == .changed }.count == 1, "\(house) \(entry.command): \(got)")
          let others = got.filter { $0 != .changed }
          #expect(others.allSatisfy { $0 == copiesGet[house]?[group] }, "\(house) \(entry.command): \(others)")
        }
        let stored = try await repository.house(id: house)
        #expect(stored == expected[house], "\(house)")
      }

      // Through SQL of our own: the check rows are the serial run's, none twice, and 16 per house (the 4 unchecked
      // and the removed rule's 2 are gone).
      var expectedChecks: Set<String> = []
      for (id, house) in expected {
        for check in house.snapshot.checks {
          expectedChecks.insert("\(id) \(check.day.dayNumber) \(check.rule) \(check.member)")
        }
      }
      var storedChecks: [String] = []
      let checkRows = try await database.client.query("SELECT house_id, day, rule_id, member_id FROM house_check")
      for row in try await checkRows.collect() {
        let (house, day, rule, member) = try row.decode((String, Int, String, String).self)
        storedChecks.append("\(house) \(day) \(rule) \(member)")
      }
      #expect(storedChecks.count == Set(storedChecks).count, "a check stored twice")
      #expect(Set(storedChecks) == expectedChecks)
      #expect(storedChecks.count == 4 * 16)

      var names: [String] = []
      for row in try await database.client.query(
        "SELECT house_id, id, name FROM house_rule WHERE id IN ('plants', 'trash') ORDER BY house_id, id"
      ).collect() {
        let (house, rule, name) = try row.decode((String, String, String).self)
        names.append("\(house) \(rule) \(name)")
      }
      #expect(names == houses.flatMap { ["\($0) plants 화분 물주기", "\($0) trash 분리수거 하기"] })

      let counts = try await database.client.query(
        """
        SELECT (SELECT count(*) FROM house_rule WHERE id = 'old'),
          (SELECT count(*) FROM house_check WHERE rule_id = 'old'),
          (SELECT count(*) FROM house_event WHERE id = 'party'),
          (SELECT count(*) FROM house_event_participant WHERE event_id = 'party'),
          (SELECT count(*) FROM house_member WHERE tested_at IS NOT NULL)
        """
      ).collect()
      let (oldRules, oldChecks, parties, participants, tested) =
        try #require(counts.first).decode((Int, Int, Int, Int, Int).self)
      let found: [Int] = [oldRules, oldChecks, parties, participants, tested]
      #expect(found == [0, 0, 4, 8, 8])
    }
  }
#endif
