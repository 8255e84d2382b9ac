#if Server
  import Logging
  import ServiceLifecycle

  /// A service that waits for the service group's graceful shutdown, marks the ``DrainState`` and gives notice.
  ///
  /// It runs after the HTTP application in the group, so the group (which shuts services down in reverse order, each
  /// after the one before has returned) tells it first: `/health` says `draining` for `notice` while the
  /// application still accepts, then the application stops accepting and lets the requests in flight finish.
  struct DrainWatch: Service {
    /// The state to mark.
    let state: DrainState
    /// How long to go on accepting once `/health` says `draining` (``ServerConfiguration/drainNotice``).
    let notice: Duration
    /// Where it says that the server drains.
    let logger: Logger

    /// Waits for the graceful shutdown, marks the state, waits out the notice and returns; a cancelled group has
    /// nothing to drain.
    func run() async throws {
      do {
        try await gracefulShutdown()
      } catch {
        return
      }
      await state.beginDraining()
      logger.notice(
        "draining: /health answers 503 draining, then the requests in flight finish",
        metadata: [
          "notice_seconds": "\(notice.components.seconds)"
        ])
      if notice > .zero {
        try? await Task.sleep(for: notice)
      }
    }
  }
#endif
