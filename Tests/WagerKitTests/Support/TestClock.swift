import Foundation

/// A clock the test moves by hand; `sleep` returns at once, having moved the clock to the deadline.
final class TestClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  // The lock makes the clock safe to share with the timer values and tasks that read it.
  private let lock = NSLock()
  private var current = Instant(offset: .zero)

  var now: Instant {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  var minimumResolution: Duration { .zero }

  func advance(by duration: Duration) {
    lock.lock()
    defer { lock.unlock() }
    current = current.advanced(by: duration)
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    move(to: deadline)
  }

  private func move(to deadline: Instant) {
    lock.lock()
    defer { lock.unlock() }
    if current < deadline { current = deadline }
  }
}
