#if Server
  import DomainKitsCore
  import DomainKitsURLSession
  import Foundation
  import Hummingbird
  import LectureEvaluationKit
  import Logging
  import ServiceLifecycle

  @testable import DomainKitsServer

  /// A folder of its own under the system's temporary directory, removed when the value goes away.
  final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "DomainKitsServerTests-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of a file in the folder.
    func path(_ name: String) -> String {
      url.appendingPathComponent(name).path
    }

    deinit {
      try? FileManager.default.removeItem(at: url)
    }
  }

  /// Why a harness could not start.
  enum HarnessError: Error {
    /// The service group ended before the socket was bound.
    case notStarted
    /// A path made no URL.
    case badURL(String)
    /// A step of a test's setup got an answer it did not expect.
    case unexpected(String)
  }

  /// The reference server the executable runs, running in this process on 127.0.0.1 and a port the system chose,
  /// on a new store (an SQLite file, or a PostgreSQL database of its own: ``StorageUnderTest``), with requests sent
  /// over URLSession (`URLSessionTransport`).
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct ServerHarness: Sendable {
    /// The folder holding the SQLite file.
    let folder: TemporaryFolder
    /// The PostgreSQL database the server runs on, dropped by ``stop()``; `nil` on SQLite.
    let postgres: PostgresTestDatabase?
    /// Where the server listens.
    let address: ServerAddress
    /// The group running it: `triggerGracefulShutdown()` drains it.
    let group: ServiceGroup
    /// The task running the group: cancelling it stops the server at once.
    let run: Task<Void, any Error>
    /// The client.
    let transport: URLSessionTransport
    /// The server's store, to look behind the API (points, ledgers).
    let repositories: ServerRepositories

    /// A logger that drops everything.
    static let silent = Logger(label: "DomainKitsServerTests", factory: { _ in SwiftLogNoOpLogHandler() })

    /// The secret every harness signs with: 32 bytes, fixed.
    static let secret = TokenSecret(text: "domainkits-server-tests-secret-0123456789")!

    /// Starts a server on a new store of `storage` and returns once it is bound: with the demo data when `demo`, on
    /// `clock`, with access tokens that live `accessTokenLifetime`, and passwords at scrypt's cheapest cost (tests
    /// sign in a lot).
    static func start(
      storage: StorageUnderTest = .sqlite, logger: Logger = ServerHarness.silent, demo: Bool = false,
      clock: ServerClock = .system, accessTokenLifetime: Duration = .seconds(30 * 60),
      extraRoutes: @escaping @Sendable (Router<ServerRequestContext>) -> Void = { _ in }
    ) async throws -> ServerHarness {
      let folder = try TemporaryFolder()
      let (repositories, postgres) = try await storage.open(in: folder)
      let configuration = ServerConfiguration(
        host: "127.0.0.1", port: 0, drainTimeout: .seconds(10), accessTokenLifetime: accessTokenLifetime,
        passwordCost: 4)
      let server = ReferenceServer(
        configuration: configuration, repositories: repositories, metrics: ServerMetrics(), logger: logger,
        clock: clock, secret: secret, extraRoutes: extraRoutes)
      if demo {
        do {
          try await server.seedDemoIfNeeded()
        } catch {
          await repositories.close()
          await postgres?.drop()
          throw error
        }
      }
      let (addresses, bound) = AsyncStream.makeStream(of: ServerAddress.self)
      let group = server.makeServiceGroup(gracefulShutdownSignals: []) { address in
        bound.yield(address)
      }
      let run = Task {
        defer { bound.finish() }
        try await group.run()
      }
      var found: ServerAddress?
      for await address in addresses {
        found = address
        break
      }
      guard let found else {
        try await run.value
        throw HarnessError.notStarted
      }
      return ServerHarness(
        folder: folder, postgres: postgres, address: found, group: group, run: run,
        transport: URLSessionTransport(defaultTimeout: .seconds(10)), repositories: repositories)
    }

    /// SUWIKI's base URL on this server (`…/suwiki`).
    var suwikiURL: URL {
      URL(string: address.url + "/suwiki")!
    }

    /// A client of SUWIKI's API on this server, as an app makes it, over URLSession.
    func suwikiClient(tokenStore: any TokenStore = InMemoryTokenStore()) -> SuwikiClient {
      SuwikiClient.suwiki(baseURL: suwikiURL, transport: transport, tokenStore: tokenStore)
    }

    /// Sends a request to `path` (query included) and returns the answer, whatever its status.
    func send(
      _ method: String = "GET", _ path: String, headers: [String: String] = [:], body: Data? = nil
    ) async throws -> HTTPTransportResponse {
      guard let url = URL(string: address.url + path) else { throw HarnessError.badURL(path) }
      return try await transport.send(HTTPTransportRequest(method: method, url: url, headers: headers, body: body))
    }

    /// Shuts the server down gracefully, waits until it has stopped (its store closed last), and drops its
    /// PostgreSQL database.
    func stop() async throws {
      await group.triggerGracefulShutdown()
      do {
        try await run.value
      } catch {
        await postgres?.drop()
        throw error
      }
      await postgres?.drop()
    }
  }
#endif
