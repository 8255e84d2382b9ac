/// One side of an order book.
public enum Side: String, CaseIterable, Codable, Hashable, Sendable {
  /// Buy orders, best (highest) price first.
  case bid
  /// Sell orders, best (lowest) price first.
  case ask

  /// The other side.
  public var opposite: Side { self == .bid ? .ask : .bid }
}
