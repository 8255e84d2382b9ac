import FuzzSupport
import OrderBookKit

/// A script of snapshots, updates, single level changes, trades and prunes on one `OrderBook`, each checked
/// against a dictionary model (price → level per side), with the book's queries (depth with and without grouping,
/// ladder, market impact, checksums) run on the result.
///
/// Prices come from a small grid (so changes meet existing levels) plus zero, negative and extreme values;
/// quantities include zero (a removal) and the largest a `Quantity` holds.
enum BookScript {
  private typealias Model = [Side: [Int64: Level]]

  static func run(_ bytes: [UInt8]) {
    var reader = FuzzReader(bytes)
    var book = OrderBook()
    var model: Model = [.bid: [:], .ask: [:]]
    var steps = 0
    while !reader.isAtEnd, steps < 48 {
      steps += 1
      let before = book
      switch reader.byte() % 8 {
      case 0:
        let snapshot = OrderBookSnapshot(bids: levels(&reader), asks: levels(&reader))
        let expected = expectedSnapshotError(snapshot)
        do {
          try book.apply(snapshot)
          fuzzCheck(expected.isEmpty, "a snapshot the model refuses was accepted")
          model = [.bid: sideModel(snapshot.bids), .ask: sideModel(snapshot.asks)]
        } catch {
          fuzzCheck(book == before, "a rejected snapshot changed the book: \(error)")
          fuzzCheck(expected.contains(error), "snapshot refused with \(error), model: \(expected)")
        }
      case 1, 2, 3:
        let changes = (0..<reader.int(in: 0...6)).map { _ in change(&reader) }
        do {
          try book.apply(OrderBookUpdate(changes: changes))
          fuzzCheck(changes.allSatisfy { $0.price.units > 0 }, "an update with a price ≤ 0 was accepted")
          for change in changes { set(change, in: &model) }
        } catch {
          fuzzCheck(book == before, "a rejected update changed the book: \(error)")
          fuzzCheck(changes.contains { $0.price.units <= 0 }, "a valid update was refused: \(error)")
        }
      case 4:
        let change = change(&reader)
        do {
          try book.apply(change)
          set(change, in: &model)
        } catch {
          fuzzCheck(book == before && change.price.units <= 0, "a change was refused or changed the book: \(error)")
        }
      case 5, 6:
        let trade = Trade(takerSide: reader.bool() ? .buy : .sell, price: price(&reader), quantity: quantity(&reader))
        do {
          let found = try book.apply(trade)
          let side = trade.takerSide.consumedSide
          fuzzCheck(found == (model[side]?[trade.price.units] != nil), "trade found \(found), model disagrees")
          if let level = model[side]?[trade.price.units] {
            let remaining = level.quantity.units - trade.quantity.units
            model[side]?[trade.price.units] =
              remaining > 0
              ? Level(price: level.price, quantity: Quantity(units: remaining) ?? .zero, orderCount: level.orderCount)
              : nil
          }
        } catch {
          fuzzCheck(book == before && trade.price.units <= 0, "a trade was refused or changed the book: \(error)")
        }
      default:
        let keep = reader.int(in: -1...8)
        book.prune(keepingLevels: keep)
        for side in [Side.bid, .ask] {
          let kept = ordered(model, side).prefix(max(keep, 0))
          model[side] = Dictionary(uniqueKeysWithValues: kept.map { ($0.price.units, $0) })
        }
      }
      BookChecks.check(book)
      fuzzCheck(Array(book.bids) == ordered(model, .bid), "bids differ from the model")
      fuzzCheck(Array(book.asks) == ordered(model, .ask), "asks differ from the model")
    }
    query(book, &reader)
  }

  /// Depth, grouping, ladder, market impact and checksums on the final book.
  private static func query(_ book: OrderBook, _ reader: inout FuzzReader) {
    let levels = reader.int(in: -1...12)
    let depth = book.depth(levels: levels)
    fuzzCheck(Array(depth.bids.map(\.price)) == Array(book.bids.prefix(max(levels, 0)).map(\.price)), "depth bids")
    fuzzCheck(Array(depth.asks.map(\.price)) == Array(book.asks.prefix(max(levels, 0)).map(\.price)), "depth asks")
    for rows in [depth.bids, depth.asks] {
      fuzzCheck(zip(rows, rows.dropFirst()).allSatisfy { $0.cumulativeQuantity < $1.cumulativeQuantity }, "totals")
      fuzzCheck(zip(rows, rows.dropFirst()).allSatisfy { $0.cumulativeNotional < $1.cumulativeNotional }, "notional")
    }
    if let grouped = try? book.depth(levels: levels, grouping: price(&reader)) {
      let counted = grouped.bids.reduce(0) { $0 + $1.levelCount } + grouped.asks.reduce(0) { $0 + $1.levelCount }
      fuzzCheck(counted <= book.bids.count + book.asks.count, "grouping counted more levels than the book has")
    }
    _ = book.ladder(levels: levels).lines()
    let side: TakerSide = reader.bool() ? .buy : .sell
    let impact = book.marketImpact(side, quantity: quantity(&reader))
    fuzzCheck(impact.levelsConsumed <= book.levels(side.consumedSide).count, "consumed more levels than exist")
    _ = book.marketImpact(side, notional: WideDecimal(reader.anyInt()))
    _ = try? OrderBookChecksum.kraken(
      book, pricePrecision: reader.int(in: -2...30), quantityPrecision: reader.int(in: -2...30))
    _ = OrderBookChecksum.okx(book)
    _ = (book.spread, book.mid, book.isCrossed)
  }

  // MARK: The model

  private static func sideModel(_ levels: [Level]) -> [Int64: Level] {
    Dictionary(levels.filter { $0.quantity.units > 0 }.map { ($0.price.units, $0) }) { _, last in last }
  }

  /// Every error the model allows for a snapshot: a non-zero level at a price ≤ 0, or a price twice on a side.
  private static func expectedSnapshotError(_ snapshot: OrderBookSnapshot) -> [OrderBookError] {
    var errors: [OrderBookError] = []
    for (side, levels) in [(Side.bid, snapshot.bids), (.ask, snapshot.asks)] {
      let live = levels.filter { $0.quantity.units > 0 }
      errors += live.filter { $0.price.units <= 0 }.map { .nonPositivePrice(side: side, price: $0.price) }
      var seen = Set<Int64>()
      for level in live where !seen.insert(level.price.units).inserted {
        errors.append(.duplicatePrice(side: side, price: level.price))
      }
    }
    return errors
  }

  private static func set(_ change: LevelChange, in model: inout Model) {
    model[change.side]?[change.price.units] =
      change.quantity.units == 0
      ? nil : Level(price: change.price, quantity: change.quantity, orderCount: change.orderCount)
  }

  private static func ordered(_ model: Model, _ side: Side) -> [Level] {
    (model[side] ?? [:]).values.sorted { side == .bid ? $0.price > $1.price : $0.price < $1.price }
  }

  // MARK: Making inputs

  private static func levels(_ reader: inout FuzzReader) -> [Level] {
    (0..<reader.int(in: 0...6)).map { _ in
      Level(price: price(&reader), quantity: quantity(&reader), orderCount: reader.bool() ? reader.int(in: 0...3) : nil)
    }
  }

  private static func change(_ reader: inout FuzzReader) -> LevelChange {
    LevelChange(
      side: reader.bool() ? .bid : .ask, price: price(&reader), quantity: quantity(&reader),
      orderCount: reader.bool() ? reader.int(in: 0...3) : nil)
  }

  private static func price(_ reader: inout FuzzReader) -> Price {
    switch reader.byte() % 16 {
    case 0: return Price(units: 0)
    case 1: return Price(units: -Int64(reader.int(in: 1...3)) * 100_000_000)
    case 2: return Price(units: .max - Int64(reader.int(in: 0...2)))
    case 3: return Price(units: .min + Int64(reader.int(in: 0...2)))
    case 4: return Price(units: Int64(reader.int(in: 1...3)))
    default: return Price(units: Int64(reader.int(in: 95...105)) * 100_000_000)
    }
  }

  private static func quantity(_ reader: inout FuzzReader) -> Quantity {
    switch reader.byte() % 8 {
    case 0: return .zero
    case 1: return Quantity(units: .max) ?? .zero
    default: return Quantity(units: Int64(reader.int(in: 1...20)) * 10_000_000) ?? .zero
    }
  }
}
