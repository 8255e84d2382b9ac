#if LiveFeed
  import Foundation
  import NIOConcurrencyHelpers

  @testable import MarketFeed

  /// A fake clock for a feed: `sleep` suspends until the test moves time past its deadline with ``advance(by:)``,
  /// so a keepalive interval of 30 s passes in microseconds, exactly when the test says.
  final class ManualClock: Sendable {
    private struct Sleeper {
      let deadline: Duration
      let continuation: CheckedContinuation<Void, any Error>
    }
    private struct State {
      var now: Duration = .zero
      var sleepers: [Int: Sleeper] = [:]
      var nextID = 0
    }
    private let state = NIOLockedValueBox(State())

    var now: Duration { state.withLockedValue { $0.now } }

    /// How many sleeps are waiting.
    var sleeping: Int { state.withLockedValue { $0.sleepers.count } }

    var environment: FeedEnvironment {
      FeedEnvironment(
        sleep: { [self] duration in try await sleep(duration) }, uptime: { [self] in now }, random: { 0.5 },
        now: { Date(timeIntervalSince1970: 1_785_397_735) })
    }

    /// Moves time on by `duration`, waking every sleep whose deadline it passes.
    func advance(by duration: Duration) {
      let due = state.withLockedValue { state in
        state.now += duration
        let now = state.now
        let due = state.sleepers.filter { $0.value.deadline <= now }
        for id in due.keys { state.sleepers[id] = nil }
        return due.values.map(\.continuation)
      }
      for continuation in due { continuation.resume() }
    }

    private func sleep(_ duration: Duration) async throws {
      let id = state.withLockedValue { state in
        defer { state.nextID += 1 }
        return state.nextID
      }
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
          let resumeNow = state.withLockedValue { state in
            if duration <= .zero || Task.isCancelled { return true }
            state.sleepers[id] = Sleeper(deadline: state.now + duration, continuation: continuation)
            return false
          }
          if resumeNow { continuation.resume() }
        }
      } onCancel: {
        let sleeper = state.withLockedValue { $0.sleepers.removeValue(forKey: id) }
        sleeper?.continuation.resume(throwing: CancellationError())
      }
      try Task.checkCancellation()
    }
  }
#endif
