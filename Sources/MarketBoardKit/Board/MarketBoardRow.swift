/// One row of a market board: the market and its latest ticker (none until the first arrives).
///
/// Its display texts come from ``MarketRowText`` (`row.text()`), computed when a view asks, so applying a ticker
/// stays cheap.
public struct MarketBoardRow: Sendable, Hashable, Identifiable {
  /// The market.
  public let market: Market
  /// The latest ticker applied, or `nil` before the first.
  public internal(set) var ticker: MarketTicker?

  /// A row (for previews and tests; a board makes its own).
  public init(market: Market, ticker: MarketTicker? = nil) {
    self.market = market
    self.ticker = ticker
  }

  /// The market's code: a diffable data source's item identifier.
  public var id: MarketCode { market.code }

  /// Rise, fall or even (even before the first ticker): what the app colours the price and change by.
  public var direction: PriceChangeDirection { ticker?.direction ?? .even }
}
