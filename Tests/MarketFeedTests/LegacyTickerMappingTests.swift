#if LiveFeed
  import Foundation
  import Testing

  @testable import MarketFeed

  /// Legacy `ticker` frames (`wss://pubwss.bithumb.com/pub/ws`). The rising frame is the project's own BTC_KRW frame
  /// of OrderBookKitTests' `Fixtures.bithumbTicker` (2024-08-08 16:37:17 Seoul), in the legacy socket's exact
  /// shape; the falling frame is the same frame with a falling change over the "MID" window, written for these
  /// tests. (The research samples under the project's market notes hold API 2.0 frames only, no legacy ticker.)
  @Suite("The legacy ticker as the board's MarketTicker")
  struct LegacyTickerMappingTests {
    static let rising = #"""
      {"type":"ticker","content":{"tickType":"24H","date":"20240808","time":"163717","openPrice":"79110000","closePrice":"80855000","lowPrice":"78500000","highPrice":"81200000","value":"198372645018.40311927350127691","volume":"2464.108829416350179901","sellVolume":"1190.51233861","buyVolume":"1273.596490806350179901","prevClosePrice":"79120000","chgRate":"2.21","chgAmt":"1745000","volumePower":"106.97","symbol":"BTC_KRW"}}
      """#

    static let falling = #"""
      {"type":"ticker","content":{"tickType":"MID","date":"20240808","time":"000501","openPrice":"80500000","closePrice":"79999000","lowPrice":"79900000","highPrice":"80600000","value":"1040000000.5","volume":"13.0001","sellVolume":"7.5","buyVolume":"5.5001","prevClosePrice":"80500000","chgRate":"-0.62","chgAmt":"-501000","volumePower":"73.33","symbol":"ETH_KRW"}}
      """#

    static func ticker(_ frame: String) throws -> BithumbTicker {
      guard case .ticker(let ticker) = try BithumbWebSocket.events(from: frame).first else {
        throw MarketDataError.invalidValue(field: "type", value: "", expected: "a ticker frame")
      }
      return ticker
    }

    static func price(_ text: String) throws -> Price {
      try #require(Price(text))
    }

    @Test("A rising 24H frame: exact prices, a positive change as a fraction, Seoul time to UTC")
    func rising() throws {
      let ticker = try Self.ticker(Self.rising).marketTicker()
      #expect(ticker.code == (try MarketCode("KRW-BTC")))
      #expect(ticker.tradePrice == (try Self.price("80855000")))
      #expect(ticker.openingPrice == (try Self.price("79110000")))
      #expect(ticker.highPrice == (try Self.price("81200000")))
      #expect(ticker.lowPrice == (try Self.price("78500000")))
      #expect(ticker.previousClosingPrice == (try Self.price("79120000")))
      #expect(ticker.direction == .rise)
      #expect(ticker.signedChangePrice == (try Self.price("1745000")))
      #expect(ticker.signedChangeRate == Decimal(string: "0.0221"))
      #expect(ticker.tradeValue24h.description == "198372645018.40311927350127691")
      #expect(ticker.tradeVolume24h.description == "2464.108829416350179901")
      #expect(ticker.sessionTradeValue == ticker.tradeValue24h)
      // 2024-08-08 16:37:17 in Seoul is 07:37:17 UTC.
      #expect(ticker.timestamp == 1_723_102_637_000)
      #expect(ticker.lastTradeTime == Date(timeIntervalSince1970: 1_723_102_637))
    }

    @Test("A falling MID frame: negative change and rate, fall, the Seoul day's first minutes still the 8th")
    func falling() throws {
      let ticker = try Self.ticker(Self.falling).marketTicker()
      #expect(ticker.code.rawValue == "KRW-ETH")
      #expect(ticker.direction == .fall)
      #expect(ticker.signedChangePrice == (try Self.price("-501000")))
      #expect(ticker.signedChangeRate == Decimal(string: "-0.0062"))
      #expect(ticker.tradeValue24h.description == "1040000000.5")
      // 2024-08-08 00:05:01 in Seoul is 2024-08-07 15:05:01 UTC: read in Seoul, not in the machine's zone.
      #expect(ticker.timestamp == 1_723_043_101_000)
    }

    @Test("An unchanged price is even")
    func even() throws {
      let frame = Self.rising.replacingOccurrences(of: #""chgAmt":"1745000""#, with: #""chgAmt":"0""#)
        .replacingOccurrences(of: #""chgRate":"2.21""#, with: #""chgRate":"0.00""#)
      let ticker = try Self.ticker(frame).marketTicker()
      #expect(ticker.direction == .even)
      #expect(ticker.signedChangeRate == 0)
    }

    @Test("Windows other than 24H and MID are refused")
    func otherWindows() throws {
      let frame = Self.rising.replacingOccurrences(of: #""tickType":"24H""#, with: #""tickType":"30M""#)
      #expect(throws: MarketDataError.invalidValue(field: "tickType", value: "30M", expected: "24H or MID")) {
        try Self.ticker(frame).marketTicker()
      }
    }

    @Test("A ticker feeds a MarketBoard listing its market")
    func feedsBoard() throws {
      let ticker = try Self.ticker(Self.rising).marketTicker()
      let market = Market(code: ticker.code, koreanName: "비트코인", englishName: "Bitcoin")
      var board = MarketBoard(markets: [market])
      #expect(board.apply(ticker) == .updated(ticker.code, from: 0, to: 0))
    }
  }
#endif
