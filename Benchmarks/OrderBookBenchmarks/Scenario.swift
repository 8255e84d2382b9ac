import Foundation
import OrderBookKit

extension SplitMix64 {
  /// A number in `0..<bound` (`bound` above zero).
  mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A uniform number in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
}

/// A book and a stream of level changes in the shape of a real feed, shared by the kit and the baselines.
///
/// Prices sit on a 1,000 KRW grid around 80,000,000 KRW (a BTC_KRW book). Each side starts with `levels`
/// levels on the ticks nearest the mid, and ticks out to twice that depth can fill in. Each change picks a side,
/// then a distance from the mid: 95% of the time from an exponential distribution with a mean of 8 ticks (real
/// feeds are busiest at the touch), 5% of the time anywhere in the range (deep cancels and new deep orders). At an
/// occupied tick it removes the level (40%) or changes its size (60%); at an empty tick it inserts a level. The
/// mix settles at about 29% inserts, 28% removals and 43% size changes, and the book keeps about `levels` levels.
///
/// The deep stream (``Distribution/uniform``) picks every distance uniformly over the whole range instead: the
/// worst case for structures that are fast only near the touch.
struct Scenario: Sendable {
  /// How far from the mid the changes land.
  enum Distribution: Sendable {
    /// Near the touch: 95% exponential with a mean of 8 ticks, 5% uniform over the range.
    case nearTouch
    /// Uniform over the range (twice the starting depth).
    case uniform
  }

  static let mid: Int64 = 80_000_000 * 100_000_000
  static let tick: Int64 = 1_000 * 100_000_000

  let levels: Int
  let snapshot: OrderBookSnapshot
  /// One change per update, as the benchmarks apply them.
  let updates: [OrderBookUpdate]

  var changes: [LevelChange] { updates.map { $0.changes[0] } }

  static func price(side: Side, tick: Int) -> Price {
    Price(units: side == .bid ? mid - Int64(tick) * Self.tick : mid + Int64(tick) * Self.tick)
  }

  init(levels: Int, count: Int, seed: UInt64, distribution: Distribution = .nearTouch) {
    var random = SplitMix64(seed: seed)
    func size() -> Quantity { Quantity(units: Int64(random.int(1_000_000_000)) + 100_000) ?? .zero }
    var occupied: [Side: Set<Int>] = [.bid: Set(1...levels), .ask: Set(1...levels)]
    let snapshot = OrderBookSnapshot(
      bids: (1...levels).map { Level(price: Self.price(side: .bid, tick: $0), quantity: size()) },
      asks: (1...levels).map { Level(price: Self.price(side: .ask, tick: $0), quantity: size()) }
    )
    var updates: [OrderBookUpdate] = []
    updates.reserveCapacity(count)
    let range = 2 * levels
    while updates.count < count {
      let side: Side = random.int(2) == 0 ? .bid : .ask
      let tick =
        distribution == .uniform || random.int(20) == 0
        ? random.int(range) + 1
        : min(range, 1 + Int(-log(1 - random.unit()) * 8))
      let quantity: Quantity
      if occupied[side, default: []].contains(tick) {
        if random.int(10) < 4 {
          quantity = .zero
          occupied[side]?.remove(tick)
        } else {
          quantity = size()
        }
      } else {
        quantity = size()
        occupied[side]?.insert(tick)
      }
      updates.append(
        OrderBookUpdate(changes: [
          LevelChange(side: side, price: Self.price(side: side, tick: tick), quantity: quantity)
        ])
      )
    }
    self.levels = levels
    self.snapshot = snapshot
    self.updates = updates
  }

  /// Trades at the touch against the starting book: mostly partial fills, a third taking the whole level.
  func trades(count: Int, seed: UInt64) -> [Trade] {
    var random = SplitMix64(seed: seed)
    var book = (try? OrderBook(snapshot)) ?? OrderBook()
    var trades: [Trade] = []
    while trades.count < count {
      let taker: TakerSide = random.int(2) == 0 ? .buy : .sell
      guard let best = taker == .buy ? book.bestAsk : book.bestBid else { break }
      let units = random.int(3) == 0 ? best.quantity.units : max(1, best.quantity.units / Int64(random.int(8) + 2))
      let trade = Trade(takerSide: taker, price: best.price, quantity: Quantity(units: units) ?? .zero)
      _ = try? book.apply(trade)
      trades.append(trade)
    }
    return trades
  }
}
