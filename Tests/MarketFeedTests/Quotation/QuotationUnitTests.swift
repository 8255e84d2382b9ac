#if LiveFeed
  import Foundation
  import Testing

  @testable import MarketFeed

  @Suite("Quotation feed: request, errors, rate limit, engine")
  struct QuotationUnitTests {
    static func code(_ text: String) throws -> MarketCode {
      try MarketCode(text)
    }

    @Test("The request is the documented array: ticket, one object per type, format")
    func request() throws {
      let docs = QuotationSubscription(
        ticket: "test example", boardCodes: [try Self.code("KRW-BTC"), try Self.code("BTC-ETH")], openMarket: nil,
        format: .simple)
      #expect(docs.json == QuotationFixtures.simpleTickerRequest)
      let board = QuotationSubscription(
        ticket: "t\"1", boardCodes: [try Self.code("KRW-BTC"), try Self.code("KRW-ETH")],
        openMarket: try Self.code("KRW-ETH"),
        orderBookDepth: 15)
      #expect(
        board.json
          == #"[{"ticket":"t\"1"},{"type":"ticker","codes":["KRW-BTC","KRW-ETH"]},"#
          + #"{"type":"orderbook","codes":["KRW-ETH.15"]},{"type":"trade","codes":["KRW-ETH"]},{"format":"DEFAULT"}]"#)
      let parsed = try JSONSerialization.jsonObject(with: Data(board.json.utf8)) as? [[String: Any]]
      #expect(parsed?.count == 5)
    }

    @Test("A feed subscribes to the board's quote currency only, each market once")
    func feedCodes() throws {
      let feed = try QuotationFeed(
        boardCodes: [
          try Self.code("KRW-BTC"), try Self.code("BTC-ETH"), try Self.code("KRW-BTC"), try Self.code("KRW-XRP"),
        ],
        openMarket: try Self.code("KRW-BTC"), configuration: QuotationFeedConfiguration(ticket: "x"))
      #expect(feed.boardCodes.map(\.rawValue) == ["KRW-BTC", "KRW-XRP"])
      #expect(throws: QuotationFeedError.noMarkets(quote: "KRW")) {
        try QuotationFeed(boardCodes: [try Self.code("BTC-ETH")])
      }
    }

    @Test("Each documented error name has its case and stops the feed; an unknown name does not")
    func errorNames() {
      for (name, message) in QuotationFixtures.errorFrames {
        let error = QuotationServerError(name: name, message: message)
        #expect(error.name == name)
        #expect(error.message == message)
        #expect(error.isFatal)
        if case .unknown = error { Issue.record("\(name) read as unknown") }
      }
      #expect(QuotationServerError(name: "NO_CODES", message: "m") == .noCodes(message: "m"))
      let unknown = QuotationServerError(name: "TOO_MANY_SUBSCRIPTIONS", message: "later")
      #expect(unknown == .unknown(name: "TOO_MANY_SUBSCRIPTIONS", message: "later"))
      #expect(!unknown.isFatal)
    }

    @Test("Error frames, binary or text, decode to typed errors; {\"status\":\"UP\"} to a status")
    func errorFrames() {
      for (name, message) in QuotationFixtures.errorFrames {
        let text = QuotationFixtures.errorFrame(name, message)
        for message in [SocketMessage.binary(Data(text.utf8)), .text(text)] {
          guard case .error(let error) = QuotationInbound.decode(message, dialect: .bithumb) else {
            Issue.record("\(name) not read as an error")
            continue
          }
          #expect(error.name == name)
        }
      }
      // An error whose message mentions a ticker goes through the ticker decoder and reads the same.
      let tickerError = QuotationFixtures.errorFrame("NO_CODES", #"\"ticker\" codes"#)
      guard case .error(.noCodes) = QuotationInbound.decode(.binary(Data(tickerError.utf8)), dialect: .bithumb)
      else { return #expect(Bool(false)) }
      guard case .status = QuotationInbound.decode(.binary(Data(QuotationFixtures.statusUp.utf8)), dialect: .bithumb)
      else { return #expect(Bool(false)) }
      guard case .malformed = QuotationInbound.decode(.binary(Data("{\"type\":".utf8)), dialect: .bithumb)
      else { return #expect(Bool(false)) }
    }

    @Test("Binary frames of each type decode: SIMPLE ticker and book, DEFAULT trade with its 18-digit id")
    func binaryFrames() {
      guard
        case .ticker(let ticker) = QuotationInbound.decode(
          .binary(Data(QuotationFixtures.simpleTicker.utf8)), dialect: .bithumb)
      else { return #expect(Bool(false)) }
      #expect(ticker.code.rawValue == "KRW-BTC")
      #expect(ticker.tradePrice == Price("493100"))
      guard
        case .orderBook(let book) = QuotationInbound.decode(
          .binary(Data(QuotationFixtures.simpleOrderBook.utf8)), dialect: .bithumb)
      else { return #expect(Bool(false)) }
      #expect(book.symbol == "KRW-BTC")
      guard
        case .trade(let trade) = QuotationInbound.decode(.binary(Data(QuotationFixtures.trade.utf8)), dialect: .bithumb)
      else { return #expect(Bool(false)) }
      #expect(trade.sequentialID == 921_046_844_841_158_138)
    }

    @Test("A frame goes by its type, read once: a trade whose fields hold the text \"ticker\" is a trade")
    func dispatchByType() {
      // Before, the feed searched the bytes for "ticker" and sent this trade to the ticker decoder, which refused it.
      let trade = QuotationFixtures.trade.replacingOccurrences(
        of: #""stream_type":"SNAPSHOT""#, with: #""stream_type":"SNAPSHOT","note":"ticker""#)
      guard case .trade(let decoded) = QuotationInbound.decode(.binary(Data(trade.utf8)), dialect: .bithumb) else {
        return #expect(Bool(false), "a trade holding \"ticker\" must decode as a trade")
      }
      #expect(decoded.sequentialID == 921_046_844_841_158_138)
      // An unknown type is refused by name, and a frame that is not JSON says so, whichever kit would read it.
      guard
        case .malformed(let unknown) = QuotationInbound.decode(
          .text(#"{"type":"candle","code":"KRW-BTC"}"#),
          dialect: .bithumb)
      else { return #expect(Bool(false)) }
      #expect(unknown.contains("candle"))
      guard case .malformed(let broken) = QuotationInbound.decode(.text(#"{"type":"ticker""#), dialect: .bithumb)
      else { return #expect(Bool(false)) }
      #expect(broken.contains("JSON"))
    }

    @Test("Live candles are aligned in the venue's session zone, kept when another market opens")
    func candleZone() throws {
      var engine = QuotationFeedEngine(
        boardCodes: [try Self.code("KRW-BTC")], openMarket: try Self.code("KRW-BTC"), candleInterval: .oneWeek,
        candleTimeZone: QuotationDialect.upbit.sessionTimeZone, recentTradesCapacity: 10)
      #expect(engine.candles?.interval == .oneWeek)
      #expect(engine.candles?.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_722_783_600)) == 0)
      #expect(engine.open(try Self.code("KRW-ETH")))
      #expect(engine.candles?.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_722_783_600)) == 0)
      #expect(QuotationDialect.bithumb.sessionTimeZone == .seoul)
    }

    @Test("An unknown error frame is shown until data flows again; a status frame does not clear it")
    func errorClearedByData() throws {
      var engine = QuotationFeedEngine(
        boardCodes: [try Self.code("KRW-BTC")], openMarket: nil, candleInterval: .oneMinute, recentTradesCapacity: 10)
      func receive(_ frame: String) -> QuotationServerError? {
        engine.receive(
          QuotationInbound.decode(.text(frame), dialect: .bithumb), byteCount: frame.utf8.count, isBinary: false,
          at: .zero)
      }
      #expect(receive(QuotationFixtures.errorFrame("SOMETHING_NEW", "알 수 없는 오류")) == nil, "not fatal")
      #expect(
        engine.takeState().lastError == .server(QuotationServerError(name: "SOMETHING_NEW", message: "알 수 없는 오류")))
      _ = receive(QuotationFixtures.statusUp)
      #expect(engine.takeState().lastError != nil, "a keepalive answer is no data")
      _ = receive(QuotationFixtures.simpleTicker)
      #expect(engine.takeState().lastError == nil)
    }

    @Test("An older ticker is dropped by the board's own rule, and counted")
    func staleTickers() throws {
      var engine = QuotationFeedEngine(
        boardCodes: [try Self.code("KRW-BTC")], openMarket: nil, candleInterval: .oneMinute, recentTradesCapacity: 10)
      let newer = QuotationFixtures.simpleTicker
      let tms = try #require(newer.range(of: #""tms":"#))
      let digits = String(newer[tms.upperBound...].prefix { $0.isNumber })
      let earlier = newer.replacingOccurrences(
        of: #""tms":"# + digits, with: #""tms":"# + String(try #require(Int(digits)) - 1_000))
      #expect(earlier != newer)
      for frame in [newer, earlier] {
        _ = engine.receive(
          QuotationInbound.decode(.text(frame), dialect: .bithumb), byteCount: 1, isBinary: false, at: .zero)
      }
      let state = engine.takeState()
      #expect(state.metrics.tickers == 2)
      #expect(state.metrics.staleTickers == 1)
      #expect(state.changedTickers.count == 1)
      #expect(state.tickers[try Self.code("KRW-BTC")]?.timestamp == state.changedTickers.first?.timestamp)
    }

    @Test("The engine drops status frames (counted), replaces the book, records trades, ignores other markets")
    func engine() throws {
      var engine = QuotationFeedEngine(
        boardCodes: [try Self.code("KRW-BTC")], openMarket: try Self.code("KRW-BTC"), candleInterval: .oneMinute,
        recentTradesCapacity: 10)
      let frames = [
        QuotationFixtures.statusUp, QuotationFixtures.simpleTicker, QuotationFixtures.simpleOrderBook,
        QuotationFixtures.trade,
      ]
      for frame in frames {
        let fatal = engine.receive(
          QuotationInbound.decode(.binary(Data(frame.utf8)), dialect: .bithumb), byteCount: frame.utf8.count,
          isBinary: true, at: .zero)
        #expect(fatal == nil)
      }
      let state = engine.takeState()
      #expect(state.metrics.statusFrames == 1)
      #expect(state.metrics.binaryMessages == 4)
      #expect(state.changedTickers.map(\.code.rawValue) == ["KRW-BTC"])
      // The zero-size bid is dropped: one bid level, two asks.
      #expect(state.book?.bids.count == 1)
      #expect(state.book?.asks.count == 2)
      #expect(state.recentTrades.trades.map(\.id) == ["921046844841158138"])
      // The engine lists trades through the public bridge: the same row an app makes from the same trade.
      guard case .trade(let decoded) = try QuotationWebSocket.message(from: QuotationFixtures.trade, dialect: .bithumb)
      else { return #expect(Bool(false)) }
      let row = try #require(RecentTrade(decoded))
      #expect(state.recentTrades.trades == [row])
      #expect(state.recentTrades.trades.first?.side == .sell)
      #expect(state.recentTrades.trades.first?.timestamp == 1_785_397_735_004)
      #expect(state.candles?.count == 1)
      #expect(state.candles?.last?.close == 91_196_000)
      #expect(state.candles?.last?.volume == 0.00021931)
      #expect(engine.takeState().changedTickers.isEmpty, "changed tickers are handed over once")

      let opened = engine.open(try Self.code("KRW-ETH"))
      #expect(opened)
      let trade = QuotationFixtures.trade
      _ = engine.receive(
        QuotationInbound.decode(.text(trade), dialect: .bithumb), byteCount: 1, isBinary: false, at: .zero)
      let after = engine.takeState()
      #expect(after.book == nil)
      #expect(after.recentTrades.trades.isEmpty)
      #expect(after.metrics.ignoredMessages == 1)
    }

    @Test("The rate limiter allows the limit per window, then waits for the oldest to leave it")
    func rateLimiter() {
      var limiter = ConnectionRateLimiter(limit: 10, window: .seconds(1))
      var now = Duration.zero
      for _ in 0..<10 {
        #expect(limiter.delay(at: now) == .zero)
        limiter.record(at: now)
        now += .milliseconds(10)
      }
      // Ten in the last 100 ms: the eleventh waits until the first is a second old.
      #expect(limiter.delay(at: now) == .milliseconds(900))
      now += .milliseconds(900)
      #expect(limiter.delay(at: now) == .zero)
      limiter.record(at: now)
      #expect(limiter.delay(at: now) == .milliseconds(10))
    }

    @Test("Property: whatever the attempt times, following the limiter never puts more than the limit in a window")
    func rateLimiterProperty() {
      var random = SplitMix64(seed: 7)
      for _ in 0..<50 {
        let limit = 1 + Int(random.next() % 10)
        var limiter = ConnectionRateLimiter(limit: limit, window: .seconds(1))
        var now = Duration.zero
        var attempts: [Duration] = []
        for _ in 0..<60 {
          now += .milliseconds(Int64(random.next() % 300))
          now += limiter.delay(at: now)
          limiter.record(at: now)
          attempts.append(now)
        }
        for (index, start) in attempts.enumerated() {
          let inWindow = attempts[index...].prefix { $0 - start < .seconds(1) }.count
          #expect(inWindow <= limit)
        }
      }
    }
  }
#endif
