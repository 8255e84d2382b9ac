#if Server
  import ServiceLifecycle

  /// A service that waits for the service group's graceful shutdown and marks the ``DrainState``.
  ///
  /// It runs after the HTTP application in the group, so the group (which shuts services down in reverse order)
  /// tells it first: `/health` says `draining` while the application stops accepting and lets the requests in
  /// flight finish.
  struct DrainWatch: Service {
    /// The state to mark.
    let state: DrainState

    /// Waits for the graceful shutdown, then marks the state and returns; a cancelled group has nothing to drain.
    func run() async throws {
      do {
        try await gracefulShutdown()
      } catch {
        return
      }
      await state.beginDraining()
    }
  }
#endif
