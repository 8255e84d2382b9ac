/// Storage that ``OrderBook/depth(levels:reusing:)`` writes depth views into, for a caller that refreshes a depth
/// view many times a second: a new view reuses the buffer when the previous view is gone and the rows fit, and
/// allocates only otherwise.
///
/// Views stay values: the rows are rewritten only when no ``OrderBookDepth`` (or its ``DepthRows``) still holds
/// them, which is checked on every call.
public struct OrderBookDepthBuffer: @unchecked Sendable {
  /// The rows of the last view, written only through `inout` access while no view shares them.
  var buffer: DepthRowBuffer?

  /// An empty buffer: the first view written into it allocates.
  public init() {}

  /// Storage for `asks` + `bids` rows: the buffer's own when no view shares it and the rows fit, a new one (kept
  /// for next time) otherwise.
  @inline(__always)
  mutating func storage(asks: Int, bids: Int) -> DepthRowStorage {
    if isKnownUniquelyReferenced(&buffer), let buffer, buffer.counts.pointee.capacity >= asks + bids {
      buffer.counts.pointee.asks = asks
      buffer.counts.pointee.bids = bids
      return DepthRowStorage(buffer: buffer)
    }
    let fresh = DepthRowBuffer.make(asks: asks, bids: bids, capacity: asks + bids)
    buffer = fresh
    return DepthRowStorage(buffer: fresh)
  }
}
