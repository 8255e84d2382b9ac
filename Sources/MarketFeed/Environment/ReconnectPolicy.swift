#if LiveFeed
  import DomainKitsCore

  /// When to reconnect after a failure: DomainKitsCore's exponential backoff with jitter, capped, optionally
  /// giving up.
  ///
  /// The feed draws the jitter's random number from ``FeedEnvironment/random``, so a test fixes the delays:
  ///
  /// ```swift
  /// let policy = ReconnectPolicy(initialDelay: .milliseconds(500), multiplier: 2, maximumDelay: .seconds(30))
  /// policy.delay(afterFailures: 1, random: 0.5)   // 0.5 s (0.4...0.6 s with the default ±20% jitter)
  /// policy.delay(afterFailures: 20, random: 0.5)  // 30 s: capped
  /// ```
  public typealias ReconnectPolicy = BackoffPolicy
#endif
