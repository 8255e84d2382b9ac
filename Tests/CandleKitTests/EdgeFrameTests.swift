import Foundation
import Testing

@testable import CandleKit

@Suite("Frames at the edges: zero sizes, flat and extreme data, stale viewports")
struct EdgeFrameTests {
  /// Every number a layout hands a renderer.
  static func numbers(_ layout: CandleLayout) -> [Double] {
    var numbers = [
      layout.priceScale.range.lowerBound, layout.priceScale.range.upperBound, layout.volumeScale.range.lowerBound,
      layout.volumeScale.range.upperBound, layout.pricePane.width, layout.pricePane.height, layout.volumePane.y,
      layout.volumePane.height,
    ]
    for item in layout.items {
      numbers += [item.body.x, item.body.y, item.body.width, item.body.height, item.wick.x, item.wick.top]
      numbers += [item.wick.bottom, item.volumeBar.x, item.volumeBar.y, item.volumeBar.width, item.volumeBar.height]
    }
    for tick in layout.priceTicks + layout.timeTicks + [layout.latestPrice].compactMap({ $0 }) {
      numbers += [tick.position, tick.value]
    }
    for line in layout.movingAverages { numbers += line.points.flatMap { [$0.x, $0.y] } }
    return numbers
  }

  /// Series with no candle, one candle, a flat run, prices below 1, above 10^8 and near the largest double.
  static func series() throws -> [CandleSeries] {
    let flat = try (0..<50).map { try Sample.candle(minute: $0, open: 7, high: 7, low: 7, close: 7, volume: 0) }
    let huge = Double.greatestFiniteMagnitude
    return [
      try CandleSeries([]),
      try CandleSeries([Sample.candle(minute: 0, open: 0, high: 0, low: 0, close: 0, volume: 0)]),
      try CandleSeries(flat),
      try CandleSeries(Sample.candles(count: 300, price: 0.000_123_4)),
      try CandleSeries(Sample.candles(count: 300, price: 123_456_789_012)),
      try CandleSeries([
        Sample.candle(minute: 0, open: huge, high: huge, low: 0, close: 0, volume: huge),
        Sample.candle(minute: 1, open: 0, high: huge, low: 0, close: huge, volume: huge),
      ]),
    ]
  }

  @Test("No size, zoom or data gives a NaN or an infinity anywhere in a frame or its SVG")
  func noNaNAtZeroAndInfiniteSizes() throws {
    let widths: [Double] = [0, 0.001, 390, .infinity, .nan]
    let candleWidths: [Double] = [0, 0.01, 6, .infinity, .nan]
    let scales: [Double] = [0, 1, .infinity, -.infinity]
    let paneHeights: [Double] = [0, 300, .infinity]
    for series in try Self.series() {
      for width in widths {
        for candleWidth in candleWidths {
          for scale in scales {
            for paneHeight in paneHeights {
              var viewport = ChartViewport(
                candleCount: series.count, width: width, candleWidth: candleWidth, spacing: candleWidth,
                rightPadding: width / 4, candleWidthLimits: 0...Double.infinity)
              viewport.zoom(by: scale, anchorX: width / 2)
              viewport.scroll(by: scale * 10)
              for options in [
                CandleLayoutOptions(pricePaneHeight: paneHeight, volumePaneHeight: paneHeight / 4),
                CandleLayoutOptions(
                  pricePaneHeight: paneHeight, volumePaneHeight: 0, priceScaleMode: .logarithmic,
                  priceTickSpacing: 0, timeTickSpacing: .infinity),
              ] {
                let layout = CandleLayout(series: series, viewport: viewport, options: options)
                let bad = Self.numbers(layout).filter { !$0.isFinite }
                #expect(bad.isEmpty, "\(series) width \(width) candle \(candleWidth) scale \(scale)")
                #expect(layout.visibleRange.upperBound <= series.count)
                let svg = CandleChartSVG.render(layout).lowercased()
                #expect(!svg.contains("nan") && !svg.contains("inf"))
              }
            }
          }
        }
      }
    }
  }

  @Test("A viewport left behind by data that shrank never reads past the data")
  func staleViewportAfterShrink() throws {
    let long = try CandleSeries(Sample.candles(count: 1_000))
    var viewport = ChartViewport(candleCount: long.count, width: 390, candleWidth: 6, spacing: 2)
    viewport.scroll(by: 2_000)  // candles 701..<750 or so
    #expect(viewport.visibleRange.lowerBound > 600)

    // The app switches to a shorter series and draws before telling the viewport.
    for count in [0, 1, 30, 720] {
      let short = try CandleSeries(Sample.candles(count: count, seed: 9))
      let layout = CandleLayout(series: short, viewport: viewport)
      #expect(layout.visibleRange.upperBound <= count)
      #expect(layout.items.allSatisfy { $0.index < count })
      #expect(TimeAxis.ticks(series: short, viewport: viewport).count <= count)
      #expect(short.priceRange(in: viewport.visibleRange) == Reference.priceRange(short.candles, viewport.visibleRange))
      for average in short.movingAverages {
        var indices: [Int] = []
        average.forEachValue(in: viewport.visibleRange) { index, _ in indices.append(index) }
        #expect(indices.allSatisfy { $0 < count })
      }
      #expect(Self.numbers(layout).allSatisfy { $0.isFinite })

      // Once told, the offset is kept where the content still reaches it (the newest candle stays put), else
      // clamped, so the view still shows candles.
      var told = viewport
      told.setCandleCount(short.count)
      #expect(told.scrollOffset == min(2_000, told.maximumScrollOffset))
      #expect(count == 0 || !told.visibleRange.isEmpty)
      #expect(CandleLayout(series: short, viewport: told).items.map(\.index) == Array(told.visibleRange))
    }
  }

  @Test("Moving-average lookups outside the series are nil, even at the extremes of Int")
  func movingAverageExtremes() throws {
    let series = try CandleSeries(Sample.candles(count: 30), movingAveragePeriods: [5])
    let average = try #require(series.movingAverage(period: 5))
    #expect(average.value(at: Int.min) == nil)
    #expect(average.value(at: -1) == nil)
    #expect(average.value(at: 3) == nil)
    #expect(average.value(at: 4) != nil)
    #expect(average.value(at: 30) == nil)
    #expect(average.value(at: Int.max) == nil)
    var seen = 0
    average.forEachValue(in: Int.min..<Int.max) { _, _ in seen += 1 }
    #expect(seen == 26)
  }
}
