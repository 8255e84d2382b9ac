#if Server
  import DomainKitsPostgresCore
  import Foundation
  import PostgresNIO
  import PostgresTestSupport
  import Testing

  @testable import DomainKitsServer

  /// A database of its own on the cluster in `DOMAINKITS_POSTGRES_URL` (Scripts/with-postgres.sh starts a throwaway
  /// one), for one server or store under test: created empty by ``make()``, dropped by ``drop()``, so tests run in
  /// parallel and share no row (as DomainKitsPostgresTests' `FreshDatabases` does).
  ///
  /// From ``make()`` until ``drop()`` the test holds the cluster shared through `ServerGate`, the gate the
  /// PostgreSQL fault tests take alone (every test target runs in one process): no test stops the cluster under a
  /// running reference server. A test that ends without dropping it (a failed `#require` before `stop()`) drops it
  /// when the value goes away, so the gate is never held for ever.
  final class PostgresTestDatabase: @unchecked Sendable {
    /// The cluster's URL, when the environment names one.
    static let clusterURL = ProcessInfo.processInfo.environment["DOMAINKITS_POSTGRES_URL"]

    /// Whether the PostgreSQL cases can run: the environment names a cluster by a URL the kits read.
    static var isConfigured: Bool {
      clusterURL.map(ServerStorage.isPostgresURL) ?? false
    }

    /// Why the PostgreSQL cases did not run, for `.enabled(if:_:)`.
    static let notConfigured: Comment =
      "DOMAINKITS_POSTGRES_URL is not set: Scripts/with-postgres.sh starts a throwaway cluster"

    /// Thrown by ``make()`` without a cluster.
    struct NotConfigured: Error {}

    /// The client that creates and drops the databases, on the cluster's own database, running for the whole
    /// test process.
    private static let admin: PostgresClient? = {
      guard let url = PostgresTestDatabase.clusterURL, var configuration = DomainKitsPostgres.configuration(url: url)
      else { return nil }
      configuration.options.maximumConnections = 4
      let client = PostgresClient(configuration: configuration)
      Task.detached { await client.run() }
      return client
    }()

    /// The database's name.
    let name: String
    /// Its URL: the cluster's, with the database's name.
    let url: String

    private let lock = NSLock()
    private var dropped = false

    private init(name: String, url: String) {
      self.name = name
      self.url = url
    }

    /// A new empty database, the cluster held shared until ``drop()``.
    ///
    /// - Throws: ``NotConfigured`` without a cluster, or what PostgreSQL throws.
    static func make() async throws -> PostgresTestDatabase {
      guard let admin = Self.admin, let clusterURL = Self.clusterURL, var components = URLComponents(string: clusterURL)
      else {
        throw NotConfigured()
      }
      await ServerGate.shared.enter(exclusive: false)
      let name = "dk_server_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
      do {
        _ = try await admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)")).collect()
      } catch {
        await ServerGate.shared.leave(exclusive: false)
        throw error
      }
      components.path = "/" + name
      guard let url = components.string else {
        await discard(name)
        throw NotConfigured()
      }
      return PostgresTestDatabase(name: name, url: url)
    }

    /// Drops the database (ending any connection still on it) and lets go of the cluster; once.
    func drop() async {
      guard markDropped() else { return }
      await Self.discard(name)
    }

    deinit {
      guard markDropped() else { return }
      let name = self.name
      Task.detached { await PostgresTestDatabase.discard(name) }
    }

    /// Whether this call is the first to drop it.
    private func markDropped() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      guard !dropped else { return false }
      dropped = true
      return true
    }

    /// Drops the database `name` and leaves the gate.
    private static func discard(_ name: String) async {
      _ = try? await admin?.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")).collect()
      await ServerGate.shared.leave(exclusive: false)
    }
  }
#endif
