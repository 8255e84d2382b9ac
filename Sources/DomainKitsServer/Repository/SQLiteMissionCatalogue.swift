#if Server
  import DomainKitsGRDBCore
  import Foundation
  import GRDB
  import WagerKit

  /// ``MissionCatalogue`` in the `mission_categories` table of the kits' SQLite file: one row per category, its
  /// `MissionCategory` as JSON (keys sorted).
  struct SQLiteMissionCatalogue: MissionCatalogue {
    /// The kits' database, which holds the server's tables too.
    let database: DomainKitsDatabase

    func save(_ category: MissionCategory) async throws {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let body = String(decoding: try encoder.encode(category), as: UTF8.self)
      try await database.write { db in
        try db.execute(
          sql: """
            INSERT INTO mission_categories (id, body) VALUES (?1, ?2)
              ON CONFLICT (id) DO UPDATE SET body = excluded.body
            """,
          arguments: [category.id, body])
      }
    }

    func category(id: Int) async throws -> MissionCategory? {
      let body = try await database.read { db in
        try String.fetchOne(db, sql: "SELECT body FROM mission_categories WHERE id = ?", arguments: [id])
      }
      return try body.map(Self.category)
    }

    func all() async throws -> [MissionCategory] {
      let bodies = try await database.read { db in
        try String.fetchAll(db, sql: "SELECT body FROM mission_categories ORDER BY id")
      }
      return try bodies.map(Self.category)
    }

    /// The category a row's JSON holds.
    private static func category(_ body: String) throws -> MissionCategory {
      try JSONDecoder().decode(MissionCategory.self, from: Data(body.utf8))
    }
  }
#endif
