#if Server
  import DomainKitsPostgresCore
  import PostgresNIO
  import RepositoryConformance
  import Testing
  import TimetableKit

  @testable import DomainKitsServer

  /// The server's `PostgresFavoriteMajorsRepository` (docs/design/reference-server.md §7.2, gap 3) passes TimetableKit's
  /// conformance suite, the functions the kit runs against its in-memory actor and DomainKitsGRDBTests against
  /// SQLite; then its table refuses, by itself, what `FavoriteMajors` never holds.
  @Suite(
    "PostgreSQL favourite majors pass TimetableKit's conformance suite",
    .enabled(if: PostgresTestDatabase.isConfigured, PostgresTestDatabase.notConfigured))
  struct PostgresFavoriteMajorsRepositoryTests {
    @Test("FavoriteMajorsRepository, with concurrent stars")
    func conformance() async throws {
      try await StorageUnderTest.postgres.withStore { repositories in
        let database = try #require(repositories.store.postgres).database
        try await exerciseFavoriteMajorsRepository { PostgresFavoriteMajorsRepository(database: database) }
      }
    }

    @Test("The table keeps each major once per list, non-blank and unpadded, whatever the writer")
    func constraints() async throws {
      try await StorageUnderTest.postgres.withStore { repositories in
        let database = try #require(repositories.store.postgres).database
        let favorites = PostgresFavoriteMajorsRepository(database: database)
        try await favorites.save(FavoriteMajors(["국악과"]), id: "me")
        let refusals: [(PostgresQuery, String)] = [
          ("INSERT INTO domainkits_server.favorite_major VALUES ('me', 1, '국악과')", "23505"),
          ("INSERT INTO domainkits_server.favorite_major VALUES ('me', 1, '')", "23514"),
          ("INSERT INTO domainkits_server.favorite_major VALUES ('me', 1, ' 경영학과')", "23514"),
          ("INSERT INTO domainkits_server.favorite_major VALUES ('me', 1, '경영학과' || chr(9))", "23514"),
          ("INSERT INTO domainkits_server.favorite_major VALUES ('me', 0, '경영학과')", "23505"),
          ("INSERT INTO domainkits_server.favorite_major VALUES ('nobody', 0, '경영학과')", "23503"),
        ]
        for (query, expected) in refusals {
          #expect(await Self.sqlState(database, query) == expected, "\(query.sql)")
        }
        #expect(try await favorites.favoriteMajors(id: "me")?.majors == ["국악과"])
        // Removing a list removes its majors with it.
        #expect(try await favorites.remove(id: "me"))
        let left = try await database.client.query("SELECT count(*) FROM domainkits_server.favorite_major").collect()
        #expect(try left.first?.decode(Int.self) == 0)
      }
    }

    /// The SQLSTATE with which PostgreSQL refuses `query`, or `nil` when it runs.
    private static func sqlState(_ database: DomainKitsPostgres, _ query: PostgresQuery) async -> String? {
      do {
        _ = try await database.client.query(query).collect()
        return nil
      } catch let error as PSQLError {
        return error.serverInfo?[.sqlState] ?? "\(error.code)"
      } catch {
        return "\(error)"
      }
    }
  }
#endif
