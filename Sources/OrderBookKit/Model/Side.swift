/// One side of an order book.
public enum Side: String, CaseIterable, Codable, Hashable, Sendable {
  /// Buy orders, best (highest) price first.
  case bid
  /// Sell orders, best (lowest) price first.
  case ask

  /// The other side.
  public var opposite: Side { self == .bid ? .ask : .bid }
}

/// The side of the aggressor in a trade: the order that crossed the spread.
///
/// A taker buy lifts resting asks; a taker sell hits resting bids.
public enum TakerSide: String, CaseIterable, Codable, Hashable, Sendable {
  /// A market or crossing buy, which consumes asks.
  case buy
  /// A market or crossing sell, which consumes bids.
  case sell

  /// The side of the book that this taker consumes: asks for a buy, bids for a sell.
  public var consumedSide: Side { self == .buy ? .ask : .bid }
}
