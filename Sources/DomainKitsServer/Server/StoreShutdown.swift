#if Server
  import ServiceLifecycle

  /// The service that stops the store's background work (PostgreSQL's client, ``PostgresStore``) when the server
  /// stops.
  ///
  /// It is the first service of the group, which shuts its services down in reverse order: it is told last, once
  /// the application has let the requests in flight finish, so no request loses its connection to a drain. A
  /// cancelled group stops it at once. On SQLite it has nothing to stop.
  struct StoreShutdown: Service {
    /// The store to close.
    let repositories: ServerRepositories

    /// Waits for the graceful shutdown (or the group's cancellation), then closes the store and returns.
    func run() async throws {
      try? await gracefulShutdown()
      await repositories.close()
    }
  }
#endif
