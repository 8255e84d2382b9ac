#if Postgres
  import PostgresNIO

  extension PostgresConnection {
    /// Every row of `query`, read to the end (so that an error the server sends after the first rows is thrown
    /// here, not lost).
    package func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
      try await self.query(query, logger: DomainKitsPostgres.logger).collect()
    }

    /// Runs a statement to its end, ignoring any rows it returns.
    package func perform(_ query: PostgresQuery) async throws {
      _ = try await self.query(query, logger: DomainKitsPostgres.logger).collect()
    }
  }
#endif
