import Foundation
import Testing

@testable import CandleKit

/// Every interval's time axis in Asia/Seoul, checked against Foundation's Seoul calendar (an oracle independent of
/// the kit's own wall-clock arithmetic).
@Suite("Time axis on round Seoul times")
struct TimeAxisRoundTimeTests {
  /// Candle widths from fully zoomed out to fully zoomed in (the spacing is a third of the width).
  static let candleWidths: [Double] = [0.3, 1, 3, 6, 16, 40]

  @Test(
    "Each tick marks a round Seoul time for its step, crossed between two candles", arguments: CandleInterval.allCases)
  func roundTimes(_ interval: CandleInterval) throws {
    let calendar = Calendar.gregorian(in: .seoul)
    // Starting about seven buckets after a Seoul midnight (on a Monday for weeks, on the 1st for months), with every
    // seventh candle missing (gaps stay gaps).
    let start = interval.bucketStart(containing: Sample.seoulMidnight.addingTimeInterval(Double(7 * interval.seconds)))
    let candles = try Sample.candles(count: 1_400, start: start, interval: interval).enumerated()
      .filter { $0.offset % 7 != 3 }.map(\.element)
    let series = try CandleSeries(candles, interval: interval, movingAveragePeriods: [])
    for candleWidth in Self.candleWidths {
      var viewport = ChartViewport(
        candleCount: series.count, width: 800, candleWidth: candleWidth, spacing: candleWidth / 3,
        candleWidthLimits: 0.1...64)
      let step = TimeTickStep.step(for: interval, pointsPerCandle: viewport.step, minimumSpacing: 72)
      for share in [0.0, 0.5, 1] {
        viewport.setScrollOffset(viewport.maximumScrollOffset * share)
        let ticks = TimeAxis.ticks(series: series, viewport: viewport)
        // A screen spanning three steps or more shows at least two ticks.
        let shown = Double(viewport.visibleRange.count) * Double(interval.seconds) * 7 / 6
        if shown >= 3 * step.approximateSeconds {
          #expect(ticks.count >= 2, "\(interval.rawValue) at \(candleWidth) pt: \(ticks.map(\.label))")
        }
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.position < $1.position && $0.value < $1.value })
        for tick in ticks {
          let time = Date(timeIntervalSince1970: tick.value)
          let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: time)
          let (year, month, day) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
          let (hour, minute) = (parts.hour ?? -1, parts.minute ?? -1)
          let round: Bool =
            switch step.unit {
            case .minute: parts.second == 0 && (hour * 60 + minute) % step.count == 0
            case .hour: parts.second == 0 && minute == 0 && hour % step.count == 0
            case .day: hour == 0 && minute == 0 && (day - 1) % step.count == 0
            case .month: day == 1 && hour == 0 && minute == 0 && (month - 1) % step.count == 0
            case .year: month == 1 && day == 1 && hour == 0 && minute == 0 && year % step.count == 0
            }
          #expect(round, "\(interval.rawValue), \(step): tick \(tick.label) at \(parts)")
          // The tick sits on the first candle at or after the round time.
          let index = Int(viewport.index(atX: tick.position).rounded())
          #expect(viewport.x(forIndex: index) == tick.position)
          #expect(series[index].time >= time)
          if index > 0 { #expect(series[index - 1].time < time) }
          #expect(tick.label == Self.label(year, month, day, hour, minute))
        }
      }
    }
  }

  /// The standard label of a Seoul wall-clock time: the largest boundary it falls on.
  static func label(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> String {
    let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    if hour != 0 || minute != 0 { return two(hour) + ":" + two(minute) }
    if day != 1 { return two(month) + "." + two(day) }
    if month != 1 { return "\(year)." + two(month) }
    return "\(year)"
  }
}
