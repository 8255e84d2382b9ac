#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import HouseRulesKit
  import PostgresNIO

  /// How a house's rows read back into HouseRulesKit's values (the lists of rules and events are in
  /// `HousePostgresRows+Lists.swift`).
  ///
  /// Each value is rebuilt from its columns with the kit's own types: a day outside years 1...9999, an empty or
  /// out-of-range weekday set, an unknown icon, strategy or time zone, or a test result with scores outside 3...9
  /// reads as `DomainKitsPostgresError.invalidStoredValue(table:key:reason:)`, never as a value the kit would not
  /// make. The whole house is then validated by `House(snapshot:)` in `PostgresHouseRepository`.
  enum HousePostgresRows {
    // MARK: The house

    /// The fifteen limit columns of `house_home`, in `HouseLimits`' order.
    static let limitNames = [
      "limit_members", "limit_house_name", "limit_member_name", "limit_job", "limit_introduction", "limit_hashtags",
      "limit_hashtag", "limit_categories", "limit_category_name", "limit_rules_per_category", "limit_rule_name",
      "limit_events", "limit_event_name", "limit_home_key_rules", "limit_home_todos",
    ]

    /// `limitNames` as a column list.
    static let limitColumns = limitNames.joined(separator: ", ")

    /// The limits as the values of `limitNames`.
    static func limitValues(_ limits: HouseLimits) -> [Int] {
      [
        limits.members, limits.houseName, limits.memberName, limits.job, limits.introduction, limits.hashtags,
        limits.hashtag, limits.categories, limits.categoryName, limits.rulesPerCategory, limits.ruleName,
        limits.events, limits.eventName, limits.homeKeyRules, limits.homeTodos,
      ]
    }

    /// The house's stored values, or `nil` when no house has this identifier.
    static func snapshot(_ connection: PostgresConnection, id: HouseID) async throws -> HouseSnapshot? {
      let rows = try await connection.rows(
        """
        SELECT name, time_zone, ARRAY[\(unescaped: limitColumns)] FROM house_home WHERE id = \(id.rawValue)
        """)
      guard let row = rows.first else { return nil }
      let (name, zoneName, values) = try row.decode((String, String, [Int]).self)
      guard let timeZone = TimeZone(identifier: zoneName) else {
        throw invalid("house_home", id.rawValue, "unknown time zone \"\(zoneName)\"")
      }
      guard values.count == 15 else { throw invalid("house_home", id.rawValue, "\(values.count) limits") }
      let limits = HouseLimits(
        members: values[0], houseName: values[1], memberName: values[2], job: values[3], introduction: values[4],
        hashtags: values[5], hashtag: values[6], categories: values[7], categoryName: values[8],
        rulesPerCategory: values[9], ruleName: values[10], events: values[11], eventName: values[12],
        homeKeyRules: values[13], homeTodos: values[14])
      return HouseSnapshot(
        id: id, name: name, timeZone: timeZone, limits: limits,
        members: try await members(connection, house: id),
        categories: try await categories(connection, house: id),
        rules: try await rules(connection, house: id),
        events: try await events(connection, house: id),
        absences: try await absences(connection, house: id),
        checks: try await checks(connection, house: id, from: nil, through: nil),
        temporaryAssignments: try await temporaryAssignments(connection, house: id))
    }

    // MARK: Members and absences

    static func members(_ connection: PostgresConnection, house: HouseID) async throws -> [Homie] {
      let rows = try await connection.rows(
        """
        SELECT id, name, job, introduction, hashtags, notifications_enabled, light, noise, smell, introversion, clean,
          tested_at FROM house_member WHERE house_id = \(house.rawValue) ORDER BY position
        """)
      return try rows.map { row in
        let (id, name, job, introduction, hashtags, notifications, light, noise, smell, introversion, clean, testedAt) =
          try row.decode((String, String, String, String, [String], Bool, Int?, Int?, Int?, Int?, Int?, Int64?).self)
        let result = try personality(
          light: light, noise: noise, smell: smell, introversion: introversion, clean: clean, testedAt: testedAt,
          key: "\(house.rawValue)/\(id)")
        return Homie(
          id: HomieID(id), name: name, profile: Profile(job: job, introduction: introduction, hashtags: hashtags),
          personality: result, notificationsEnabled: notifications)
      }
    }

    /// A member's latest test result; `nil` before the test, for a stranger or a missing house.
    static func testResult(_ connection: PostgresConnection, member: HomieID, house: HouseID) async throws
      -> PersonalityResult?
    {
      let rows = try await connection.rows(
        """
        SELECT light, noise, smell, introversion, clean, tested_at FROM house_member
          WHERE house_id = \(house.rawValue) AND id = \(member.rawValue)
        """)
      guard let row = rows.first else { return nil }
      let (light, noise, smell, introversion, clean, testedAt) =
        try row.decode((Int?, Int?, Int?, Int?, Int?, Int64?).self)
      return try personality(
        light: light, noise: noise, smell: smell, introversion: introversion, clean: clean, testedAt: testedAt,
        key: "\(house.rawValue)/\(member.rawValue)")
    }

    /// The test result of a member's columns: all six `NULL` before the test.
    private static func personality(
      light: Int?, noise: Int?, smell: Int?, introversion: Int?, clean: Int?, testedAt: Int64?, key: String
    ) throws -> PersonalityResult? {
      if testedAt == nil, light == nil, noise == nil, smell == nil, introversion == nil, clean == nil { return nil }
      guard let light, let noise, let smell, let introversion, let clean, let testedAt else {
        throw invalid("house_member", key, "a test result with a missing score or date")
      }
      do {
        let scores = try PersonalityScores(
          light: light, noise: noise, smell: smell, introversion: introversion, clean: clean)
        return PersonalityResult(scores: scores, takenAt: PostgresInstant.date(testedAt))
      } catch {
        throw invalid("house_member", key, error.description)
      }
    }

    static func absences(_ connection: PostgresConnection, house: HouseID) async throws -> [Absence] {
      let rows = try await connection.rows(
        """
        SELECT position, member_id, from_day, through_day FROM house_absence WHERE house_id = \(house.rawValue)
          ORDER BY position
        """)
      return try rows.map { row in
        let (position, member, from, through) = try row.decode((Int, String, Int, Int).self)
        let key = "\(house.rawValue)/\(position)"
        return Absence(
          member: HomieID(member), from: try day(from, "house_absence", key),
          through: try day(through, "house_absence", key))
      }
    }

    // MARK: Checks and one-day assignees

    /// The house's checks from `from` through `through` (all when `nil`), by day, rule order, member order.
    static func checks(_ connection: PostgresConnection, house: HouseID, from: CalendarDay?, through: CalendarDay?)
      async throws -> [RuleCheck]
    {
      let (low, high) = (from?.dayNumber ?? Int.min, through?.dayNumber ?? Int.max)
      let rows = try await connection.rows(
        """
        SELECT c.day, c.rule_id, c.member_id FROM house_check c
          JOIN house_rule r ON r.house_id = c.house_id AND r.id = c.rule_id
          JOIN house_member m ON m.house_id = c.house_id AND m.id = c.member_id
          WHERE c.house_id = \(house.rawValue) AND c.day BETWEEN \(low) AND \(high)
          ORDER BY c.day, r.position, m.position
        """)
      return try rows.map { row in
        let (number, rule, member) = try row.decode((Int, String, String).self)
        let checked = try day(number, "house_check", "\(house.rawValue)/\(number)/\(rule)/\(member)")
        return RuleCheck(rule: RuleID(rule), member: HomieID(member), day: checked)
      }
    }

    /// The house's one-day assignees, by day, then rule order; each assignment's members in join order.
    static func temporaryAssignments(_ connection: PostgresConnection, house: HouseID) async throws
      -> [TemporaryAssignment]
    {
      let rows = try await connection.rows(
        """
        SELECT t.day, t.rule_id, t.member_id FROM house_temporary_assignee t
          JOIN house_rule r ON r.house_id = t.house_id AND r.id = t.rule_id
          JOIN house_member m ON m.house_id = t.house_id AND m.id = t.member_id
          WHERE t.house_id = \(house.rawValue)
          ORDER BY t.day, r.position, m.position
        """)
      var assignments: [TemporaryAssignment] = []
      for row in rows {
        let (number, rule, member) = try row.decode((Int, String, String).self)
        let assigned = try day(number, "house_temporary_assignee", "\(house.rawValue)/\(number)/\(rule)/\(member)")
        if let last = assignments.last, last.day == assigned, last.rule.rawValue == rule {
          assignments[assignments.count - 1].members.append(HomieID(member))
        } else {
          assignments.append(TemporaryAssignment(rule: RuleID(rule), day: assigned, members: [HomieID(member)]))
        }
      }
      return assignments
    }

    // MARK: Columns

    /// A day-number column, refused outside `CalendarDay`'s years 1...9999.
    static func day(_ number: Int, _ table: String, _ key: String) throws -> CalendarDay {
      let day = CalendarDay(dayNumber: number)
      guard day.dayNumber == number else { throw invalid(table, key, "day number \(number) out of range") }
      return day
    }

    /// A weekday-set column (`WeekdaySet.rawValue`), refused when empty or beyond the seven days.
    static func weekdays(_ bits: Int, _ table: String, _ key: String) throws -> WeekdaySet {
      guard (1...127).contains(bits) else { throw invalid(table, key, "weekday bits \(bits)") }
      return WeekdaySet(rawValue: UInt8(bits))
    }

    static func invalid(_ table: String, _ key: String, _ reason: String) -> DomainKitsPostgresError {
      DomainKitsPostgresError.invalidStoredValue(table: table, key: key, reason: reason)
    }
  }
#endif
