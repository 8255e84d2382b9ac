/// A trade an exchange executed, in the shared exact types: what one kit decodes and another lists.
///
/// Kits never import each other, so a trade goes from the kit that decodes it to the kit that shows it through this
/// protocol. OrderBookKit's `QuotationTrade` (from `QuotationREST.trades(from:)` and the API 2.0 WebSocket)
/// conforms, and MarketBoardKit's `RecentTrade.init?(_:)` takes any conforming value, so an app that imports both
/// kits turns one into the other in one call:
///
/// ```swift
/// var recent = RecentTrades(capacity: 30)
/// for trade in try QuotationREST.trades(from: body) {
///   if let row = RecentTrade(trade) { recent.insert(row) }
/// }
/// ```
///
/// A trade type of the app's own (another exchange's) conforms the same way.
public protocol ExecutedTrade: Sendable {
  /// The exchange's identity of the trade, as text (API 2.0's `sequential_id`, all its digits); unique per trade,
  /// not ordered.
  var tradeID: String { get }
  /// When the trade executed, in milliseconds since 1970 UTC, or `nil` when the exchange's message did not say.
  var executedAtMilliseconds: Int64? { get }
  /// The price it executed at, exact.
  var executedPrice: Price { get }
  /// The quantity it executed, exact.
  var executedQuantity: Quantity { get }
  /// Whether the taker bought (a buy lifted an ask); `false` for a taker sell (a sell hit a bid).
  var isTakerBuy: Bool { get }
}
