#if Postgres
  import PostgresNIO

  extension PostgresConnection {
    /// Every row of `query`, read to the end (so that an error the server sends after the first rows is thrown
    /// here, not lost).
    ///
    /// - Throws: `DomainKitsPostgresError.cannotConnect(message:)` at once on a closed connection.
    package func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
      try checkOpen()
      return try await self.query(query, logger: DomainKitsPostgres.logger).collect()
    }

    /// Runs a statement to its end, ignoring any rows it returns.
    ///
    /// - Throws: `DomainKitsPostgresError.cannotConnect(message:)` at once on a closed connection.
    package func perform(_ query: PostgresQuery) async throws {
      try checkOpen()
      _ = try await self.query(query, logger: DomainKitsPostgres.logger).collect()
    }

    /// Refuses a closed connection before a statement is written to it: postgres-nio 1.33 writes a statement into
    /// the connection's channel without a write promise, and once a closed channel's handlers are gone the
    /// statement is dropped and never answered (the call would wait forever). This narrows that window to the
    /// moment between this check and the write; it cannot close it.
    private func checkOpen() throws {
      guard !isClosed else {
        throw DomainKitsPostgresError.cannotConnect(message: "the connection is closed")
      }
    }
  }
#endif
