#if Server
  /// Where the reference server listens, how long it drains, how long its tokens live and what its passwords cost:
  /// what `domainkits-server serve` reads from its flags and a test sets directly.
  package struct ServerConfiguration: Sendable, Equatable {
    /// The largest request body any route accepts, in bytes: a longer one answers 413 before it is read. A SUWIKI
    /// post of 1,000 four-byte characters is about 4 KB, so no documented request comes near it.
    package static let bodyLimit = 16_384

    /// The address to bind (`127.0.0.1` by default: the server is for a developer's machine and CI, not the open
    /// network).
    package var host: String
    /// The port to bind; 0 asks the system for a free one (the bound port is what `onRunning` reports).
    package var port: Int
    /// How long requests in flight may run on after SIGTERM or SIGINT before they are cancelled.
    package var drainTimeout: Duration
    /// How long, after SIGTERM or SIGINT, the server goes on accepting while `/health` answers 503 `draining`, so a
    /// load balancer that polls it stops sending before the port closes: zero by default here (tests), one second
    /// for `domainkits-server serve`.
    package var drainNotice: Duration
    /// How long an access token works: 30 minutes by default.
    package var accessTokenLifetime: Duration
    /// How long a refresh token works: 14 days by default.
    package var refreshTokenLifetime: Duration
    /// log2 of scrypt's N for new password hashes (``PasswordHasher``): 14 by default; tests use less.
    package var passwordCost: Int

    /// A configuration; every value has the default `domainkits-server serve` uses.
    package init(
      host: String = "127.0.0.1", port: Int = 8080, drainTimeout: Duration = .seconds(10),
      drainNotice: Duration = .zero, accessTokenLifetime: Duration = .seconds(30 * 60),
      refreshTokenLifetime: Duration = .seconds(14 * 24 * 3_600),
      passwordCost: Int = PasswordHasher.defaultCost
    ) {
      self.host = host
      self.port = port
      self.drainTimeout = drainTimeout
      self.drainNotice = drainNotice
      self.accessTokenLifetime = accessTokenLifetime
      self.refreshTokenLifetime = refreshTokenLifetime
      self.passwordCost = passwordCost
    }
  }
#endif
