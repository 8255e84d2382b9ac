import Foundation
import Testing

@testable import CandleKit

@Suite("CandleSeries")
struct CandleSeriesTests {
  @Test("A series keeps its candles in order and hands them back")
  func roundTrip() throws {
    let candles = try Sample.candles(count: 100)
    let series = try CandleSeries(candles)
    #expect(series.count == 100)
    #expect(series.candles == candles)
    #expect(series[42] == candles[42])
    #expect(series.first == candles.first)
    #expect(series.interval == .oneMinute)
    #expect(series.timeZone == .seoul)
    #expect(series.movingAverages.map(\.period) == [5, 10, 20, 60, 120])
    #expect(series.description.hasPrefix("CandleSeries(1m, 100 candles, 2024-08-07T07:13:00Z"))
  }

  @Test("Empty and one-candle series")
  func emptyAndOne() throws {
    let empty = try CandleSeries([])
    #expect(empty.isEmpty)
    #expect(empty.priceRange(in: 0..<10) == nil)
    #expect(empty.maximumVolume(in: 0..<1) == nil)
    #expect(empty.missingHistory(through: Sample.start) == nil)
    #expect(empty.description == "CandleSeries(1m, empty)")

    let one = try CandleSeries([Sample.candle(minute: 0, open: 5, high: 7, low: 4, close: 6, volume: 2)])
    #expect(one.priceRange(in: 0..<1) == 4...7)
    #expect(one.maximumVolume(in: 0..<1) == 2)
    #expect(one.movingAverage(period: 5)?.value(at: 0) == nil)
  }

  @Test("Candles out of order, repeated or off their bucket are refused with the index")
  func invalidInput() throws {
    let candles = try Sample.candles(count: 5)
    let misaligned = try Candle(
      time: candles[2].time.addingTimeInterval(30), open: 1, high: 1, low: 1, close: 1, volume: 1)
    #expect(
      throws: CandleError.misalignedTime(
        index: 2, time: misaligned.time, bucketStart: candles[2].time, interval: .oneMinute)
    ) { try CandleSeries([candles[0], candles[1], misaligned]) }
    #expect(throws: CandleError.outOfOrder(index: 2, time: candles[1].time, previousTime: candles[2].time)) {
      try CandleSeries([candles[0], candles[2], candles[1]])
    }
    #expect(throws: CandleError.duplicateBucket(index: 2, time: candles[1].time)) {
      try CandleSeries([candles[0], candles[1], candles[1]])
    }
    #expect(throws: CandleError.invalidPeriod(0)) { try CandleSeries(candles, movingAveragePeriods: [5, 0]) }
    // Daily candles must start at midnight in the series' zone.
    #expect(throws: CandleError.self) { try CandleSeries(candles, interval: .oneDay) }
    let days = try Sample.candles(count: 3, start: Sample.seoulMidnight, interval: .oneDay)
    #expect(try CandleSeries(days, interval: .oneDay).count == 3)
  }

  @Test("Repeated moving-average periods are kept once")
  func repeatedPeriods() throws {
    let series = try CandleSeries(Sample.candles(count: 3), movingAveragePeriods: [5, 5, 20])
    #expect(series.movingAverages.map(\.period) == [5, 20])
  }

  @Test("Append adds after the last candle; anything not newer is refused and changes nothing")
  func append() throws {
    var series = try Sample.series(count: 10)
    let next = try Sample.candle(minute: 12, open: 90e6, high: 91e6, low: 89e6, close: 90e6)
    try series.append(next)
    #expect(series.count == 11)
    #expect(series.last == next)
    #expect(series.priceRange(in: 10..<11) == 89e6...91e6)

    let before = series
    let sameBucket = try Sample.candle(minute: 12, open: 1, high: 1, low: 1, close: 1)
    #expect(throws: CandleError.beforeLiveCandle(time: sameBucket.time, liveCandleTime: next.time)) {
      try series.append(sameBucket)
    }
    let misaligned = try Candle(
      time: Sample.start.addingTimeInterval(13 * 60 + 1), open: 1, high: 1, low: 1, close: 1, volume: 1)
    #expect(throws: CandleError.self) { try series.append(misaligned) }
    #expect(series == before)
  }

  @Test("Update last replaces the live candle, and the range shrinks with it")
  func updateLast() throws {
    var series = try Sample.series(count: 40)
    let live = series[39]
    let spike = try Candle(
      time: live.time, open: live.open, high: 200e6, low: live.low, close: live.close, volume: 9)
    try series.updateLast(spike)
    #expect(series.priceRange(in: 0..<40)?.upperBound == 200e6)
    try series.updateLast(live)
    #expect(series.priceRange(in: 0..<40) == Reference.priceRange(series.candles, 0..<40))

    var empty = try CandleSeries([])
    #expect(throws: CandleError.emptySeries) { try empty.updateLast(live) }
    let other = try Sample.candle(minute: 3, open: 1, high: 1, low: 1, close: 1)
    let before = series
    #expect(throws: CandleError.notLiveBucket(time: other.time, liveCandleTime: live.time)) {
      try series.updateLast(other)
    }
    #expect(series == before)
  }

  @Test("Ranges outside the series are clipped, so a stale range never reads past the data")
  func clippedRanges() throws {
    let series = try Sample.series(count: 50)
    let candles = series.candles
    #expect(series.priceRange(in: 40..<1_000) == Reference.priceRange(candles, 40..<50))
    #expect(series.priceRange(in: -5..<3) == Reference.priceRange(candles, 0..<3))
    #expect(series.priceRange(in: 60..<70) == nil)
    #expect(series.priceRange(in: 7..<7) == nil)
    #expect(series.maximumVolume(in: 0..<50) == Reference.maximumVolume(candles, 0..<50))
  }

  @Test("Time lookups by binary search")
  func timeLookups() throws {
    let series = try Sample.series(count: 30)
    let time = Sample.start.addingTimeInterval(600)
    #expect(series.index(forTime: time) == 10)
    #expect(series.index(forTime: time.addingTimeInterval(1)) == nil)
    #expect(series.indices(in: time..<time.addingTimeInterval(300)) == 10..<15)
    #expect(series.indices(in: Sample.start.addingTimeInterval(-900)..<Sample.start) == 0..<0)
  }
}
