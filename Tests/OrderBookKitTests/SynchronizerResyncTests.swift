import Testing

@testable import OrderBookKit

@Suite("Synchronizer: resync under the timestamp policy keeps updates newer than the new snapshot")
struct SynchronizerResyncTests {
  let start: Int64 = 1_723_102_637_709  // ms

  func update(_ side: Side, _ priceText: String, _ quantityText: String, atMicros offset: Int64) throws
    -> OrderBookUpdate
  {
    OrderBookUpdate(
      changes: [try change(side, priceText, quantityText)],
      time: ExchangeTimestamp(microseconds: start * 1_000 + offset))
  }

  func snapshot(bid: String, atMillis offset: Int64) throws -> OrderBookSnapshot {
    try OrderBookKitTests.snapshot(
      bids: [("100", bid)], asks: [("200", "1")], time: milliseconds(start + offset))
  }

  @Test("A lagging REST snapshot gets the applied updates newer than it again")
  func laggingSnapshot() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    sync.receive(try snapshot(bid: "1", atMillis: 0))
    #expect(sync.receive(try update(.bid, "100", "2", atMicros: 3_000)) == .applied(isCrossed: false))
    #expect(sync.receive(try update(.bid, "101", "5", atMicros: 9_000)) == .applied(isCrossed: false))
    sync.requestSnapshot()
    // The REST snapshot was taken at +5 ms: it holds the first update but not the second.
    let outcome = sync.receive(try snapshot(bid: "2", atMillis: 5))
    #expect(outcome == .snapshotApplied(replayed: 1, dropped: 0, isCrossed: false))
    #expect(sync.book.bestBid == (try level("101", "5")))
    #expect(sync.lastAppliedTime == ExchangeTimestamp(microseconds: start * 1_000 + 9_000))
    #expect(sync.book.invariantViolations() == [])
  }

  @Test("Kept updates merge with the buffered ones in time order")
  func mergesWithBuffer() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    sync.receive(try snapshot(bid: "1", atMillis: 0))
    sync.receive(try update(.bid, "101", "5", atMicros: 9_000))
    sync.requestSnapshot()
    #expect(sync.receive(try update(.bid, "101", "0", atMicros: 12_000)) == .buffered)
    #expect(sync.receive(try update(.bid, "100", "7", atMicros: 4_000)) == .buffered)  // the snapshot holds it
    let outcome = sync.receive(try snapshot(bid: "3", atMillis: 6))
    #expect(outcome == .snapshotApplied(replayed: 2, dropped: 1, isCrossed: false))
    #expect(sync.book.bestBid == (try level("100", "3")))  // 101 came and went after the snapshot
  }

  @Test("A history limit of 0 keeps nothing, as before")
  func disabled() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp, options: SyncOptions(resyncHistoryLimit: 0))
    sync.receive(try snapshot(bid: "1", atMillis: 0))
    sync.receive(try update(.bid, "101", "5", atMicros: 9_000))
    sync.requestSnapshot()
    #expect(
      sync.receive(try snapshot(bid: "2", atMillis: 5)) == .snapshotApplied(replayed: 0, dropped: 0, isCrossed: false))
    #expect(sync.book.bestBid == (try level("100", "2")))
  }

  @Test("Only the most recent updates are kept")
  func bounded() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp, options: SyncOptions(resyncHistoryLimit: 2))
    sync.receive(try snapshot(bid: "1", atMillis: 0))
    for step in 1...10 {
      sync.receive(try update(.bid, "\(100 + step)", "1", atMicros: Int64(step) * 1_000))
    }
    sync.requestSnapshot()
    // A snapshot from before all of them: only the last two (at +9 and +10 ms) come back.
    let outcome = sync.receive(try snapshot(bid: "1", atMillis: 0))
    #expect(outcome == .snapshotApplied(replayed: 2, dropped: 0, isCrossed: false))
    #expect(sync.book.bids.map(\.price) == [try price("110"), try price("109"), try price("100")])
  }

  // Found by fuzzing (orderbook-sync): a replay that failed put the whole resync history back into the buffer,
  // past `bufferLimit`, so the buffer was no longer bounded.
  @Test("A replay that fails puts back no more than the buffer limit")
  func failedReplayKeepsBufferBounded() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp, options: SyncOptions(bufferLimit: 2))
    sync.receive(try snapshot(bid: "1", atMillis: 0))
    for offset: Int64 in [3_000, 4_000, 5_000, 6_000, 7_000] {
      #expect(sync.receive(try update(.bid, "100", "2", atMicros: offset)) == .applied(isCrossed: false))
    }
    sync.requestSnapshot()
    // Newer than the next snapshot, older than the kept history: replayed first, and refused (price 0).
    #expect(sync.receive(try update(.bid, "0", "1", atMicros: 2_500)) == .buffered)
    let before = sync.report.droppedBufferOverflow
    let outcome = sync.receive(try snapshot(bid: "1", atMillis: 2))
    guard case .needsSnapshot(.rejectedUpdate) = outcome else {
      Issue.record("expected a rejected replay, got \(outcome)")
      return
    }
    #expect(sync.bufferedCount == 2)
    #expect(sync.report.droppedBufferOverflow == before + 3)
    // The next snapshot is newer than every update dropped for the limit: it goes live, the two kept are held.
    let next = sync.receive(try snapshot(bid: "9", atMillis: 10))
    #expect(next == .snapshotApplied(replayed: 0, dropped: 2, isCrossed: false))
    #expect(sync.book.bestBid == (try level("100", "9")))
  }
}
