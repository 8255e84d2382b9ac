#if Server
  import Hummingbird
  import Logging
  import NIOCore
  import ServiceLifecycle
  import UnixSignals

  /// The reference server: the router with its middleware and routes, the Hummingbird application that serves it,
  /// and the service group that runs and stops it. The executable and the tests build the same one.
  ///
  /// Middleware, outermost first: ``RequestIDMiddleware``, ``AccessLogMiddleware``, ``RouteMetricsMiddleware``,
  /// ``BodyLimitMiddleware``, ``ErrorBodyMiddleware``; then the routes `GET /health` (``HealthRoute``),
  /// `GET /metrics` (``MetricsRoute``), `GET /openapi/domainkits-server.yaml` and `GET /openapi/hous.json`
  /// (``DocumentRoute``), SUWIKI's 25 under `/suwiki` (``SuwikiRoutes``), the couple app's 19 under `/couple`
  /// (``CoupleRoutes``) and Hous's 37 and its refresh under `/hous` (``HousRoutes``). Every other path answers 404
  /// with ``RootErrorBody``.
  ///
  /// Stopping: the group's graceful shutdown (SIGTERM or SIGINT for the executable) first marks the server
  /// draining (``DrainWatch``), then the application stops accepting connections and waits for the requests in
  /// flight; after ``ServerConfiguration/drainTimeout`` the rest are cancelled. The store is closed last
  /// (``StoreShutdown``: PostgreSQL's client stops; SQLite has nothing to stop).
  @available(macOS 14, iOS 17, tvOS 17, *)
  package struct ReferenceServer: Sendable {
    /// Where it listens, how long it drains, how long its tokens live.
    package let configuration: ServerConfiguration
    /// The open store.
    package let repositories: ServerRepositories
    /// Where requests are counted and timed.
    package let metrics: ServerMetrics
    /// The logger every request's logger derives from.
    package let logger: Logger
    /// The time: tokens' issue and expiry, the dates of posts and purchases.
    package let clock: ServerClock
    /// Signs and checks tokens.
    let tokens: TokenIssuer
    /// Hashes and checks passwords.
    let passwords: PasswordHasher
    /// Whether a shutdown has begun.
    let drain = DrainState()
    /// When the server was built (`/health`'s uptime).
    let startedAt = ContinuousClock.now
    /// Routes added after the server's own; tests add a slow route to watch a drain, the executable none.
    let extraRoutes: @Sendable (Router<ServerRequestContext>) -> Void

    /// A server on `repositories`, not yet listening, signing its tokens with `secret` and reading the time from
    /// `clock`.
    package init(
      configuration: ServerConfiguration, repositories: ServerRepositories, metrics: ServerMetrics, logger: Logger,
      clock: ServerClock = .system, secret: TokenSecret = .random()
    ) {
      self.init(
        configuration: configuration, repositories: repositories, metrics: metrics, logger: logger, clock: clock,
        secret: secret, extraRoutes: { _ in })
    }

    /// A server with routes of a test's own after the server's.
    init(
      configuration: ServerConfiguration, repositories: ServerRepositories, metrics: ServerMetrics, logger: Logger,
      clock: ServerClock = .system, secret: TokenSecret = .random(),
      extraRoutes: @escaping @Sendable (Router<ServerRequestContext>) -> Void
    ) {
      self.configuration = configuration
      self.repositories = repositories
      self.metrics = metrics
      self.logger = logger
      self.clock = clock
      self.tokens = TokenIssuer(
        secret: secret, clock: clock, accessLifetime: configuration.accessTokenLifetime,
        refreshLifetime: configuration.refreshTokenLifetime)
      self.passwords = PasswordHasher(cost: configuration.passwordCost)
      self.extraRoutes = extraRoutes
    }

    /// Writes the demo data (docs/design/reference-server.md §7.5) unless this store has it: what `serve` does
    /// before it binds, unless `--no-demo`. A store an older server seeded gets the parts it lacks (the couple
    /// app's and Hous's on a store seeded by slice 2, Hous's alone on one seeded by slice 3).
    ///
    /// - Returns: whether it wrote anything.
    @discardableResult
    package func seedDemoIfNeeded() async throws -> Bool {
      let level = try await repositories.demoLevel()
      guard level < DemoSeed.level else { return false }
      try await DemoSeed(repositories: repositories, passwords: passwords).write(after: level)
      try await repositories.markDemoSeeded(level: DemoSeed.level)
      return true
    }

    /// Completes the couple app's two-step writes a crash may have cut (``CoupleReconciliation``): what `serve` does
    /// after the demo and before it binds.
    package func reconcileCouples() async throws -> (couples: Int, issuedCoupons: Int, startedBattles: Int) {
      let report = try await CoupleReconciliation(repositories: repositories, clock: clock).run()
      return (report.couples, report.issuedCoupons, report.startedBattles)
    }

    /// The router: middleware first (Hummingbird applies middleware to the routes added after it), then routes.
    func makeRouter() -> Router<ServerRequestContext> {
      let router = Router(context: ServerRequestContext.self)
      router.add(middleware: RequestIDMiddleware())
      router.add(middleware: AccessLogMiddleware())
      router.add(middleware: RouteMetricsMiddleware(metrics: metrics))
      router.add(middleware: BodyLimitMiddleware(metrics: metrics))
      router.add(middleware: ErrorBodyMiddleware())
      let health = HealthRoute(repositories: repositories, drain: drain, startedAt: startedAt)
      router.get("/health") { _, _ in try await health.respond() }
      let metricsRoute = MetricsRoute(metrics: metrics)
      router.get("/metrics") { _, _ in metricsRoute.respond() }
      router.get("/openapi/domainkits-server.yaml") { _, _ in DocumentRoute.serverDocument() }
      router.get("/openapi/hous.json") { _, _ in DocumentRoute.housDocument() }
      SuwikiRoutes(repositories: repositories, tokens: tokens, passwords: passwords, clock: clock, metrics: metrics)
        .add(to: router)
      CoupleRoutes(repositories: repositories, tokens: tokens, passwords: passwords, clock: clock, metrics: metrics)
        .add(to: router)
      HousRoutes(repositories: repositories, tokens: tokens, passwords: passwords, clock: clock, metrics: metrics)
        .add(to: router)
      extraRoutes(router)
      return router
    }

    /// The service group that runs the server until one of `gracefulShutdownSignals` (or the group's
    /// `triggerGracefulShutdown()`), then drains it; cancelling the task that runs it stops everything at once.
    ///
    /// `onRunning` is called once the socket is bound, with the bound address (the system's port when the
    /// configuration asked for 0), before the first connection is accepted.
    package func makeServiceGroup(
      gracefulShutdownSignals: [UnixSignal],
      onRunning: @escaping @Sendable (ServerAddress) async -> Void
    ) -> ServiceGroup {
      let host = configuration.host
      let port = configuration.port
      let application = Application(
        router: makeRouter(),
        configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
        onServerRunning: { channel in
          await onRunning(ServerAddress(host: host, port: channel.localAddress?.port ?? port))
        },
        logger: logger)
      // The group shuts services down in reverse order: the drain mark first, then the application, then the store
      // (PostgreSQL's client), once no request needs it.
      let services: [any Service] = [
        StoreShutdown(repositories: repositories), application,
        DrainWatch(state: drain, notice: configuration.drainNotice, logger: logger),
      ]
      var group = ServiceGroupConfiguration(
        services: services, gracefulShutdownSignals: gracefulShutdownSignals, logger: logger)
      group.maximumGracefulShutdownDuration = configuration.drainTimeout
      return ServiceGroup(configuration: group)
    }

    /// Runs the server until SIGTERM or SIGINT, drains it and returns: what `domainkits-server serve` does.
    package func runUntilSignalled(onRunning: @escaping @Sendable (ServerAddress) async -> Void) async throws {
      try await makeServiceGroup(gracefulShutdownSignals: [.sigterm, .sigint], onRunning: onRunning).run()
    }
  }
#endif
