#if LiveFeed
  import Foundation

  /// API 2.0 frames transcribed for these tests from the shared market data (see each source).
  enum QuotationFixtures {
    /// Bithumb API 2.0 docs, 테스트 및 요청 예제, SIMPLE ticker request (bithumb_ws_request_ticker_SIMPLE.docs.json).
    static let simpleTickerRequest =
      #"[{"ticket":"test example"},{"type":"ticker","codes":["KRW-BTC","BTC-ETH"]},{"format":"SIMPLE"}]"#

    /// Bithumb's keepalive answer, 연결 관리 (bithumb_ws_status_UP.docs.json).
    static let statusUp = #"{"status":"UP"}"#

    /// The error frames of Bithumb's 웹소켓 에러 page (bithumb_ws_error_*.docs.json), compacted.
    static let errorFrames: [(name: String, message: String)] = [
      ("WRONG_FORMAT", "Format 이 맞지 않습니다."),
      ("NO_TICKET", "티켓이 존재하지 않거나, 유효하지 않습니다."),
      ("NO_TYPE", "type 필드가 존재하지 않습니다."),
      ("NO_CODES", "codes 필드가 존재하지 않습니다."),
      ("INVALID_PARAM", "codes 필드가 비어 있습니다."),
      ("INVALID_PARAM", "{}은 지원하지 않는 포맷입니다."),
    ]

    static func errorFrame(_ name: String, _ message: String) -> String {
      #"{"error":{"name":"\#(name)","message":"\#(message)"}}"#
    }

    /// A live WebSocket trade frame captured 2026-07-30 (bithumb_ws_trade_DEFAULT_KRW-BTC.capture.json, from
    /// jabdori/maxt @396de3a): an 18-digit sequential_id.
    static let trade =
      #"{"type":"trade","code":"KRW-BTC","trade_price":91196000,"trade_volume":0.00021931,"ask_bid":"ASK","#
      + #""prev_closing_price":92144000,"change":"FALL","change_price":948000,"trade_date":"2026-07-30","#
      + #""trade_time":"16:48:55","trade_timestamp":1785397735004,"timestamp":1785397735274,"#
      + #""sequential_id":921046844841158138,"stream_type":"SNAPSHOT"}"#

    /// A SIMPLE orderbook frame constructed from the abbreviation table with captured values
    /// (constructed_ws_orderbook_SIMPLE.json): microsecond timestamp, a zero-size bid.
    static let simpleOrderBook =
      #"{"ty":"orderbook","cd":"KRW-BTC","tas":3.4039,"tbs":0.0852,"obu":[{"ap":91196000,"bp":91175000,"#
      + #""as":0.1995,"bs":0.0000},{"ap":91209000,"bp":91171000,"as":0.0224,"bs":0.0289}],"lv":1,"#
      + #""tms":1785397747576054,"st":"REALTIME"}"#

    /// The first SIMPLE ticker line of Bithumb's 테스트 및 요청 예제 (bithumb_ws_ticker_SIMPLE.docs.jsonl).
    static let simpleTicker =
      #"{"ty":"ticker","cd":"KRW-BTC","op":484500,"hp":493100,"lp":471300,"tp":493100,"pcp":484500,"c":"RISE","#
      + #""cp":8600,"scp":8600,"cr":0.01775026,"scr":0.01775026,"tv":4.6191,"atv":340.7347,"#
      + #""atv24h":13501.26687512,"atp":164142603.957128,"atp24h":8286175646.064881,"tdt":"20240910","#
      + #""ttm":"091942","ttms":1725927582096,"ab":"BID","aav":172.4423,"abv":168.2924,"h52wp":999999000,"#
      + #""h52wdt":"2024-06-18","l52wp":1000,"l52wdt":"2024-06-18","ms":"ACTIVE","its":false,"dd":null,"#
      + #""mw":"NONE","tms":1725927582208,"st":"SNAPSHOT"}"#
  }
#endif
