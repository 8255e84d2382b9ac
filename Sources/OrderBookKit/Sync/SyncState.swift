/// Where an ``OrderBookSynchronizer`` stands.
public enum SyncState: Sendable, Hashable, CustomStringConvertible {
  /// No snapshot yet; updates are buffered.
  case awaitingSnapshot
  /// The book is in sync and updates are applied as they come.
  case live
  /// The book can no longer be trusted; updates are buffered until the next snapshot.
  case needsSnapshot(SyncProblem)

  /// A short phrase for logs.
  public var description: String {
    switch self {
    case .awaitingSnapshot: "awaiting snapshot"
    case .live: "live"
    case .needsSnapshot(let problem): "needs snapshot (\(problem))"
    }
  }
}
