/// One row of a grouped depth view: the levels whose prices round to one bucket.
public struct DepthBucket: Sendable, Hashable {
  /// The bucket's price: bids rounded down to the step, asks rounded up (the conservative side of each).
  public let price: Price
  /// Total quantity of the levels in the bucket (wide, as many levels can add up past a `Quantity`).
  public let quantity: WideDecimal
  /// How many book levels the bucket merges.
  public let levelCount: Int
  /// Total quantity from the best bucket through this one.
  public let cumulativeQuantity: WideDecimal
  /// Total notional from the best bucket through this one, at the levels' own prices.
  public let cumulativeNotional: WideDecimal
}
