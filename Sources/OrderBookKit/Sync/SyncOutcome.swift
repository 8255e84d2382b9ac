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
