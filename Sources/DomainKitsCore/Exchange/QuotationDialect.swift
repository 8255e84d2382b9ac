import Foundation

/// Which exchange a message in the "quotation" format comes from: Bithumb's public API 2.0 (REST
/// `https://api.bithumb.com/v1/...`, WebSocket `wss://ws-api.bithumb.com/websocket/v1`) and Upbit's public API send
/// the same field names and shapes, and differ only in the ways this value lists.
///
/// Every API 2.0 decoder of the kits takes a dialect, so one decoder reads both exchanges and the differences are
/// settled in one place:
///
/// | | Bithumb | Upbit |
/// |---|---|---|
/// | REST ticker `timestamp`, `trade_timestamp` | read 9 hours ahead (Seoul wall clock as epoch) | UTC epoch |
/// | WebSocket ticker and trade `trade_date`, `trade_time` | Seoul | UTC |
/// | session start (`prev_closing_price`, `change_rate`, `acc_*`) | Seoul midnight | UTC midnight |
/// | day, week, month and 240-minute candles (``sessionTimeZone``) | Seoul | UTC |
/// | WebSocket orderbook `timestamp` | microseconds | milliseconds |
///
/// The orderbook timestamp's unit is told from its digit count whatever the dialect (Bithumb's own documentation
/// shows milliseconds while its live feed sends microseconds).
public enum QuotationDialect: String, Sendable, Hashable, CaseIterable, Codable {
  /// Bithumb's API 2.0.
  case bithumb
  /// Upbit's quotation API.
  case upbit

  /// How far the REST ticker's epoch fields (`timestamp`, `trade_timestamp`) read ahead of UTC, in seconds:
  /// 32,400 on Bithumb, whose server writes the Seoul wall clock as if it were UTC; 0 on Upbit.
  public var restTickerEpochOffsetSeconds: Int64 { self == .bithumb ? 9 * 3_600 : 0 }

  /// The offset from UTC, in seconds, of the WebSocket ticker's and trade's `trade_date` and `trade_time`: Seoul
  /// (32,400) on Bithumb, UTC (0) on Upbit. The REST ticker's `trade_date`/`trade_time` are UTC on both.
  public var webSocketTradeClockOffsetSeconds: Int64 { self == .bithumb ? 9 * 3_600 : 0 }

  /// The offset from UTC, in seconds, of the midnight that starts the session the change and the accumulated
  /// values are measured from: Seoul (32,400) on Bithumb, UTC (0) on Upbit.
  public var sessionStartOffsetSeconds: Int64 { self == .bithumb ? 9 * 3_600 : 0 }

  /// The zone whose midnight starts the session: Asia/Seoul on Bithumb, UTC on Upbit. Day, week and month candles
  /// start at its midnight (a week on Monday, a month on the 1st), and so do the exchange's 240-minute candles'
  /// four-hour steps, so a chart of the exchange's candles aligns its buckets in this zone.
  public var sessionTimeZone: TimeZone { self == .bithumb ? .seoul : .gmt }
}
