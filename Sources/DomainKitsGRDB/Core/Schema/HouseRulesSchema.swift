#if SQLite
  import GRDB

  /// HouseRulesKit's tables: a house row, its members, categories, rules and events (each HouseRulesKit's JSON with
  /// its position, so an edit rewrites one row), and its checks and one-day assignees as rows keyed by day, so a
  /// week's checks are one index range.
  ///
  /// Checks reference their rule and member: removing either removes its checks, in the database as in `House`.
  package enum HouseRulesSchema {
    package static let migration = "house-rules-v1"

    /// The tables of a house's listed items: one row per item, in the house's order.
    package static let listTables = ["house_member", "house_category", "house_rule", "house_event"]

    package static func create(_ db: Database) throws {
      try db.execute(
        sql: """
          CREATE TABLE house (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            time_zone TEXT NOT NULL,
            limits TEXT NOT NULL,
            absences TEXT NOT NULL
          );
          """)
      for table in listTables {
        try db.execute(
          sql: """
            CREATE TABLE \(table) (
              house_id TEXT NOT NULL REFERENCES house(id) ON DELETE CASCADE,
              id TEXT NOT NULL,
              position INTEGER NOT NULL,
              body TEXT NOT NULL,
              PRIMARY KEY (house_id, id)
            ) WITHOUT ROWID;
            CREATE INDEX \(table)_by_position ON \(table)(house_id, position);
            """)
      }
      try db.execute(
        sql: """
          CREATE TABLE house_check (
            house_id TEXT NOT NULL,
            day INTEGER NOT NULL,
            rule_id TEXT NOT NULL,
            member_id TEXT NOT NULL,
            PRIMARY KEY (house_id, day, rule_id, member_id),
            FOREIGN KEY (house_id, rule_id) REFERENCES house_rule(house_id, id) ON DELETE CASCADE,
            FOREIGN KEY (house_id, member_id) REFERENCES house_member(house_id, id) ON DELETE CASCADE
          ) WITHOUT ROWID;
          CREATE INDEX house_check_by_rule ON house_check(house_id, rule_id);
          CREATE INDEX house_check_by_member ON house_check(house_id, member_id);
          CREATE TABLE house_temporary_assignment (
            house_id TEXT NOT NULL,
            day INTEGER NOT NULL,
            rule_id TEXT NOT NULL,
            members TEXT NOT NULL,
            PRIMARY KEY (house_id, day, rule_id),
            FOREIGN KEY (house_id, rule_id) REFERENCES house_rule(house_id, id) ON DELETE CASCADE
          ) WITHOUT ROWID;
          CREATE INDEX house_temporary_assignment_by_rule ON house_temporary_assignment(house_id, rule_id);
          """)
    }
  }
#endif
