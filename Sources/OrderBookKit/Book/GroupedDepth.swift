/// A depth view whose levels are aggregated by a price step, as exchange screens offer (1,000 KRW, 10,000 KRW…).
public struct GroupedDepth: Sendable, Hashable {
  /// The step prices were grouped by.
  public let grouping: Price
  /// Ask buckets, best (lowest) first.
  public let asks: DepthRows<DepthBucket>
  /// Bid buckets, best (highest) first.
  public let bids: DepthRows<DepthBucket>
}
