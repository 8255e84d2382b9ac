#if LiveFeed
  /// Keeps new connections under a venue's limit (at most *n* per window, 10 per second per IP on Bithumb): asks
  /// how long to wait before the next one, on the feed's uptime clock, so a reconnect loop, or several feeds of one
  /// app sharing a limiter, never earns an HTTP 429.
  ///
  /// A value with no clock of its own: pass the time in, so tests drive it with a fake one.
  ///
  /// ```swift
  /// var limiter = ConnectionRateLimiter(limit: 10, window: .seconds(1))
  /// let wait = limiter.delay(at: now)    // .zero while under the limit
  /// limiter.record(at: now + wait)       // the connection attempt, when it is made
  /// ```
  public struct ConnectionRateLimiter: Sendable, Hashable {
    /// The most connections within any ``window``.
    public let limit: Int
    /// The sliding window.
    public let window: Duration
    /// The recorded attempts still inside the window, oldest first (at most ``limit``).
    private var attempts: [Duration] = []

    /// A limiter allowing `limit` connections (at least one) per `window`.
    public init(limit: Int, window: Duration = .seconds(1)) {
      self.limit = max(1, limit)
      self.window = window
    }

    /// How long to wait, from `now`, before a connection keeps within the limit: zero while fewer than ``limit``
    /// attempts fall in the last ``window``, else until the oldest of them leaves it.
    public func delay(at now: Duration) -> Duration {
      guard attempts.count >= limit, let oldest = attempts.first else { return .zero }
      return max(.zero, oldest + window - now)
    }

    /// Records a connection attempt at `now`.
    public mutating func record(at now: Duration) {
      attempts.removeAll { now - $0 >= window }
      attempts.append(now)
      if attempts.count > limit { attempts.removeFirst(attempts.count - limit) }
    }
  }
#endif
