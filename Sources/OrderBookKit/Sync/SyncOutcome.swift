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

/// What a synchronizer did with one message.
public enum SyncOutcome: Sendable, Hashable {
  /// The update or trade was applied; `isCrossed` reports the book crossed afterwards.
  case applied(isCrossed: Bool)
  /// The snapshot replaced the book and `replayed` buffered updates went on top; `dropped` buffered updates were
  /// already in it.
  case snapshotApplied(replayed: Int, dropped: Int, isCrossed: Bool)
  /// Held until a snapshot arrives.
  case buffered
  /// Set aside, for the reason given.
  case dropped(SyncDropReason)
  /// The book stopped being trustworthy with this message; fetch a snapshot.
  case needsSnapshot(SyncProblem)
  /// An invalid snapshot or trade; the book and state are unchanged.
  case rejected(OrderBookError)

  /// Whether the book is crossed after this message was applied.
  public var isCrossed: Bool {
    switch self {
    case .applied(let crossed), .snapshotApplied(_, _, let crossed): crossed
    default: false
    }
  }
}
