#if Server
  import Hummingbird

  /// `GET /health`: whether the server serves, on which store, and for how long.
  ///
  /// `{"status": "ok", "storage": "sqlite", "uptimeSeconds": 12.5}` with 200; `unavailable` (the store, SQLite or
  /// PostgreSQL, does not answer a read of the server's schema within 1 s) or `draining` (a shutdown has begun) with
  /// 503, so a load balancer stops sending. No token: it names no data.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HealthRoute: Sendable {
    /// The body, as `docs/openapi/domainkits-server.yaml` documents it (`Health`).
    struct Report: Encodable, Sendable {
      /// `ok`, `unavailable` or `draining`.
      let status: String
      /// The store's kind (`sqlite`, `postgres`).
      let storage: String
      /// Seconds since the server was built, to the millisecond.
      let uptimeSeconds: Double
    }

    /// The store to ask.
    let repositories: ServerRepositories
    /// Whether a shutdown has begun.
    let drain: DrainState
    /// When the server was built.
    let startedAt: ContinuousClock.Instant

    /// The report for now.
    func respond() async throws -> Response {
      let status: String
      if await drain.isDraining {
        status = "draining"
      } else if await repositories.answers() {
        status = "ok"
      } else {
        status = "unavailable"
      }
      let uptime = (startedAt.duration(to: ContinuousClock.now).totalSeconds * 1000).rounded() / 1000
      let report = Report(status: status, storage: repositories.storage.kind, uptimeSeconds: uptime)
      return try Response.json(report, status: status == "ok" ? .ok : .serviceUnavailable)
    }
  }
#endif
