#if Server
  import DomainKitsGRDBCore
  import Foundation
  import GRDB
  import Testing

  @testable import DomainKitsServer

  @Suite("The server's schema in the SQLite file")
  struct ServerSchemaTests {
    @Test("Opening a file twice keeps one schema row, at the current version, beside the kits' tables")
    func reopen() async throws {
      let folder = try TemporaryFolder()
      let path = folder.path("server.sqlite")
      _ = try await ServerRepositories.open(.sqlite(path: path))
      let again = try await ServerRepositories.open(.sqlite(path: path))
      let database = try #require(again.store.sqlite)
      let versions = try await database.read { db in
        try Int.fetchAll(db, sql: "SELECT version FROM server_schema")
      }
      #expect(versions == [SQLiteServerSchema.version])
      #expect(await again.answers())
    }

    @Test("The token secret is made once per file: a reopened store signs with the same bytes, another file not")
    func storedTokenSecret() async throws {
      let folder = try TemporaryFolder()
      let path = folder.path("server.sqlite")
      let first = try await ServerRepositories.open(.sqlite(path: path)).storedTokenSecret()
      let again = try await ServerRepositories.open(.sqlite(path: path)).storedTokenSecret()
      let other = try await ServerRepositories.open(.sqlite(path: folder.path("other.sqlite"))).storedTokenSecret()
      #expect(first.bytes.count == TokenSecret.minimumByteCount)
      #expect(first.bytes == again.bytes)
      #expect(first.bytes != other.bytes)

      // A token issued before the "restart" verifies after it.
      let clock = TestClock()
      let before = TokenIssuerTests.issuer(clock, secret: first)
      let after = TokenIssuerTests.issuer(clock, secret: again)
      let pair = before.issue(audience: .suwiki, subject: 7, restricted: false)
      #expect(try after.verify(pair.refreshToken, audience: .suwiki, kind: .refresh).id == pair.refreshID)
      #expect(throws: TokenFailure.invalid) {
        try TokenIssuerTests.issuer(clock, secret: other).verify(pair.accessToken, audience: .suwiki, kind: .access)
      }
    }

    @Test("A file a newer server wrote is refused, and left as it was")
    func newerSchema() async throws {
      let folder = try TemporaryFolder()
      let path = folder.path("server.sqlite")
      let first = try await ServerRepositories.open(.sqlite(path: path))
      let database = try #require(first.store.sqlite)
      try await database.write { db in
        try db.execute(sql: "UPDATE server_schema SET version = 99")
      }
      await #expect(
        throws: ServerStorageError.newerServerSchema(path: path, version: 99, supported: SQLiteServerSchema.version)
      ) {
        _ = try await ServerRepositories.open(.sqlite(path: path))
      }
      let versions = try await database.read { db in
        try Int.fetchAll(db, sql: "SELECT version FROM server_schema")
      }
      #expect(versions == [99])
    }

    @Test("A file of another application is refused with the database's own error")
    func foreignFile() async throws {
      let folder = try TemporaryFolder()
      let path = folder.path("other.sqlite")
      let queue = try DatabaseQueue(path: path)
      try await queue.write { db in
        try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY)")
      }
      try queue.close()
      let error = await #expect(throws: ServerStorageError.self) {
        _ = try await ServerRepositories.open(.sqlite(path: path))
      }
      var isForeign = false
      if case .database(.foreignDatabase)? = error {
        isForeign = true
      }
      #expect(isForeign, "\(String(describing: error))")
    }
  }
#endif
