import BoxOfficeKit
import Testing

@Suite("Retry policy edges")
struct RetryPolicyEdgeTests {
  @Test("A zero initial delay stays zero at once, even for a huge attempt number")
  func zeroDelay() {
    let policy = RetryPolicy(maximumAttempts: .max, initialDelay: .zero, maximumDelay: .seconds(8))
    #expect(policy.delay(afterAttempt: 1) == .zero)
    #expect(policy.delay(afterAttempt: .max) == .zero)
  }

  @Test("Negative settings count as zero and one attempt")
  func negatives() {
    let policy = RetryPolicy(maximumAttempts: -3, initialDelay: .seconds(-1), maximumDelay: .seconds(-1))
    #expect(policy.maximumAttempts == 1)
    #expect(policy.delay(afterAttempt: .max) == .zero)
  }
}
