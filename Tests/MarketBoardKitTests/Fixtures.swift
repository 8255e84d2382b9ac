import Foundation

/// API 2.0 payloads, transcribed from the project's research captures. Sources:
/// - `capture`: verbatim wire captures of 2026-07-30 in github jabdori/maxt, src/adapters/bithumb/parse.rs
///   @396de3add9fda03ca504767cf4f0dc183c1787d2 (MARKET_LIST, MARKET_ALERTS, TICKER, WS_TICKER);
/// - `docs`: examples printed in Bithumb's API reference (apidocs.bithumb.com v2.1.5, 현재가-ticker, 테스트-및-요청-예제,
///   웹소켓-에러, 연결-관리), as transcribed in github jabdori/bithumb-go docs/api @4fb6a6158eb0c91f060abd6b7308cc39e7c8ed05.
enum Fixtures {
  /// `GET /v1/market/all?isDetails=true`, 3 of 486 entries (capture).
  static let marketAll = """
    [
      {"market": "KRW-BTC", "korean_name": "비트코인", "english_name": "Bitcoin", "market_warning": "NONE"},
      {"market": "KRW-ZIL", "korean_name": "질리카", "english_name": "Zilliqa", "market_warning": "CAUTION"},
      {"market": "KRW-ACS", "korean_name": "액세스프로토콜", "english_name": "Access Protocol", "market_warning": "NONE"}
    ]
    """

  /// `GET /v1/market/virtual_asset_warning`, 5 of 22 rows (capture).
  static let alerts = """
    [
      {"market": "KRW-ZIL", "warning_type": "TRADING_VOLUME_SUDDEN_FLUCTUATION", "warning_step": "DANGER",
       "end_date": "2026-07-31 06:59:59"},
      {"market": "KRW-OBSR", "warning_type": "TRADING_VOLUME_SUDDEN_FLUCTUATION", "warning_step": "DANGER",
       "end_date": "2026-07-31 06:59:59"},
      {"market": "KRW-OBSR", "warning_type": "DEPOSIT_AMOUNT_SUDDEN_FLUCTUATION", "warning_step": "WARNING",
       "end_date": "2026-07-31 07:04:59"},
      {"market": "KRW-KAIA", "warning_type": "SPECIFIC_ACCOUNT_HIGH_TRANSACTION", "warning_step": "CAUTION",
       "end_date": "2026-07-31 07:09:59"},
      {"market": "KRW-ACS", "warning_type": "DEPOSIT_AMOUNT_SUDDEN_FLUCTUATION", "warning_step": "DANGER",
       "end_date": "2026-07-31 07:04:59"}
    ]
    """

  /// `GET /v1/ticker?markets=KRW-BTC` (capture). Its epoch fields read 9 hours ahead: 1785430110156 is
  /// 2026-07-30 16:48:30 "UTC", while trade_date/trade_time (UTC) say 07:48:30.
  static let restTicker = """
    [
      {
        "market": "KRW-BTC", "trade_date": "20260730", "trade_time": "074830", "trade_date_kst": "20260730",
        "trade_time_kst": "164830", "trade_timestamp": 1785430110156, "opening_price": 92112000,
        "high_price": 92770000, "low_price": 90904000, "trade_price": 91171000, "prev_closing_price": 92144000,
        "change": "FALL", "change_price": 973000, "change_rate": 0.0106, "signed_change_price": -973000,
        "signed_change_rate": -0.0106, "trade_volume": 0.02582544, "acc_trade_price": 19833795210.02728,
        "acc_trade_price_24h": 27001571740.8207, "acc_trade_volume": 216.55225961,
        "acc_trade_volume_24h": 294.0810771, "highest_52_week_price": 179734000,
        "highest_52_week_date": "2025-10-10", "lowest_52_week_price": 81110000,
        "lowest_52_week_date": "2026-02-07", "timestamp": 1785430110156
      }
    ]
    """

  /// A WebSocket `ticker` frame, DEFAULT format (capture). trade_date/trade_time are Seoul time.
  static let webSocketTicker = """
    {
      "type": "ticker", "code": "KRW-BTC", "opening_price": 92112000, "high_price": 92770000,
      "low_price": 90904000, "trade_price": 91196000, "prev_closing_price": 92144000, "change": "FALL",
      "change_price": 948000, "signed_change_price": -948000, "change_rate": 0.01028824,
      "signed_change_rate": -0.01028824, "trade_volume": 0.00021931, "acc_trade_volume": 216.56322055,
      "acc_trade_volume_24h": 294.09163804, "acc_trade_price": 19834795209.4663,
      "acc_trade_price_24h": 27002534842.65972, "trade_date": "20260730", "trade_time": "164855",
      "trade_timestamp": 1785397735004, "ask_bid": "ASK", "acc_ask_volume": 115.83894934,
      "acc_bid_volume": 100.72427121, "highest_52_week_price": 179734000, "highest_52_week_date": "2025-10-09",
      "lowest_52_week_price": 81110000, "lowest_52_week_date": "2026-02-06", "market_state": "ACTIVE",
      "is_trading_suspended": false, "market_warning": "NONE", "timestamp": 1785397735276,
      "stream_type": "SNAPSHOT"
    }
    """

  /// Two SIMPLE-format ticker frames, verbatim (docs, 테스트-및-요청-예제). The second's `atp24h` has 26 significant
  /// digits.
  static let simpleTickers = [
    #"{"ty":"ticker","cd":"KRW-BTC","op":484500,"hp":493100,"lp":471300,"tp":493100,"pcp":484500,"c":"RISE","cp":8600,"scp":8600,"cr":0.01775026,"scr":0.01775026,"tv":4.6191,"atv":340.7347,"atv24h":13501.26687512,"atp":164142603.957128,"atp24h":8286175646.064881,"tdt":"20240910","ttm":"091942","ttms":1725927582096,"ab":"BID","aav":172.4423,"abv":168.2924,"h52wp":999999000,"h52wdt":"2024-06-18","l52wp":1000,"l52wdt":"2024-06-18","ms":"ACTIVE","its":false,"dd":null,"mw":"NONE","tms":1725927582208,"st":"SNAPSHOT"}"#,
    #"{"ty":"ticker","cd":"BTC-ETH","op":47890,"hp":48310,"lp":47700,"tp":47820,"pcp":47890,"c":"FALL","cp":70,"scp":-70,"cr":0.00146168,"scr":-0.00146168,"tv":37.2703,"atv":68.2069,"atv24h":19771.65533322,"atp":3274476.3628192,"atp24h":728107452.06423197609921044,"tdt":"20240910","ttm":"092001","ttms":1725927601164,"ab":"BID","aav":34.0163,"abv":34.1906,"h52wp":774400000,"h52wdt":"2024-01-23","l52wp":254,"l52wdt":"2024-06-20","ms":"ACTIVE","its":false,"dd":null,"mw":"CAUTION","tms":1725927601272,"st":"SNAPSHOT"}"#,
  ]

  /// The keepalive status frame (docs, 연결-관리).
  static let statusUp = #"{"status":"UP"}"#

  /// An error frame (docs, 웹소켓-에러).
  static let noTicket = """
    {"error": {"name": "NO_TICKET", "message": "티켓이 존재하지 않거나, 유효하지 않습니다."}}
    """

  /// The WebSocket ticker with `replacements` applied to its text (a field changed or removed).
  static func webSocketTicker(replacing replacements: [(String, String)]) -> String {
    replacements.reduce(webSocketTicker) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }
}
