/// What a market order would do against the visible book: how much fills, at what average price, and how far
/// that is from the best price.
public struct MarketImpact: Sendable, Hashable {
  /// The taker's side: a buy walks the asks up, a sell walks the bids down.
  public let takerSide: TakerSide
  /// The quantity that the visible book fills.
  public let filledQuantity: WideDecimal
  /// What the fill costs (a buy) or brings in (a sell): Σ price × quantity over the levels consumed.
  public let notional: WideDecimal
  /// How many levels the order reaches (the last one possibly in part).
  public let levelsConsumed: Int
  /// The best price on the consumed side before the order, or `nil` when that side is empty.
  public let bestPrice: Price?
  /// The price of the last level the order reaches, or `nil` when nothing fills.
  public let worstPrice: Price?
  /// Whether the visible book fills the whole order.
  public let isFullyFilled: Bool

  /// The volume-weighted average fill price, rounded half up to 16 fraction digits (an exact quotient can have
  /// infinitely many), or `nil` when nothing fills.
  public let averagePrice: WideDecimal?

  /// How much worse the average price is than the best price (average − best for a buy, best − average for a
  /// sell): zero when the best level fills everything, never negative. `nil` when nothing fills.
  public var slippage: WideDecimal? {
    guard let averagePrice, let bestPrice else { return nil }
    let best = WideDecimal(bestPrice)
    return takerSide == .buy ? averagePrice.subtracting(best) : best.subtracting(averagePrice)
  }
}
