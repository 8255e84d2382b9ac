import DomainKitsCore
import Testing

@Suite("BackoffPolicy")
struct BackoffPolicyTests {
  @Test(
    "Without jitter the waits are exact doublings, capped",
    arguments: [(1, 300), (2, 600), (3, 1_200), (4, 2_000), (99, 2_000)])
  func exactDoublings(failures: Int, milliseconds: Int64) {
    // 0.3 s is not exact in binary; the result is rounded to the nanosecond, so 0.6 s does not read 599.999999 ms.
    let policy = BackoffPolicy(initialDelay: .milliseconds(300), maximumDelay: .seconds(2), jitter: 0)
    #expect(policy.delay(afterFailures: failures) == .milliseconds(milliseconds))
    #expect(policy.delay(afterFailures: failures, random: 0.9) == .milliseconds(milliseconds))
  }

  @Test("Jitter spreads around the base and never past the cap")
  func jitter() {
    let policy = BackoffPolicy(initialDelay: .seconds(1), maximumDelay: .seconds(10), jitter: 0.5)
    #expect(policy.delay(afterFailures: 1, random: 0) == .milliseconds(500))
    #expect(policy.delay(afterFailures: 1, random: 1) == .milliseconds(1_500))
    #expect(policy.delay(afterFailures: 10, random: 1) == .seconds(10))
    #expect(policy.delay(afterFailures: 10, random: .nan) == .seconds(10))
  }

  @Test("A maximum number of attempts stops retrying; none retries forever")
  func attempts() {
    #expect(BackoffPolicy().allowsAttempt(afterFailures: .max))
    let three = BackoffPolicy(maximumAttempts: 3)
    #expect(three.allowsAttempt(afterFailures: 2))
    #expect(!three.allowsAttempt(afterFailures: 3))
  }
}
