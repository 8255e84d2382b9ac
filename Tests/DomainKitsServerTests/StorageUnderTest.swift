#if Server
  import Foundation
  import Testing

  @testable import DomainKitsServer

  /// The stores the server's tests run on (docs/design/reference-server.md §12): SQLite always, PostgreSQL when
  /// `DOMAINKITS_POSTGRES_URL` names a cluster (Scripts/with-postgres.sh). A test parameterized over ``available``
  /// runs once per store; each run gets a store of its own (a new SQLite file, a new PostgreSQL database), so the
  /// runs are independent and may run in parallel.
  enum StorageUnderTest: String, Sendable, CaseIterable, CustomTestStringConvertible {
    /// A new SQLite file in a temporary folder.
    case sqlite
    /// A new database on the cluster of `DOMAINKITS_POSTGRES_URL` (``PostgresTestDatabase``).
    case postgres

    /// The stores this run can test: PostgreSQL only with a cluster (the suites that test it alone say why they
    /// did not run; the parameterized ones have no PostgreSQL case without it).
    static var available: [StorageUnderTest] {
      PostgresTestDatabase.isConfigured ? [.sqlite, .postgres] : [.sqlite]
    }

    /// The case's name in test results.
    var testDescription: String { rawValue }

    /// A new, migrated store of this kind: an SQLite file in `folder`, or a new PostgreSQL database, returned to be
    /// dropped once the store is closed (its running client stops with the server's group, or with
    /// `ServerRepositories.close()`).
    func open(in folder: TemporaryFolder) async throws -> (ServerRepositories, PostgresTestDatabase?) {
      switch self {
      case .sqlite:
        let repositories = try await ServerRepositories.open(.sqlite(path: folder.path("server.sqlite")))
        return (repositories, nil)
      case .postgres:
        let database = try await PostgresTestDatabase.make()
        let repositories: ServerRepositories
        do {
          repositories = try await ServerRepositories.open(.postgres(url: database.url))
        } catch {
          await database.drop()
          throw error
        }
        return (repositories, database)
      }
    }

    /// Runs `body` on a new, migrated store of this kind without a server, then closes the store and drops its
    /// PostgreSQL database, whether `body` returns or throws.
    func withStore<Value>(_ body: (ServerRepositories) async throws -> Value) async throws -> Value {
      let folder = try TemporaryFolder()
      let (repositories, database) = try await open(in: folder)
      let value: Value
      do {
        value = try await body(repositories)
      } catch {
        await repositories.close()
        await database?.drop()
        throw error
      }
      await repositories.close()
      await database?.drop()
      return value
    }
  }
#endif
