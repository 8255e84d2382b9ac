#if LiveFeed
  import Foundation
  import Testing

  @testable import MarketFeed

  /// The feed's rules with no network: messages, snapshots and candle pages straight into the engine.
  @Suite("FeedEngine")
  struct FeedEngineTests {
    static func engine(tradeBufferLimit: Int = 1_000, resyncsCrossedBooks: Bool = true) -> FeedEngine {
      FeedEngine(
        symbols: ["BTC_KRW"], sync: SyncOptions(), candleInterval: .oneMinute,
        resyncsCrossedBooks: resyncsCrossedBooks, tradeBufferLimit: tradeBufferLimit)
    }

    static func snapshot(_ body: String = SessionFixture.snapshot1) throws -> SymbolSnapshot {
      try BithumbREST.orderBook(from: Data(body.utf8))
    }

    @discardableResult
    static func receive(_ messages: [String], into engine: inout FeedEngine) -> [FetchRequest] {
      var requests: [FetchRequest] = []
      for message in messages {
        engine.receive(FeedEngine.decode(.text(message)), byteCount: message.utf8.count, requests: &requests)
      }
      return requests
    }

    @Test("Updates wait for the snapshot, then replay by time; the result equals the offline synchronizer")
    func bufferThenReplay() throws {
      var engine = Self.engine()
      let opened = engine.connectionOpened(now: Date(timeIntervalSince1970: 1_723_102_637))
      #expect(opened.contains(.snapshot("BTC_KRW")))
      Self.receive(SessionFixture.phaseA, into: &engine)
      #expect(engine.markets["BTC_KRW"]?.isLive == false)
      let applied = engine.receive(snapshot: try Self.snapshot())
      #expect(applied)
      Self.receive(SessionFixture.phaseB, into: &engine)

      var offline = OfflineBook()
      try offline.snapshot(SessionFixture.snapshot1)
      offline.messages(SessionFixture.phaseA + SessionFixture.phaseB)
      #expect(engine.markets["BTC_KRW"]?.book == offline.sync.book)
      let state = engine.takeState(coalesced: 0)
      #expect(state.metrics.malformedMessages == 1)
      #expect(state.metrics.messagesReceived == SessionFixture.phaseA.count + SessionFixture.phaseB.count)
      #expect(state.metrics.droppedStaleUpdates == 2)  // one already in the snapshot, one out of order
      #expect(state.metrics.snapshotsApplied == 1)
      #expect(state.lastStatus == FeedStatus(code: "0000", message: "Filter Registered Successfully"))
      if case .invalidDecimal(let field, _)? = state.lastDecodingError {
        #expect(field == "content.list[0].price")
      } else {
        Issue.record("expected an invalid price, got \(String(describing: state.lastDecodingError))")
      }
    }

    @Test("An exchange status error is shown until data flows again with every book live")
    func statusErrorClearedByData() throws {
      var engine = Self.engine()
      _ = engine.connectionOpened(now: Date(timeIntervalSince1970: 1_723_102_637))
      #expect(engine.receive(snapshot: try Self.snapshot()))
      Self.receive([#"{"status":"5100","resmsg":"Invalid Filter Syntax"}"#], into: &engine)
      #expect(engine.takeState(coalesced: 0).lastError == "exchange status 5100 Invalid Filter Syntax")
      Self.receive([SessionFixture.registered], into: &engine)
      #expect(engine.takeState(coalesced: 0).lastError != nil, "a status is no data")
      Self.receive(
        [SessionFixture.depth(micros: 1_723_102_637_100_000, [("ask", "81100000", "0.5")])], into: &engine)
      #expect(engine.takeState(coalesced: 0).lastError == nil)
    }

    @Test("One snapshot request at a time per symbol")
    func oneRequestInFlight() {
      var engine = Self.engine()
      let firstOpen = engine.connectionOpened(now: Date())
      #expect(firstOpen.filter { $0 == .snapshot("BTC_KRW") }.count == 1)
      let secondOpen = engine.connectionOpened(now: Date())
      #expect(secondOpen.filter { $0 == .snapshot("BTC_KRW") }.isEmpty)
    }

    @Test("A crossed book asks for a new snapshot, unless switched off")
    func crossedBook() throws {
      for resync in [true, false] {
        var engine = Self.engine(resyncsCrossedBooks: resync)
        _ = engine.connectionOpened(now: Date())
        let applied = engine.receive(snapshot: try Self.snapshot())
        #expect(applied)
        let crossing = SessionFixture.depth(micros: 1_723_102_637_050_000, [("bid", "81005000", "1")])
        let requests = Self.receive([crossing], into: &engine)
        #expect(requests == (resync ? [.snapshot("BTC_KRW")] : []))
        #expect(engine.markets["BTC_KRW"]?.isLive == !resync)
        #expect(engine.metrics.resyncs == (resync ? 1 : 0))
      }
    }

    @Test("A lost connection marks live books for a new snapshot and asks only for the missed candles")
    func connectionLost() throws {
      var engine = Self.engine()
      let now = Date(timeIntervalSince1970: 1_723_102_637)
      let first = engine.connectionOpened(now: now)
      #expect(first == [.snapshot("BTC_KRW"), .candles("BTC_KRW", missing: nil)])
      let applied = engine.receive(snapshot: try Self.snapshot())
      #expect(applied)
      let history = try BithumbCandlestick.candles(
        from:
          Data(#"{"status":"0000","data":[[1723102560000,"80990000","81000000","81010000","80980000","1.5"]]}"#.utf8))
      engine.receive(candles: history, symbol: "BTC_KRW", missing: nil)
      Self.receive(SessionFixture.phaseB, into: &engine)
      let delivered = engine.connectionEnded(reason: "dropped")
      #expect(delivered)
      #expect(engine.markets["BTC_KRW"]?.isLive == false)
      #expect(engine.metrics.resyncs == 1)
      let later = now.addingTimeInterval(300)
      let requests = engine.connectionOpened(now: later)
      #expect(requests.first == .snapshot("BTC_KRW"))
      guard case .candles(_, let missing?)? = requests.last else {
        Issue.record("expected a candle range, got \(requests)")
        return
      }
      // From the live candle's bucket (16:37 Seoul, where the trade fell) to the end of now's bucket.
      #expect(missing.lowerBound == Date(timeIntervalSince1970: 1_723_102_620))
      #expect(missing.upperBound == Date(timeIntervalSince1970: 1_723_102_980))
      let deliveredAgain = engine.connectionEnded(reason: nil)
      #expect(!deliveredAgain)  // no message on this connection
    }

    @Test("Trades build the live candle on top of the history; a missing-range page replaces only its range")
    func candles() throws {
      var engine = Self.engine()
      _ = engine.connectionOpened(now: Date())
      let page = try BithumbCandlestick.candles(
        from:
          Data(
            #"{"status":"0000","data":[[1723102500000,"1","2","3","0.5","1"],[1723102560000,"80990000","81000000","81010000","80980000","1.5"]]}"#
              .utf8))
      engine.receive(candles: page, symbol: "BTC_KRW", missing: nil)
      Self.receive(SessionFixture.phaseB, into: &engine)  // one trade at 16:37:17.022
      let series = try #require(engine.markets["BTC_KRW"]?.candles)
      #expect(series.count == 3)
      #expect(series.last?.close == 80_999_000)
      #expect(series.last?.volume == 0.2)
      // A later page with the 16:36 candle changed: only candles inside the missing range are merged.
      let changed = try BithumbCandlestick.candles(
        from:
          Data(
            #"{"status":"0000","data":[[1723102500000,"9","9","9","9","9"],[1723102620000,"80999000","80999000","81000000","80999000","0.7"]]}"#
              .utf8))
      engine.receive(
        candles: changed, symbol: "BTC_KRW",
        missing: Date(timeIntervalSince1970: 1_723_102_620)..<Date(timeIntervalSince1970: 1_723_102_680))
      let merged = try #require(engine.markets["BTC_KRW"]?.candles)
      #expect(merged.first?.close == 2)
      #expect(merged.last?.volume == 0.7)
    }

    @Test("A consumer slower than the feed gets one state with everything folded in, and bounded trades")
    func backPressure() throws {
      var engine = Self.engine(tradeBufferLimit: 10)
      _ = engine.connectionOpened(now: Date())
      let applied = engine.receive(snapshot: try Self.snapshot())
      #expect(applied)
      let trades = (0..<25).map { index in
        #"{"type":"transaction","content":{"list":[{"symbol":"BTC_KRW","buySellGb":"2","contPrice":"81001000","#
          + #""contQty":"0.0001","contAmt":"8100.1","contDtm":"2024-08-08 16:37:18.\#(100_000 + index)","updn":"up"}]}}"#
      }
      Self.receive(trades, into: &engine)
      let state = engine.takeState(coalesced: 26)
      #expect(state.trades.count == 10)
      #expect(state.trades.first?.trade.time == ExchangeTimestamp(microseconds: 1_723_102_638_100_015))
      #expect(state.metrics.droppedTrades == 15)
      #expect(state.metrics.coalescedChanges == 26)
      let next = engine.takeState(coalesced: 0)
      #expect(next.trades.isEmpty)
    }

    @Test("After updates were lost to a buffer overflow, only a snapshot at least as new as them is taken")
    func overflowFloor() throws {
      var engine = FeedEngine(
        symbols: ["BTC_KRW"], sync: SyncOptions(bufferLimit: 2), candleInterval: nil, resyncsCrossedBooks: true,
        tradeBufferLimit: 10)
      _ = engine.connectionOpened(now: Date(timeIntervalSince1970: 1_723_102_637))
      // Three updates after the first snapshot's time (+10 ms); the buffer keeps two, so the first is lost.
      let updates = [
        SessionFixture.depth(micros: 1_723_102_637_011_000, [("bid", "80999000", "0.75")]),
        SessionFixture.depth(micros: 1_723_102_637_012_000, [("bid", "80998000", "1")]),
        SessionFixture.depth(micros: 1_723_102_637_013_000, [("bid", "80997000", "2")]),
      ]
      Self.receive(updates, into: &engine)
      let old = try Self.snapshot()
      let first = engine.receive(snapshot: old)
      #expect(!first)  // the synchronizer's own overflow check
      // The same old snapshot again: the synchronizer alone would now take it and miss the lost update.
      let second = engine.receive(snapshot: old)
      #expect(!second)
      #expect(engine.metrics.staleSnapshots == 1)
      #expect(engine.markets["BTC_KRW"]?.isLive == false)
      // A snapshot stamped at the newest update's millisecond holds everything lost.
      let body = SessionFixture.restBody(
        bids: [(80_997_000, "1.5"), (80_990_000, "3")], asks: [(81_001_000, "1")], milliseconds: 1_723_102_637_013)
      let fresh = engine.receive(snapshot: try Self.snapshot(body))
      #expect(fresh)
      var offline = OfflineBook()
      try offline.snapshot(body)
      offline.messages(updates)
      #expect(engine.markets["BTC_KRW"]?.book == offline.sync.book)
      #expect(engine.markets["BTC_KRW"]?.book.bestBid?.quantity == Quantity("2"))
    }

    @Test("Events for other symbols are counted and ignored")
    func otherSymbols() {
      var engine = Self.engine()
      Self.receive(
        [
          #"{"type":"orderbookdepth","content":{"list":[{"symbol":"ETH_KRW","orderType":"bid","price":"1","quantity":"1","total":"1"}],"datetime":"1"}}"#
        ],
        into: &engine)
      #expect(engine.metrics.ignoredEvents == 1)
      #expect(engine.markets.keys.sorted() == ["BTC_KRW"])
    }
  }
#endif
