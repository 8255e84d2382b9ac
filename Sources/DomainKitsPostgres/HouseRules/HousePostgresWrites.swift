#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import HouseRulesKit
  import PostgresNIO

  /// Writes a house's values as rows, touching only the rows that differ from the house as stored: a check is one
  /// inserted row, an edited rule its row (and its assignees' rows when they changed), a removed rule one deleted
  /// row whose checks and assignees go with it.
  ///
  /// Parents are written before their children and removed after them, so every immediate foreign key holds after
  /// each statement; positions, names and the deferred foreign keys are checked at commit.
  enum HousePostgresWrites {
    typealias Rows = HousePostgresRows

    /// Writes `new` over `old`, the house as stored (`nil` when it has no rows).
    static func write(_ new: HouseSnapshot, replacing old: HouseSnapshot?, _ connection: PostgresConnection)
      async throws
    {
      let house = new.id.rawValue
      if old?.name != new.name || old?.timeZone != new.timeZone || old?.limits != new.limits {
        try await writeHome(new, connection)
      }
      let members = changes(from: old?.members ?? [], to: new.members, id: \.id.rawValue)
      for (position, member) in members.upserts {
        try await writeMember(member, at: position, house: house, connection)
      }
      let categories = changes(from: old?.categories ?? [], to: new.categories, id: \.id.rawValue)
      for (position, category) in categories.upserts {
        try await connection.perform(
          """
          INSERT INTO house_category (house_id, id, position, name, icon)
            VALUES (\(house), \(category.id.rawValue), \(position), \(category.name), \(category.icon.rawValue))
            ON CONFLICT (house_id, id) DO UPDATE SET position = excluded.position, name = excluded.name,
              icon = excluded.icon
          """)
      }
      let rules = changes(from: old?.rules ?? [], to: new.rules, id: \.id.rawValue)
      let storedRules = Dictionary((old?.rules ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for (position, rule) in rules.upserts {
        try await writeRule(rule, at: position, replacing: storedRules[rule.id], house: house, connection)
      }
      let events = changes(from: old?.events ?? [], to: new.events, id: \.id.rawValue)
      let storedEvents = Dictionary((old?.events ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for (position, event) in events.upserts {
        try await writeEvent(event, at: position, replacing: storedEvents[event.id], house: house, connection)
      }
      if new.absences != old?.absences ?? [] {
        try await writeAbsences(new.absences, house: house, connection)
      }
      try await writeKeys(
        "house_check", house: house, old: Set((old?.checks ?? []).map { DayKey($0) }),
        new: Set(new.checks.map { DayKey($0) }), connection)
      try await writeKeys(
        "house_temporary_assignee", house: house, old: DayKey.keys(of: old?.temporaryAssignments ?? []),
        new: DayKey.keys(of: new.temporaryAssignments), connection)
      // Children before parents: removing a rule removes its remaining checks and assignees, removing a member
      // its checks, absences and one-day assignments (ON DELETE CASCADE).
      for (table, removed) in [
        ("house_event", events.removed), ("house_rule", rules.removed), ("house_category", categories.removed),
        ("house_member", members.removed),
      ] where !removed.isEmpty {
        try await connection.perform(
          "DELETE FROM \(unescaped: table) WHERE house_id = \(house) AND id = ANY(\(removed))")
      }
    }

    /// The items of `new` that are new, changed or moved, with their positions, and the identifiers of the items
    /// of `old` that `new` no longer holds.
    static func changes<Item: Equatable>(from old: [Item], to new: [Item], id: (Item) -> String)
      -> (upserts: [(position: Int, item: Item)], removed: [String])
    {
      var stored: [String: (position: Int, item: Item)] = [:]
      for (position, item) in old.enumerated() { stored[id(item)] = (position, item) }
      let kept = Set(new.map(id))
      var upserts: [(position: Int, item: Item)] = []
      for (position, item) in new.enumerated() {
        if let earlier = stored[id(item)], earlier.position == position, earlier.item == item { continue }
        upserts.append((position, item))
      }
      return (upserts, old.map(id).filter { !kept.contains($0) })
    }

    // MARK: Rows

    private static func writeHome(_ house: HouseSnapshot, _ connection: PostgresConnection) async throws {
      let elements = (1...Rows.limitNames.count).map { "l[\($0)]" }.joined(separator: ", ")
      let updates = Rows.limitNames.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
      try await connection.perform(
        """
        INSERT INTO house_home (id, name, time_zone, \(unescaped: Rows.limitColumns))
          SELECT \(house.id.rawValue), \(house.name), \(house.timeZone.identifier), \(unescaped: elements)
            FROM (SELECT \(Rows.limitValues(house.limits))::bigint[] AS l) AS limits
          ON CONFLICT (id) DO UPDATE SET name = excluded.name, time_zone = excluded.time_zone, \(unescaped: updates)
        """)
    }

    private static func writeMember(_ member: Homie, at position: Int, house: String, _ connection: PostgresConnection)
      async throws
    {
      let scores = member.personality?.scores
      let testedAt = member.personality.map { PostgresInstant.milliseconds($0.takenAt) }
      let profile = member.profile
      try await connection.perform(
        """
        INSERT INTO house_member (house_id, id, position, name, job, introduction, hashtags, notifications_enabled,
            light, noise, smell, introversion, clean, tested_at)
          VALUES (\(house), \(member.id.rawValue), \(position), \(member.name), \(profile.job),
            \(profile.introduction), \(profile.hashtags), \(member.notificationsEnabled), \(scores?.light),
            \(scores?.noise), \(scores?.smell), \(scores?.introversion), \(scores?.clean), \(testedAt))
          ON CONFLICT (house_id, id) DO UPDATE SET position = excluded.position, name = excluded.name,
            job = excluded.job, introduction = excluded.introduction, hashtags = excluded.hashtags,
            notifications_enabled = excluded.notifications_enabled, light = excluded.light, noise = excluded.noise,
            smell = excluded.smell, introversion = excluded.introversion, clean = excluded.clean,
            tested_at = excluded.tested_at
        """)
    }

    /// Upserts a rule's row and, when they differ from `stored`'s, replaces its assignees' rows.
    private static func writeRule(
      _ rule: Rule, at position: Int, replacing stored: Rule?, house: String, _ connection: PostgresConnection
    ) async throws {
      let rotation = rule.rotation
      let rotationWeekdays = rotation.map { Int($0.weekdays.rawValue) }
      try await connection.perform(
        """
        INSERT INTO house_rule (house_id, id, position, name, category_id, key_rule, notifications_enabled,
            rotation_weekdays, rotation_strategy, rotation_start)
          VALUES (\(house), \(rule.id.rawValue), \(position), \(rule.name), \(rule.category.rawValue),
            \(rule.isKeyRule), \(rule.notificationsEnabled), \(rotationWeekdays), \(rotation?.strategy.rawValue),
            \(rotation?.start.dayNumber))
          ON CONFLICT (house_id, id) DO UPDATE SET position = excluded.position, name = excluded.name,
            category_id = excluded.category_id, key_rule = excluded.key_rule,
            notifications_enabled = excluded.notifications_enabled, rotation_weekdays = excluded.rotation_weekdays,
            rotation_strategy = excluded.rotation_strategy, rotation_start = excluded.rotation_start
        """)
      if let stored, stored.assignments == rule.assignments, stored.rotation?.members == rotation?.members { return }
      if stored != nil {
        for table in ["house_rule_assignment", "house_rotation_member"] {
          try await connection.perform(
            "DELETE FROM \(unescaped: table) WHERE house_id = \(house) AND rule_id = \(rule.id.rawValue)")
        }
      }
      if !rule.assignments.isEmpty {
        let members = rule.assignments.map(\.member.rawValue)
        let weekdays = rule.assignments.map { Int($0.weekdays.rawValue) }
        try await connection.perform(
          """
          INSERT INTO house_rule_assignment (house_id, rule_id, position, member_id, weekdays)
            SELECT \(house), \(rule.id.rawValue), t.ordinality - 1, t.member_id, t.weekdays
              FROM unnest(\(members)::text[], \(weekdays)::bigint[]) WITH ORDINALITY AS t (member_id, weekdays)
          """)
      }
      if let members = rotation?.members.map(\.rawValue), !members.isEmpty {
        try await connection.perform(
          """
          INSERT INTO house_rotation_member (house_id, rule_id, position, member_id)
            SELECT \(house), \(rule.id.rawValue), t.ordinality - 1, t.member_id
              FROM unnest(\(members)::text[]) WITH ORDINALITY AS t (member_id)
          """)
      }
    }

    /// Upserts an event's row and, when they differ from `stored`'s, replaces its participants' rows.
    private static func writeEvent(
      _ event: HouseEvent, at position: Int, replacing stored: HouseEvent?, house: String,
      _ connection: PostgresConnection
    ) async throws {
      try await connection.perform(
        """
        INSERT INTO house_event (house_id, id, position, name, icon, day)
          VALUES (\(house), \(event.id.rawValue), \(position), \(event.name), \(event.icon.rawValue),
            \(event.date.dayNumber))
          ON CONFLICT (house_id, id) DO UPDATE SET position = excluded.position, name = excluded.name,
            icon = excluded.icon, day = excluded.day
        """)
      if let stored, stored.participants == event.participants { return }
      if stored != nil {
        try await connection.perform(
          "DELETE FROM house_event_participant WHERE house_id = \(house) AND event_id = \(event.id.rawValue)")
      }
      guard !event.participants.isEmpty else { return }
      try await connection.perform(
        """
        INSERT INTO house_event_participant (house_id, event_id, position, member_id)
          SELECT \(house), \(event.id.rawValue), t.ordinality - 1, t.member_id
            FROM unnest(\(event.participants.map(\.rawValue))::text[]) WITH ORDINALITY AS t (member_id)
        """)
    }

    /// Replaces the house's absences (they change only with the whole house).
    private static func writeAbsences(_ absences: [Absence], house: String, _ connection: PostgresConnection)
      async throws
    {
      try await connection.perform("DELETE FROM house_absence WHERE house_id = \(house)")
      guard !absences.isEmpty else { return }
      try await connection.perform(
        """
        INSERT INTO house_absence (house_id, position, member_id, from_day, through_day)
          SELECT \(house), t.ordinality - 1, t.member_id, t.from_day, t.through_day
            FROM unnest(\(absences.map(\.member.rawValue))::text[], \(absences.map(\.from.dayNumber))::bigint[],
              \(absences.map(\.through.dayNumber))::bigint[]) WITH ORDINALITY AS t (member_id, from_day, through_day)
        """)
    }

    /// Deletes the rows of `old` that `new` lacks and inserts those it adds, one statement each, in a table keyed
    /// by (house, day, rule, member).
    ///
    /// An added row that another writer inserted first (one that bypassed the house's lock) is left as it is
    /// (`ON CONFLICT DO NOTHING`), never a unique violation or a second row.
    private static func writeKeys(
      _ table: String, house: String, old: Set<DayKey>, new: Set<DayKey>, _ connection: PostgresConnection
    ) async throws {
      let removed = old.subtracting(new)
      if !removed.isEmpty {
        try await connection.perform(
          """
          DELETE FROM \(unescaped: table) WHERE house_id = \(house) AND (day, rule_id, member_id) IN (
            SELECT * FROM unnest(\(removed.map(\.day))::bigint[], \(removed.map(\.rule))::text[],
              \(removed.map(\.member))::text[]))
          """)
      }
      let added = new.subtracting(old)
      if !added.isEmpty {
        try await connection.perform(
          """
          INSERT INTO \(unescaped: table) (house_id, day, rule_id, member_id)
            SELECT \(house), t.day, t.rule_id, t.member_id
              FROM unnest(\(added.map(\.day))::bigint[], \(added.map(\.rule))::text[], \(added.map(\.member))::text[])
                AS t (day, rule_id, member_id)
            ON CONFLICT DO NOTHING
          """)
      }
    }
  }
#endif
