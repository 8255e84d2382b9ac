/// Running counts of what a synchronizer did, for logs, metrics and the demo.
public struct SyncReport: Sendable, Hashable, CustomStringConvertible {
  /// Updates applied, live or replayed from the buffer.
  public var updatesApplied = 0
  /// Of ``updatesApplied``, those replayed from the buffer after a snapshot.
  public var updatesReplayed = 0
  /// Updates held while waiting for a snapshot.
  public var updatesBuffered = 0
  /// Updates the snapshot already held: buffered ones dropped at replay, and live ones older than the snapshot.
  public var droppedAlreadyInSnapshot = 0
  /// Updates older than the last one applied (out of order or repeated).
  public var droppedOutOfOrder = 0
  /// Updates and snapshots set aside for lacking the timestamp or sequence their policy needs, and updates arriving
  /// under the full-snapshot policy.
  public var droppedUnusable = 0
  /// Updates dropped because the buffer was full.
  public var droppedBufferOverflow = 0
  /// Times the synchronizer stopped trusting its book (gaps, overflows, rejected updates, requests).
  public var gaps = 0
  /// Invalid updates, snapshots and trades.
  public var rejected = 0
  /// Snapshots applied.
  public var snapshotsApplied = 0
  /// Snapshots older than the book they would replace.
  public var staleSnapshots = 0
  /// Trades subtracted from the book.
  public var tradesApplied = 0
  /// Trades set aside (book not live, older than the last update, or trades switched off).
  public var tradesSkipped = 0
  /// Messages after which the book was crossed.
  public var crossedBooks = 0
  /// Levels removed by ``SyncOptions/maximumLevelsPerSide``.
  public var levelsPruned = 0
  /// The latest reason the book stopped being trusted.
  public var lastProblem: SyncProblem?

  /// A report with every count at zero.
  public init() {}

  /// One line per count.
  public var description: String {
    var lines = [
      "snapshots applied: \(snapshotsApplied) (stale: \(staleSnapshots))",
      "updates applied: \(updatesApplied) (replayed from buffer: \(updatesReplayed))",
      "updates buffered: \(updatesBuffered)",
      "dropped, already in snapshot: \(droppedAlreadyInSnapshot)",
      "dropped, out of order: \(droppedOutOfOrder)",
      "dropped, unusable: \(droppedUnusable); buffer overflow: \(droppedBufferOverflow)",
      "trades applied: \(tradesApplied) (skipped: \(tradesSkipped))",
      "gaps: \(gaps); rejected: \(rejected); crossed: \(crossedBooks); levels pruned: \(levelsPruned)",
    ]
    if let lastProblem { lines.append("last problem: \(lastProblem)") }
    return lines.joined(separator: "\n")
  }
}
