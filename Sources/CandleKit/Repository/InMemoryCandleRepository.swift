import Foundation

/// A ``CandleRepository`` in memory: for tests, previews and as the reference for real stores.
///
/// Each symbol and interval keeps its candles sorted by time, so loading a range is a binary search and saving
/// merges. It never throws.
public actor InMemoryCandleRepository: CandleRepository {
  private struct Key: Hashable {
    let symbol: String
    let interval: CandleInterval
  }

  private var store: [Key: [Candle]] = [:]

  /// An empty repository.
  public init() {}

  /// A repository that already holds `candles` of `symbol` and `interval`.
  public init(candles: [Candle], symbol: String, interval: CandleInterval) {
    store[Key(symbol: symbol, interval: interval)] = Self.merged([], candles)
  }

  /// The stored candles whose time lies in `timeRange`, oldest first.
  ///
  /// - Complexity: O(log n + k) for *k* candles returned.
  public func candles(symbol: String, interval: CandleInterval, in timeRange: Range<Date>) -> [Candle] {
    guard let stored = store[Key(symbol: symbol, interval: interval)] else { return [] }
    let lower = Self.firstIndex(in: stored, notBefore: timeRange.lowerBound)
    let upper = Self.firstIndex(in: stored, notBefore: timeRange.upperBound)
    return lower < upper ? Array(stored[lower..<upper]) : []
  }

  /// The newest stored candle, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func latestCandle(symbol: String, interval: CandleInterval) -> Candle? {
    store[Key(symbol: symbol, interval: interval)]?.last
  }

  /// Stores `candles`, replacing stored candles with the same times; among duplicates the later one wins.
  ///
  /// - Complexity: O(n + k log k) for *k* candles saved into *n* stored.
  public func save(_ candles: [Candle], symbol: String, interval: CandleInterval) {
    guard !candles.isEmpty else { return }
    let key = Key(symbol: symbol, interval: interval)
    store[key] = Self.merged(store[key] ?? [], candles)
  }

  /// `stored` (sorted, unique times) with `incoming` merged in; incoming candles replace stored ones of the same
  /// time, and among incoming ones the later in the array wins.
  private static func merged(_ stored: [Candle], _ incoming: [Candle]) -> [Candle] {
    // A stable sort keeps array order among equal times; keeping the last of each run lets the later one win.
    let sorted = incoming.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
    var unique: [Candle] = []
    unique.reserveCapacity(sorted.count)
    for (_, candle) in sorted {
      if let last = unique.last, last.time == candle.time {
        unique[unique.count - 1] = candle
      } else {
        unique.append(candle)
      }
    }
    var result: [Candle] = []
    result.reserveCapacity(stored.count + unique.count)
    var index = 0
    for candle in unique {
      while index < stored.count, stored[index].time < candle.time {
        result.append(stored[index])
        index += 1
      }
      if index < stored.count, stored[index].time == candle.time { index += 1 }
      result.append(candle)
    }
    result.append(contentsOf: stored[index...])
    return result
  }

  private static func firstIndex(in candles: [Candle], notBefore time: Date) -> Int {
    var low = 0
    var high = candles.count
    while low < high {
      let middle = low + (high - low) / 2
      if candles[middle].time < time { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
