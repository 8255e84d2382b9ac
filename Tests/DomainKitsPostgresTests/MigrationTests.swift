#if Postgres
  import Foundation
  import LectureEvaluationKitPostgres
  import PostgresNIO
  import Testing

  /// The versioned schema: a database written by a newer version, and a database of another application, are
  /// refused untouched.
  @Suite(
    "PostgreSQL migrations",
    .enabled(
      if: FreshDatabases.isConfigured,
      "DOMAINKITS_POSTGRES_URL is not set: Scripts/with-postgres.sh starts a throwaway cluster")
  )
  struct MigrationTests {
    @Test("A new database is migrated once; migrating again changes nothing")
    func migratesOnce() async throws {
      let databases = try FreshDatabases()
      do {
        let (_, database) = try await databases.make()
        try await database.migrate()
        let schema = try await Self.schema(database)
        #expect(schema == [DomainKitsPostgres.applicationID: DomainKitsPostgres.schemaVersion])
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("A database written by a newer version is refused, its version kept")
    func newerVersion() async throws {
      let databases = try FreshDatabases()
      do {
        let (name, database) = try await databases.make()
        _ = try await database.client.query("UPDATE domainkits_schema SET version = 99").collect()
        await #expect(
          throws: DomainKitsPostgresError.newerSchema(
            database: name, version: 99, supported: DomainKitsPostgres.schemaVersion)
        ) {
          try await database.migrate()
        }
        #expect(try await Self.schema(database) == [DomainKitsPostgres.applicationID: 99])
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("A database with another application's table is refused untouched")
    func foreignTable() async throws {
      let databases = try FreshDatabases()
      do {
        let (name, database) = try await databases.make(migrated: false)
        _ = try await database.client.query("CREATE TABLE customers (id BIGINT PRIMARY KEY, name TEXT)").collect()
        _ = try await database.client.query("INSERT INTO customers VALUES (1, 'Kim')").collect()
        await #expect(
          throws: DomainKitsPostgresError.foreignDatabase(database: name, applicationID: nil, tables: ["customers"])
        ) {
          try await database.migrate()
        }
        #expect(try await Self.tables(database) == ["customers"])
        let rows = try await database.client.query("SELECT count(*) FROM customers").collect()
        #expect(try rows.first?.decode(Int.self) == 1)
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    @Test("A database whose schema table names another application is refused untouched")
    func foreignApplication() async throws {
      let databases = try FreshDatabases()
      do {
        let (name, database) = try await databases.make(migrated: false)
        _ = try await database.client.query(
          "CREATE TABLE domainkits_schema (application_id TEXT NOT NULL, version BIGINT NOT NULL)"
        ).collect()
        _ = try await database.client.query("INSERT INTO domainkits_schema VALUES ('OtherApp', 1)").collect()
        await #expect(
          throws: DomainKitsPostgresError.foreignDatabase(
            database: name, applicationID: "OtherApp", tables: ["domainkits_schema"])
        ) {
          try await database.migrate()
        }
        #expect(try await Self.tables(database) == ["domainkits_schema"])
        #expect(try await Self.schema(database) == ["OtherApp": 1])
      } catch {
        await databases.dropAll()
        throw error
      }
      await databases.dropAll()
    }

    /// The rows of `domainkits_schema`: application id to version.
    private static func schema(_ database: DomainKitsPostgres) async throws -> [String: Int] {
      var schema: [String: Int] = [:]
      for row in try await database.client.query("SELECT application_id, version FROM domainkits_schema").collect() {
        let (application, version) = try row.decode((String, Int).self)
        schema[application] = version
      }
      return schema
    }

    /// The database's tables, sorted.
    private static func tables(_ database: DomainKitsPostgres) async throws -> [String] {
      var tables: [String] = []
      for row in try await database.client.query(
        "SELECT tablename::text FROM pg_catalog.pg_tables WHERE schemaname = current_schema() ORDER BY 1"
      ).collect() {
        tables.append(try row.decode(String.self))
      }
      return tables
    }
  }
#endif
