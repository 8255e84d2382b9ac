import Foundation

/// API 2.0 (Bithumb `/v1`, Upbit's format) payloads, transcribed verbatim from the project's research captures:
/// wire captures of 2026-07-30 in github jabdori/maxt, src/adapters/bithumb/parse.rs
/// @396de3add9fda03ca504767cf4f0dc183c1787d2 (ORDER_BOOK, TRADES, WS_ORDER_BOOK, WS_TRADE), and the ccxt source
/// comment of github ccxt/ccxt ts/src/pro/bithumb.ts @00987eeed86da9f9109d39d9d6ab7a832684f2c2 (handleTrades), whose
/// `sequential_id` is a string. The SIMPLE order book is constructed from the SIMPLE abbreviation table with the
/// capture's values (not a capture).
enum QuotationFixtures {
  /// `GET /v1/orderbook?markets=KRW-BTC`: 30 units, millisecond timestamp, a zero ask and a zero bid size.
  static let restOrderBook = #"""
    [
          {
            "market": "KRW-BTC",
            "timestamp": 1785397720965,
            "total_ask_size": 3.7055,
            "total_bid_size": 5.622,
            "orderbook_units": [
              { "ask_price": 91226000, "bid_price": 91196000, "ask_size": 0.0469, "bid_size": 0.0002 },
              { "ask_price": 91233000, "bid_price": 91172000, "ask_size": 0.0396, "bid_size": 0.0031 },
              { "ask_price": 91234000, "bid_price": 91171000, "ask_size": 0, "bid_size": 0.0496 },
              { "ask_price": 91235000, "bid_price": 91170000, "ask_size": 0.2324, "bid_size": 0.0004 },
              { "ask_price": 91238000, "bid_price": 91166000, "ask_size": 0.0491, "bid_size": 0.0065 },
              { "ask_price": 91239000, "bid_price": 91164000, "ask_size": 0.0197, "bid_size": 0.0001 },
              { "ask_price": 91244000, "bid_price": 91163000, "ask_size": 0.0224, "bid_size": 4.7357 },
              { "ask_price": 91245000, "bid_price": 91162000, "ask_size": 0.0258, "bid_size": 0.1104 },
              { "ask_price": 91249000, "bid_price": 91161000, "ask_size": 0.1065, "bid_size": 0.0088 },
              { "ask_price": 91255000, "bid_price": 91160000, "ask_size": 0.0142, "bid_size": 0.1 },
              { "ask_price": 91270000, "bid_price": 91159000, "ask_size": 0.0192, "bid_size": 0.0775 },
              { "ask_price": 91274000, "bid_price": 91157000, "ask_size": 0.0002, "bid_size": 0.137 },
              { "ask_price": 91276000, "bid_price": 91156000, "ask_size": 0.0088, "bid_size": 0.0003 },
              { "ask_price": 91277000, "bid_price": 91154000, "ask_size": 0.0665, "bid_size": 0.011 },
              { "ask_price": 91280000, "bid_price": 91150000, "ask_size": 0.0294, "bid_size": 0.0104 },
              { "ask_price": 91282000, "bid_price": 91149000, "ask_size": 0.0019, "bid_size": 0.0127 },
              { "ask_price": 91283000, "bid_price": 91148000, "ask_size": 0.0037, "bid_size": 0.0179 },
              { "ask_price": 91285000, "bid_price": 91147000, "ask_size": 0.137, "bid_size": 0.1376 },
              { "ask_price": 91286000, "bid_price": 91146000, "ask_size": 2.198, "bid_size": 0.0327 },
              { "ask_price": 91288000, "bid_price": 91145000, "ask_size": 0.0066, "bid_size": 0.0001 },
              { "ask_price": 91291000, "bid_price": 91144000, "ask_size": 0.137, "bid_size": 0.0001 },
              { "ask_price": 91292000, "bid_price": 91143000, "ask_size": 0.0667, "bid_size": 0.0109 },
              { "ask_price": 91293000, "bid_price": 91142000, "ask_size": 0.0002, "bid_size": 0 },
              { "ask_price": 91297000, "bid_price": 91141000, "ask_size": 0.0002, "bid_size": 0.0004 },
              { "ask_price": 91300000, "bid_price": 91140000, "ask_size": 0.0103, "bid_size": 0.0002 },
              { "ask_price": 91303000, "bid_price": 91139000, "ask_size": 0.0043, "bid_size": 0.05 },
              { "ask_price": 91307000, "bid_price": 91138000, "ask_size": 0.0636, "bid_size": 0.0307 },
              { "ask_price": 91311000, "bid_price": 91137000, "ask_size": 0.3549, "bid_size": 0.0001 },
              { "ask_price": 91312000, "bid_price": 91136000, "ask_size": 0.0009, "bid_size": 0.0071 },
              { "ask_price": 91314000, "bid_price": 91134000, "ask_size": 0.0395, "bid_size": 0.0705 }
            ]
          }
        ]
    """#

  /// A WebSocket `orderbook` frame: 15 units, `timestamp` in microseconds (16 digits), zero sizes.
  static let webSocketOrderBook = #"""
    {
          "type": "orderbook",
          "code": "KRW-BTC",
          "total_ask_size": 3.4039,
          "total_bid_size": 0.0852,
          "orderbook_units": [
            { "ask_price": 91196000, "bid_price": 91175000, "ask_size": 0.1995, "bid_size": 0.0000 },
            { "ask_price": 91209000, "bid_price": 91171000, "ask_size": 0.0224, "bid_size": 0.0289 },
            { "ask_price": 91210000, "bid_price": 91170000, "ask_size": 0.0224, "bid_size": 0.0005 },
            { "ask_price": 91211000, "bid_price": 91166000, "ask_size": 0.0688, "bid_size": 0.0065 },
            { "ask_price": 91215000, "bid_price": 91164000, "ask_size": 0.0301, "bid_size": 0.0001 },
            { "ask_price": 91226000, "bid_price": 91163000, "ask_size": 0.1535, "bid_size": 0.0010 },
            { "ask_price": 91231000, "bid_price": 91161000, "ask_size": 0.0192, "bid_size": 0.0021 },
            { "ask_price": 91234000, "bid_price": 91160000, "ask_size": 0.0000, "bid_size": 0.0000 },
            { "ask_price": 91235000, "bid_price": 91156000, "ask_size": 0.2324, "bid_size": 0.0003 },
            { "ask_price": 91251000, "bid_price": 91154000, "ask_size": 0.0626, "bid_size": 0.0110 },
            { "ask_price": 91255000, "bid_price": 91150000, "ask_size": 0.1513, "bid_size": 0.0104 },
            { "ask_price": 91256000, "bid_price": 91149000, "ask_size": 0.0313, "bid_size": 0.0127 },
            { "ask_price": 91258000, "bid_price": 91148000, "ask_size": 2.1980, "bid_size": 0.0111 },
            { "ask_price": 91259000, "bid_price": 91147000, "ask_size": 0.1370, "bid_size": 0.0006 },
            { "ask_price": 91262000, "bid_price": 91146000, "ask_size": 0.0754, "bid_size": 0.0000 }
          ],
          "level": 1,
          "timestamp": 1785397747576054,
          "stream_type": "SNAPSHOT"
        }
    """#

  /// A SIMPLE `orderbook` frame (constructed).
  static let simpleOrderBook = #"""
    {"ty":"orderbook","cd":"KRW-BTC","tas":3.4039,"tbs":0.0852,"obu":[{"ap":91196000,"bp":91175000,"as":0.1995,"bs":0.0000},{"ap":91209000,"bp":91171000,"as":0.0224,"bs":0.0289}],"lv":1,"tms":1785397747576054,"st":"REALTIME"}
    """#

  /// `GET /v1/trades/ticks?market=KRW-ETC&count=3`: newest first, UTC date and time, 17-digit ids.
  static let restTrades = #"""
    [
          {
            "market": "KRW-ETC",
            "trade_date_utc": "2026-07-30",
            "trade_time_utc": "07:47:41",
            "timestamp": 1785397661964,
            "trade_price": 9620,
            "trade_volume": 10.07,
            "prev_closing_price": 9590,
            "change_price": 30,
            "ask_bid": "BID",
            "sequential_id": 17853976619640000
          },
          {
            "market": "KRW-ETC",
            "trade_date_utc": "2026-07-30",
            "trade_time_utc": "07:45:54",
            "timestamp": 1785397554763,
            "trade_price": 9620,
            "trade_volume": 0.51975052,
            "prev_closing_price": 9590,
            "change_price": 30,
            "ask_bid": "BID",
            "sequential_id": 17853975547630000
          },
          {
            "market": "KRW-ETC",
            "trade_date_utc": "2026-07-30",
            "trade_time_utc": "07:40:04",
            "timestamp": 1785397204627,
            "trade_price": 9625,
            "trade_volume": 4.8,
            "prev_closing_price": 9590,
            "change_price": 35,
            "ask_bid": "BID",
            "sequential_id": 17853972046270000
          }
        ]
    """#

  /// A WebSocket `trade` frame: Seoul date and time, an 18-digit `sequential_id` as a number.
  static let webSocketTrade = #"""
    {
          "type": "trade",
          "code": "KRW-BTC",
          "trade_price": 91196000,
          "trade_volume": 0.00021931,
          "ask_bid": "ASK",
          "prev_closing_price": 92144000,
          "change": "FALL",
          "change_price": 948000,
          "trade_date": "2026-07-30",
          "trade_time": "16:48:55",
          "trade_timestamp": 1785397735004,
          "timestamp": 1785397735274,
          "sequential_id": 921046844841158138,
          "stream_type": "SNAPSHOT"
        }
    """#

  /// A WebSocket `trade` frame quoted by ccxt: `sequential_id` as a string.
  static let ccxtTrade = #"""
    {
        "type": "trade",
        "code": "KRW-BTC",
        "trade_price": 95539000,
        "trade_volume": 0.00022664,
        "ask_bid": "ASK",
        "prev_closing_price": 94201000,
        "change": "RISE",
        "change_price": 1338000,
        "trade_date": "2026-07-10",
        "trade_time": "13:39:41",
        "trade_timestamp": 1783658381138,
        "sequential_id": "862683813820523888",
        "timestamp": 1783658381398,
        "stream_type": "REALTIME"
    }
    """#

  /// A SIMPLE `trade` frame (constructed).
  static let simpleTrade = #"""
    {"ty":"trade","cd":"KRW-BTC","tp":91196000,"tv":0.00021931,"ab":"ASK","pcp":92144000,"c":"FALL","cp":948000,"tdt":"2026-07-30","ttm":"16:48:55","ttms":1785397735004,"tms":1785397735274,"sid":921046844841158138,"st":"REALTIME"}
    """#

}
