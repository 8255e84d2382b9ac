#if Server
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO
  import WagerKit

  /// ``MissionCatalogue`` in `domainkits_server.mission_categories` of the kits' PostgreSQL database, as
  /// ``SQLiteMissionCatalogue`` keeps it in SQLite: one row per category, its `MissionCategory` as JSON (keys sorted).
  struct PostgresMissionCatalogue: MissionCatalogue {
    /// The kits' database, which holds the server's schema too.
    let database: DomainKitsPostgres

    func save(_ category: MissionCategory) async throws {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let body = String(decoding: try encoder.encode(category), as: UTF8.self)
      let id = category.id
      try await database.write(locking: { _ in [] }) { connection in
        try await connection.perform(
          """
          INSERT INTO domainkits_server.mission_categories (id, body) VALUES (\(id), \(body))
            ON CONFLICT (id) DO UPDATE SET body = excluded.body
          """)
      }
    }

    func category(id: Int) async throws -> MissionCategory? {
      let body = try await database.read { connection in
        try await connection.rows("SELECT body FROM domainkits_server.mission_categories WHERE id = \(id)")
          .first?.decode(String.self)
      }
      return try body.map(Self.category)
    }

    func all() async throws -> [MissionCategory] {
      let bodies = try await database.read { connection in
        try await connection.rows("SELECT body FROM domainkits_server.mission_categories ORDER BY id")
          .map { try $0.decode(String.self) }
      }
      return try bodies.map(Self.category)
    }

    /// The category a row's JSON holds.
    private static func category(_ body: String) throws -> MissionCategory {
      try JSONDecoder().decode(MissionCategory.self, from: Data(body.utf8))
    }
  }
#endif
