import Foundation
import MarketBoardKit

/// A synthetic 500-market board: Korean names built from common syllables, English names and symbols, tickers with
/// traded values spread over six orders of magnitude, and a stream of tickers that nudge values as a live feed does.
enum Fixture {
  static let syllables = Array("비트코인이더리움리플솔라나도지에이다체인링크폴카닷스텔라루멘트론아발란체테더샌드박스")

  static func markets(count: Int) -> [Market] {
    (0..<count).compactMap { index in
      var generator = SplitMix64(seed: UInt64(index))
      let length = Int.random(in: 2...6, using: &generator)
      let korean = String((0..<length).map { _ in syllables.randomElement(using: &generator) ?? "가" })
      let symbol = "C" + String(index, radix: 36).uppercased()
      guard let code = try? MarketCode("KRW-" + symbol) else { return nil }
      return Market(code: code, koreanName: korean, englishName: "Coin \(symbol) Network")
    }
  }

  static func ticker(_ market: Market, value: Int, rate: Int, price: Int64, timestamp: Int64) -> MarketTicker {
    MarketTicker(
      code: market.code, tradePrice: Price(units: price * 100_000_000), openingPrice: Price(units: 1),
      highPrice: Price(units: 1), lowPrice: Price(units: 1), previousClosingPrice: Price(units: 1),
      direction: rate > 0 ? .rise : rate < 0 ? .fall : .even, signedChangePrice: Price(units: 0),
      signedChangeRate: Decimal(rate) / 10_000, tradeValue24h: Decimal(value) * 1_000 + Decimal(string: "0.25")!,
      tradeVolume24h: 1, sessionTradeValue: 1, lastTradeTime: Date(timeIntervalSince1970: 0), timestamp: timestamp)
  }

  static func tickers(_ markets: [Market]) -> [MarketTicker] {
    var generator = SplitMix64(seed: 42)
    return markets.map {
      ticker(
        $0, value: Int.random(in: 1...10_000_000, using: &generator),
        rate: Int.random(in: -1_000...1_000, using: &generator),
        price: Int64.random(in: 1...100_000_000, using: &generator), timestamp: 1)
    }
  }

  /// `count` live tickers: each nudges one market's traded value up by a little, as trades accumulate.
  static func stream(_ markets: [Market], _ initial: [MarketTicker], count: Int) -> [MarketTicker] {
    var generator = SplitMix64(seed: 7)
    var values = initial.map { NSDecimalNumber(decimal: $0.tradeValue24h).intValue / 1_000 }
    return (0..<count).map { step in
      let index = Int.random(in: 0..<markets.count, using: &generator)
      values[index] += Int.random(in: 0...20_000, using: &generator)
      return ticker(
        markets[index], value: values[index], rate: Int.random(in: -1_000...1_000, using: &generator),
        price: Int64.random(in: 1...100_000_000, using: &generator), timestamp: Int64(step + 2))
    }
  }

  /// `count` live tickers for one market whose traded value swings between above every other market's and below
  /// every other's: each ticker moves its row across the whole board, the worst case for keeping rows sorted.
  static func swings(_ markets: [Market], count: Int) -> [MarketTicker] {
    (0..<count).map { step in
      ticker(
        markets[0], value: step.isMultiple(of: 2) ? 1_000_000_000 : 0, rate: 0, price: 1,
        timestamp: Int64(step + 2))
    }
  }

  /// The captured DEFAULT WebSocket ticker frame (Bithumb, 2026-07-30; see Tests/MarketBoardKitTests/Fixtures.swift).
  static let defaultFrame = Data(
    #"{"type":"ticker","code":"KRW-BTC","opening_price":92112000,"high_price":92770000,"low_price":90904000,"trade_price":91196000,"prev_closing_price":92144000,"change":"FALL","change_price":948000,"signed_change_price":-948000,"change_rate":0.01028824,"signed_change_rate":-0.01028824,"trade_volume":0.00021931,"acc_trade_volume":216.56322055,"acc_trade_volume_24h":294.09163804,"acc_trade_price":19834795209.4663,"acc_trade_price_24h":27002534842.65972,"trade_date":"20260730","trade_time":"164855","trade_timestamp":1785397735004,"ask_bid":"ASK","acc_ask_volume":115.83894934,"acc_bid_volume":100.72427121,"highest_52_week_price":179734000,"highest_52_week_date":"2025-10-09","lowest_52_week_price":81110000,"lowest_52_week_date":"2026-02-06","market_state":"ACTIVE","is_trading_suspended":false,"market_warning":"NONE","timestamp":1785397735276,"stream_type":"SNAPSHOT"}"#
      .utf8)

  /// The captured DEFAULT frame as it came over the wire, indentation and final line break included: 1,131 bytes,
  /// the frame issue 33 measures (github jabdori/maxt, src/adapters/bithumb/parse.rs
  /// @396de3add9fda03ca504767cf4f0dc183c1787d2, WS_TICKER, 2026-07-30; the values of `defaultFrame`).
  static let capturedFrame = Data(
    ("""
    {
          "type": "ticker",
          "code": "KRW-BTC",
          "opening_price": 92112000,
          "high_price": 92770000,
          "low_price": 90904000,
          "trade_price": 91196000,
          "prev_closing_price": 92144000,
          "change": "FALL",
          "change_price": 948000,
          "signed_change_price": -948000,
          "change_rate": 0.01028824,
          "signed_change_rate": -0.01028824,
          "trade_volume": 0.00021931,
          "acc_trade_volume": 216.56322055,
          "acc_trade_volume_24h": 294.09163804,
          "acc_trade_price": 19834795209.4663,
          "acc_trade_price_24h": 27002534842.65972,
          "trade_date": "20260730",
          "trade_time": "164855",
          "trade_timestamp": 1785397735004,
          "ask_bid": "ASK",
          "acc_ask_volume": 115.83894934,
          "acc_bid_volume": 100.72427121,
          "highest_52_week_price": 179734000,
          "highest_52_week_date": "2025-10-09",
          "lowest_52_week_price": 81110000,
          "lowest_52_week_date": "2026-02-06",
          "market_state": "ACTIVE",
          "is_trading_suspended": false,
          "market_warning": "NONE",
          "timestamp": 1785397735276,
          "stream_type": "SNAPSHOT"
        }
    """ + "\n").utf8)

  /// A SIMPLE frame from Bithumb's documentation (테스트-및-요청-예제).
  static let simpleFrame = Data(
    #"{"ty":"ticker","cd":"KRW-BTC","op":484500,"hp":493100,"lp":471300,"tp":493100,"pcp":484500,"c":"RISE","cp":8600,"scp":8600,"cr":0.01775026,"scr":0.01775026,"tv":4.6191,"atv":340.7347,"atv24h":13501.26687512,"atp":164142603.957128,"atp24h":8286175646.064881,"tdt":"20240910","ttm":"091942","ttms":1725927582096,"ab":"BID","aav":172.4423,"abv":168.2924,"h52wp":999999000,"h52wdt":"2024-06-18","l52wp":1000,"l52wdt":"2024-06-18","ms":"ACTIVE","its":false,"dd":null,"mw":"NONE","tms":1725927582208,"st":"SNAPSHOT"}"#
      .utf8)
}

extension Fixture {
  /// A REST `/v1/ticker` response for the first `count` synthetic markets, compact as the exchange sends it: the
  /// captured REST ticker's 26 members (Tests/MarketBoardKitTests/Fixtures.swift), prices, changes, volumes and
  /// traded values varied per market.
  static func restTickerList(count: Int) -> Data {
    var generator = SplitMix64(seed: 9)
    var elements: [String] = []
    for (index, market) in markets(count: count).enumerated() {
      let price = Int64.random(in: 1...100_000, using: &generator) * 1_000
      let previous = Int64.random(in: 1...100_000, using: &generator) * 1_000
      let change = price - previous
      let direction = change > 0 ? "RISE" : change < 0 ? "FALL" : "EVEN"
      // The rate to eight places, as the exchange writes it.
      let rate = change * 100_000_000 / previous
      let volume24h = Int64.random(in: 1...100_000_000_000_000, using: &generator)
      let value24h = Int64.random(in: 1...100_000_000_000_000_000, using: &generator)
      let timestamp = 1_785_430_110_156 + Int64(index)
      let members: [String] = [
        #""market":"\#(market.code.rawValue)""#, #""trade_date":"20260730""#, #""trade_time":"074830""#,
        #""trade_date_kst":"20260730""#, #""trade_time_kst":"164830""#, #""trade_timestamp":\#(timestamp)"#,
        #""opening_price":\#(previous)"#, #""high_price":\#(max(price, previous) + 1_000)"#,
        #""low_price":\#(max(min(price, previous) - 1_000, 0))"#, #""trade_price":\#(price)"#,
        #""prev_closing_price":\#(previous)"#, #""change":"\#(direction)""#, #""change_price":\#(abs(change))"#,
        #""change_rate":\#(decimalText(abs(rate), scale: 8))"#, #""signed_change_price":\#(change)"#,
        #""signed_change_rate":\#(decimalText(rate, scale: 8))"#,
        #""trade_volume":\#(decimalText(volume24h / 1_000, scale: 8))"#,
        #""acc_trade_price":\#(decimalText(value24h / 2, scale: 5))"#,
        #""acc_trade_price_24h":\#(decimalText(value24h, scale: 5))"#,
        #""acc_trade_volume":\#(decimalText(volume24h / 2, scale: 8))"#,
        #""acc_trade_volume_24h":\#(decimalText(volume24h, scale: 8))"#, #""highest_52_week_price":179734000"#,
        #""highest_52_week_date":"2025-10-10""#, #""lowest_52_week_price":81110000"#,
        #""lowest_52_week_date":"2026-02-07""#, #""timestamp":\#(timestamp)"#,
      ]
      elements.append("{" + members.joined(separator: ",") + "}")
    }
    return Data(("[" + elements.joined(separator: ",") + "]").utf8)
  }

  /// `units` × 10^-`scale` written as a plain decimal: `decimalText(-106, scale: 4)` is `-0.0106`.
  static func decimalText(_ units: Int64, scale: Int) -> String {
    let digits = String(units.magnitude)
    let padded = String(repeating: "0", count: max(scale + 1 - digits.count, 0)) + digits
    let point = padded.index(padded.endIndex, offsetBy: -scale)
    let sign = units < 0 ? "-" : ""
    return sign + String(padded[..<point]) + "." + String(padded[point...])
  }
}

extension Fixture {
  /// A `/v1/market/all?isDetails=true` response for the first `count` synthetic markets, compact as the exchange sends
  /// it: the captured list's members (Tests/MarketBoardKitTests/Fixtures.swift, MARKET_LIST), Korean names of two to
  /// six syllables, about one market in eight cautioned.
  static func marketList(count: Int) -> Data {
    var generator = SplitMix64(seed: 12)
    let elements = markets(count: count).map { market -> String in
      let warning = Int.random(in: 0..<8, using: &generator) == 0 ? "CAUTION" : "NONE"
      return #"{"market":"\#(market.code.rawValue)","korean_name":"\#(market.koreanName)","#
        + #""english_name":"\#(market.englishName)","market_warning":"\#(warning)"}"#
    }
    return Data(("[" + elements.joined(separator: ",") + "]").utf8)
  }

  /// A `/v1/market/virtual_asset_warning` response of `count` alerts on the synthetic markets, compact: the captured
  /// list's members (Tests/MarketBoardKitTests/Fixtures.swift, MARKET_ALERTS), kinds, steps and end times varied.
  static func alertList(count: Int) -> Data {
    var generator = SplitMix64(seed: 13)
    let codes = markets(count: count).map(\.code.rawValue)
    let kinds = MarketAlertKind.allCases.map(\.rawValue)
    let steps = MarketAlertStep.allCases.map(\.rawValue)
    let elements = codes.map { code -> String in
      let kind = kinds[Int.random(in: 0..<kinds.count, using: &generator)]
      let step = steps[Int.random(in: 0..<steps.count, using: &generator)]
      let hour = Int.random(in: 0..<10, using: &generator)
      let minute = Int.random(in: 0..<60, using: &generator)
      let end = "2026-07-31 0\(hour):\(minute < 10 ? "0" : "")\(minute):59"
      return #"{"market":"\#(code)","warning_type":"\#(kind)","warning_step":"\#(step)","end_date":"\#(end)"}"#
    }
    return Data(("[" + elements.joined(separator: ",") + "]").utf8)
  }
}

/// What an app would write with `JSONDecoder` for a market list: the names as strings, the warning as its text, and
/// Upbit's `market_event` when present.
struct JSONDecoderMarket: Decodable {
  /// Upbit's `market_event`.
  struct Event: Decodable {
    let warning: Bool
  }

  let market, koreanName, englishName: String
  let marketWarning: String?
  let marketEvent: Event?

  enum CodingKeys: String, CodingKey {
    case market
    case koreanName = "korean_name"
    case englishName = "english_name"
    case marketWarning = "market_warning"
    case marketEvent = "market_event"
  }
}

/// What an app would write with `JSONDecoder` for an alert list: the kind and step as strings, the end date read by
/// a formatter on Seoul's clock (`dateDecodingStrategy`).
struct JSONDecoderAlert: Decodable {
  let market, warningType, warningStep: String
  let endDate: Date

  enum CodingKeys: String, CodingKey {
    case market
    case warningType = "warning_type"
    case warningStep = "warning_step"
    case endDate = "end_date"
  }

  /// A decoder reading `end_date` as `yyyy-MM-dd HH:mm:ss` in Seoul.
  static func decoder() -> JSONDecoder {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(formatter)
    return decoder
  }
}

/// What an app would write with `JSONDecoder` for a REST ticker list: each ticker's fields as `Decimal`.
struct JSONDecoderRESTTicker: Decodable {
  let market: String
  let tradePrice, openingPrice, highPrice, lowPrice, prevClosingPrice: Decimal
  let change: String
  let signedChangePrice, signedChangeRate, accTradePrice24h, accTradeVolume24h, accTradePrice: Decimal
  let tradeTimestamp, timestamp: Int64

  enum CodingKeys: String, CodingKey {
    case market, change, timestamp
    case tradePrice = "trade_price"
    case openingPrice = "opening_price"
    case highPrice = "high_price"
    case lowPrice = "low_price"
    case prevClosingPrice = "prev_closing_price"
    case signedChangePrice = "signed_change_price"
    case signedChangeRate = "signed_change_rate"
    case accTradePrice24h = "acc_trade_price_24h"
    case accTradeVolume24h = "acc_trade_volume_24h"
    case accTradePrice = "acc_trade_price"
    case tradeTimestamp = "trade_timestamp"
  }
}

/// What an app would write with `JSONDecoder`: the ticker's fields as `Decimal` (through `Double` before iOS 17).
struct JSONDecoderTicker: Decodable {
  let code: String
  let tradePrice, openingPrice, highPrice, lowPrice, prevClosingPrice: Decimal
  let change: String
  let signedChangePrice, signedChangeRate, accTradePrice24h, accTradeVolume24h, accTradePrice: Decimal
  let tradeTimestamp, timestamp: Int64

  enum CodingKeys: String, CodingKey {
    case code, change, timestamp
    case tradePrice = "trade_price"
    case openingPrice = "opening_price"
    case highPrice = "high_price"
    case lowPrice = "low_price"
    case prevClosingPrice = "prev_closing_price"
    case signedChangePrice = "signed_change_price"
    case signedChangeRate = "signed_change_rate"
    case accTradePrice24h = "acc_trade_price_24h"
    case accTradeVolume24h = "acc_trade_volume_24h"
    case accTradePrice = "acc_trade_price"
    case tradeTimestamp = "trade_timestamp"
  }
}

/// ``JSONDecoderTicker`` for the SIMPLE format's abbreviated keys: the same fields as `Decimal`.
struct JSONDecoderSimpleTicker: Decodable {
  let code: String
  let tradePrice, openingPrice, highPrice, lowPrice, prevClosingPrice: Decimal
  let change: String
  let signedChangePrice, signedChangeRate, accTradePrice24h, accTradeVolume24h, accTradePrice: Decimal
  let tradeTimestamp, timestamp: Int64

  enum CodingKeys: String, CodingKey {
    case code = "cd"
    case change = "c"
    case timestamp = "tms"
    case tradePrice = "tp"
    case openingPrice = "op"
    case highPrice = "hp"
    case lowPrice = "lp"
    case prevClosingPrice = "pcp"
    case signedChangePrice = "scp"
    case signedChangeRate = "scr"
    case accTradePrice24h = "atp24h"
    case accTradeVolume24h = "atv24h"
    case accTradePrice = "atp"
    case tradeTimestamp = "ttms"
  }
}

/// The original app's approach: replace the row's ticker and re-sort the whole board on every message.
struct ResortingBoard {
  var rows: [(market: Market, ticker: MarketTicker?)]

  mutating func apply(_ ticker: MarketTicker) {
    guard let index = rows.firstIndex(where: { $0.market.code == ticker.code }) else { return }
    rows[index].ticker = ticker
    rows.sort { lhs, rhs in
      (lhs.ticker?.tradeValue24h ?? -1) > (rhs.ticker?.tradeValue24h ?? -1)
    }
  }
}
