#if Postgres
  import LectureEvaluationKitPostgres
  import PostgresNIO

  /// The SQLSTATE with which PostgreSQL refuses `query`, run in a transaction of its own, or `nil` when it commits.
  /// The COMMIT is explicit: a deferred constraint's error at an implicit commit does not reach postgres-nio's caller
  /// as an error of the query.
  func sqlState(in database: DomainKitsPostgres, of query: PostgresQuery) async -> String? {
    do {
      try await database.client.withConnection { connection in
        _ = try await connection.query("BEGIN", logger: DomainKitsPostgres.logger).collect()
        do {
          _ = try await connection.query(query, logger: DomainKitsPostgres.logger).collect()
          _ = try await connection.query("COMMIT", logger: DomainKitsPostgres.logger).collect()
        } catch {
          _ = try? await connection.query("ROLLBACK", logger: DomainKitsPostgres.logger).collect()
          throw error
        }
      }
      return nil
    } catch let error as PSQLError {
      return error.serverInfo?[.sqlState] ?? "\(error.code)"
    } catch {
      return "\(error)"
    }
  }
#endif
