import Foundation

/// When to try again after a failure: exponential backoff, capped, optionally spread by jitter and limited in
/// attempts.
///
/// The wait after the *n*-th consecutive failure is `initialDelay × multiplierⁿ⁻¹`, capped at `maximumDelay`,
/// then spread by ±`jitter` of itself (never past the cap) so that many clients dropped together do not come back
/// together. A pure value: the caller supplies the random number, so a test fixes every wait.
///
/// ```swift
/// let policy = BackoffPolicy(initialDelay: .milliseconds(500), multiplier: 2, maximumDelay: .seconds(30))
/// policy.delay(afterFailures: 1, random: 0.5)   // 0.5 s (0.4...0.6 s with the default ±20% jitter)
/// policy.delay(afterFailures: 4, random: 0.5)   // 4 s
/// policy.delay(afterFailures: 20, random: 0.5)  // 30 s: capped
/// policy.allowsAttempt(afterFailures: 20)       // true: no maximum
/// ```
///
/// BoxOfficeKit's `RetryPolicy` (request retries, no jitter) and MarketFeed's `ReconnectPolicy` (reconnects) are
/// this policy.
public struct BackoffPolicy: Sendable, Hashable {
  /// The wait after the first failure (before jitter).
  public var initialDelay: Duration
  /// The factor between consecutive waits (1 keeps the delay constant).
  public var multiplier: Double
  /// The longest wait, jitter included.
  public var maximumDelay: Duration
  /// The spread of each wait as a fraction of it, in `0...1`: 0.2 draws from 80% to 120%.
  public var jitter: Double
  /// How many attempts may fail in a row before giving up; `nil` tries forever.
  public var maximumAttempts: Int?

  /// A policy; by default 0.5 s doubling up to 30 s with ±20% jitter, trying forever.
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
  /// `random` is a number in `0...1` that places the wait within the jitter band (0.5 is the middle; without
  /// jitter it does not matter). Out-of-range settings are read safely: a multiplier below 1 or not finite counts
  /// as 1, a negative delay as zero, jitter is clamped to `0...1` and `random` to `0...1` (NaN reads as 0.5); a
  /// huge number of failures reaches the cap without overflowing. The result is rounded to the nanosecond, so
  /// whole milliseconds stay exact.
  public func delay(afterFailures failures: Int, random: Double = 0.5) -> Duration {
    let cap = max(0, Self.seconds(maximumDelay))
    let factor = multiplier.isFinite && multiplier >= 1 ? multiplier : 1
    let initial = min(max(0, Self.seconds(initialDelay)), cap)
    // pow may reach infinity for many failures; the cap bounds it (and 0 × ∞ is avoided).
    let growth = pow(factor, Double(max(0, failures - 1)))
    let base = initial == 0 ? 0 : min(initial * growth, cap)
    let spread = jitter.isFinite ? min(max(jitter, 0), 1) : 0
    let unit = random.isFinite ? min(max(random, 0), 1) : 0.5
    let seconds = min(max(base * (1 - spread + 2 * spread * unit), 0), cap)
    let nanoseconds = (seconds * 1e9).rounded()
    return .nanoseconds(nanoseconds >= 9.2e18 ? .max : Int64(nanoseconds))
  }

  /// Whether another attempt is allowed after `failures` consecutive failures.
  public func allowsAttempt(afterFailures failures: Int) -> Bool {
    guard let maximumAttempts else { return true }
    return failures < maximumAttempts
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
