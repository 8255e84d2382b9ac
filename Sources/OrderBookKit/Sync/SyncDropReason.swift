/// Why a synchronizer set a message aside without applying it.
public enum SyncDropReason: Sendable, Hashable, CustomStringConvertible {
  /// The snapshot already holds it (older than the snapshot's time, or ids up to its `lastUpdateId`), and no update
  /// was applied since the snapshot. Buffered updates the snapshot holds are counted in
  /// ``SyncOutcome/snapshotApplied(replayed:dropped:isCrossed:)`` instead.
  case alreadyInSnapshot
  /// It is older than the last update applied since the snapshot (out of order or repeated).
  case olderThanLastApplied
  /// A snapshot older than the book it would replace.
  case staleSnapshot
  /// A timestamp policy needs times on updates and snapshots; this message has none.
  case missingTimestamp
  /// A sequence policy needs update ids; this message has none.
  case missingSequence
  /// An incremental update under the full-snapshot policy.
  case unexpectedUpdate
  /// A trade before the book is live.
  case notLive
  /// A trade while ``SyncOptions/appliesTrades`` is off.
  case tradesIgnored
  /// An event for another symbol.
  case otherSymbol
  /// An event that carries no book data (a ticker or a status message).
  case notBookData

  /// A short phrase for logs.
  public var description: String {
    switch self {
    case .alreadyInSnapshot: "already in snapshot"
    case .olderThanLastApplied: "older than last applied"
    case .staleSnapshot: "stale snapshot"
    case .missingTimestamp: "missing timestamp"
    case .missingSequence: "missing sequence"
    case .unexpectedUpdate: "unexpected incremental update"
    case .notLive: "book not live"
    case .tradesIgnored: "trades ignored"
    case .otherSymbol: "other symbol"
    case .notBookData: "not book data"
    }
  }
}
