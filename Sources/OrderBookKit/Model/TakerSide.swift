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
