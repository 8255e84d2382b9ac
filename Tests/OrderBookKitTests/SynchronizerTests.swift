import Testing

@testable import OrderBookKit

@Suite("Synchronizer: timestamp policy (Bithumb)")
struct TimestampPolicyTests {
  /// The snapshot's time: 2024-08-08 07:37:17.709 UTC, in milliseconds as Bithumb's REST sends it.
  let snapshotMilliseconds: Int64 = 1_723_102_637_709

  func micros(_ offset: Int64) -> ExchangeTimestamp {
    ExchangeTimestamp(microseconds: snapshotMilliseconds * 1_000 + offset)
  }

  func update(_ side: Side, _ priceText: String, _ quantityText: String, at offset: Int64) throws -> OrderBookUpdate {
    OrderBookUpdate(changes: [try change(side, priceText, quantityText)], time: micros(offset))
  }

  func baseSnapshot() throws -> OrderBookSnapshot {
    try snapshot(
      bids: [("80838000", "0.0586"), ("80830000", "0.3311")],
      asks: [("80873000", "0.1749"), ("80880000", "0.0032")],
      time: milliseconds(snapshotMilliseconds)
    )
  }

  @Test("Updates before the snapshot are buffered; those it holds are dropped, the rest replayed in time order")
  func bufferThenReplay() throws {
    var sync = OrderBookSynchronizer(symbol: "BTC_KRW", policy: .timestamp)
    // Arrival order is not time order.
    #expect(sync.receive(try update(.ask, "80873000", "0.5", at: 900)) == .buffered)  // same ms: applied
    #expect(sync.receive(try update(.ask, "80873000", "0.25", at: -1)) == .buffered)  // older: held by snapshot
    #expect(sync.receive(try update(.ask, "80873000", "0.75", at: 2_000)) == .buffered)  // newest: wins
    #expect(sync.receive(try update(.bid, "80840000", "1", at: 1_500)) == .buffered)
    #expect(sync.needsSnapshot)
    #expect(sync.bufferedCount == 4)
    let outcome = sync.receive(try baseSnapshot())
    #expect(outcome == .snapshotApplied(replayed: 3, dropped: 1, isCrossed: false))
    #expect(sync.state == .live)
    #expect(sync.bufferedCount == 0)
    #expect(sync.book.bestAsk == (try level("80873000", "0.75")))
    #expect(sync.book.bestBid == (try level("80840000", "1")))
    #expect(sync.lastAppliedTime == micros(2_000))
    #expect(sync.report.updatesReplayed == 3)
    #expect(sync.report.droppedAlreadyInSnapshot == 1)
    #expect(sync.book.invariantViolations() == [])
  }

  @Test("A live update older than the last applied one is reported, not applied")
  func outOfOrderLive() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    sync.receive(try baseSnapshot())
    #expect(sync.receive(try update(.bid, "80838000", "2", at: 5_000)) == .applied(isCrossed: false))
    #expect(sync.receive(try update(.bid, "80838000", "3", at: 4_999)) == .dropped(.olderThanLastApplied))
    #expect(sync.book.bestBid?.quantity == (try quantity("2")))
    // The same time again is applied: absolute quantities make it harmless.
    #expect(sync.receive(try update(.bid, "80838000", "4", at: 5_000)) == .applied(isCrossed: false))
    #expect(sync.report.droppedOutOfOrder == 1)
    #expect(sync.report.updatesApplied == 2)
  }

  @Test("Updates without a time cannot be placed and are set aside")
  func missingTime() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    let untimed = OrderBookUpdate(changes: [try change(.bid, "1", "1")])
    #expect(sync.receive(untimed) == .dropped(.missingTimestamp))
    #expect(sync.report.droppedUnusable == 1)
  }

  @Test("A crossed book after applying is reported; the caller can ask for a new snapshot")
  func crossed() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    sync.receive(try baseSnapshot())
    #expect(sync.receive(try update(.bid, "80900000", "1", at: 10)) == .applied(isCrossed: true))
    #expect(sync.report.crossedBooks == 1)
    #expect(sync.lastGoodSnapshot == nil)
    sync.requestSnapshot()
    #expect(sync.state == .needsSnapshot(.requested))
    #expect(sync.receive(try update(.bid, "80900000", "0", at: 20)) == .buffered)
    let fresh = try snapshot(
      bids: [("80838000", "1")],
      asks: [("80873000", "1")],
      time: milliseconds(snapshotMilliseconds + 1)
    )
    #expect(sync.receive(fresh) == .snapshotApplied(replayed: 0, dropped: 1, isCrossed: false))
    #expect(sync.lastGoodSnapshot?.bids == [try level("80838000", "1")])
  }

  @Test("A live synchronizer ignores an older snapshot and takes a newer one")
  func staleSnapshot() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    sync.receive(try baseSnapshot())
    sync.receive(try update(.bid, "80838000", "2", at: 3_000))
    var older = try baseSnapshot()
    older.time = try milliseconds(snapshotMilliseconds + 2)
    #expect(sync.receive(older) == .dropped(.staleSnapshot))
    var newer = older
    newer.time = try milliseconds(snapshotMilliseconds + 3)
    #expect(sync.receive(newer) == .snapshotApplied(replayed: 0, dropped: 0, isCrossed: false))
    #expect(sync.book.bestBid?.quantity == (try quantity("0.0586")))
    #expect(sync.report.staleSnapshots == 1)
  }

  @Test("An invalid update stops the book; an invalid snapshot changes nothing")
  func invalidInput() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    let badSnapshot = OrderBookSnapshot(bids: [try level("0", "1")], asks: [], time: try milliseconds(1))
    #expect(sync.receive(badSnapshot) == .rejected(.nonPositivePrice(side: .bid, price: .zero)))
    #expect(sync.state == .awaitingSnapshot)
    sync.receive(try baseSnapshot())
    let before = sync.book
    let bad = OrderBookUpdate(changes: [try change(.ask, "0", "1")], time: micros(1))
    let problem = SyncProblem.rejectedUpdate(.nonPositivePrice(side: .ask, price: .zero))
    #expect(sync.receive(bad) == .needsSnapshot(problem))
    #expect(sync.book == before)
    #expect(sync.state == .needsSnapshot(problem))
    #expect(sync.report.rejected == 2)
  }

  @Test("The buffer is bounded; losing updates the snapshot does not hold asks for another snapshot")
  func bufferLimit() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp, options: SyncOptions(bufferLimit: 2))
    for offset: Int64 in [-3_000, -2_000, 100, 200] {
      sync.receive(try update(.bid, "80838000", "\(offset + 5_000)", at: offset))
    }
    #expect(sync.bufferedCount == 2)
    #expect(sync.report.droppedBufferOverflow == 2)
    // The two dropped updates were older than the snapshot: nothing lost.
    #expect(sync.receive(try baseSnapshot()) == .snapshotApplied(replayed: 2, dropped: 0, isCrossed: false))

    var lossy = OrderBookSynchronizer(policy: .timestamp, options: SyncOptions(bufferLimit: 1))
    lossy.receive(try update(.bid, "80838000", "9", at: 100))
    lossy.receive(try update(.bid, "80838000", "8", at: 200))
    let outcome = lossy.receive(try baseSnapshot())
    #expect(outcome == .needsSnapshot(.bufferOverflow(dropped: 1)))
    #expect(lossy.needsSnapshot)
    #expect(lossy.bufferedCount == 1)
    // A second snapshot that still lags the lost update is refused too: the loss is remembered until one holds it.
    #expect(lossy.receive(try baseSnapshot()) == .needsSnapshot(.bufferOverflow(dropped: 1)))
    #expect(lossy.needsSnapshot)
    // The next snapshot, newer than everything, brings the book back.
    var later = try baseSnapshot()
    later.time = try milliseconds(snapshotMilliseconds + 1)
    #expect(lossy.receive(later) == .snapshotApplied(replayed: 0, dropped: 1, isCrossed: false))
  }

  @Test("Levels far outside the shown depth are pruned when asked")
  func pruning() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp, options: SyncOptions(maximumLevelsPerSide: 10))
    let bids = (1...40).map { Level(price: Price(units: Int64($0) * 100_000_000), quantity: Quantity(units: 1)!) }
    sync.receive(OrderBookSnapshot(bids: bids, asks: [], time: try milliseconds(1)))
    #expect(sync.book.bids.count == 10)
    #expect(sync.book.bestBid?.price == (try price("40")))
    #expect(sync.report.levelsPruned == 30)
  }

  @Test("Trades: applied when live and newer than the last update, skipped otherwise")
  func trades() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    let sell = Trade(
      takerSide: .sell, price: try price("80838000"), quantity: try quantity("0.0086"), time: micros(500))
    #expect(sync.receive(sell) == .dropped(.notLive))
    sync.receive(try baseSnapshot())
    sync.receive(try update(.ask, "80880000", "1", at: 400))
    #expect(sync.receive(sell) == .applied(isCrossed: false))
    #expect(sync.book.bestBid?.quantity == (try quantity("0.05")))
    let old = Trade(takerSide: .buy, price: try price("80873000"), quantity: try quantity("0.1"), time: micros(300))
    #expect(sync.receive(old) == .dropped(.olderThanLastApplied))
    #expect(sync.report.tradesApplied == 1)
    #expect(sync.report.tradesSkipped == 2)
    var quiet = OrderBookSynchronizer(policy: .timestamp, options: SyncOptions(appliesTrades: false))
    quiet.receive(try baseSnapshot())
    #expect(quiet.receive(sell) == .dropped(.tradesIgnored))
  }

  @Test("Events route by symbol; tickers and status messages carry no book data")
  func events() throws {
    var sync = OrderBookSynchronizer(symbol: "BTC_KRW", policy: .timestamp)
    #expect(sync.receive(.snapshot(try baseSnapshot(), symbol: "ETH_KRW")) == .dropped(.otherSymbol))
    #expect(
      sync.receive(.status(FeedStatus(code: "0000", message: "Connected Successfully"))) == .dropped(.notBookData))
    #expect(sync.receive(.snapshot(try baseSnapshot(), symbol: "BTC_KRW")).isCrossed == false)
    #expect(sync.state == .live)
    #expect(sync.report.description.contains("snapshots applied: 1"))
  }
}

@Suite("Synchronizer: sequence policy (Binance)")
struct SequencePolicyTests {
  func update(_ range: ClosedRange<UInt64>, _ priceText: String = "0.0024", _ quantityText: String = "1") throws
    -> OrderBookUpdate
  {
    OrderBookUpdate(changes: [try change(.bid, priceText, quantityText)], sequence: range)
  }

  func snapshotAt(_ lastUpdateID: UInt64) throws -> OrderBookSnapshot {
    try snapshot(bids: [("0.0024", "14")], asks: [("0.0026", "12")], sequence: lastUpdateID)
  }

  @Test("Buffered events up to lastUpdateId are dropped; the first applied covers lastUpdateId + 1")
  func documentedProcedure() throws {
    var sync = OrderBookSynchronizer(policy: .sequence)
    sync.receive(try update(150...155, "0.0024", "99"))
    sync.receive(try update(157...160, "0.0024", "10"))
    sync.receive(try update(161...161, "0.0023", "5"))
    sync.receive(try update(162...165, "0.0023", "0"))
    #expect(sync.receive(try snapshotAt(158)) == .snapshotApplied(replayed: 3, dropped: 1, isCrossed: false))
    #expect(sync.lastAppliedSequence == 165)
    #expect(texts(sync.book.bids) == ["0.0024@10"])
    #expect(sync.receive(try update(166...170)) == .applied(isCrossed: false))
    #expect(sync.receive(try update(160...170)) == .dropped(.olderThanLastApplied))
  }

  @Test("A first event that starts after lastUpdateId + 1 is a gap")
  func snapshotTooOld() throws {
    var sync = OrderBookSynchronizer(policy: .sequence)
    sync.receive(try update(160...162))
    let outcome = sync.receive(try snapshotAt(158))
    #expect(outcome == .needsSnapshot(.sequenceGap(expected: 159, received: 160...162)))
    #expect(sync.needsSnapshot)
    #expect(sync.bufferedCount == 1)
    // A newer snapshot picks up from the kept event.
    #expect(sync.receive(try snapshotAt(159)) == .snapshotApplied(replayed: 1, dropped: 0, isCrossed: false))
  }

  @Test("A live gap stops the book until a new snapshot; the gap event is kept for it")
  func liveGap() throws {
    var sync = OrderBookSynchronizer(policy: .sequence)
    sync.receive(try snapshotAt(100))
    // The first live event only has to cover 101.
    #expect(sync.receive(try update(95...103)) == .applied(isCrossed: false))
    #expect(sync.receive(try update(104...104)) == .applied(isCrossed: false))
    let gap = sync.receive(try update(106...107, "0.0024", "3"))
    #expect(gap == .needsSnapshot(.sequenceGap(expected: 105, received: 106...107)))
    #expect(sync.receive(try update(108...108)) == .buffered)
    #expect(sync.report.gaps == 1)
    #expect(sync.receive(try snapshotAt(105)) == .snapshotApplied(replayed: 2, dropped: 0, isCrossed: false))
    #expect(sync.lastAppliedSequence == 108)
    #expect(texts(sync.book.bids) == ["0.0024@1"])
  }

  @Test("After the first event, overlapping ranges break the chain")
  func strictChain() throws {
    var sync = OrderBookSynchronizer(policy: .sequence)
    sync.receive(try snapshotAt(10))
    sync.receive(try update(11...12))
    #expect(sync.receive(try update(12...14)) == .needsSnapshot(.sequenceGap(expected: 13, received: 12...14)))
  }

  @Test("Messages without ids, and older snapshots, are set aside")
  func unusable() throws {
    var sync = OrderBookSynchronizer(policy: .sequence)
    #expect(sync.receive(try snapshot(bids: [], asks: [])) == .dropped(.missingSequence))
    #expect(sync.receive(OrderBookUpdate(changes: [])) == .dropped(.missingSequence))
    sync.receive(try snapshotAt(50))
    sync.receive(try update(51...60))
    #expect(sync.receive(try snapshotAt(55)) == .dropped(.staleSnapshot))
    #expect(
      sync.receive(try update(UInt64.max...UInt64.max))
        == .needsSnapshot(.sequenceGap(expected: 61, received: UInt64.max...UInt64.max)))
  }
}

@Suite("Synchronizer: full-snapshot policy (Upbit)")
struct FullSnapshotPolicyTests {
  @Test("Every snapshot replaces the book; an older one is ignored; updates are unexpected")
  func fullSnapshots() throws {
    var sync = OrderBookSynchronizer(symbol: "KRW-BTC", policy: .fullSnapshot)
    let first = try snapshot(bids: [("100", "1")], asks: [("101", "1")], time: milliseconds(2_000))
    let second = try snapshot(bids: [("99", "2")], asks: [("102", "2")], time: milliseconds(2_001))
    #expect(sync.receive(first) == .snapshotApplied(replayed: 0, dropped: 0, isCrossed: false))
    #expect(sync.receive(second) == .snapshotApplied(replayed: 0, dropped: 0, isCrossed: false))
    #expect(sync.receive(first) == .dropped(.staleSnapshot))
    #expect(texts(sync.book.bids) == ["99@2"])
    #expect(sync.receive(OrderBookUpdate(changes: [])) == .dropped(.unexpectedUpdate))
  }
}
