import Foundation
import Testing

@testable import MarketBoardKit

@Suite("API 2.0 market list and ticker decoding")
struct DecodingTests {
  @Test("The market list with warnings, the alerts attached, the KRW board filtered")
  func markets() throws {
    let markets = try QuotationMarkets.markets(from: Data(Fixtures.marketAll.utf8))
    #expect(markets.map(\.code.rawValue) == ["KRW-BTC", "KRW-ZIL", "KRW-ACS"])
    #expect(markets.map(\.isCaution) == [false, true, false])
    #expect(markets[0].koreanName == "비트코인" && markets[0].englishName == "Bitcoin")
    let alerts = try QuotationMarkets.alerts(from: Data(Fixtures.alerts.utf8))
    #expect(alerts.count == 5)
    #expect(alerts[2].kind == .depositAmountSuddenFluctuation && alerts[2].step == .warning)
    // "2026-07-31 07:04:59" in Seoul is 2026-07-30 22:04:59 UTC.
    #expect(alerts[2].endDate == Date(timeIntervalSince1970: 1_785_449_099))
    let attached = Market.attaching(alerts, to: markets)
    #expect(attached[1].alertStep == .danger)
    #expect(attached[0].alertStep == nil)
    #expect(attached[2].alerts.map(\.step) == [.danger])
    let mixed = markets + [Market(code: try MarketCode("BTC-ETH"), koreanName: "이더리움", englishName: "Ethereum")]
    #expect(Market.board(mixed).count == 3)
  }

  @Test("An unknown warning, a malformed code or a missing name is an error naming the field")
  func marketErrors() {
    let unknown = Fixtures.marketAll.replacingOccurrences(of: "\"CAUTION\"", with: "\"SEVERE\"")
    #expect(
      throws: MarketDataError.invalidValue(
        field: "[1].market_warning", value: "SEVERE", expected: "\"NONE\" or \"CAUTION\"")
    ) {
      try QuotationMarkets.markets(from: Data(unknown.utf8))
    }
    let badCode = Fixtures.marketAll.replacingOccurrences(of: "KRW-ACS", with: "KRW_ACS")
    #expect(
      throws: MarketDataError.invalidValue(
        field: "[2].market", value: "KRW_ACS", expected: "a market code such as \"KRW-BTC\"")
    ) {
      try QuotationMarkets.markets(from: Data(badCode.utf8))
    }
    let missing = Fixtures.marketAll.replacingOccurrences(of: "\"english_name\": \"Zilliqa\", ", with: "")
    #expect(throws: MarketDataError.missingField("[1].english_name")) {
      try QuotationMarkets.markets(from: Data(missing.utf8))
    }
    #expect(throws: MarketDataError.self) { try QuotationMarkets.markets(from: Data("[{\"market\":".utf8)) }
  }

  @Test("REST ticker: Bithumb's epoch fields read 9 hours ahead and are corrected; Upbit's are not")
  func restTickerClock() throws {
    let ticker = try #require(
      try QuotationTickers.tickers(from: Data(Fixtures.restTicker.utf8), dialect: .bithumb).first)
    #expect(ticker.timestamp == 1_785_430_110_156 - 32_400_000)
    #expect(ticker.lastTradeTime == Date(timeIntervalSince1970: 1_785_397_710.156))
    // trade_date/trade_time are UTC on REST: 2026-07-30 07:48:30 UTC, the corrected trade_timestamp to the second.
    let object = try restObject()
    #expect(try QuotationTickers.tradeClock(object, keys: .standard, offsetSeconds: 0) == 1_785_397_710)
    let upbit = try #require(try QuotationTickers.tickers(from: Data(Fixtures.restTicker.utf8), dialect: .upbit).first)
    #expect(upbit.timestamp == 1_785_430_110_156)
  }

  @Test("REST ticker values: exact prices, the change rate as a fraction, 24-hour value")
  func restTickerValues() throws {
    let ticker = try #require(
      try QuotationTickers.tickers(from: Data(Fixtures.restTicker.utf8), dialect: .bithumb).first)
    #expect(ticker.code.rawValue == "KRW-BTC")
    #expect(ticker.tradePrice == Price("91171000"))
    #expect(ticker.signedChangePrice == Price("-973000"))
    #expect(ticker.direction == .fall)
    #expect(ticker.signedChangeRate == Decimal(string: "-0.0106"))
    #expect(ticker.tradeValue24h == Decimal(string: "27001571740.8207"))
    #expect(MarketRowText.percentText(ticker.signedChangeRate) == "-1.06%")
  }

  @Test("WebSocket ticker: binary and text frames agree; trade_date/trade_time are Seoul time")
  func webSocketTicker() throws {
    let fromBytes = try #require(
      try QuotationTickers.ticker(from: Data(Fixtures.webSocketTicker.utf8), dialect: .bithumb))
    let fromText = try #require(try QuotationTickers.ticker(from: Fixtures.webSocketTicker, dialect: .bithumb))
    #expect(fromBytes == fromText)
    #expect(fromBytes.timestamp == 1_785_397_735_276)
    #expect(fromBytes.lastTradeTime == Date(timeIntervalSince1970: 1_785_397_735.004))
    #expect(fromBytes.tradeValue24h == Decimal(string: "27002534842.65972"))
    // Without trade_timestamp, "20260730" "164855" is read in Seoul: 07:48:55 UTC.
    let withoutEpoch = Fixtures.webSocketTicker(replacing: [("\"trade_timestamp\": 1785397735004,", "")])
    let fallback = try #require(try QuotationTickers.ticker(from: withoutEpoch, dialect: .bithumb))
    #expect(fallback.lastTradeTime == Date(timeIntervalSince1970: 1_785_397_735))
    // Upbit's WebSocket clock fields are UTC.
    let upbit = try #require(try QuotationTickers.ticker(from: withoutEpoch, dialect: .upbit))
    #expect(upbit.lastTradeTime == Date(timeIntervalSince1970: 1_785_397_735 + 32_400))
  }

  @Test("SIMPLE abbreviations decode to the same ticker as DEFAULT; 26-digit values stay exact")
  func simpleFormat() throws {
    let first = try #require(try QuotationTickers.ticker(from: Fixtures.simpleTickers[0], dialect: .bithumb))
    #expect(first.code.rawValue == "KRW-BTC")
    #expect(first.tradePrice == Price("493100"))
    #expect(first.direction == .rise)
    #expect(first.signedChangeRate == Decimal(string: "0.01775026"))
    #expect(first.timestamp == 1_725_927_582_208)
    #expect(MarketRowText(MarketBoardRow(market: try market("KRW-BTC"), ticker: first)).change == "+1.78%")
    let second = try #require(try QuotationTickers.ticker(from: Fixtures.simpleTickers[1], dialect: .bithumb))
    #expect(second.tradeValue24h == Decimal(string: "728107452.06423197609921044"))
    #expect(second.signedChangePrice == Price("-70"))
    // The DEFAULT spelling of the same frame decodes to the same ticker.
    var standard = Fixtures.simpleTickers[0]
    for (short, long) in [
      ("\"ty\"", "\"type\""), ("\"cd\"", "\"code\""), ("\"op\"", "\"opening_price\""), ("\"hp\"", "\"high_price\""),
      ("\"lp\"", "\"low_price\""), ("\"tp\"", "\"trade_price\""), ("\"pcp\"", "\"prev_closing_price\""),
      ("\"c\"", "\"change\""), ("\"scp\"", "\"signed_change_price\""), ("\"scr\"", "\"signed_change_rate\""),
      ("\"atv24h\"", "\"acc_trade_volume_24h\""), ("\"atp24h\"", "\"acc_trade_price_24h\""),
      ("\"atp\"", "\"acc_trade_price\""), ("\"ttms\"", "\"trade_timestamp\""), ("\"tms\"", "\"timestamp\""),
    ] {
      standard = standard.replacingOccurrences(of: short + ":", with: long + ":")
    }
    #expect(try QuotationTickers.ticker(from: standard, dialect: .bithumb) == first)
  }

  @Test("Exponent numbers (5.0E-4) are read exactly")
  func exponentNumbers() throws {
    let text = Fixtures.webSocketTicker(replacing: [
      ("\"signed_change_rate\": -0.01028824", "\"signed_change_rate\": -5.0E-4"),
      ("\"acc_trade_volume_24h\": 294.09163804", "\"acc_trade_volume_24h\": 8.428e-05"),
    ])
    let ticker = try #require(try QuotationTickers.ticker(from: text, dialect: .bithumb))
    #expect(ticker.signedChangeRate == Decimal(string: "-0.0005"))
    #expect(ticker.tradeVolume24h == Decimal(string: "0.00008428"))
    #expect(MarketRowText.percentText(ticker.signedChangeRate) == "-0.05%")
  }

  @Test("Status frames are skipped, error frames and other types are typed errors")
  func envelopes() throws {
    #expect(try QuotationTickers.ticker(from: Fixtures.statusUp, dialect: .bithumb) == nil)
    #expect(throws: MarketDataError.exchangeError(name: "NO_TICKET", message: "티켓이 존재하지 않거나, 유효하지 않습니다.")) {
      try QuotationTickers.ticker(from: Data(Fixtures.noTicket.utf8), dialect: .bithumb)
    }
    let trade = #"{"type":"trade","code":"KRW-BTC"}"#
    #expect(throws: MarketDataError.unsupportedMessageType("trade")) {
      try QuotationTickers.ticker(from: trade, dialect: .bithumb)
    }
  }

  @Test("Malformed fields are errors naming the field")
  func fieldErrors() {
    let cases: [(String, String, MarketDataError)] = [
      ("\"trade_price\": 91196000,", "", .missingField("trade_price")),
      (
        "\"change\": \"FALL\"", "\"change\": \"DOWN\"",
        .invalidValue(field: "change", value: "DOWN", expected: "\"RISE\" or \"EVEN\" or \"FALL\"")
      ),
      (
        "\"trade_price\": 91196000", "\"trade_price\": 1.123456789",
        .invalidDecimal(field: "trade_price", .tooManyFractionDigits(text: "1.123456789", maximum: 8))
      ),
      ("\"trade_price\": 91196000", "\"trade_price\": true", .wrongType(field: "trade_price", expected: "a number")),
      (
        "\"acc_trade_price_24h\": 27002534842.65972", "\"acc_trade_price_24h\": -1",
        .invalidValue(field: "acc_trade_price_24h", value: "-1", expected: "zero or more")
      ),
      (
        "\"timestamp\": 1785397735276", "\"timestamp\": 1785397735276000",
        .invalidValue(field: "timestamp", value: "1785397735276000", expected: "milliseconds since 1970")
      ),
    ]
    for (old, new, error) in cases {
      #expect(throws: error) {
        try QuotationTickers.ticker(from: Fixtures.webSocketTicker(replacing: [(old, new)]), dialect: .bithumb)
      }
    }
    #expect(throws: MarketDataError.self) {
      try QuotationTickers.ticker(from: Data([0x7B, 0xFF, 0x7D]), dialect: .bithumb)
    }
  }

  private func restObject() throws -> JSONObjectReader<MarketDataError> {
    let value = try JSONValue.parse(Data(Fixtures.restTicker.utf8)).get()
    guard case .array(let elements) = value else { throw MarketDataError.invalidJSON("") }
    return try JSONObjectReader(elements[0], path: "[0]")
  }
}

/// A market with `code`, named after it.
func market(_ code: String, korean: String? = nil, english: String? = nil) throws -> Market {
  Market(code: try MarketCode(code), koreanName: korean ?? code, englishName: english ?? code)
}
