import Foundation
import Testing

@testable import CandleKit

/// Series of weeks and months, and series that refuse candles of another interval.
@Suite("Series of calendar intervals")
struct CalendarSeriesTests {
  /// 2026-01-01 00:00 in Seoul (2025-12-31 15:00 UTC).
  static let january2026 = Date(timeIntervalSince1970: 1_767_193_200)
  /// Monday 2024-08-05 00:00 in Seoul (Sunday 15:00 UTC).
  static let monday = Date(timeIntervalSince1970: 1_722_783_600)

  @Test("Monthly candles are refused as daily, leaving a series as it was, and accepted as monthly")
  func monthlyAsDaily() throws {
    let months = try Sample.candles(count: 12, start: Self.january2026, interval: .oneMonth)
    #expect(months.last?.time == Date(timeIntervalSince1970: 1_796_050_800))  // 2026-12-01 in Seoul
    #expect(throws: CandleError.coarserCandles(interval: .oneDay, candleInterval: .oneMonth)) {
      try CandleSeries(months, interval: .oneDay)
    }
    let monthly = try CandleSeries(months, interval: .oneMonth)
    #expect(monthly.candles == months)
    #expect(monthly.invariantViolations() == [])

    // A daily series given the months as a page of history refuses the page and keeps its own candles.
    let december = try Sample.candles(
      count: 20, start: Date(timeIntervalSince1970: 1_765_465_200), interval: .oneDay)  // from 2025-12-12
    var daily = try CandleSeries(december, interval: .oneDay)
    let before = daily
    #expect(throws: CandleError.coarserCandles(interval: .oneDay, candleInterval: .oneMonth)) {
      try daily.merge(months)
    }
    #expect(daily == before)

    // Daily candles given to a monthly series do not start its buckets: refused with the first one that does not.
    let days = try Sample.candles(count: 3, start: Self.january2026, interval: .oneDay)
    #expect(
      throws: CandleError.misalignedTime(
        index: 1, time: days[1].time, bucketStart: Self.january2026, interval: .oneMonth)
    ) { try CandleSeries(days, interval: .oneMonth) }
    var monthlyCopy = monthly
    #expect(throws: CandleError.self) { try monthlyCopy.merge(days) }
    #expect(monthlyCopy == monthly)
  }

  @Test("Weekly and four-hour candles given as finer ones are refused, naming their interval")
  func otherCoarserIntervals() throws {
    let weeks = try Sample.candles(count: 8, start: Self.monday, interval: .oneWeek)
    #expect(throws: CandleError.coarserCandles(interval: .oneDay, candleInterval: .oneWeek)) {
      try CandleSeries(weeks, interval: .oneDay)
    }
    #expect(try CandleSeries(weeks, interval: .oneWeek).count == 8)
    // Weeks do not start months, nor months weeks.
    #expect(throws: CandleError.self) { try CandleSeries(weeks, interval: .oneMonth) }
    let months = try Sample.candles(count: 3, start: Self.january2026, interval: .oneMonth)
    #expect(throws: CandleError.self) { try CandleSeries(months, interval: .oneWeek) }

    let fourHours = try Sample.candles(count: 10, start: Sample.seoulMidnight, interval: .fourHours)
    #expect(throws: CandleError.coarserCandles(interval: .oneHour, candleInterval: .fourHours)) {
      try CandleSeries(fourHours, interval: .oneHour)
    }
    let quarters = try Sample.candles(count: 13, start: Sample.seoulMidnight, interval: .fifteenMinutes)
    #expect(throws: CandleError.coarserCandles(interval: .fiveMinutes, candleInterval: .fifteenMinutes)) {
      try CandleSeries(quarters, interval: .fiveMinutes)
    }
  }

  @Test("Too few coarser candles to tell from gaps are accepted, and so are a series' own candles with gaps")
  func thresholds() throws {
    #expect(CandleSeries.coarserCandleCount(.oneMonth, finer: .oneDay) == 5)
    #expect(CandleSeries.coarserCandleCount(.oneWeek, finer: .oneDay) == 8)
    #expect(CandleSeries.coarserCandleCount(.fourHours, finer: .oneHour) == 10)
    #expect(CandleSeries.coarserCandleCount(.threeMinutes, finer: .oneMinute) == 13)
    #expect(CandleSeries.coarserCandleCount(.oneHour, finer: .thirtyMinutes) == 20)

    let months = try Sample.candles(count: 5, start: Self.january2026, interval: .oneMonth)
    #expect(try CandleSeries(Array(months.prefix(4)), interval: .oneDay).count == 4)
    #expect(throws: CandleError.coarserCandles(interval: .oneDay, candleInterval: .oneMonth)) {
      try CandleSeries(months, interval: .oneDay)
    }
    let weeks = try Sample.candles(count: 7, start: Self.monday, interval: .oneWeek)
    #expect(try CandleSeries(weeks, interval: .oneDay).count == 7)
    let quarters = try Sample.candles(count: 12, start: Sample.seoulMidnight, interval: .fifteenMinutes)
    #expect(try CandleSeries(quarters, interval: .fiveMinutes).count == 12)

    // A thin market's days: one every other day for two months, none next to another, but not all Mondays or 1sts.
    let everyOtherDay = try Sample.candles(count: 60, start: Self.january2026, interval: .oneDay).enumerated()
      .filter { $0.offset % 2 == 0 }.map(\.element)
    #expect(try CandleSeries(everyOtherDay, interval: .oneDay).count == 30)
    // One pair of neighbours is enough to show the candles are the series' own.
    let withNeighbours = try Sample.candles(count: 2, start: Self.january2026, interval: .oneDay) + months.dropFirst()
    #expect(try CandleSeries(withNeighbours, interval: .oneDay).count == 6)
  }

  @Test("Daily candles resample into weeks from Monday and months from the 1st, leap day included")
  func resample() throws {
    // 2028-02-01 ... 2028-03-31 in Seoul: 29 days of February, 31 of March.
    let days = try Sample.candles(count: 60, start: Date(timeIntervalSince1970: 1_832_943_600), interval: .oneDay)
    let series = try CandleSeries(days, interval: .oneDay)
    let monthly = try series.resampled(to: .oneMonth)
    #expect(monthly.interval == .oneMonth)
    #expect(monthly.map(\.time.timeIntervalSince1970) == [1_832_943_600, 1_835_449_200])
    #expect(monthly[0].open == days[0].open && monthly[0].close == days[28].close)
    #expect(monthly[1].open == days[29].open && monthly[1].close == days[59].close)
    #expect(monthly[0].volume.isClose(to: days[0..<29].map(\.volume).reduce(0, +)))
    #expect(monthly[0].high == days[0..<29].map(\.high).max())

    let weekly = try series.resampled(to: .oneWeek)
    // Tuesday 1 February 2028 is in the week of Monday 31 January; Friday 31 March in the week of 27 March.
    #expect(weekly.count == 9)
    #expect(weekly.first?.time == Date(timeIntervalSince1970: 1_832_857_200))
    #expect(weekly.last?.time == Date(timeIntervalSince1970: 1_837_695_600))
    #expect(weekly.first?.close == days[5].close)

    let hourly = try Sample.candles(count: 10, start: Sample.seoulMidnight, interval: .oneHour)
    #expect(try CandleSeries(hourly, interval: .oneHour).resampled(to: .fourHours).count == 3)
    #expect(try CandleSeries(hourly, interval: .oneHour).resampled(to: .oneMonth).count == 1)
  }

  @Test(
    "Weeks and months do not resample into each other, nor four hours into six",
    arguments: [
      (CandleInterval.oneWeek, CandleInterval.oneMonth), (.oneMonth, .oneWeek), (.fourHours, .sixHours),
      (.oneWeek, .oneDay), (.oneMonth, .oneDay),
    ])
  func incompatible(_ from: CandleInterval, _ to: CandleInterval) throws {
    let series = try CandleSeries([], interval: from)
    #expect(throws: CandleError.incompatibleResample(from: from, to: to)) { try series.resampled(to: to) }
  }

  @Test("Trades roll a monthly candle over at the 1st's midnight in Seoul, and a weekly one at Monday's")
  func liveTrades() throws {
    var monthly = try CandleSeries([], interval: .oneMonth, movingAveragePeriods: [])
    let lastSecondOfJanuary = Date(timeIntervalSince1970: 1_706_713_199)  // 2024-01-31 23:59:59 in Seoul
    let january = Date(timeIntervalSince1970: 1_704_034_800)
    let february = Date(timeIntervalSince1970: 1_706_713_200)
    #expect(try monthly.record(tradeAt: lastSecondOfJanuary, price: 100, quantity: 1) == .appended)
    #expect(try monthly.record(tradeAt: january, price: 90, quantity: 1) == .updatedLast)
    #expect(try monthly.record(tradeAt: february, price: 110, quantity: 2) == .appended)
    #expect(monthly.map(\.time) == [january, february])
    #expect(monthly[0].high == 100 && monthly[0].low == 90 && monthly[0].close == 90 && monthly[0].volume == 2)
    #expect(
      monthly.missingHistory(through: Date(timeIntervalSince1970: 1_707_966_000))  // 2024-02-15 12:00 in Seoul
        == february..<Date(timeIntervalSince1970: 1_709_218_800))  // to 2024-03-01
    #expect(monthly.invariantViolations() == [])

    var weekly = try CandleSeries([], interval: .oneWeek, movingAveragePeriods: [])
    // Sunday 23:59:59 in Seoul, then Monday 00:00 in Seoul, which is still Sunday in UTC.
    #expect(try weekly.record(tradeAt: Self.monday.addingTimeInterval(-1), price: 5, quantity: 1) == .appended)
    #expect(try weekly.record(tradeAt: Self.monday, price: 6, quantity: 1) == .appended)
    #expect(weekly.map(\.time) == [Self.monday.addingTimeInterval(-7 * 86_400), Self.monday])
  }
}
