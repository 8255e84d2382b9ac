/// The best levels of both sides with cumulative quantity and notional per row, as a depth chart or an order
/// entry screen shows them.
public struct OrderBookDepth: Sendable, Hashable {
  /// Both sides' rows, in one buffer.
  let storage: DepthRowStorage

  /// Asks, best (lowest) first.
  public var asks: DepthRows<DepthRow> {
    let buffer = storage.buffer
    return DepthRows(owner: buffer, rows: buffer.rows, rowCount: buffer.counts.pointee.asks)
  }

  /// Bids, best (highest) first.
  public var bids: DepthRows<DepthRow> {
    let buffer = storage.buffer
    return DepthRows(
      owner: buffer, rows: buffer.rows + buffer.counts.pointee.asks, rowCount: buffer.counts.pointee.bids)
  }

  /// A view of the rows `body` writes from `rows`: `asks` rows, then `bids` rows.
  @inline(__always)
  init(asks: Int, bids: Int, writing body: (_ rows: UnsafeMutablePointer<DepthRow>) -> Void) {
    guard asks + bids > 0 else {
      storage = .empty
      return
    }
    storage = DepthRowStorage(buffer: .make(asks: asks, bids: bids, capacity: asks + bids))
    body(storage.buffer.rows)
  }

  /// A view of the rows `body` writes from `rows`, in `reusable`'s storage when it is free and large enough.
  @inline(__always)
  init(
    asks: Int,
    bids: Int,
    reusing reusable: inout OrderBookDepthBuffer,
    writing body: (_ rows: UnsafeMutablePointer<DepthRow>) -> Void
  ) {
    guard asks + bids > 0 else {
      storage = .empty
      return
    }
    storage = reusable.storage(asks: asks, bids: bids)
    body(storage.buffer.rows)
  }

  /// Whether both have the same rows on each side.
  public static func == (lhs: OrderBookDepth, rhs: OrderBookDepth) -> Bool {
    lhs.asks == rhs.asks && lhs.bids == rhs.bids
  }

  /// Hashes the asks, then the bids.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(asks)
    hasher.combine(bids)
  }
}
