#if Server
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO
  import Testing

  @testable import DomainKitsServer

  /// The server's schema in PostgreSQL (docs/design/reference-server.md §7.3): in `domainkits_server`, never in
  /// `public`; migrated once, however often and however many servers open the database at once; refused untouched
  /// when a newer server wrote it.
  @Suite(
    "The server's schema in PostgreSQL",
    .enabled(if: PostgresTestDatabase.isConfigured, PostgresTestDatabase.notConfigured))
  struct PostgresServerSchemaTests {
    /// The server's tables, sorted.
    static let tables = [
      "accounts", "couple_users", "favorite_major", "favorite_major_list", "hous_rooms", "hous_users",
      "mission_categories", "server_schema", "server_secrets", "suwiki_lectures",
    ]

    @Test("A new database: the kits' tables in public, the server's in domainkits_server at the current version")
    func freshMigration() async throws {
      try await Self.withDatabase { database in
        let repositories = try await ServerRepositories.open(.postgres(url: database.url))
        let kits = try #require(repositories.store.postgres).database
        #expect(try await Self.versions(kits) == [PostgresServerSchema.version])
        #expect(try await Self.strings(kits, "SELECT demo_seeded::text FROM domainkits_server.server_schema") == ["0"])
        #expect(try await Self.tables(kits, schema: "domainkits_server") == Self.tables)
        let publicTables = try await Self.tables(kits, schema: "public")
        #expect(publicTables.contains("domainkits_schema") && publicTables.contains("evaluation_post"))
        #expect(Set(publicTables).isDisjoint(with: Self.tables), "nothing of the server's in public")
        let sequences = try await Self.strings(
          kits,
          """
          SELECT sequencename::text FROM pg_catalog.pg_sequences WHERE schemaname = 'domainkits_server'
            ORDER BY 1
          """)
        for kind in SequenceKind.allCases {
          let name = String(PostgresIdentifierSequence.sequence(of: kind).split(separator: ".").last ?? "")
          #expect(sequences.contains(name), "\(kind)")
        }
        #expect(await repositories.answers())
        #expect(try await repositories.demoLevel() == 0)
        try await repositories.markDemoSeeded(level: DemoSeed.level)
        #expect(try await repositories.demoLevel() == DemoSeed.level)
        await repositories.close()
      }
    }

    @Test("Opening again changes nothing: the same tables, columns and indexes, one schema row, sequences go on")
    func reopen() async throws {
      try await Self.withDatabase { database in
        let first = try await ServerRepositories.open(.postgres(url: database.url))
        let firstDatabase = try #require(first.store.postgres).database
        let shape = try await Self.shape(firstDatabase)
        #expect(try await first.sequences.next(.suwikiStudent) == SequenceKind.suwikiStudent.start)
        await first.close()

        let again = try await ServerRepositories.open(.postgres(url: database.url))
        let againDatabase = try #require(again.store.postgres).database
        #expect(try await Self.shape(againDatabase) == shape)
        #expect(try await Self.versions(againDatabase) == [PostgresServerSchema.version])
        #expect(try await again.sequences.next(.suwikiStudent) == SequenceKind.suwikiStudent.start + 1)
        await again.close()
      }
    }

    @Test("Four servers opening a new database at once: each opens it, it is migrated once, one token secret")
    func concurrentStarts() async throws {
      try await Self.withDatabase { database in
        let url = database.url
        let opened = try await withThrowingTaskGroup(
          of: ServerRepositories.self, returning: [ServerRepositories].self
        ) { group in
          for _ in 0..<4 {
            group.addTask { try await ServerRepositories.open(.postgres(url: url)) }
          }
          var opened: [ServerRepositories] = []
          for try await repositories in group {
            opened.append(repositories)
          }
          return opened
        }
        #expect(opened.count == 4)
        let kits = try #require(opened.first?.store.postgres).database
        #expect(try await Self.versions(kits) == [PostgresServerSchema.version])
        #expect(try await Self.tables(kits, schema: "domainkits_server") == Self.tables)
        // Each asks for the token secret at once, each with its own random candidate: all get the one stored.
        let secrets = try await withThrowingTaskGroup(of: [UInt8].self, returning: Set<[UInt8]>.self) { group in
          for repositories in opened {
            group.addTask { try await repositories.storedTokenSecret().bytes }
          }
          return try await group.reduce(into: Set<[UInt8]>()) { $0.insert($1) }
        }
        #expect(secrets.count == 1)
        for repositories in opened {
          #expect(await repositories.answers())
          await repositories.close()
        }
      }
    }

    @Test("A database a newer server wrote is refused, and left as it was")
    func newerSchema() async throws {
      try await Self.withDatabase { database in
        let storage = ServerStorage.postgres(url: database.url)
        let first = try await ServerRepositories.open(storage)
        let kits = try #require(first.store.postgres).database
        _ = try await kits.client.query("UPDATE domainkits_server.server_schema SET version = 99").collect()
        await #expect(
          throws: ServerStorageError.newerServerSchema(
            path: storage.location, version: 99, supported: PostgresServerSchema.version)
        ) {
          let refused = try await ServerRepositories.open(storage)
          await refused.close()
        }
        #expect(try await Self.versions(kits) == [99])
        await first.close()
      }
    }

    @Test("A URL that is none is refused before anything connects; a password never reaches the store's name")
    func urls() async throws {
      await #expect(throws: ServerStorageError.invalidPostgresURL) {
        _ = try await ServerRepositories.open(.postgres(url: "mysql://dk@127.0.0.1/suwiki"))
      }
      let withPassword = ServerStorage.postgres(url: "postgres://dk:secret@127.0.0.1:5432/suwiki")
      #expect(withPassword.location == "postgres://dk@127.0.0.1:5432/suwiki")
      let without = ServerStorage.postgres(url: "postgres://dk@127.0.0.1/suwiki")
      #expect(without.description == "postgres postgres://dk@127.0.0.1/suwiki")
    }

    // MARK: Helpers

    /// Runs `body` with a new database, dropped whether `body` returns or throws.
    private static func withDatabase(_ body: (PostgresTestDatabase) async throws -> Void) async throws {
      let database = try await PostgresTestDatabase.make()
      do {
        try await body(database)
      } catch {
        await database.drop()
        throw error
      }
      await database.drop()
    }

    /// The versions in `domainkits_server.server_schema`, one per row.
    private static func versions(_ database: DomainKitsPostgres) async throws -> [Int] {
      var versions: [Int] = []
      for row in try await database.client.query("SELECT version FROM domainkits_server.server_schema").collect() {
        versions.append(try row.decode(Int.self))
      }
      return versions
    }

    /// The first column of every row of `query`, as text.
    private static func strings(_ database: DomainKitsPostgres, _ query: PostgresQuery) async throws -> [String] {
      var values: [String] = []
      for row in try await database.client.query(query).collect() {
        values.append(try row.decode(String.self))
      }
      return values
    }

    /// The tables of `schema`, sorted.
    private static func tables(_ database: DomainKitsPostgres, schema: String) async throws -> [String] {
      try await strings(
        database, "SELECT tablename::text FROM pg_catalog.pg_tables WHERE schemaname = \(schema) ORDER BY 1")
    }

    /// Every column (table, name, type, nullability), index and sequence of the server's schema, one line each.
    private static func shape(_ database: DomainKitsPostgres) async throws -> [String] {
      let columns = try await strings(
        database,
        """
        SELECT (table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable)::text
          FROM information_schema.columns WHERE table_schema = 'domainkits_server' ORDER BY 1
        """)
      let indexes = try await strings(
        database,
        """
        SELECT (indexname || ' ' || indexdef)::text FROM pg_catalog.pg_indexes WHERE schemaname = 'domainkits_server'
          ORDER BY 1
        """)
      let sequences = try await strings(
        database,
        """
        SELECT (sequencename || ' ' || start_value::text)::text FROM pg_catalog.pg_sequences
          WHERE schemaname = 'domainkits_server' ORDER BY 1
        """)
      return columns + indexes + sequences
    }
  }
#endif
