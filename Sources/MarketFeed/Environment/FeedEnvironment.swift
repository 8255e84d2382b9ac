#if LiveFeed
  import Foundation

  /// Time and randomness for a feed, injected so that tests run deterministically and fast.
  ///
  /// The feed never reads a clock or a random generator directly: reconnect delays sleep through ``sleep``, idle
  /// detection and the message rate read ``uptime``, backoff jitter draws from ``random``, and the candle history
  /// range after a reconnect asks ``now``. ``init(clock:random:now:)`` makes ``sleep`` and ``uptime`` from one
  /// `Clock`, as every kit injects time; ``live`` uses the real ones.
  ///
  /// ```swift
  /// var environment = FeedEnvironment.live
  /// environment.random = { 0.5 }   // no jitter: delays are exactly the policy's base delays
  /// ```
  public struct FeedEnvironment: Sendable {
    /// Suspends for a duration; throws `CancellationError` when the task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void
    /// Monotonic time since an arbitrary origin: only differences are read.
    public var uptime: @Sendable () -> Duration
    /// A uniformly distributed number in `0..<1`, for backoff jitter.
    public var random: @Sendable () -> Double
    /// The wall clock, for the candle history missed during a disconnect.
    public var now: DateProvider

    /// An environment made of the given functions.
    public init(
      sleep: @escaping @Sendable (Duration) async throws -> Void,
      uptime: @escaping @Sendable () -> Duration,
      random: @escaping @Sendable () -> Double,
      now: @escaping DateProvider
    ) {
      self.sleep = sleep
      self.uptime = uptime
      self.random = random
      self.now = now
    }

    /// An environment whose waiting and uptime come from `clock`: the feed sleeps through `clock.sleep(for:)` and
    /// measures time since this call on it. A test passes a clock it advances itself.
    public init<C: Clock>(
      clock: C, random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }, now: @escaping DateProvider
    ) where C.Duration == Duration {
      let origin = clock.now
      self.init(
        sleep: { duration in try await clock.sleep(for: duration) },
        uptime: { origin.duration(to: clock.now) },
        random: random,
        now: now
      )
    }

    /// The real clock (`ContinuousClock`), the system random generator and `Date.init`.
    public static var live: FeedEnvironment {
      FeedEnvironment(clock: ContinuousClock(), now: Date.init)
    }
  }

  extension Duration {
    /// The duration in seconds as a `Double` (for rates and jitter; never for money).
    package var seconds: Double {
      let (seconds, attoseconds) = components
      return Double(seconds) + Double(attoseconds) / 1e18
    }
  }
#endif
