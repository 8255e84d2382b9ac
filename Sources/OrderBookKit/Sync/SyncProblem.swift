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
