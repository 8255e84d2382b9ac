import Foundation
import OrderBookKit

/// Legacy WebSocket messages written by this project in the real shapes: Bithumb's `orderbookdepth`, `transaction` and
/// `ticker`, and Upbit's `orderbook`.
enum Messages {
  /// An `orderbookdepth` message (seven levels, `datetime` as a string of microseconds, deletions as "0"): about the
  /// size of a real 679-byte message.
  static let depth = Data(
    #"""
    {"type":"orderbookdepth","content":{"list":[{"symbol":"XRP_KRW","orderType":"ask","price":"745.1","quantity":"0","total":"0"},{"symbol":"XRP_KRW","orderType":"ask","price":"745.3","quantity":"18250.4411","total":"3"},{"symbol":"XRP_KRW","orderType":"ask","price":"746","quantity":"5000","total":"1"},{"symbol":"XRP_KRW","orderType":"bid","price":"744.8","quantity":"0","total":"0"},{"symbol":"XRP_KRW","orderType":"bid","price":"744.9","quantity":"9021.05","total":"2"},{"symbol":"XRP_KRW","orderType":"bid","price":"743.7","quantity":"120000","total":"7"},{"symbol":"XRP_KRW","orderType":"bid","price":"743.6","quantity":"31416.8779","total":"1"}],"datetime":"1723102637709512"}}
    """#.utf8
  )

  /// A Bithumb `transaction` message of five trades in the real shape (keys in the real, symbol-last order, `contAmt`
  /// and `updn` beside the fields the kit reads): 797 bytes.
  static let transaction = Data(
    #"""
    {"type":"transaction","content":{"list":[{"buySellGb":"1","contPrice":"80838000","contQty":"0.0086","contAmt":"695206.8","contDtm":"2024-08-08 16:37:17.812345","updn":"dn","symbol":"BTC_KRW"},{"buySellGb":"2","contPrice":"80873000","contQty":"0.01","contAmt":"808730","contDtm":"2024-08-08 16:37:17.913","updn":"up","symbol":"BTC_KRW"},{"buySellGb":"2","contPrice":"80873000","contQty":"0.1249","contAmt":"10101037.7","contDtm":"2024-08-08 16:37:18.004512","updn":"up","symbol":"BTC_KRW"},{"buySellGb":"1","contPrice":"80840000","contQty":"0.00123456","contAmt":"99801.8304","contDtm":"2024-08-08 16:37:18.117003","updn":"dn","symbol":"BTC_KRW"},{"buySellGb":"2","contPrice":"80875000","contQty":"1.5","contAmt":"121312500","contDtm":"2024-08-08 16:37:18.250000","updn":"up","symbol":"BTC_KRW"}]}}
    """#.utf8
  )

  /// A Bithumb `ticker` message with the long decimal strings the real feed sends (29 significant digits in `value`).
  static let ticker = Data(
    #"""
    {"type":"ticker","content":{"tickType":"24H","date":"20240808","time":"163717","openPrice":"79110000","closePrice":"80855000","lowPrice":"78500000","highPrice":"81200000","value":"198372645018.40311927350127691","volume":"2464.108829416350179901","sellVolume":"1190.51233861","buyVolume":"1273.596490806350179901","prevClosePrice":"79120000","chgRate":"2.21","chgAmt":"1745000","volumePower":"106.97","symbol":"BTC_KRW"}}
    """#.utf8
  )

  /// An Upbit `orderbook` message of 15 units: the API 2.0 book frame (QuotationFrames.book, the same format) with
  /// Upbit's 13-digit millisecond timestamp.
  static let upbitBook = Data(
    String(decoding: QuotationFrames.book, as: UTF8.self).replacingOccurrences(
      of: "\"timestamp\":1785397747576054", with: "\"timestamp\":1785397747576"
    ).utf8
  )

  /// A Bithumb REST order book response (`/public/orderbook/BTC_KRW`) of 30 levels a side, the default count, the
  /// timestamp as a string: about 2.6 KB.
  static let restBook: Data = {
    let bids = (0..<30).map { index in
      #"{"price":"\#(80_838_000 - index * 1_000)","quantity":"\#(index + 1).0586"}"#
    }
    let asks = (0..<30).map { index in
      #"{"price":"\#(80_873_000 + index * 1_000)","quantity":"0.\#(1_749 + index)"}"#
    }
    let data =
      #"{"timestamp":"1723102637709","payment_currency":"KRW","order_currency":"BTC","bids":["#
      + bids.joined(separator: ",") + #"],"asks":["# + asks.joined(separator: ",") + "]}"
    return Data((#"{"status":"0000","data":"# + data + "}").utf8)
  }()

  /// A Binance diff-depth event of 20 bid and 20 ask changes (`btcusdt@depth` at 100 ms carries about as many).
  static let binanceUpdate: Data = {
    let bids = (0..<20).map { index in #"["6452\#(index).12000000","\#(index % 3).25000000"]"# }
    let asks = (0..<20).map { index in #"["6460\#(index).34000000","\#(index % 4).50000000"]"# }
    let levels = #""b":["# + bids.joined(separator: ",") + #"],"a":["# + asks.joined(separator: ",") + "]"
    return Data((#"{"e":"depthUpdate","E":1723102637800,"s":"BTCUSDT","U":157,"u":196,"# + levels + "}").utf8)
  }()

  /// A Binance REST depth snapshot (`/api/v3/depth`, the default limit of 100 levels a side).
  static let binanceSnapshot: Data = {
    let bids = (0..<100).map { index in #"["\#(64_520 - index).12000000","\#(index % 7).00100000"]"# }
    let asks = (0..<100).map { index in #"["\#(64_530 + index).34000000","\#(index % 5).02000000"]"# }
    let levels = #""bids":["# + bids.joined(separator: ",") + #"],"asks":["# + asks.joined(separator: ",") + "]"
    return Data((#"{"lastUpdateId":1027024,"# + levels + "}").utf8)
  }()

  /// The scenario's changes as Bithumb depth messages of `perMessage` changes each, a millisecond apart, all after
  /// the snapshot's time.
  static func feed(_ scenario: Scenario, perMessage: Int, startMicroseconds: Int64) -> [Data] {
    var messages: [Data] = []
    let changes = scenario.changes
    var time = startMicroseconds
    for start in stride(from: 0, to: changes.count - perMessage, by: perMessage) {
      let entries = changes[start..<start + perMessage].map { change in
        #"{"symbol":"BTC_KRW","orderType":"\#(change.side == .ask ? "ask" : "bid")","price":"\#(change.price)","#
          + #""quantity":"\#(change.quantity)","total":"\#(change.quantity.isZero ? 0 : 1)"}"#
      }
      time += 1_000
      let text =
        #"{"type":"orderbookdepth","content":{"list":["# + entries.joined(separator: ",")
        + #"],"datetime":"\#(time)"}}"#
      messages.append(Data(text.utf8))
    }
    return messages
  }
}
