#if LiveFeed
  import Testing

  @testable import MarketFeed

  @Suite("ReconnectPolicy")
  struct ReconnectPolicyTests {
    let policy = ReconnectPolicy(
      initialDelay: .milliseconds(500), multiplier: 2, maximumDelay: .seconds(30), jitter: 0.2)

    @Test(
      "Delays double from the initial delay up to the cap",
      arguments: [
        (1, 500), (2, 1_000), (3, 2_000), (4, 4_000), (6, 16_000), (7, 30_000), (60, 30_000), (Int.max, 30_000),
      ] as [(Int, Int64)])
    func exponential(failures: Int, milliseconds: Int64) {
      #expect(policy.delay(afterFailures: failures, random: 0.5) == .milliseconds(milliseconds))
    }

    @Test("Jitter spreads each delay by ±20% and never past the cap")
    func jitter() {
      #expect(policy.delay(afterFailures: 2, random: 0) == .milliseconds(800))
      #expect(policy.delay(afterFailures: 2, random: 1) == .milliseconds(1_200))
      #expect(policy.delay(afterFailures: 30, random: 1) == .seconds(30))
      #expect(policy.delay(afterFailures: 30, random: 0) == .seconds(24))
    }

    @Test("Out-of-range settings and randoms are read safely")
    func outOfRange() {
      let odd = ReconnectPolicy(
        initialDelay: .seconds(-1), multiplier: .infinity, maximumDelay: .seconds(5), jitter: 7)
      #expect(odd.delay(afterFailures: 3, random: 0.5) == .zero)
      let shrinking = ReconnectPolicy(initialDelay: .seconds(1), multiplier: 0.5, maximumDelay: .seconds(5), jitter: 0)
      #expect(shrinking.delay(afterFailures: 9, random: .nan) == .seconds(1))
      let huge = ReconnectPolicy(initialDelay: .seconds(1), maximumDelay: .seconds(Int64.max / 2), jitter: 0)
      #expect(huge.delay(afterFailures: Int.max, random: 2) > .seconds(1_000_000_000))
      #expect(policy.delay(afterFailures: 0, random: 0.5) == .milliseconds(500))
      #expect(policy.delay(afterFailures: -5, random: -1) == .milliseconds(400))
    }

    @Test("Attempts run out only when a maximum is set")
    func attempts() {
      #expect(policy.allowsAttempt(afterFailures: 1_000_000))
      let limited = ReconnectPolicy(maximumAttempts: 3)
      #expect(limited.allowsAttempt(afterFailures: 2))
      #expect(!limited.allowsAttempt(afterFailures: 3))
    }
  }
#endif
