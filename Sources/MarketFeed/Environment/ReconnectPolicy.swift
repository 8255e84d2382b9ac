#if LiveFeed
  import Foundation

  /// When to try again after a failure: exponential backoff with jitter, capped, optionally giving up.
  ///
  /// The *n*-th consecutive failure waits `initialDelay × multiplierⁿ⁻¹`, capped at `maximumDelay`, then spread by
  /// ±`jitter` of itself so that many clients dropped together do not reconnect together:
  ///
  /// ```swift
  /// let policy = ReconnectPolicy(initialDelay: .milliseconds(500), multiplier: 2, maximumDelay: .seconds(30))
  /// policy.delay(afterFailures: 1, random: 0.5)   // 0.5 s (0.4...0.6 s with the default ±20% jitter)
  /// policy.delay(afterFailures: 4, random: 0.5)   // 4 s
  /// policy.delay(afterFailures: 20, random: 0.5)  // 30 s: capped
  /// ```
  ///
  /// A pure value: the feed draws `random` from ``FeedEnvironment/random``, so a test fixes the delays.
  public struct ReconnectPolicy: Sendable, Hashable {
    /// The wait after the first failure (before jitter).
    public var initialDelay: Duration
    /// The factor between consecutive waits (1 keeps the delay constant).
    public var multiplier: Double
    /// The longest wait, jitter included.
    public var maximumDelay: Duration
    /// The spread of each wait as a fraction of it, in `0...1`: 0.2 draws from 80% to 120%.
    public var jitter: Double
    /// How many consecutive failures to tolerate before giving up; `nil` retries forever.
    public var maximumAttempts: Int?

    /// A policy; by default 0.5 s doubling up to 30 s with ±20% jitter, retrying forever.
    public init(
      initialDelay: Duration = .milliseconds(500), multiplier: Double = 2, maximumDelay: Duration = .seconds(30),
      jitter: Double = 0.2, maximumAttempts: Int? = nil
    ) {
      self.initialDelay = initialDelay
      self.multiplier = multiplier
      self.maximumDelay = maximumDelay
      self.jitter = jitter
      self.maximumAttempts = maximumAttempts
    }

    /// The wait before the next attempt after `failures` consecutive failures (1 for the first).
    ///
    /// Out-of-range settings are read safely: a multiplier below 1 or not finite counts as 1, a negative delay as
    /// zero, jitter is clamped to `0...1` and `random` to `0...1`.
    ///
    public func delay(afterFailures failures: Int, random: Double) -> Duration {
      let cap = max(0, maximumDelay.seconds)
      let factor = multiplier.isFinite && multiplier >= 1 ? multiplier : 1
      let initial = min(max(0, initialDelay.seconds), cap)
      // pow may reach infinity for many failures; the cap bounds it (and 0 × ∞ is avoided).
      let growth = pow(factor, Double(max(0, failures - 1)))
      let base = initial == 0 ? 0 : min(initial * growth, cap)
      let spread = jitter.isFinite ? min(max(jitter, 0), 1) : 0
      let unit = random.isFinite ? min(max(random, 0), 1) : 0.5
      let seconds = min(max(base * (1 - spread + 2 * spread * unit), 0), cap)
      let nanoseconds = seconds * 1e9
      return .nanoseconds(nanoseconds >= 9.2e18 ? .max : Int64(nanoseconds))
    }

    /// Whether another attempt is allowed after `failures` consecutive failures.
    public func allowsAttempt(afterFailures failures: Int) -> Bool {
      guard let maximumAttempts else { return true }
      return failures < maximumAttempts
    }
  }
#endif
