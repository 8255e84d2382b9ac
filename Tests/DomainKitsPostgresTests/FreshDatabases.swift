#if Postgres
  import Foundation
  import LectureEvaluationKitPostgres
  import PostgresNIO
  import PostgresTestSupport

  /// Uniquely named databases made on the server in `DOMAINKITS_POSTGRES_URL` for one test, each with a running
  /// client, and dropped by ``dropAll()``.
  ///
  /// From the first database until ``dropAll()`` the test holds the server (``ServerGate``): shared with the other
  /// tests, or alone when it takes the server down (`exclusive: true`).
  actor FreshDatabases {
    /// The server's URL, when the environment names one.
    static let url = ProcessInfo.processInfo.environment["DOMAINKITS_POSTGRES_URL"]

    /// Whether the tests can run: the environment names a server by a URL this library reads.
    static var isConfigured: Bool { url.flatMap { DomainKitsPostgres.configuration(url: $0) } != nil }

    struct NotConfigured: Error {}

    private let admin: PostgresClient.Configuration
    private let adminClient: PostgresClient
    /// The clients' `run()` tasks, the admin client's first.
    private var clients: [Task<Void, Never>]
    private var names: [String]
    /// Whether the test holds the server alone (it kills a backend or stops the server).
    private let exclusive: Bool
    /// Entering the ``ServerGate``, from the first database until ``dropAll()``.
    private var entry: Task<Void, Never>?

    init(exclusive: Bool = false) throws {
      guard let url = Self.url, let admin = DomainKitsPostgres.configuration(url: url) else { throw NotConfigured() }
      self.admin = admin
      let client = PostgresClient(configuration: admin)
      adminClient = client
      clients = [Task.detached { await client.run() }]
      names = []
      self.exclusive = exclusive
    }

    /// A new empty database, with a running client of at most `maximumConnections` connections (postgres-nio's
    /// default pool otherwise), changed by `configure`; migrated when `migrated`.
    func make(
      migrated: Bool = true, maximumConnections: Int? = nil, maximumAttempts: Int = 16,
      configure: @Sendable (inout PostgresClient.Configuration) -> Void = { _ in }
    ) async throws -> (name: String, database: DomainKitsPostgres) {
      if entry == nil {
        let exclusive = self.exclusive
        entry = Task { await ServerGate.shared.enter(exclusive: exclusive) }
      }
      if let entry { await entry.value }
      let name = "dk_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
      _ = try await adminClient.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)")).collect()
      names.append(name)
      var configuration = admin
      configuration.database = name
      if let maximumConnections {
        configuration.options.maximumConnections = maximumConnections
        configuration.options.minimumConnections = 0
      }
      configure(&configuration)
      let client = PostgresClient(configuration: configuration)
      clients.append(Task.detached { await client.run() })
      let database = DomainKitsPostgres(client: client, maximumAttempts: maximumAttempts)
      if migrated { try await database.migrate() }
      return (name, database)
    }

    /// Another running client on the database `name` (one this instance made), with at most `maximumConnections`
    /// connections, stopped by ``dropAll()``: for a test that holds locks or reads `pg_stat_activity` beside the
    /// repository's own pool.
    func client(database name: String, maximumConnections: Int = 4) -> PostgresClient {
      var configuration = admin
      configuration.database = name
      configuration.options.maximumConnections = maximumConnections
      let client = PostgresClient(configuration: configuration)
      clients.append(Task.detached { await client.run() })
      return client
    }

    /// Stops every client, drops every database made, and lets go of the server.
    func dropAll() async {
      let (running, adminTask) = (clients.dropFirst(), clients.first)
      for task in running { task.cancel() }
      // A client shuts down once its connections are returned; one whose connection a fault left hanging (a
      // statement sent as the server went away) may never, and must not hang the run: it is left behind.
      for task in running { _ = await Bounded.result(of: Task { await task.value }, within: .seconds(5)) }
      for name in names {
        _ = try? await adminClient.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"))
          .collect()
      }
      adminTask?.cancel()
      await adminTask?.value
      clients = []
      names = []
      if let entry {
        await entry.value
        await ServerGate.shared.leave(exclusive: exclusive)
        self.entry = nil
      }
    }
  }
#endif
