import Foundation

/// API 2.0 candle responses, transcribed verbatim: captures of 2026-07-30 in github jabdori/maxt,
/// src/adapters/bithumb/parse.rs @396de3add9fda03ca504767cf4f0dc183c1787d2 (MINUTE_CANDLES, WEEK_CANDLES,
/// MONTH_CANDLES); the day candle is constructed from the documented field table (not a capture).
enum QuotationCandleFixtures {
  /// `/v1/candles/minutes/1?market=KRW-BTC&count=1`.
  static let minutes = #"""
    [
          {
            "market": "KRW-BTC",
            "candle_date_time_utc": "2026-07-30T07:48:00",
            "candle_date_time_kst": "2026-07-30T16:48:00",
            "opening_price": 91226000,
            "high_price": 91233000,
            "low_price": 91171000,
            "trade_price": 91171000,
            "timestamp": 1785397710000,
            "candle_acc_trade_price": 7044404.52985,
            "candle_acc_trade_volume": 0.07725993,
            "unit": 1
          }
        ]
    """#

  /// `/v1/candles/weeks?market=KRW-BTC&to=2026-06-29T00:00:00`: the week starts Monday at Seoul midnight.
  static let weeks = #"""
    [
          {
            "market": "KRW-BTC",
            "candle_date_time_utc": "2026-06-21T15:00:00",
            "candle_date_time_kst": "2026-06-22T00:00:00",
            "opening_price": 96700000,
            "high_price": 98632000,
            "low_price": 88888000,
            "trade_price": 91022000,
            "timestamp": 1782658793854,
            "candle_acc_trade_price": 313245537093.97363,
            "candle_acc_trade_volume": 3378.18477138,
            "first_day_of_period": "2026-06-22"
          }
        ]
    """#

  /// `/v1/candles/months`: months cut at the Seoul month start.
  static let months = #"""
    [
          {
            "market": "KRW-BTC",
            "candle_date_time_utc": "2026-02-28T15:00:00",
            "candle_date_time_kst": "2026-03-01T00:00:00",
            "opening_price": 94301000,
            "high_price": 112300000,
            "low_price": 94050000,
            "trade_price": 101614000,
            "timestamp": 1774969194120,
            "candle_acc_trade_price": 2555582225932.368,
            "candle_acc_trade_volume": 24722.59544281,
            "first_day_of_period": "2026-03-01"
          },
          {
            "market": "KRW-BTC",
            "candle_date_time_utc": "2026-01-31T15:00:00",
            "candle_date_time_kst": "2026-02-01T00:00:00",
            "opening_price": 121216000,
            "high_price": 121960000,
            "low_price": 81110000,
            "trade_price": 94300000,
            "timestamp": 1772290797407,
            "candle_acc_trade_price": 4649384858247.525,
            "candle_acc_trade_volume": 46020.33836068,
            "first_day_of_period": "2026-02-01"
          },
          {
            "market": "KRW-BTC",
            "candle_date_time_utc": "2025-12-31T15:00:00",
            "candle_date_time_kst": "2026-01-01T00:00:00",
            "opening_price": 128474000,
            "high_price": 143100000,
            "low_price": 119124000,
            "trade_price": 121228000,
            "timestamp": 1769871599231,
            "candle_acc_trade_price": 2293055672758.656,
            "candle_acc_trade_volume": 17306.1272608,
            "first_day_of_period": "2026-01-01"
          }
        ]
    """#

  /// A day candle (constructed): Seoul midnight is 15:00 UTC the day before.
  static let days = #"""
    [
      {
        "market": "KRW-BTC",
        "candle_date_time_utc": "2026-07-29T15:00:00",
        "candle_date_time_kst": "2026-07-30T00:00:00",
        "opening_price": 92144000,
        "high_price": 92770000,
        "low_price": 90904000,
        "trade_price": 91171000,
        "timestamp": 1785397710000,
        "candle_acc_trade_price": 19833795210.02728,
        "candle_acc_trade_volume": 216.55225961,
        "prev_closing_price": 92144000,
        "change_price": -973000,
        "change_rate": -0.0106
      }
    ]
    """#
}
