import Foundation

/// Messages in the exact shapes of the real exchange formats, written by this project (prices and sizes are
/// illustrative, not captured).
enum Fixtures {
  /// Bithumb `orderbookdepth`, `datetime` as a string of microseconds, deletions as quantity "0".
  static let bithumbDepthStringTime = #"""
    {"type":"orderbookdepth","content":{"list":[{"symbol":"XRP_KRW","orderType":"ask","price":"745.1","quantity":"0","total":"0"},{"symbol":"XRP_KRW","orderType":"ask","price":"745.3","quantity":"18250.4411","total":"3"},{"symbol":"XRP_KRW","orderType":"ask","price":"746","quantity":"5000","total":"1"},{"symbol":"XRP_KRW","orderType":"bid","price":"744.8","quantity":"0","total":"0"},{"symbol":"XRP_KRW","orderType":"bid","price":"744.9","quantity":"9021.05","total":"2"},{"symbol":"XRP_KRW","orderType":"bid","price":"743.70","quantity":"120000","total":"7"}],"datetime":"1723102637709512"}}
    """#

  /// Bithumb `orderbookdepth` as documented: pretty-printed, `datetime` as a JSON number, two symbols.
  static let bithumbDepthNumberTimeTwoSymbols = #"""
    {
      "type": "orderbookdepth",
      "content": {
        "list": [
          {"symbol": "BTC_KRW", "orderType": "ask", "price": "80873000", "quantity": "0.1749", "total": "2"},
          {"symbol": "ETH_KRW", "orderType": "bid", "price": "3512000", "quantity": "1.25", "total": "1"},
          {"symbol": "BTC_KRW", "orderType": "bid", "price": "80838000", "quantity": "0.0586", "total": "1"},
          {"symbol": "BTC_KRW", "orderType": "bid", "price": "80830000", "quantity": "0", "total": "0"}
        ],
        "datetime": 1723102637710004
      }
    }
    """#

  /// Bithumb `transaction`: a taker sell ("1") and a taker buy ("2"), keys in the real (symbol-last) order.
  static let bithumbTransactions = #"""
    {"type":"transaction","content":{"list":[{"buySellGb":"1","contPrice":"80838000","contQty":"0.0086","contAmt":"695206.8","contDtm":"2024-08-08 16:37:17.812345","updn":"dn","symbol":"BTC_KRW"},{"buySellGb":"2","contPrice":"80873000","contQty":"0.01","contAmt":"808730","contDtm":"2024-08-08 16:37:17.913","updn":"up","symbol":"BTC_KRW"}]}}
    """#

  /// Bithumb `ticker`, with the long decimal strings the real feed sends.
  static let bithumbTicker = #"""
    {"type":"ticker","content":{"tickType":"24H","date":"20240808","time":"163717","openPrice":"79110000","closePrice":"80855000","lowPrice":"78500000","highPrice":"81200000","value":"198372645018.40311927350127691","volume":"2464.108829416350179901","sellVolume":"1190.51233861","buyVolume":"1273.596490806350179901","prevClosePrice":"79120000","chgRate":"2.21","chgAmt":"1745000","volumePower":"106.97","symbol":"BTC_KRW"}}
    """#

  /// Bithumb WebSocket status messages.
  static let bithumbConnected = #"{"status":"0000","resmsg":"Connected Successfully"}"#
  static let bithumbInvalidFilter = #"{"status":"5100","resmsg":"Invalid Filter Syntax"}"#

  /// Bithumb REST order book, `timestamp` as a string.
  static let bithumbRESTStringTime = #"""
    {"status":"0000","data":{"timestamp":"1723102637709","payment_currency":"KRW","order_currency":"BTC","bids":[{"price":"80838000","quantity":"0.0586"},{"price":"80830000","quantity":"0.3311"},{"price":"80812000","quantity":"1.0042"}],"asks":[{"price":"80873000","quantity":"0.1749"},{"price":"80880000","quantity":"0.0032"},{"price":"80900000","quantity":"2.5"}]}}
    """#

  /// Bithumb REST order book, old documented shape: `timestamp` as a number, quantity before price.
  static let bithumbRESTNumberTime = #"""
    {
      "status": "0000",
      "data": {
        "timestamp": 1723102637709,
        "order_currency": "ETH",
        "payment_currency": "KRW",
        "bids": [{"quantity": "4.2", "price": "3512000"}, {"quantity": "10.35117828", "price": "3511000"}],
        "asks": [{"quantity": "2.67575", "price": "3514000"}]
      }
    }
    """#

  /// A Bithumb REST error.
  static let bithumbRESTError = #"{"status":"5600","message":"거래 진행중인 코인이 아닙니다."}"#

  /// Upbit `orderbook` (default format): numbers, not strings; the last unit is padding with zero sizes.
  static let upbitOrderBook = #"""
    {"type":"orderbook","code":"KRW-BTC","timestamp":1723102637444,"total_ask_size":1.57100696,"total_bid_size":7.5303265,"orderbook_units":[{"ask_price":80873000,"bid_price":80838000,"ask_size":0.57100696,"bid_size":2.5303265},{"ask_price":80880000.0,"bid_price":80830000,"ask_size":1,"bid_size":5},{"ask_price":0,"bid_price":80812000,"ask_size":0,"bid_size":0.00000001}],"stream_type":"SNAPSHOT","level":0}
    """#

  /// Binance diff-depth events: a modern one and a 2017-style one with a third element per level.
  static let binanceDepthUpdate = #"""
    {"e":"depthUpdate","E":1723102637800,"s":"BNBBTC","U":157,"u":160,"b":[["0.0024","10"],["0.0023","0"]],"a":[["0.0026","100"]]}
    """#
  static let binanceDepthUpdate2017 = #"""
    {"e":"depthUpdate","E":1507908736894,"s":"ZRXETH","U":412371,"u":412373,"b":[["0.00053691","1634.00000000",[]],["0.00053690","0.00000000",[]]],"a":[["0.00055694","268.00000000",[]]]}
    """#
  static let binanceCombined = #"""
    {"stream":"bnbbtc@depth","data":{"e":"depthUpdate","E":1723102637900,"s":"BNBBTC","U":161,"u":161,"b":[],"a":[["0.0026","0"]]}}
    """#

  /// Binance REST depth snapshot.
  static let binanceDepthSnapshot = #"""
    {"lastUpdateId":158,"bids":[["0.0024","14.00000000"],["0.0022","6.40000000"]],"asks":[["0.0026","12.00000000"],["0.0027","3.00000000"]]}
    """#
}
