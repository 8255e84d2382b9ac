#if LiveFeed
  import Foundation
  import Testing

  @testable import MarketFeed

  @Suite("Configuration and subscription")
  struct ConfigurationTests {
    @Test("Subscribe requests are Bithumb's JSON, one per channel")
    func subscribeMessages() {
      let messages = BithumbChannels(tickerWindows: ["30M", "24H"]).subscribeMessages(symbols: ["BTC_KRW", "ETH_KRW"])
      #expect(
        messages == [
          #"{"type":"ticker","symbols":["BTC_KRW","ETH_KRW"],"tickTypes":["30M","24H"]}"#,
          #"{"type":"transaction","symbols":["BTC_KRW","ETH_KRW"]}"#,
          #"{"type":"orderbookdepth","symbols":["BTC_KRW","ETH_KRW"]}"#,
        ])
      #expect(
        BithumbChannels(transactions: false, tickerWindows: []).subscribeMessages(symbols: ["XLM_KRW"]) == [
          #"{"type":"orderbookdepth","symbols":["XLM_KRW"]}"#
        ])
      // Quotes and backslashes cannot reach the JSON.
      #expect(BithumbChannels(tickerWindows: [#"24H","x"#]).subscribeMessages(symbols: [])[0].contains(#"["24Hx"]"#))
    }

    @Test(
      "Symbols must be ORDER_PAYMENT in capitals and digits",
      arguments: [
        "btc_krw", "BTC", "BTC-KRW", "BTC_KRW_X", "_KRW", "BTC_", "", "BTC_KRW ", "ＢTC_KRW", "BTC\"_KRW",
      ])
    func invalidSymbols(symbol: String) {
      #expect(throws: MarketFeedError.invalidSymbol(symbol)) { try BithumbFeed(symbols: [symbol]) }
    }

    @Test("A feed needs a symbol; repeated ones are followed once")
    func symbols() throws {
      #expect(throws: MarketFeedError.noSymbols) { try BithumbFeed(symbols: []) }
      let feed = try BithumbFeed(symbols: ["BTC_KRW", "1INCH_KRW", "BTC_KRW"])
      #expect(feed.symbols == ["BTC_KRW", "1INCH_KRW"])
    }

    @Test("Errors name their input")
    func errorDescriptions() {
      #expect(MarketFeedError.invalidSymbol("btc").description.contains("\"btc\""))
      #expect(
        MarketFeedError.httpStatus(url: "http://x/y", status: 503).description
          == "request to http://x/y answered HTTP 503")
      #expect(MarketFeedError.symbolMismatch(requested: "BTC_KRW", received: "ETH_KRW").description.contains("ETH_KRW"))
      #expect(MarketFeedError.gaveUp(attempts: 3, lastError: "refused").description.contains("3 failed attempts"))
      #expect(
        FeedConnectionState.waitingToReconnect(failures: 3, delay: .nanoseconds(2_106_908_764), reason: "refused")
          .description == "waiting 2.107 s to reconnect after 3 failure(s): refused")
    }
  }
#endif
