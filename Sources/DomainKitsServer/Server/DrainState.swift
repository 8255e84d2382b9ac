#if Server
  /// Whether the server has begun to shut down: set once by ``DrainWatch`` when the service group starts its
  /// graceful shutdown, read by `/health` (which then answers 503 `draining`).
  actor DrainState {
    /// `true` from the start of the graceful shutdown on; it never goes back.
    private(set) var isDraining = false

    /// Marks the start of the shutdown.
    func beginDraining() {
      isDraining = true
    }
  }
#endif
