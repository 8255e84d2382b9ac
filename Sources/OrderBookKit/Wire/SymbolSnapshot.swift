/// A snapshot together with the symbol it is for, as a REST order-book response carries it.
public struct SymbolSnapshot: Sendable, Hashable {
  /// The symbol ("BTC_KRW").
  public let symbol: String
  /// The book.
  public let snapshot: OrderBookSnapshot

  /// The snapshot as an event for ``OrderBookSynchronizer/receive(_:)-(MarketEvent)``.
  public var event: MarketEvent { .snapshot(snapshot, symbol: symbol) }
}
