#if Postgres
  import DomainKitsPostgresCore
  import Foundation
  import HouseRulesKit
  import PostgresNIO

  extension HousePostgresRows {
    // MARK: Categories

    /// The house's categories, in the order they were added.
    static func categories(_ connection: PostgresConnection, house: HouseID) async throws -> [RuleCategory] {
      let rows = try await connection.rows(
        "SELECT id, name, icon FROM house_category WHERE house_id = \(house.rawValue) ORDER BY position")
      return try rows.map { row in
        let (id, name, iconName) = try row.decode((String, String, String).self)
        guard let icon = CategoryIcon(rawValue: iconName) else {
          throw invalid("house_category", "\(house.rawValue)/\(id)", "icon \"\(iconName)\"")
        }
        return RuleCategory(id: CategoryID(id), name: name, icon: icon)
      }
    }

    // MARK: Rules

    /// The house's rules, in the order they were added, with their assignees and rotations.
    static func rules(_ connection: PostgresConnection, house: HouseID) async throws -> [Rule] {
      var assignments: [String: [RuleAssignment]] = [:]
      for row in try await connection.rows(
        """
        SELECT rule_id, member_id, weekdays FROM house_rule_assignment WHERE house_id = \(house.rawValue)
          ORDER BY rule_id, position
        """)
      {
        let (rule, member, bits) = try row.decode((String, String, Int).self)
        let days = try weekdays(bits, "house_rule_assignment", "\(house.rawValue)/\(rule)/\(member)")
        assignments[rule, default: []].append(RuleAssignment(member: HomieID(member), weekdays: days))
      }
      var rotationMembers: [String: [HomieID]] = [:]
      for row in try await connection.rows(
        """
        SELECT rule_id, member_id FROM house_rotation_member WHERE house_id = \(house.rawValue)
          ORDER BY rule_id, position
        """)
      {
        let (rule, member) = try row.decode((String, String).self)
        rotationMembers[rule, default: []].append(HomieID(member))
      }
      let rows = try await connection.rows(
        """
        SELECT id, name, category_id, key_rule, notifications_enabled, rotation_weekdays, rotation_strategy,
          rotation_start FROM house_rule WHERE house_id = \(house.rawValue) ORDER BY position
        """)
      return try rows.map { row in
        let (id, name, category, isKeyRule, notifications, rotationBits, strategyName, start) =
          try row.decode((String, String, String, Bool, Bool, Int?, String?, Int?).self)
        let key = "\(house.rawValue)/\(id)"
        var rotation: Rotation?
        if let rotationBits, let strategyName, let start {
          guard let strategy = RotationStrategy(rawValue: strategyName) else {
            throw invalid("house_rule", key, "rotation strategy \"\(strategyName)\"")
          }
          rotation = Rotation(
            members: rotationMembers[id] ?? [], weekdays: try weekdays(rotationBits, "house_rule", key),
            strategy: strategy, start: try day(start, "house_rule", key))
        } else if rotationBits != nil || strategyName != nil || start != nil {
          throw invalid("house_rule", key, "a rotation without its weekdays, strategy or start")
        } else if rotationMembers[id] != nil {
          throw invalid("house_rotation_member", key, "rotation members of a rule without a rotation")
        }
        return Rule(
          id: RuleID(id), name: name, category: CategoryID(category), isKeyRule: isKeyRule,
          assignments: assignments[id] ?? [], rotation: rotation, notificationsEnabled: notifications)
      }
    }

    // MARK: Events

    /// The house's events, in the order they were added, with their participants.
    static func events(_ connection: PostgresConnection, house: HouseID) async throws -> [HouseEvent] {
      var participants: [String: [HomieID]] = [:]
      for row in try await connection.rows(
        """
        SELECT event_id, member_id FROM house_event_participant WHERE house_id = \(house.rawValue)
          ORDER BY event_id, position
        """)
      {
        let (event, member) = try row.decode((String, String).self)
        participants[event, default: []].append(HomieID(member))
      }
      let rows = try await connection.rows(
        "SELECT id, name, icon, day FROM house_event WHERE house_id = \(house.rawValue) ORDER BY position")
      return try rows.map { row in
        let (id, name, iconName, number) = try row.decode((String, String, String, Int).self)
        let key = "\(house.rawValue)/\(id)"
        guard let icon = EventIcon(rawValue: iconName) else {
          throw invalid("house_event", key, "icon \"\(iconName)\"")
        }
        return HouseEvent(
          id: EventID(id), name: name, icon: icon, date: try day(number, "house_event", key),
          participants: participants[id] ?? [])
      }
    }
  }
#endif
