/// What applying one ticker did to a board: what a diffable data source needs to reconfigure one item and move it.
public enum MarketBoardChange: Sendable, Hashable {
  /// The row of `code` took the ticker and moved from row `from` to row `to` (equal when it stayed).
  case updated(MarketCode, from: Int, to: Int)
  /// The ticker was older than the row's current one and was ignored (and counted in
  /// ``MarketBoard/staleTickerCount``).
  case stale(MarketCode)
  /// The ticker's market is not on the board (another quote currency, or listed since the board was built).
  case notOnBoard(MarketCode)
}
