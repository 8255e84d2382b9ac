#if Postgres
  import PostgresNIO

  extension DomainKitsPostgres {
    /// The schema, one element per version: version `n` is reached by running the statements of element `n - 1`.
    /// A migration, once released, is never edited: a change to a kit's tables is a new version after the others.
    package static let migrations: [[String]] = [
      // 1: LectureEvaluationKit's students, lectures, posts, purchases, ledger and reports.
      LecturePostPostgresSchema.statements,
      // 2: WagerKit's couples, battles and coupons.
      WagerPostgresSchema.statements,
      // 3: HouseRulesKit's houses, rules, checks, events and test results.
      HouseRulesPostgresSchema.statements,
    ]

    /// Checks that the database is this library's (or empty) and not newer, then runs the migrations it lacks and
    /// records the version, inside the caller's transaction (READ COMMITTED, so that the statements after the lock
    /// see what a concurrent migration committed).
    static func migrateSchema(_ connection: PostgresConnection) async throws {
      // One migration at a time per database, until this transaction ends; the key is arbitrary but fixed
      // ("DKIT" twice).
      try await connection.perform("SELECT pg_advisory_xact_lock(4920305300986038612)")
      let database = try await connection.rows("SELECT current_database()::text").first?.decode(String.self) ?? ""
      var tables: [String] = []
      for row in try await connection.rows(
        "SELECT tablename::text FROM pg_catalog.pg_tables WHERE schemaname = current_schema() ORDER BY 1")
      {
        tables.append(try row.decode(String.self))
      }
      var version = 0
      if tables.contains("domainkits_schema") {
        let rows = try await connection.rows("SELECT application_id, version FROM domainkits_schema")
        guard rows.count == 1 else {
          throw DomainKitsPostgresError.foreignDatabase(database: database, applicationID: nil, tables: tables)
        }
        let (application, stored) = try rows[0].decode((String, Int).self)
        guard application == applicationID else {
          throw DomainKitsPostgresError.foreignDatabase(
            database: database, applicationID: application, tables: tables)
        }
        guard stored <= migrations.count else {
          throw DomainKitsPostgresError.newerSchema(database: database, version: stored, supported: migrations.count)
        }
        version = stored
      } else if !tables.isEmpty {
        throw DomainKitsPostgresError.foreignDatabase(database: database, applicationID: nil, tables: tables)
      } else {
        try await connection.perform(
          "CREATE TABLE domainkits_schema (application_id TEXT NOT NULL, version BIGINT NOT NULL)")
        try await connection.perform(
          "INSERT INTO domainkits_schema (application_id, version) VALUES (\(applicationID), 0)")
      }
      guard version < migrations.count else { return }
      for statements in migrations[version...] {
        for statement in statements {
          try await connection.perform(PostgresQuery(unsafeSQL: statement))
        }
      }
      try await connection.perform("UPDATE domainkits_schema SET version = \(migrations.count)")
    }
  }
#endif
