import Foundation

/// One executed trade as the 체결 tab lists it.
///
/// Build it from a decoded trade with ``init(_:)``: OrderBookKit's `QuotationTrade` (from `QuotationREST.trades(from:)`
/// or the WebSocket) and any other `ExecutedTrade` (DomainKitsCore's protocol, so this kit depends on no other kit);
/// or from plain values with ``init(id:timestamp:price:quantity:side:)``.
public struct RecentTrade: Sendable, Hashable, Identifiable {
  /// The taker's side: a buy (매수, `BID`) lifted an ask; a sell (매도, `ASK`) hit a bid.
  public enum Side: String, Sendable, Hashable, CaseIterable, Codable {
    /// A taker buy.
    case buy
    /// A taker sell.
    case sell
  }

  /// The exchange's id of the trade (`sequential_id`, as text: 17 or 18 digits).
  public let id: String
  /// When it executed, in milliseconds since 1970 UTC.
  public let timestamp: Int64
  /// The price.
  public let price: Price
  /// The quantity.
  public let quantity: Quantity
  /// The taker's side.
  public let side: Side

  /// A trade.
  public init(id: String, timestamp: Int64, price: Price, quantity: Quantity, side: Side) {
    self.id = id
    self.timestamp = timestamp
    self.price = price
    self.quantity = quantity
    self.side = side
  }

  /// The row of a trade another kit decoded, or `nil` when the trade carries no time (the list orders by it).
  ///
  /// ```swift
  /// import MarketBoardKit
  /// import OrderBookKit
  ///
  /// var trades = RecentTrades(capacity: 30)
  /// for trade in try QuotationREST.trades(from: body) {   // [QuotationTrade], newest first
  ///   if let recent = RecentTrade(trade) { trades.insert(recent) }
  /// }
  /// ```
  ///
  /// The id is the exchange's (all the digits of `sequential_id`), the time is in milliseconds, price and
  /// quantity stay exact, and the side is the taker's.
  public init?(_ trade: some ExecutedTrade) {
    guard let timestamp = trade.executedAtMilliseconds else { return nil }
    self.init(
      id: trade.tradeID, timestamp: timestamp, price: trade.executedPrice, quantity: trade.executedQuantity,
      side: trade.isTakerBuy ? .buy : .sell)
  }

  /// When it executed.
  public var date: Date { Date(timeIntervalSince1970: Double(timestamp) / 1_000) }

  /// Whether `self` is newer than `other`: later time first, then the larger id (ids are unique, not ordered).
  func isNewer(than other: RecentTrade) -> Bool {
    if timestamp != other.timestamp { return timestamp > other.timestamp }
    if id.count != other.id.count { return id.count > other.id.count }
    return id > other.id
  }
}
