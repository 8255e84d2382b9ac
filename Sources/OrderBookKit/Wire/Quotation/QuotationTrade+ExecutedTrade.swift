extension QuotationTrade: ExecutedTrade {
  /// The `sequential_id` as its decimal digits: "921046844841158138".
  public var tradeID: String { String(sequentialID) }

  /// The trade's time in whole milliseconds (finer digits dropped), or `nil` when the message had no time.
  public var executedAtMilliseconds: Int64? { trade.time.map { $0.microsecondsSince1970 / 1_000 } }

  /// The trade's price.
  public var executedPrice: Price { trade.price }

  /// The trade's quantity.
  public var executedQuantity: Quantity { trade.quantity }

  /// Whether the taker bought (``TakerSide/buy``).
  public var isTakerBuy: Bool { trade.takerSide == .buy }
}
