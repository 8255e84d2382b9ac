#if Server
  import DomainKitsPostgresCore
  import PostgresNIO

  /// The kits' PostgreSQL database of one ``ServerRepositories``, and the task that runs its postgres-nio client
  /// (`PostgresClient.run()`, without which no query is answered).
  ///
  /// The client runs from ``ServerRepositories/open(_:)`` on, so the kits' and the server's migrations and the
  /// demo seed run before the server binds, as on SQLite, and a database that cannot be reached or migrated ends
  /// `serve` before it prints its address. ``StoreShutdown``, the first service of the server's group, stops it
  /// once the application has stopped (the group shuts its services down in reverse order), or when the group is
  /// cancelled; ``close()`` stops it for a store no server runs.
  final class PostgresStore: Sendable {
    /// The kits' database; the server's schema is in it too.
    let database: DomainKitsPostgres
    /// The task running the client's pool until it is cancelled.
    private let running: Task<Void, Never>

    /// A store on a new client for `configuration`, already running: requests wait for a connection until the pool
    /// has one.
    init(configuration: PostgresClient.Configuration) {
      let client = PostgresClient(configuration: configuration, backgroundLogger: DomainKitsPostgres.logger)
      database = DomainKitsPostgres(client: client)
      // Detached: the client must not inherit a caller's task-locals (a service group's graceful shutdown would
      // otherwise stop it with the caller's group).
      running = Task.detached { await client.run() }
    }

    /// Stops the client: its connections close, requests still waiting fail. Calling it again does nothing more.
    func close() async {
      running.cancel()
      await running.value
    }

    deinit {
      running.cancel()
    }
  }
#endif
