import Testing

@testable import OrderBookKit

/// The simplest reference for a synchronized book: one dictionary per side, changes applied in the order given.
private struct DictionaryBook {
  var sides: [Side: [Int64: Quantity]] = [.bid: [:], .ask: [:]]

  init(_ snapshot: OrderBookSnapshot) {
    for level in snapshot.bids where !level.quantity.isZero {
      sides[.bid, default: [:]][level.price.units] = level.quantity
    }
    for level in snapshot.asks where !level.quantity.isZero {
      sides[.ask, default: [:]][level.price.units] = level.quantity
    }
  }

  mutating func apply(_ update: OrderBookUpdate) {
    for change in update.changes {
      sides[change.side, default: [:]][change.price.units] = change.quantity.isZero ? nil : change.quantity
    }
  }

  func matches(_ book: OrderBook) -> Bool {
    func flat(_ levels: OrderBookLevels) -> [Int64: Quantity] {
      Dictionary(uniqueKeysWithValues: levels.map { ($0.price.units, $0.quantity) })
    }
    return flat(book.bids) == sides[.bid] && flat(book.asks) == sides[.ask]
  }
}

@Suite("Synchronizer replay against a reference")
struct SynchronizerReplayTests {
  /// A change on a small grid around 1,000, so updates overwrite and remove each other's levels often.
  private func randomChanges(_ random: inout SplitMix64) -> [LevelChange] {
    (0..<(random.int(3) + 1)).map { _ in
      let side: Side = random.int(2) == 0 ? .bid : .ask
      let tick = Int64(random.int(12))
      let price = side == .bid ? 99_000_000_000 - tick * 100_000_000 : 100_000_000_000 + tick * 100_000_000
      let quantity = random.int(4) == 0 ? Quantity.zero : Quantity(units: Int64(random.int(10_000)) + 1) ?? .zero
      return LevelChange(side: side, price: Price(units: price), quantity: quantity)
    }
  }

  private let baseSnapshotLevels = (
    bids: [Level(price: Price(units: 99_000_000_000), quantity: Quantity(units: 5) ?? .zero)],
    asks: [Level(price: Price(units: 100_000_000_000), quantity: Quantity(units: 5) ?? .zero)]
  )

  /// Any arrival order before the snapshot gives the snapshot plus the updates at or after its millisecond, in
  /// time order; live, an update older than the newest applied is dropped.
  @Test("Timestamp policy: buffered and live updates against a reference", arguments: 0..<6)
  func timestampReplay(seed: UInt64) throws {
    var random = SplitMix64(seed: 900 + seed)
    for _ in 0..<100 {
      let snapshotMilliseconds: Int64 = 1_723_102_637_709
      let snapshotTime = try milliseconds(snapshotMilliseconds)
      // Distinct microsecond times from 3 ms before to 3 ms after the snapshot's millisecond.
      var times = Set<Int64>()
      while times.count < 12 { times.insert(snapshotMilliseconds * 1_000 - 3_000 + Int64(random.int(7_000))) }
      let updates = times.sorted().map {
        OrderBookUpdate(changes: randomChanges(&random), time: ExchangeTimestamp(microseconds: $0))
      }
      let buffered = random.int(updates.count + 1)
      let snapshot = OrderBookSnapshot(
        bids: baseSnapshotLevels.bids, asks: baseSnapshotLevels.asks, time: snapshotTime)

      var sync = OrderBookSynchronizer(policy: .timestamp)
      for update in updates.prefix(buffered).shuffled(using: &random) { #expect(sync.receive(update) == .buffered) }
      var reference = DictionaryBook(snapshot)
      var newest: ExchangeTimestamp?
      for update in updates.prefix(buffered) where !(update.time?.isBefore(snapshotTime) ?? true) {
        reference.apply(update)
        newest = update.time
      }
      let replayed = updates.prefix(buffered).filter { !($0.time?.isBefore(snapshotTime) ?? true) }.count
      let outcome = sync.receive(snapshot)
      #expect(
        outcome == .snapshotApplied(replayed: replayed, dropped: buffered - replayed, isCrossed: sync.book.isCrossed))
      #expect(reference.matches(sync.book))

      // The rest arrive live, shuffled: each is applied unless it is older than the newest applied so far.
      for update in updates.dropFirst(buffered).shuffled(using: &random) {
        let floor = newest ?? snapshotTime
        let result = sync.receive(update)
        if update.time?.isBefore(floor) ?? true {
          #expect(result == .dropped(newest == nil ? .alreadyInSnapshot : .olderThanLastApplied))
        } else {
          #expect(result == .applied(isCrossed: sync.book.isCrossed))
          reference.apply(update)
          newest = update.time
        }
        #expect(reference.matches(sync.book))
        #expect(sync.book.invariantViolations() == [])
      }
    }
  }

  /// Any arrival order before the snapshot gives the snapshot plus the events after lastUpdateId; a missing event
  /// is a gap at exactly its place.
  @Test("Sequence policy: buffered events, with and without a missing one, against a reference", arguments: 0..<6)
  func sequenceReplay(seed: UInt64) throws {
    var random = SplitMix64(seed: 1_900 + seed)
    for _ in 0..<100 {
      // A contiguous chain of events, each covering 1 to 3 ids.
      var events: [OrderBookUpdate] = []
      var next: UInt64 = 1_000
      for _ in 0..<10 {
        let last = next + UInt64(random.int(3))
        events.append(OrderBookUpdate(changes: randomChanges(&random), sequence: next...last))
        next = last + 1
      }
      let first = events[0].sequence?.lowerBound ?? 0
      let lastUpdateID = first - 1 + UInt64(random.int(Int(next - first) + 1))
      let missing = random.int(3) == 0 ? random.int(events.count) : nil
      let arriving = events.indices.filter { $0 != missing }

      var sync = OrderBookSynchronizer(policy: .sequence)
      for index in arriving.shuffled(using: &random) { #expect(sync.receive(events[index]) == .buffered) }
      let snapshot = OrderBookSnapshot(
        bids: baseSnapshotLevels.bids, asks: baseSnapshotLevels.asks, sequence: lastUpdateID)
      let outcome = sync.receive(snapshot)

      var reference = DictionaryBook(snapshot)
      var replayed = 0
      var dropped = 0
      var gap: (expected: UInt64, received: ClosedRange<UInt64>)?
      for index in arriving {
        guard let range = events[index].sequence else { continue }
        if range.upperBound <= lastUpdateID {
          dropped += 1
          continue
        }
        if let missing, missing < index, let lost = events[missing].sequence, lost.upperBound > lastUpdateID {
          // The first event after the snapshot only has to cover lastUpdateId + 1; later ones must follow on.
          gap = (max(lost.lowerBound, lastUpdateID + 1), range)
          break
        }
        reference.apply(events[index])
        replayed += 1
      }
      if let gap {
        #expect(outcome == .needsSnapshot(.sequenceGap(expected: gap.expected, received: gap.received)))
        #expect(sync.needsSnapshot)
      } else {
        #expect(outcome == .snapshotApplied(replayed: replayed, dropped: dropped, isCrossed: sync.book.isCrossed))
        #expect(sync.state == .live)
      }
      #expect(reference.matches(sync.book))
      #expect(sync.book.invariantViolations() == [])
    }
  }

  @Test("Timestamp policy: a snapshot without a time cannot place any update and is dropped as unusable")
  func timelessSnapshot() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    let old = OrderBookUpdate(changes: [try change(.bid, "100", "9")], time: ExchangeTimestamp(microseconds: 5))
    sync.receive(old)
    #expect(sync.receive(try snapshot(bids: [("100", "1")], asks: [])) == .dropped(.missingTimestamp))
    #expect(sync.state == .awaitingSnapshot)
    #expect(sync.bufferedCount == 1)
    #expect(sync.report.droppedUnusable == 1)
    #expect(sync.book.isEmpty)
  }

  @Test("A live update the snapshot already holds is reported as such, not as out of order")
  func liveUpdateAlreadyInSnapshot() throws {
    var sync = OrderBookSynchronizer(policy: .timestamp)
    sync.receive(try snapshot(bids: [("100", "1")], asks: [], time: milliseconds(2_000)))
    let older = OrderBookUpdate(
      changes: [try change(.bid, "100", "9")], time: ExchangeTimestamp(microseconds: 1_999_999))
    #expect(sync.receive(older) == .dropped(.alreadyInSnapshot))
    #expect(sync.report.droppedAlreadyInSnapshot == 1)
    #expect(sync.report.droppedOutOfOrder == 0)
    #expect(sync.book.bestBid?.quantity == (try quantity("1")))

    var binance = OrderBookSynchronizer(policy: .sequence)
    binance.receive(try snapshot(bids: [("100", "1")], asks: [], sequence: 50))
    let held = OrderBookUpdate(changes: [try change(.bid, "100", "9")], sequence: 45...50)
    #expect(binance.receive(held) == .dropped(.alreadyInSnapshot))
    #expect(binance.receive(OrderBookUpdate(changes: [], sequence: 49...52)) == .applied(isCrossed: false))
    #expect(binance.receive(held) == .dropped(.olderThanLastApplied))
  }

  @Test("Sequence policy: a live first event that starts after lastUpdateId + 1 is a gap")
  func liveFirstEventGap() throws {
    var sync = OrderBookSynchronizer(policy: .sequence)
    sync.receive(try snapshot(bids: [("100", "1")], asks: [], sequence: 50))
    let early = OrderBookUpdate(changes: [try change(.bid, "100", "9")], sequence: 52...53)
    #expect(sync.receive(early) == .needsSnapshot(.sequenceGap(expected: 51, received: 52...53)))
    #expect(sync.book.bestBid?.quantity == (try quantity("1")))
    #expect(sync.bufferedCount == 1)
  }

  @Test("A pruning limit near Int.max neither traps nor prunes")
  func hugePruningLimit() throws {
    var sync = OrderBookSynchronizer(policy: .fullSnapshot, options: SyncOptions(maximumLevelsPerSide: .max))
    let outcome = sync.receive(try snapshot(bids: [("1", "1"), ("2", "1")], asks: []))
    #expect(outcome == .snapshotApplied(replayed: 0, dropped: 0, isCrossed: false))
    #expect(sync.book.bids.count == 2)
    #expect(sync.report.levelsPruned == 0)
  }
}
