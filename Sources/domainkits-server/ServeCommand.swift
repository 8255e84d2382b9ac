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

  /// `domainkits-server serve`: opens the SQLite store, binds, prints the address on one line of standard output,
  /// serves until SIGTERM or SIGINT, lets the requests in flight finish, and exits 0.
  ///
  /// Logs go to standard error, so standard output holds the address line alone (scripts read it to find a port
  /// the system chose). A store that cannot be opened prints `Error: <sentence>` and exits with its sysexits(3)
  /// code.
  struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract: "Serves /health and /metrics on an SQLite store until SIGTERM or SIGINT.",
      discussion: """
        Prints `domainkits-server listening on http://HOST:PORT` once the socket is bound (with --port 0, the port \
        the system chose). On SIGTERM or SIGINT it stops accepting connections, lets the requests in flight finish \
        within --drain-timeout seconds, and exits 0.
        """
    )

    @Option(help: "The SQLite file (created when missing; its folder must exist).")
    var database = "domainkits-server.sqlite"

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "The port to bind; 0 for one the system chooses.")
    var port = 8080

    @Option(name: .customLong("drain-timeout"), help: "Seconds the requests in flight may run on after a signal.")
    var drainTimeout = 10

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    func validate() throws {
      guard (0...65_535).contains(port) else {
        throw ValidationError("--port must be 0...65535 (0 for a port the system chooses)")
      }
      guard (0...3_600).contains(drainTimeout) else {
        throw ValidationError("--drain-timeout must be 0...3600 seconds")
      }
      guard Logger.Level(rawValue: logLevel) != nil else {
        throw ValidationError("--log-level must be trace, debug, info, notice, warning, error or critical")
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

      let repositories: ServerRepositories
      do throws(ServerStorageError) {
        repositories = try await ServerRepositories.open(.sqlite(path: database))
      } catch {
        FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
        throw ExitCode(error.exitCode)
      }

      let metrics = ServerMetrics()
      metrics.bootstrapSwiftMetrics()
      let server = ReferenceServer(
        configuration: ServerConfiguration(host: host, port: port, drainTimeout: .seconds(drainTimeout)),
        repositories: repositories, metrics: metrics, logger: logger)
      try await server.runUntilSignalled { address in
        print("domainkits-server listening on \(address.url)")
        fflush(nil)
      }
    }
  }
#endif
