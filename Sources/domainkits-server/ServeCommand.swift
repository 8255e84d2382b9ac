#if Server
  import ArgumentParser
  import DomainKitsServer
  import Foundation
  import Logging

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// `domainkits-server serve`: opens the store (an SQLite file, or a PostgreSQL database with `--postgres URL`),
  /// writes the demo data into a new one, completes the couple app's two-step writes a crash may have cut, binds,
  /// prints the address on one line of standard output (the mounts, the store and the demo's sign-ins on the next),
  /// serves until SIGTERM or SIGINT, lets the requests in flight
  /// finish, and exits 0.
  ///
  /// Logs go to standard error, so standard output holds the address line first (scripts read it to find a port
  /// the system chose). A store that cannot be opened prints `Error: <sentence>` and exits with its sysexits(3)
  /// code. Tokens are signed with `DOMAINKITS_SERVER_JWT_SECRET` (at least 32 bytes), or, when it is unset, with 32
  /// random bytes the store keeps from its first start, so tokens survive a restart either way.
  /// `DOMAINKITS_SERVER_POSTGRES_URL` names the PostgreSQL database when neither `--postgres` nor `--database` is
  /// given (a password stays out of `ps`).
  struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract:
        "Serves SUWIKI's API (/suwiki), the couple app's (/couple), Hous's (/hous), /health, /metrics and the OpenAPI "
        + "documents on SQLite or PostgreSQL.",
      discussion: """
        Prints `domainkits-server listening on http://HOST:PORT` once the socket is bound (with --port 0, the port \
        the system chose). A new store gets the demo data (lectures, and the students suwiki01, suwiki02 and \
        restricted01; the couple uni0001 and uni0002 with two settled battles; a Hous room of homie@hous.example, \
        homie2@hous.example and homie3@hous.example; password demo-password) unless --no-demo. Before it binds, it \
        completes the couple app's settlements a crash may have cut. Tokens are \
        signed with DOMAINKITS_SERVER_JWT_SECRET (32 bytes or more), else with random bytes the store keeps from \
        its first start, so they outlive a restart. The store is an SQLite file (--database, \
        domainkits-server.sqlite by default) or a PostgreSQL database (--postgres URL, or \
        DOMAINKITS_SERVER_POSTGRES_URL when neither flag is given): the kits' tables in its public schema, the \
        server's in the schema domainkits_server. On SIGTERM or SIGINT /health answers draining \
        for --drain-notice seconds while it still accepts, then it stops accepting connections, lets the requests in \
        flight finish within --drain-timeout seconds, and exits 0.
        """
    )

    @Option(help: "The SQLite file, created when missing (default: domainkits-server.sqlite; its folder must exist).")
    var database: String?

    @Option(help: "A PostgreSQL database instead of SQLite: postgres://user[:password]@host[:port]/database.")
    var postgres: String?

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "The port to bind; 0 for one the system chooses.")
    var port = 8080

    @Option(name: .customLong("drain-timeout"), help: "Seconds the requests in flight may run on after a signal.")
    var drainTimeout = 10

    @Option(
      name: .customLong("drain-notice"),
      help: "Seconds /health answers 503 draining after a signal while the server still accepts (0...60).")
    var drainNotice = 1

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    @Flag(name: .customLong("no-demo"), help: "Do not write the demo data into a new store.")
    var noDemo = false

    @Option(name: .customLong("access-ttl"), help: "Seconds an access token works.")
    var accessTTL = 30 * 60

    @Option(name: .customLong("refresh-ttl"), help: "Seconds a refresh token works.")
    var refreshTTL = 14 * 24 * 3_600

    /// The environment variable that holds the token secret.
    static let secretVariable = "DOMAINKITS_SERVER_JWT_SECRET"

    /// The environment variable that names the PostgreSQL database when no flag names a store.
    static let postgresVariable = "DOMAINKITS_SERVER_POSTGRES_URL"

    /// The SQLite file when no flag names a store.
    static let defaultDatabase = "domainkits-server.sqlite"

    /// The store the flags and the environment name: `--postgres`, else `--database`, else
    /// `DOMAINKITS_SERVER_POSTGRES_URL`, else the default SQLite file.
    var storage: ServerStorage {
      if let postgres { return .postgres(url: postgres) }
      if let database { return .sqlite(path: database) }
      if let url = ProcessInfo.processInfo.environment[Self.postgresVariable], !url.isEmpty {
        return .postgres(url: url)
      }
      return .sqlite(path: Self.defaultDatabase)
    }

    func validate() throws {
      guard (0...65_535).contains(port) else {
        throw ValidationError("--port must be 0...65535 (0 for a port the system chooses)")
      }
      guard (0...3_600).contains(drainTimeout) else {
        throw ValidationError("--drain-timeout must be 0...3600 seconds")
      }
      guard (0...60).contains(drainNotice) else {
        throw ValidationError("--drain-notice must be 0...60 seconds")
      }
      guard Logger.Level(rawValue: logLevel) != nil else {
        throw ValidationError("--log-level must be trace, debug, info, notice, warning, error or critical")
      }
      guard (1...86_400).contains(accessTTL) else {
        throw ValidationError("--access-ttl must be 1...86400 seconds")
      }
      guard (1...(366 * 86_400)).contains(refreshTTL) else {
        throw ValidationError("--refresh-ttl must be 1...31622400 seconds")
      }
      if let text = ProcessInfo.processInfo.environment[Self.secretVariable], TokenSecret(text: text) == nil {
        throw ValidationError("\(Self.secretVariable) must be at least \(TokenSecret.minimumByteCount) bytes")
      }
      guard postgres == nil || database == nil else {
        throw ValidationError("--database and --postgres name two stores: give one")
      }
      if case .postgres(let url) = storage, !ServerStorage.isPostgresURL(url) {
        let source = postgres == nil ? Self.postgresVariable : "--postgres"
        throw ValidationError("\(source) must be postgres://user[:password]@host[:port]/database")
      }
    }

    func run() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else {
        throw ValidationError("domainkits-server needs macOS 14 or later (Hummingbird's floor)")
      }
      let level = Logger.Level(rawValue: logLevel) ?? .info
      LoggingSystem.bootstrap { label in
        var handler = StreamLogHandler.standardError(label: label)
        handler.logLevel = level
        return handler
      }
      let logger = Logger(label: "domainkits-server")

      let storage = self.storage
      let repositories: ServerRepositories
      // PostgreSQL's pool retries a refused connection for about a minute before it gives up: say what it waits for.
      let waiting = Task {
        guard case .postgres = storage else { return }
        try await Task.sleep(for: .seconds(5))
        let note = "still opening PostgreSQL at \(storage.location) after 5 s (an unreachable server is given up after"
        FileHandle.standardError.write(Data((note + " about a minute)\n").utf8))
      }
      do throws(ServerStorageError) {
        defer { waiting.cancel() }
        repositories = try await ServerRepositories.open(storage)
      } catch {
        FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
        throw ExitCode(error.exitCode)
      }

      let secret: TokenSecret
      if let text = ProcessInfo.processInfo.environment[Self.secretVariable], let given = TokenSecret(text: text) {
        secret = given
      } else {
        do {
          secret = try await repositories.storedTokenSecret()
        } catch {
          FileHandle.standardError.write(Data("Error: the store's token secret could not be read: \(error)\n".utf8))
          throw ExitCode(74)
        }
      }
      let metrics = ServerMetrics()
      metrics.bootstrapSwiftMetrics()
      let configuration = ServerConfiguration(
        host: host, port: port, drainTimeout: .seconds(drainTimeout),
        drainNotice: .seconds(drainNotice), accessTokenLifetime: .seconds(accessTTL),
        refreshTokenLifetime: .seconds(refreshTTL))
      let server = ReferenceServer(
        configuration: configuration, repositories: repositories, metrics: metrics, logger: logger, clock: .system,
        secret: secret)
      let seedsDemo = !noDemo
      var demoWritten = false
      if seedsDemo {
        do {
          demoWritten = try await server.seedDemoIfNeeded()
        } catch {
          FileHandle.standardError.write(Data("Error: the demo data could not be written: \(error)\n".utf8))
          throw ExitCode(74)
        }
      }
      do {
        let reconciled = try await server.reconcileCouples()
        logger.info(
          "couple reconciliation",
          metadata: [
            "couples": "\(reconciled.couples)", "issued_coupons": "\(reconciled.issuedCoupons)",
            "started_battles": "\(reconciled.startedBattles)",
          ])
      } catch {
        FileHandle.standardError.write(Data("Error: the couple app's reconciliation failed: \(error)\n".utf8))
        throw ExitCode(74)
      }
      let demoNote =
        demoWritten
        ? "demo data written to this store"
        : "demo data as this store holds it, with your changes (delete the store to start over)"
      try await server.runUntilSignalled { address in
        print("domainkits-server listening on \(address.url)")
        print(
          "SUWIKI at \(address.url)/suwiki, the couple app at \(address.url)/couple, the OpenAPI document at "
            + "\(address.url)/openapi/domainkits-server.yaml; stored in \(storage)")
        print("Hous at \(address.url)/hous, its OpenAPI document at \(address.url)/openapi/hous.json")
        if seedsDemo {
          print(DemoSeed.signIns)
          print(demoNote)
        }
        fflush(nil)
      }
    }
  }
#endif
