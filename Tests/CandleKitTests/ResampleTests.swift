import Foundation
import Testing

@testable import CandleKit

@Suite("Resampling")
struct ResampleTests {
  @Test("1m to 1h: first open, highest high, lowest low, last close, summed volume per Seoul hour")
  func minutesToHours() throws {
    let candles = try Sample.candles(count: 120)  // 16:13 ... 18:12 in Seoul
    let hourly = try CandleSeries(candles).resampled(to: .oneHour)
    #expect(hourly.interval == .oneHour)
    #expect(hourly.count == 3)
    let groups = [candles[0..<47], candles[47..<107], candles[107..<120]]
    for (candle, group) in zip(hourly, groups) {
      let first = try #require(group.first)
      #expect(candle.time == CandleInterval.oneHour.bucketStart(containing: first.time))
      #expect(candle.open == first.open)
      #expect(candle.close == group.last?.close)
      #expect(candle.high == group.map(\.high).max())
      #expect(candle.low == group.map(\.low).min())
      #expect(candle.volume.isClose(to: group.map(\.volume).reduce(0, +)))
    }
    #expect(hourly[0].time == Date(timeIntervalSince1970: 1_723_014_000))  // 16:00 Seoul
    #expect(hourly.movingAverages.map(\.period) == MovingAverage.standardPeriods)
  }

  @Test("1h to 24h: days start at midnight in Seoul")
  func hoursToDays() throws {
    let candles = try Sample.candles(
      count: 50, start: Sample.seoulMidnight.addingTimeInterval(-3 * 3_600), interval: .oneHour)
    let daily = try CandleSeries(candles, interval: .oneHour).resampled(to: .oneDay)
    #expect(
      daily.map(\.time) == [
        Sample.seoulMidnight.addingTimeInterval(-86_400), Sample.seoulMidnight,
        Sample.seoulMidnight.addingTimeInterval(86_400),
      ])
    #expect(daily[0].open == candles[0].open)
    #expect(daily[1].open == candles[3].open)
    #expect(daily[2].close == candles[49].close)
  }

  @Test("Gaps stay gaps after resampling")
  func gaps() throws {
    let candles = try Sample.candles(count: 300)
    let sparse = Array(candles[0..<10]) + Array(candles[200..<210])  // no candle in two of the hours between
    let hourly = try CandleSeries(sparse).resampled(to: .oneHour)
    #expect(hourly.count == 2)
  }

  @Test(
    "Only coarser whole multiples are allowed",
    arguments: [
      (CandleInterval.threeMinutes, CandleInterval.tenMinutes), (.oneHour, .oneMinute), (.tenMinutes, .fiveMinutes),
    ])
  func incompatible(_ from: CandleInterval, _ to: CandleInterval) throws {
    let series = try CandleSeries([], interval: from)
    #expect(throws: CandleError.incompatibleResample(from: from, to: to)) { try series.resampled(to: to) }
  }

  @Test("The same interval returns the series; an empty series stays empty")
  func trivial() throws {
    let series = try Sample.series(count: 30)
    #expect(try series.resampled(to: .oneMinute) == series)
    #expect(try CandleSeries([]).resampled(to: .oneDay).isEmpty)
    #expect(try series.resampled(to: .threeMinutes).count == 11)  // 16:12 ... 16:42
  }
}
