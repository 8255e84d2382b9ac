/// The field names of a ticker in the DEFAULT format and their SIMPLE abbreviations (`trade_price` → `tp`).
struct TickerKeys {
  let type, code, tradePrice, openingPrice, highPrice, lowPrice, previousClosingPrice, change: String
  let signedChangePrice, signedChangeRate, tradeValue24h, tradeVolume24h, sessionTradeValue: String
  let tradeDate, tradeTime, tradeTimestamp, timestamp, marketWarning: String

  /// The DEFAULT names (REST and WebSocket).
  static let standard = TickerKeys(
    type: "type", code: "code", tradePrice: "trade_price", openingPrice: "opening_price", highPrice: "high_price",
    lowPrice: "low_price", previousClosingPrice: "prev_closing_price", change: "change",
    signedChangePrice: "signed_change_price", signedChangeRate: "signed_change_rate",
    tradeValue24h: "acc_trade_price_24h", tradeVolume24h: "acc_trade_volume_24h", sessionTradeValue: "acc_trade_price",
    tradeDate: "trade_date", tradeTime: "trade_time", tradeTimestamp: "trade_timestamp", timestamp: "timestamp",
    marketWarning: "market_warning")

  /// The SIMPLE abbreviations (WebSocket `format: SIMPLE`).
  static let simple = TickerKeys(
    type: "ty", code: "cd", tradePrice: "tp", openingPrice: "op", highPrice: "hp", lowPrice: "lp",
    previousClosingPrice: "pcp", change: "c", signedChangePrice: "scp", signedChangeRate: "scr",
    tradeValue24h: "atp24h", tradeVolume24h: "atv24h", sessionTradeValue: "atp", tradeDate: "tdt", tradeTime: "ttm",
    tradeTimestamp: "ttms", timestamp: "tms", marketWarning: "mw")
}
