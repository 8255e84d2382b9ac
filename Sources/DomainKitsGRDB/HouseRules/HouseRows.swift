#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import HouseRulesKit

  /// Reads a house's rows into a `HouseSnapshot` and writes a snapshot back, changing only the rows that differ.
  enum HouseRows {
    /// The house's snapshot as stored, or `nil` when no house has this identifier.
    static func snapshot(_ db: Database, id: HouseID) throws -> HouseSnapshot? {
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT name, time_zone, limits, absences FROM house WHERE id = ?", arguments: [id.rawValue])
      else { return nil }
      let stored = StoredRow(row: row, table: "house", key: id.rawValue)
      let zoneName: String = try stored.text(1)
      guard let timeZone = TimeZone(identifier: zoneName) else { throw stored.invalid("unknown time zone \(zoneName)") }
      var snapshot = HouseSnapshot(
        id: id, name: try stored.text(0), timeZone: timeZone,
        limits: try StoredJSON.decode(HouseLimits.self, from: try stored.text(2), table: "house", key: id.rawValue),
        members: try list(db, "house_member", house: id),
        categories: try list(db, "house_category", house: id),
        rules: try list(db, "house_rule", house: id),
        events: try list(db, "house_event", house: id),
        absences: try StoredJSON.decode([Absence].self, from: try stored.text(3), table: "house", key: id.rawValue))
      snapshot.checks = try checks(db, house: id, from: nil, through: nil)
      let assignments = try Row.fetchAll(
        db,
        sql: "SELECT day, rule_id, members FROM house_temporary_assignment WHERE house_id = ? ORDER BY day, rule_id",
        arguments: [id.rawValue])
      snapshot.temporaryAssignments = try assignments.map { row in
        let stored = StoredRow(row: row, table: "house_temporary_assignment", key: id.rawValue)
        return TemporaryAssignment(
          rule: RuleID(try stored.text(1)), day: try day(stored, 0),
          members: try StoredJSON.decode(
            [HomieID].self, from: try stored.text(2), table: stored.table, key: id.rawValue)
        )
      }
      return snapshot
    }

    /// The house's checks from `from` through `through` (all when `nil`), by day, rule order, member order.
    static func checks(_ db: Database, house: HouseID, from: CalendarDay?, through: CalendarDay?) throws -> [RuleCheck]
    {
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT c.day, c.rule_id, c.member_id FROM house_check c
            JOIN house_rule r ON r.house_id = c.house_id AND r.id = c.rule_id
            JOIN house_member m ON m.house_id = c.house_id AND m.id = c.member_id
            WHERE c.house_id = ? AND c.day BETWEEN ? AND ?
            ORDER BY c.day, r.position, m.position
          """,
        arguments: [house.rawValue, from?.dayNumber ?? Int.min, through?.dayNumber ?? Int.max])
      return try rows.map { row in
        let stored = StoredRow(row: row, table: "house_check", key: house.rawValue)
        return RuleCheck(
          rule: RuleID(try stored.text(1)), member: HomieID(try stored.text(2)),
          day: try day(stored, 0))
      }
    }

    /// The items of a list table, in the house's order.
    static func list<Item: Decodable>(_ db: Database, _ table: String, house: HouseID) throws -> [Item] {
      try Row.fetchAll(
        db, sql: "SELECT id, body FROM \(table) WHERE house_id = ? ORDER BY position", arguments: [house.rawValue]
      ).map { row in
        let key = "\(house.rawValue)/\(StoredRow.keyText(row[0]))"
        return try StoredJSON.decode(
          Item.self, from: try StoredRow(row: row, table: table, key: key).text(1),
          table: table, key: key)
      }
    }

    /// Writes `new`, changing only what differs from `old` (everything when `old` is `nil`).
    static func write(_ new: HouseSnapshot, replacing old: HouseSnapshot?, _ db: Database) throws {
      let house = new.id.rawValue
      if old?.name != new.name || old?.timeZone != new.timeZone || old?.limits != new.limits
        || old?.absences != new.absences
      {
        try db.execute(
          sql: """
            INSERT INTO house (id, name, time_zone, limits, absences) VALUES (?, ?, ?, ?, ?)
              ON CONFLICT (id) DO UPDATE SET name = excluded.name, time_zone = excluded.time_zone,
                limits = excluded.limits, absences = excluded.absences
            """,
          arguments: [
            house, new.name, new.timeZone.identifier, try StoredJSON.encode(new.limits, table: "house", key: house),
            try StoredJSON.encode(new.absences, table: "house", key: house),
          ])
      }
      // Members and rules before checks (which reference them); removed ones take their checks with them.
      try writeList("house_member", house: house, new: new.members, old: old?.members ?? [], id: \.id.rawValue, db)
      try writeList(
        "house_category", house: house, new: new.categories, old: old?.categories ?? [], id: \.id.rawValue, db)
      try writeList("house_rule", house: house, new: new.rules, old: old?.rules ?? [], id: \.id.rawValue, db)
      try writeList("house_event", house: house, new: new.events, old: old?.events ?? [], id: \.id.rawValue, db)

      let (oldChecks, newChecks) = (Set(old?.checks ?? []), Set(new.checks))
      for check in oldChecks.subtracting(newChecks) {
        try db.execute(
          sql: "DELETE FROM house_check WHERE house_id = ? AND day = ? AND rule_id = ? AND member_id = ?",
          arguments: [house, check.day.dayNumber, check.rule.rawValue, check.member.rawValue])
      }
      let insertCheck = try db.cachedStatement(
        sql: "INSERT INTO house_check (house_id, day, rule_id, member_id) VALUES (?, ?, ?, ?)")
      for check in newChecks.subtracting(oldChecks) {
        try insertCheck.execute(arguments: [house, check.day.dayNumber, check.rule.rawValue, check.member.rawValue])
      }

      let oldAssignments = Set(old?.temporaryAssignments ?? [])
      let newAssignments = Set(new.temporaryAssignments)
      for assignment in oldAssignments.subtracting(newAssignments) {
        try db.execute(
          sql: "DELETE FROM house_temporary_assignment WHERE house_id = ? AND day = ? AND rule_id = ?",
          arguments: [house, assignment.day.dayNumber, assignment.rule.rawValue])
      }
      for assignment in newAssignments.subtracting(oldAssignments) {
        try db.execute(
          sql:
            "INSERT OR REPLACE INTO house_temporary_assignment (house_id, day, rule_id, members) VALUES (?, ?, ?, ?)",
          arguments: [
            house, assignment.day.dayNumber, assignment.rule.rawValue,
            try StoredJSON.encode(assignment.members, table: "house_temporary_assignment", key: house),
          ])
      }
    }

    /// Deletes a house and every row of it (children first, whatever the connection's foreign-key setting).
    static func delete(_ db: Database, id: HouseID) throws {
      for table in ["house_check", "house_temporary_assignment"] + HouseRulesSchema.listTables.reversed() + ["house"] {
        try db.execute(
          sql: "DELETE FROM \(table) WHERE \(table == "house" ? "id" : "house_id") = ?", arguments: [id.rawValue])
      }
    }

    /// Upserts the items of a list that are new, changed or moved, and deletes the ones that are gone.
    private static func writeList<Item: Encodable & Equatable>(
      _ table: String, house: String, new: [Item], old: [Item], id: (Item) -> String, _ db: Database
    ) throws {
      var before: [String: (position: Int, item: Item)] = [:]
      for (position, item) in old.enumerated() { before[id(item)] = (position, item) }
      let kept = Set(new.map(id))
      for key in before.keys where !kept.contains(key) {
        try db.execute(sql: "DELETE FROM \(table) WHERE house_id = ? AND id = ?", arguments: [house, key])
      }
      for (position, item) in new.enumerated() {
        if let earlier = before[id(item)], earlier.position == position, earlier.item == item { continue }
        try db.execute(
          sql: """
            INSERT INTO \(table) (house_id, id, position, body) VALUES (?, ?, ?, ?)
              ON CONFLICT (house_id, id) DO UPDATE SET position = excluded.position, body = excluded.body
            """,
          arguments: [
            house, id(item), position, try StoredJSON.encode(item, table: table, key: "\(house)/\(id(item))"),
          ])
      }
    }

    /// A day column, refused when out of `CalendarDay`'s range.
    private static func day(_ stored: StoredRow, _ index: Int) throws(DomainKitsDatabaseError) -> CalendarDay {
      let number = try stored.int(index)
      let day = CalendarDay(dayNumber: number)
      guard day.dayNumber == number else { throw stored.invalid("day number \(number) out of range") }
      return day
    }
  }
#endif
