import Foundation
import OrderBookKit

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

  /// The captured REST `/v1/orderbook` response (Tests/OrderBookKitTests/QuotationFixtures.swift, ORDER_BOOK) without
  /// whitespace: one book of 30 units, 2,495 bytes.
  static let restBook = Data(
    #"""
    [{"market":"KRW-BTC","timestamp":1785397720965,"total_ask_size":3.7055,"total_bid_size":5.622,"orderbook_units":[{"ask_price":91226000,"bid_price":91196000,"ask_size":0.0469,"bid_size":0.0002},{"ask_price":91233000,"bid_price":91172000,"ask_size":0.0396,"bid_size":0.0031},{"ask_price":91234000,"bid_price":91171000,"ask_size":0,"bid_size":0.0496},{"ask_price":91235000,"bid_price":91170000,"ask_size":0.2324,"bid_size":0.0004},{"ask_price":91238000,"bid_price":91166000,"ask_size":0.0491,"bid_size":0.0065},{"ask_price":91239000,"bid_price":91164000,"ask_size":0.0197,"bid_size":0.0001},{"ask_price":91244000,"bid_price":91163000,"ask_size":0.0224,"bid_size":4.7357},{"ask_price":91245000,"bid_price":91162000,"ask_size":0.0258,"bid_size":0.1104},{"ask_price":91249000,"bid_price":91161000,"ask_size":0.1065,"bid_size":0.0088},{"ask_price":91255000,"bid_price":91160000,"ask_size":0.0142,"bid_size":0.1},{"ask_price":91270000,"bid_price":91159000,"ask_size":0.0192,"bid_size":0.0775},{"ask_price":91274000,"bid_price":91157000,"ask_size":0.0002,"bid_size":0.137},{"ask_price":91276000,"bid_price":91156000,"ask_size":0.0088,"bid_size":0.0003},{"ask_price":91277000,"bid_price":91154000,"ask_size":0.0665,"bid_size":0.011},{"ask_price":91280000,"bid_price":91150000,"ask_size":0.0294,"bid_size":0.0104},{"ask_price":91282000,"bid_price":91149000,"ask_size":0.0019,"bid_size":0.0127},{"ask_price":91283000,"bid_price":91148000,"ask_size":0.0037,"bid_size":0.0179},{"ask_price":91285000,"bid_price":91147000,"ask_size":0.137,"bid_size":0.1376},{"ask_price":91286000,"bid_price":91146000,"ask_size":2.198,"bid_size":0.0327},{"ask_price":91288000,"bid_price":91145000,"ask_size":0.0066,"bid_size":0.0001},{"ask_price":91291000,"bid_price":91144000,"ask_size":0.137,"bid_size":0.0001},{"ask_price":91292000,"bid_price":91143000,"ask_size":0.0667,"bid_size":0.0109},{"ask_price":91293000,"bid_price":91142000,"ask_size":0.0002,"bid_size":0},{"ask_price":91297000,"bid_price":91141000,"ask_size":0.0002,"bid_size":0.0004},{"ask_price":91300000,"bid_price":91140000,"ask_size":0.0103,"bid_size":0.0002},{"ask_price":91303000,"bid_price":91139000,"ask_size":0.0043,"bid_size":0.05},{"ask_price":91307000,"bid_price":91138000,"ask_size":0.0636,"bid_size":0.0307},{"ask_price":91311000,"bid_price":91137000,"ask_size":0.3549,"bid_size":0.0001},{"ask_price":91312000,"bid_price":91136000,"ask_size":0.0009,"bid_size":0.0071},{"ask_price":91314000,"bid_price":91134000,"ask_size":0.0395,"bid_size":0.0705}]}]
    """#.utf8
  )

  /// A REST `/v1/trades/ticks` response of `count` trades, newest first and compact as the exchange sends it: the
  /// captured REST trade's 10 members (Tests/OrderBookKitTests/QuotationFixtures.swift, TRADES), prices, volumes,
  /// sides, times and ids varied per trade.
  static func restTrades(count: Int) -> Data {
    var generator = SplitMix64(seed: 11)
    var elements: [String] = []
    for index in 0..<count {
      let price = 9_500 + Int64.random(in: 0...250, using: &generator)
      let volume = Int64.random(in: 1...2_000_000_000, using: &generator)
      let side = Bool.random(using: &generator) ? "BID" : "ASK"
      let milliseconds = 1_785_397_661_964 - Int64(index) * 1_371
      let seconds = milliseconds / 1_000 % 86_400
      let time = padded(seconds / 3_600, 2) + ":" + padded(seconds / 60 % 60, 2) + ":" + padded(seconds % 60, 2)
      let members: [String] = [
        #""market":"KRW-ETC""#, #""trade_date_utc":"2026-07-30""#, #""trade_time_utc":"\#(time)""#,
        #""timestamp":\#(milliseconds)"#, #""trade_price":\#(price)"#,
        #""trade_volume":\#(volume / 100_000_000).\#(padded(volume % 100_000_000, 8))"#,
        #""prev_closing_price":9590"#, #""change_price":\#(price - 9_590)"#, #""ask_bid":"\#(side)""#,
        #""sequential_id":\#(milliseconds * 10_000)"#,
      ]
      elements.append("{" + members.joined(separator: ",") + "}")
    }
    return Data(("[" + elements.joined(separator: ",") + "]").utf8)
  }

  /// `value` (zero or more) in decimal, zero-padded to `width` digits.
  private static func padded(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
  }
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

/// What an app would write with `JSONDecoder` for a REST book response: each book's market, timestamp and units, the
/// units' fields as `Decimal`.
struct JSONDecoderRESTBook: Decodable {
  let market: String
  let timestamp: Int64
  let orderbookUnits: [JSONDecoderBook.Unit]

  enum CodingKeys: String, CodingKey {
    case market, timestamp
    case orderbookUnits = "orderbook_units"
  }
}

/// What an app would write with `JSONDecoder` for a REST trade list: each trade's fields as `Decimal`, the id as
/// `UInt64`.
struct JSONDecoderRESTTrade: Decodable {
  let market, tradeDateUTC, tradeTimeUTC, askBid: String
  let tradePrice, tradeVolume: Decimal
  let timestamp: Int64
  let sequentialId: UInt64

  enum CodingKeys: String, CodingKey {
    case market, timestamp
    case tradeDateUTC = "trade_date_utc"
    case tradeTimeUTC = "trade_time_utc"
    case askBid = "ask_bid"
    case tradePrice = "trade_price"
    case tradeVolume = "trade_volume"
    case sequentialId = "sequential_id"
  }
}
