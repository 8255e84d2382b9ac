/// Where the one-pass frame reader (DomainKitsCore's `JSONFrameScanner`) puts each field of an API 2.0 candle row:
/// the slot of each name the tree decoder reads, in one key table.
enum QuotationCandleSlots {
  /// `candle_date_time_utc`: the candle's time, UTC.
  static let utc = 0
  /// `candle_date_time_kst`: the same instant in Seoul.
  static let kst = 1
  /// `unit`: a minute candle's minutes.
  static let unit = 2
  /// `opening_price`.
  static let open = 3
  /// `high_price`.
  static let high = 4
  /// `low_price`.
  static let low = 5
  /// `trade_price`: the close.
  static let close = 6
  /// `candle_acc_trade_volume`.
  static let volume = 7

  /// The key table of one candle row, in slot order.
  static let table = JSONKeyTable([
    "candle_date_time_utc", "candle_date_time_kst", "unit", "opening_price", "high_price", "low_price", "trade_price",
    "candle_acc_trade_volume",
  ])
}
