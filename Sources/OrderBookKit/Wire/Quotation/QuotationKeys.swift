/// The field names of API 2.0 order-book and trade messages in the DEFAULT format and their SIMPLE abbreviations.
struct QuotationKeys {
  let type, code, units, askPrice, bidPrice, askSize, bidSize, timestamp: String
  let tradePrice, tradeVolume, askBid, tradeDate, tradeTime, tradeTimestamp, sequentialID: String

  /// DEFAULT.
  static let standard = QuotationKeys(
    type: "type", code: "code", units: "orderbook_units", askPrice: "ask_price", bidPrice: "bid_price",
    askSize: "ask_size", bidSize: "bid_size", timestamp: "timestamp", tradePrice: "trade_price",
    tradeVolume: "trade_volume", askBid: "ask_bid", tradeDate: "trade_date", tradeTime: "trade_time",
    tradeTimestamp: "trade_timestamp", sequentialID: "sequential_id")

  /// SIMPLE (`format: SIMPLE`).
  static let simple = QuotationKeys(
    type: "ty", code: "cd", units: "obu", askPrice: "ap", bidPrice: "bp", askSize: "as", bidSize: "bs",
    timestamp: "tms", tradePrice: "tp", tradeVolume: "tv", askBid: "ab", tradeDate: "tdt", tradeTime: "ttm",
    tradeTimestamp: "ttms", sequentialID: "sid")
}
