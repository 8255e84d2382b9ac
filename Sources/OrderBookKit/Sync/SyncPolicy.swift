/// How an ``OrderBookSynchronizer`` decides which updates belong on top of which snapshot.
public enum SyncPolicy: String, Sendable, Hashable, Codable, CaseIterable {
  /// Bithumb: no sequence numbers. Updates stamped at or after the snapshot's time (read at the snapshot's
  /// precision) are applied on top of it; an update older than the last applied one is reported, not applied.
  /// Quantities are absolute, so re-applying a change the snapshot already holds is harmless. Updates and snapshots
  /// without a time cannot be placed and are dropped as unusable.
  case timestamp
  /// Binance diff depth: the first update applied after a snapshot with `lastUpdateId` L must cover L + 1
  /// (`U <= L + 1 <= u`), and each later one must start right after the previous (`U == previous u + 1`).
  /// A gap stops the book and asks for a new snapshot.
  case sequence
  /// Upbit: every message is the whole top-N book; a snapshot older than the current one is ignored.
  case fullSnapshot
}

/// Limits and switches of an ``OrderBookSynchronizer``.
public struct SyncOptions: Sendable, Hashable {
  /// The most updates held while waiting for a snapshot; beyond it the oldest are dropped and counted.
  public var bufferLimit: Int
  /// When set, the book keeps about this many levels per side, pruning the worst beyond it (in batches, so a
  /// side may briefly hold up to an eighth more). Levels far outside the shown depth cost memory and nothing else.
  public var maximumLevelsPerSide: Int?
  /// Whether trades are subtracted from the book between depth updates (on by default), so the book reflects a
  /// fill before the next depth update confirms it.
  public var appliesTrades: Bool
  /// Under ``SyncPolicy/timestamp``, how many recently applied updates are kept for a resync. When the book stops
  /// being trusted, the new REST snapshot usually lags the stream: the kept updates newer than it are applied
  /// again on top of it, so they are not lost. 0 keeps none.
  public var resyncHistoryLimit: Int

  /// Options; by default 10,000 buffered updates, no pruning, trades applied, 1,000 updates kept for a resync.
  public init(
    bufferLimit: Int = 10_000, maximumLevelsPerSide: Int? = nil, appliesTrades: Bool = true,
    resyncHistoryLimit: Int = 1_000
  ) {
    self.bufferLimit = bufferLimit
    self.maximumLevelsPerSide = maximumLevelsPerSide
    self.appliesTrades = appliesTrades
    self.resyncHistoryLimit = resyncHistoryLimit
  }
}

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

/// Why a synchronizer stopped trusting its book.
public enum SyncProblem: Sendable, Hashable, CustomStringConvertible {
  /// Updates are missing between the last applied id and the received range.
  case sequenceGap(expected: UInt64, received: ClosedRange<UInt64>)
  /// Updates newer than the snapshot were dropped because the buffer was full.
  case bufferOverflow(dropped: Int)
  /// An update was invalid, so the book misses a change.
  case rejectedUpdate(OrderBookError)
  /// The caller asked for a new snapshot (after a crossed book, for instance).
  case requested

  /// A short phrase for logs.
  public var description: String {
    switch self {
    case .sequenceGap(let expected, let received):
      "sequence gap: expected \(expected), received \(received.lowerBound)...\(received.upperBound)"
    case .bufferOverflow(let dropped):
      "buffer overflow: \(dropped) updates dropped before the snapshot arrived"
    case .rejectedUpdate(let error):
      "rejected update: \(error)"
    case .requested:
      "snapshot requested"
    }
  }
}
