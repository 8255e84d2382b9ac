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
