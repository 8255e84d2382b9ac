import Foundation
import FuzzSupport

@testable import CandleKit

/// A script on one `CandleSeries`: built from fuzzed candles (aligned, misaligned, repeated, out of order, with
/// extreme or non-finite prices), then appends, live updates, trades, merges of history pages and resampling, in
/// zones with odd offsets and daylight-saving changes.
///
/// Checks after every step: a refused change leaves the series equal to before; the series' own invariant walk
/// finds nothing; ranges, volumes, indices and moving averages match a brute-force scan.
enum SeriesScript {
  private static let zones = ["Asia/Seoul", "UTC", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu"]
    .compactMap(TimeZone.init(identifier:))
  /// 2024-08-07 06:14 UTC, and the night New York left daylight-saving time.
  private static let starts: [Double] = [1_722_978_840, 1_730_613_600]

  static func run(_ bytes: [UInt8]) {
    var reader = FuzzReader(bytes)
    let interval = reader.choose(CandleInterval.allCases)
    let zone = reader.choose(zones)
    let periods = reader.choose([[], [1], [2, 5], [3, 3], MovingAverage.standardPeriods, [0]])
    var clock = BucketClock(interval: interval, zone: zone, now: reader.choose(starts))
    let candles = (0..<reader.int(in: 0...12)).compactMap { _ in candle(at: clock.next(&reader), &reader) }
    guard var series = try? CandleSeries(candles, interval: interval, timeZone: zone, movingAveragePeriods: periods)
    else { return }
    SeriesChecks.check(series, &reader)
    var steps = 0
    while !reader.isAtEnd, steps < 32 {
      steps += 1
      let before = series
      do {
        switch reader.byte() % 6 {
        case 0, 1:
          guard let candle = candle(at: clock.next(&reader), &reader) else { continue }
          try series.append(candle)
        case 2:
          guard let last = series.last, let candle = candle(at: last.time, &reader) else { continue }
          try series.updateLast(candle)
        case 3:
          let time = clock.next(&reader).addingTimeInterval(Double(reader.int(in: 0...59)))
          try series.record(tradeAt: time, price: price(&reader), quantity: price(&reader))
        case 4:
          var pageClock = BucketClock(
            interval: interval, zone: zone, now: series.first?.time.timeIntervalSince1970 ?? starts[0])
          let page = (0..<reader.int(in: 0...6)).compactMap { _ in candle(at: pageClock.next(&reader), &reader) }
          _ = try series.merge(page)
        default:
          let target = reader.choose(CandleInterval.allCases)
          let resampled = try series.resampled(to: target)
          fuzzCheck(resampled.interval == target && resampled.count <= series.count, "resampled to \(target)")
          SeriesChecks.check(resampled, &reader)
          let volume = series.candles.map(\.volume).reduce(0, +)
          let resampledVolume = resampled.candles.map(\.volume).reduce(0, +)
          fuzzCheck(abs(volume - resampledVolume) <= volume * 1e-9 || !volume.isFinite, "resampling lost volume")
        }
      } catch {
        fuzzCheck(series == before, "a refused change altered the series: \(error)")
      }
      SeriesChecks.check(series, &reader)
    }
    if let missing = series.missingHistory(through: clock.next(&reader)) {
      fuzzCheck(missing.lowerBound == series.last?.time, "missing history does not start at the live candle")
    }
  }

  /// A candle at `time` whose values come from the input (valid most of the time), or `nil` when they are not.
  private static func candle(at time: Date, _ reader: inout FuzzReader) -> Candle? {
    let open = price(&reader)
    let close = price(&reader)
    return try? Candle(
      time: time, open: open, high: max(open, close) + price(&reader) / 100,
      low: min(open, close) - price(&reader) / 100,
      close: close, volume: price(&reader))
  }

  private static func price(_ reader: inout FuzzReader) -> Double {
    switch reader.byte() % 16 {
    case 0: return 0
    case 1: return reader.choose([-5, 1e308, -1e308, .nan, .infinity, .leastNonzeroMagnitude, 1e-300, 1e100])
    case 2: return 80_480_000 + Double(reader.int(in: 0...1_000)) * 1_000
    default: return 100 + Double(reader.int(in: 0...255)) / 4
    }
  }

  /// Bucket starts moving forward from a start time, sometimes skipping buckets, repeating one, stepping back, or
  /// landing off a bucket's start.
  private struct BucketClock {
    let interval: CandleInterval
    let zone: TimeZone
    var now: Double

    mutating func next(_ reader: inout FuzzReader) -> Date {
      var time = interval.bucketStart(containing: Date(timeIntervalSince1970: now), in: zone)
      switch reader.byte() % 8 {
      case 0: break
      case 1: time = time.addingTimeInterval(-Double(reader.int(in: 1...3)) * Double(interval.seconds))
      case 2: time = time.addingTimeInterval(Double(reader.int(in: 1...59)))
      default:
        for _ in 0..<reader.int(in: 1...3) { time = interval.nextBucketStart(after: time, in: zone) }
      }
      now = max(now, time.timeIntervalSince1970)
      return time
    }
  }
}
