import Foundation

/// API 2.0 WebSocket frames (Bithumb `/v1`) as the tests' fixtures transcribe them (Tests/OrderBookKitTests/
/// QuotationFixtures.swift: wire captures of 2026-07-30 in github jabdori/maxt, src/adapters/bithumb/parse.rs
/// @396de3add9fda03ca504767cf4f0dc183c1787d2, WS_ORDER_BOOK and WS_TRADE).
enum QuotationFrames {
  /// The captured `orderbook` frame as it came over the wire, indentation included: 15 units, 1,715 bytes (the
  /// fixture's text); MB/s = 1,715 / (ns per decode) × 1,000.
  static let capturedBook = Data(
    #"""
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
    """#.utf8
  )

  /// The same `orderbook` frame without whitespace: 15 units, 1,369 bytes.
  static let book = Data(
    #"""
    {"type":"orderbook","code":"KRW-BTC","total_ask_size":3.4039,"total_bid_size":0.0852,"orderbook_units":[{"ask_price":91196000,"bid_price":91175000,"ask_size":0.1995,"bid_size":0.0000},{"ask_price":91209000,"bid_price":91171000,"ask_size":0.0224,"bid_size":0.0289},{"ask_price":91210000,"bid_price":91170000,"ask_size":0.0224,"bid_size":0.0005},{"ask_price":91211000,"bid_price":91166000,"ask_size":0.0688,"bid_size":0.0065},{"ask_price":91215000,"bid_price":91164000,"ask_size":0.0301,"bid_size":0.0001},{"ask_price":91226000,"bid_price":91163000,"ask_size":0.1535,"bid_size":0.0010},{"ask_price":91231000,"bid_price":91161000,"ask_size":0.0192,"bid_size":0.0021},{"ask_price":91234000,"bid_price":91160000,"ask_size":0.0000,"bid_size":0.0000},{"ask_price":91235000,"bid_price":91156000,"ask_size":0.2324,"bid_size":0.0003},{"ask_price":91251000,"bid_price":91154000,"ask_size":0.0626,"bid_size":0.0110},{"ask_price":91255000,"bid_price":91150000,"ask_size":0.1513,"bid_size":0.0104},{"ask_price":91256000,"bid_price":91149000,"ask_size":0.0313,"bid_size":0.0127},{"ask_price":91258000,"bid_price":91148000,"ask_size":2.1980,"bid_size":0.0111},{"ask_price":91259000,"bid_price":91147000,"ask_size":0.1370,"bid_size":0.0006},{"ask_price":91262000,"bid_price":91146000,"ask_size":0.0754,"bid_size":0.0000}],"level":1,"timestamp":1785397747576054,"stream_type":"SNAPSHOT"}
    """#.utf8
  )

  /// The captured `trade` frame without whitespace: 334 bytes, an 18-digit `sequential_id`.
  static let trade = Data(
    #"""
    {"type":"trade","code":"KRW-BTC","trade_price":91196000,"trade_volume":0.00021931,"ask_bid":"ASK","prev_closing_price":92144000,"change":"FALL","change_price":948000,"trade_date":"2026-07-30","trade_time":"16:48:55","trade_timestamp":1785397735004,"timestamp":1785397735274,"sequential_id":921046844841158138,"stream_type":"SNAPSHOT"}
    """#.utf8
  )
}

/// What an app would write with `JSONDecoder`: the order book's fields as `Decimal` (through `Double` before iOS 17).
struct JSONDecoderBook: Decodable {
  /// One unit of `orderbook_units`.
  struct Unit: Decodable {
    let askPrice, bidPrice, askSize, bidSize: Decimal

    enum CodingKeys: String, CodingKey {
      case askPrice = "ask_price"
      case bidPrice = "bid_price"
      case askSize = "ask_size"
      case bidSize = "bid_size"
    }
  }

  let type, code: String
  let orderbookUnits: [Unit]
  let timestamp: Int64

  enum CodingKeys: String, CodingKey {
    case type, code, timestamp
    case orderbookUnits = "orderbook_units"
  }
}

/// What an app would write with `JSONDecoder`: the trade's fields as `Decimal` (through `Double` before iOS 17), the
/// id as `UInt64`.
struct JSONDecoderTrade: Decodable {
  let type, code, askBid, tradeDate, tradeTime: String
  let tradePrice, tradeVolume: Decimal
  let tradeTimestamp: Int64
  let sequentialId: UInt64

  enum CodingKeys: String, CodingKey {
    case type, code
    case askBid = "ask_bid"
    case tradeDate = "trade_date"
    case tradeTime = "trade_time"
    case tradePrice = "trade_price"
    case tradeVolume = "trade_volume"
    case tradeTimestamp = "trade_timestamp"
    case sequentialId = "sequential_id"
  }
}
