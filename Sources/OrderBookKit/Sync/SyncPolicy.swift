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
