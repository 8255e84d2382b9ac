#if Postgres
  import Foundation
  import LectureEvaluationKit
  import LectureEvaluationKitPostgres
  import PostgresNIO
  import RepositoryConformance
  import Testing

  /// LectureEvaluationKit's repository suite, the same function the kit runs against its in-memory actor and
  /// DomainKitsGRDBTests against SQLite, run against PostgreSQL: each store the suite makes is a new database.
  @Suite(
    "PostgreSQL lecture posts pass the kit's conformance suite",
    .enabled(
      if: FreshDatabases.isConfigured,
      "DOMAINKITS_POSTGRES_URL is not set: Scripts/with-postgres.sh starts a throwaway cluster")
  )
  struct PostgresLecturePostRepositoryTests {
    @Test("LecturePostRepository, with concurrent purchases and writes")
    func lecturePosts() async throws {
      let databases = try FreshDatabases()
      do {
        try await exerciseLecturePostRepository { try await PostgresLecturePostRepository(databases.make().database) }
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("LecturePostListing")
    func lecturePostListing() async throws {
      let databases = try FreshDatabases()
      do {
        try await exerciseLecturePostListing { try await PostgresLecturePostRepository(databases.make().database) }
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("LectureAveragesListing")
    func lectureAveragesListing() async throws {
      let databases = try FreshDatabases()
      do {
        try await exerciseLectureAveragesListing {
          try await PostgresLecturePostRepository(databases.make().database)
        }
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }
  }
#endif
