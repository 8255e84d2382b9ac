import FuzzSupport
import OrderBookKit

/// A sequence of snapshots, updates and trades (with or without times and sequence numbers, in any order, for
/// either of two symbols) through an `OrderBookSynchronizer` of a fuzzed policy and options.
///
/// Checks after every message: the book keeps its invariants; a message that is buffered, dropped or rejected
/// (or an update that makes it ask for a snapshot) leaves the book equal to before; the buffer stays within its
/// limit; the last good snapshot rebuilds the same book.
enum SyncScript {
  static func run(_ bytes: [UInt8]) {
    var reader = FuzzReader(bytes)
    let options = SyncOptions(
      bufferLimit: reader.int(in: 0...8), maximumLevelsPerSide: reader.bool() ? reader.int(in: 0...4) : nil,
      appliesTrades: reader.bool())
    var sync = OrderBookSynchronizer(
      symbol: reader.bool() ? "BTC_KRW" : "", policy: reader.choose(SyncPolicy.allCases), options: options)
    var steps = 0
    while !reader.isAtEnd, steps < 40 {
      steps += 1
      let symbol = reader.byte() % 4 == 0 ? "ETH_KRW" : "BTC_KRW"
      switch reader.byte() % 8 {
      case 0, 1:
        let snapshot = OrderBookSnapshot(
          bids: levels(&reader), asks: levels(&reader), sequence: sequence(&reader), time: time(&reader))
        BookChecks.receive(.snapshot(snapshot, symbol: symbol), into: &sync)
      case 2, 3, 4, 5:
        let changes = (0..<reader.int(in: 0...4)).map { _ in
          LevelChange(side: reader.bool() ? .bid : .ask, price: price(&reader), quantity: quantity(&reader))
        }
        var range: ClosedRange<UInt64>?
        if let first = sequence(&reader), let second = sequence(&reader) {
          range = min(first, second)...max(first, second)
        }
        BookChecks.receive(
          .update(OrderBookUpdate(changes: changes, sequence: range, time: time(&reader)), symbol: symbol), into: &sync)
      case 6:
        let trade = Trade(
          takerSide: reader.bool() ? .buy : .sell, price: price(&reader), quantity: quantity(&reader),
          time: time(&reader))
        BookChecks.receive(.trade(trade, symbol: symbol), into: &sync)
      default:
        let before = sync.book
        sync.requestSnapshot()
        fuzzCheck(sync.book == before && sync.needsSnapshot, "requestSnapshot changed the book or stayed live")
      }
      if let snapshot = sync.lastGoodSnapshot {
        fuzzCheck((try? OrderBook(snapshot)) == sync.book, "the last good snapshot does not rebuild the book")
      }
      _ = sync.report.description
    }
  }

  private static func levels(_ reader: inout FuzzReader) -> [Level] {
    (0..<reader.int(in: 0...4)).map { _ in Level(price: price(&reader), quantity: quantity(&reader)) }
  }

  private static func price(_ reader: inout FuzzReader) -> Price {
    reader.byte() % 16 == 0
      ? Price(units: -Int64(reader.int(in: 0...1))) : Price(units: Int64(reader.int(in: 95...105)))
  }

  private static func quantity(_ reader: inout FuzzReader) -> Quantity {
    Quantity(units: Int64(reader.int(in: 0...3))) ?? .zero
  }

  /// Sequence numbers near each other, sometimes absent or at the top of the range.
  private static func sequence(_ reader: inout FuzzReader) -> UInt64? {
    switch reader.byte() % 8 {
    case 0: return nil
    case 1: return .max - UInt64(reader.int(in: 0...2))
    default: return UInt64(reader.int(in: 0...24))
    }
  }

  /// Times in microseconds, milliseconds or seconds near each other, sometimes absent.
  private static func time(_ reader: inout FuzzReader) -> ExchangeTimestamp? {
    let value = Int64(1_723_102_637_000 + reader.int(in: 0...40))
    switch reader.byte() % 4 {
    case 0: return nil
    case 1: return ExchangeTimestamp(microseconds: value * 1_000 + Int64(reader.int(in: 0...999)))
    default: return ExchangeTimestamp(milliseconds: value)
    }
  }
}
