import Foundation
import Testing

@testable import CandleKit

@Suite("Time axis")
struct TimeAxisTests {
  @Test("Minute candles get ticks on round ten minutes, labelled with the Seoul time")
  func tenMinuteTicks() throws {
    let series = try Sample.series(count: 120)  // 16:13 ... 18:12 in Seoul
    let viewport = ChartViewport(candleCount: 120, width: 960, candleWidth: 6, spacing: 2)
    let ticks = TimeAxis.ticks(series: series, viewport: viewport)
    #expect(
      ticks.map(\.label) == [
        "16:20", "16:30", "16:40", "16:50", "17:00", "17:10", "17:20", "17:30", "17:40", "17:50", "18:00", "18:10",
      ])
    #expect(ticks.first?.value == 1_723_015_200)  // 16:20 Seoul
    #expect(ticks.first?.position == viewport.x(forIndex: 7))
    #expect(ticks.allSatisfy { Int($0.value) % 600 == 0 })
  }

  @Test("A tick at midnight shows the day, and a series that starts on a round time gets a first tick")
  func midnight() throws {
    let start = Sample.seoulMidnight.addingTimeInterval(86_400 - 600)  // 23:50 on 7 August in Seoul
    let series = try CandleSeries(Sample.candles(count: 30, start: start), movingAveragePeriods: [])
    let viewport = ChartViewport(candleCount: 30, width: 240, candleWidth: 6, spacing: 2)
    #expect(TimeAxis.ticks(series: series, viewport: viewport).map(\.label) == ["23:50", "08.08", "00:10"])
  }

  @Test("Zoomed-out daily candles get quarter ticks labelled by month, and by year in January")
  func monthsAndYears() throws {
    let candles = try Sample.candles(count: 400, start: Sample.seoulMidnight, interval: .oneDay)
    let series = try CandleSeries(candles, interval: .oneDay)
    let viewport = ChartViewport(candleCount: 400, width: 400, candleWidth: 1, spacing: 0)
    let ticks = TimeAxis.ticks(series: series, viewport: viewport)
    #expect(ticks.map(\.label) == ["2024.10", "2025", "2025.04", "2025.07"])
    // 1 October 2024 00:00 in Seoul is 30 September 15:00 UTC.
    #expect(ticks.first?.value == 1_727_708_400)
  }

  @Test("Zoomed-in daily candles tick every day, and the 1st shows the month")
  func days() throws {
    let candles = try Sample.candles(count: 40, start: Sample.seoulMidnight, interval: .oneDay)
    let series = try CandleSeries(candles, interval: .oneDay)
    let viewport = ChartViewport(candleCount: 40, width: 800, candleWidth: 16, spacing: 4)
    let labels = TimeAxis.ticks(series: series, viewport: viewport).map(\.label)
    // Every fifth day of the month (1, 6, 11, ...); the short group at the month's end (the 31st) merges into the
    // 26th, so no two ticks fall a day apart.
    #expect(labels == ["08.11", "08.16", "08.21", "08.26", "2024.09", "09.06", "09.11"])
  }

  @Test("Across a gap the tick goes on the first candle after the round time")
  func gap() throws {
    let candles = try Sample.candles(count: 30)
    let series = try CandleSeries(Array(candles[0..<6]) + Array(candles[9...]))  // 16:19 ... 16:21 missing
    let viewport = ChartViewport(candleCount: series.count, width: 216, candleWidth: 6, spacing: 2)
    let ticks = TimeAxis.ticks(series: series, viewport: viewport)
    #expect(ticks.first?.label == "16:20")
    #expect(ticks.first?.position == viewport.x(forIndex: 6))  // the 16:22 candle
  }

  @Test("Labels can be replaced")
  func customLabels() throws {
    let series = try Sample.series(count: 120)
    let viewport = ChartViewport(candleCount: 120, width: 960, candleWidth: 6, spacing: 2)
    let labels = TimeAxisLabels(time: { "\($0.hour)시 \($0.minute)분" })
    #expect(TimeAxis.ticks(series: series, viewport: viewport, labels: labels).first?.label == "16시 20분")
  }

  @Test(
    "Steps are whole numbers of candles",
    arguments: [
      (CandleInterval.oneMinute, 8.0, TimeTickStep(unit: .minute, count: 10)),
      (.tenMinutes, 60, TimeTickStep(unit: .minute, count: 30)),
      (.threeMinutes, 60, TimeTickStep(unit: .minute, count: 15)),
      (.oneHour, 1, TimeTickStep(unit: .day, count: 5)),
      (.oneDay, 0.001, TimeTickStep(unit: .year, count: 100)),
    ])
  func steps(_ interval: CandleInterval, _ points: Double, _ expected: TimeTickStep) {
    #expect(TimeTickStep.step(for: interval, pointsPerCandle: points, minimumSpacing: 72) == expected)
  }

  @Test("An empty series or an empty range has no ticks")
  func empty() throws {
    let viewport = ChartViewport(candleCount: 10, width: 100, candleWidth: 6, spacing: 2)
    #expect(TimeAxis.ticks(series: try CandleSeries([]), viewport: viewport).isEmpty)
  }
}
