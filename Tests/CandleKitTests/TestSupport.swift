import Foundation

@testable import CandleKit

enum Sample {
  /// 2024-08-07 16:13:00 in Seoul (07:13 UTC): the time of the candle in Bithumb's recorded 1m response.
  static let start = Date(timeIntervalSince1970: 1_723_014_780)
  /// 2024-08-07 00:00 in Seoul.
  static let seoulMidnight = Date(timeIntervalSince1970: 1_722_956_400)

  /// A random walk of BTC/KRW-like candles, one per bucket from `start` (a bucket start in Seoul for weeks and
  /// months, which step by the calendar), prices in whole thousands of won.
  static func candles(
    count: Int, start: Date = start, interval: CandleInterval = .oneMinute, seed: UInt64 = 1,
    price: Double = 81_000_000
  ) throws -> [Candle] {
    var random = SplitMix64(seed: seed)
    var close = price
    var candles: [Candle] = []
    var time = start
    for index in 0..<count {
      let open = close
      let move = Double.random(in: -0.002...0.002, using: &random)
      close = max(1_000, ((open * (1 + move)) / 1_000).rounded() * 1_000)
      let high = (max(open, close) * (1 + Double.random(in: 0...0.001, using: &random)) / 1_000).rounded(.up) * 1_000
      let low = (min(open, close) * (1 - Double.random(in: 0...0.001, using: &random)) / 1_000).rounded(.down) * 1_000
      let volume = (Double.random(in: 0...4, using: &random) * 1e8).rounded() / 1e8
      candles.append(try Candle(time: time, open: open, high: high, low: low, close: close, volume: volume))
      time =
        interval.isCalendarInterval
        ? interval.nextBucketStart(after: time) : start.addingTimeInterval(Double((index + 1) * interval.seconds))
    }
    return candles
  }

  /// A candle at `minutes` after `start`.
  static func candle(
    minute: Int, open: Double, high: Double, low: Double, close: Double, volume: Double = 1
  ) throws -> Candle {
    try Candle(
      time: start.addingTimeInterval(Double(minute * 60)), open: open, high: high, low: low, close: close,
      volume: volume)
  }

  /// A series of `count` one-minute candles without moving averages unless asked.
  static func series(count: Int, seed: UInt64 = 1, periods: [Int] = []) throws -> CandleSeries {
    try CandleSeries(candles(count: count, seed: seed), movingAveragePeriods: periods)
  }
}

/// The brute-force answers the range index and moving averages are checked against.
enum Reference {
  static func priceRange(_ candles: [Candle], _ range: Range<Int>) -> ClosedRange<Double>? {
    let slice = candles[range.clamped(to: candles.indices)]
    guard let low = slice.map(\.low).min(), let high = slice.map(\.high).max() else { return nil }
    return low...high
  }

  static func maximumVolume(_ candles: [Candle], _ range: Range<Int>) -> Double? {
    candles[range.clamped(to: candles.indices)].map(\.volume).max()
  }

  static func movingAverage(_ candles: [Candle], period: Int, at index: Int) -> Double? {
    guard index >= period - 1, index < candles.count else { return nil }
    return candles[(index - period + 1)...index].map(\.close).reduce(0, +) / Double(period)
  }
}

extension Double {
  /// Whether two values agree to a relative tolerance (for sums computed in another order).
  func isClose(to other: Double, relative: Double = 1e-9) -> Bool {
    abs(self - other) <= relative * Swift.max(1, abs(self), abs(other))
  }
}
