/// One trade of an API 2.0 market (Bithumb `/v1`, Upbit): the ``Trade`` and what identifies it.
public struct QuotationTrade: Sendable, Hashable {
  /// The market code ("KRW-BTC").
  public let symbol: String
  /// The exchange's `sequential_id`: 17 digits on REST, 18 on the WebSocket; read from its digits, never through
  /// `Double` (which keeps only 15 to 17 of them). Unique per trade, not ordered.
  public let sequentialID: UInt64
  /// The taker's side, price, quantity and time (milliseconds, UTC).
  public let trade: Trade

  /// A trade.
  public init(symbol: String, sequentialID: UInt64, trade: Trade) {
    self.symbol = symbol
    self.sequentialID = sequentialID
    self.trade = trade
  }
}
