/// How often and how patiently a failed request is sent again.
///
/// Only failures that may pass are retried (``BoxOfficeError/isRetryable``): transport errors and HTTP
/// 500...599. A KOBIS fault (HTTP 200 with `faultInfo`), a 4xx or a decoding error fails at once. The wait
/// before attempt *n* + 1 is `initialDelay * 2^(n-1)`, capped at `maximumDelay`, computed by DomainKitsCore's
/// `BackoffPolicy` without jitter, so tests can check the exact waits.
///
/// ```swift
/// RetryPolicy(maximumAttempts: 3, initialDelay: .milliseconds(500))  // waits 0.5 s, then 1 s
/// ```
public struct RetryPolicy: Hashable, Sendable {
  /// The total number of attempts, the first included; 1 means no retry. At least 1.
  public var maximumAttempts: Int
  /// The wait before the second attempt.
  public var initialDelay: Duration
  /// The longest wait between two attempts.
  public var maximumDelay: Duration

  /// Creates a policy; `maximumAttempts` below 1 counts as 1 and negative delays as zero.
  public init(
    maximumAttempts: Int = 3, initialDelay: Duration = .milliseconds(500), maximumDelay: Duration = .seconds(8)
  ) {
    self.maximumAttempts = max(1, maximumAttempts)
    self.initialDelay = max(.zero, initialDelay)
    self.maximumDelay = max(.zero, maximumDelay)
  }

  /// Three attempts, waiting 0.5 s and then 1 s.
  public static let standard = RetryPolicy()

  /// One attempt: failures are reported at once.
  public static let none = RetryPolicy(maximumAttempts: 1)

  /// The same policy as a general `BackoffPolicy`: doubling, no jitter, ``maximumAttempts`` attempts.
  public var backoff: BackoffPolicy {
    BackoffPolicy(
      initialDelay: initialDelay, multiplier: 2, maximumDelay: maximumDelay, jitter: 0,
      maximumAttempts: maximumAttempts)
  }

  /// The wait after failed attempt number `attempt` (1 for the first), before the next one.
  ///
  /// Doubles from ``initialDelay`` and stops at ``maximumDelay``; large attempt numbers do not overflow.
  public func delay(afterAttempt attempt: Int) -> Duration {
    backoff.delay(afterFailures: attempt)
  }
}

/// Waits for a duration: what `RetryingSender` calls between attempts, made from the injected `Clock`.
typealias BoxOfficeSleep = @Sendable (Duration) async throws -> Void
