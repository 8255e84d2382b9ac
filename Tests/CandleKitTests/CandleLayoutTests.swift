import Foundation
import PropertyBased
import Testing

@testable import CandleKit

@Suite("CandleLayout")
struct CandleLayoutTests {
  @Test("Each visible candle gets a body inside its wick, a volume bar and its direction")
  func items() throws {
    let series = try CandleSeries(Sample.candles(count: 500))
    var viewport = ChartViewport(candleCount: 500, width: 390, candleWidth: 6, spacing: 2)
    viewport.scroll(by: 400)
    let layout = CandleLayout(series: series, viewport: viewport)
    #expect(layout.visibleRange == viewport.visibleRange)
    #expect(layout.items.map(\.index) == Array(viewport.visibleRange))
    for item in layout.items {
      let candle = series[item.index]
      #expect(item.direction == candle.direction)
      #expect(item.wick.x == viewport.x(forIndex: item.index))
      #expect(item.body.width == 6)
      #expect(item.wick.top <= item.body.y + 1e-9 && item.body.maxY <= item.wick.bottom + 1e-9 || item.body.height == 1)
      #expect(item.body.height >= 1)
      #expect(item.volumeBar.maxY.isClose(to: layout.volumePane.maxY))
      #expect(item.volumeBar.y >= layout.volumePane.y - 1e-9)
    }
    // The autoscale covers exactly the visible wicks, margins aside.
    let highest = try #require(layout.items.map(\.wick.top).min())
    let lowest = try #require(layout.items.map(\.wick.bottom).max())
    #expect(highest.isClose(to: 30))
    #expect(lowest.isClose(to: 270))
  }

  @Test("Moving-average lines cover the visible candles that have an average")
  func movingAverages() throws {
    let series = try CandleSeries(Sample.candles(count: 100), movingAveragePeriods: [5, 60])
    let viewport = ChartViewport(candleCount: 100, width: 800, candleWidth: 6, spacing: 2)
    let layout = CandleLayout(
      series: series, viewport: viewport, options: CandleLayoutOptions(movingAveragePeriods: [5, 20, 60]))
    #expect(layout.movingAverages.map(\.period) == [5, 60])  // the series keeps no MA20
    #expect(layout.movingAverages[0].points.count == 96)
    #expect(layout.movingAverages[1].points.count == 41)
    let average = try #require(series.movingAverage(period: 5)?.value(at: 50))
    #expect(
      layout.movingAverages[0].points[46]
        == ChartPoint(x: viewport.x(forIndex: 50), y: layout.priceScale.y(forPrice: average)))
  }

  @Test("Ticks and the last-price marker are laid out")
  func ticks() throws {
    let series = try CandleSeries(Sample.candles(count: 200))
    let viewport = ChartViewport(candleCount: 200, width: 800, candleWidth: 6, spacing: 2)
    let layout = CandleLayout(series: series, viewport: viewport)
    #expect(layout.priceTicks.count >= 3)
    #expect(layout.priceTicks.allSatisfy { $0.position >= 0 && $0.position <= 300 })
    #expect(!layout.timeTicks.isEmpty)
    let last = try #require(series.last)
    #expect(layout.latestPrice?.value == last.close)
    #expect(layout.latestPrice?.label == PriceLabel.text(last.close, fractionDigits: 0))
  }

  @Test("Updating a reused layout gives the same frame as a fresh one")
  func reuse() throws {
    let series = try CandleSeries(Sample.candles(count: 2_000))
    var viewport = ChartViewport(candleCount: 2_000, width: 390, candleWidth: 6, spacing: 2)
    var layout = CandleLayout()
    let options = CandleLayoutOptions()
    for dx in [0.0, 130, 2_000, -45, 1e9] {
      viewport.scroll(by: dx)
      layout.update(series: series, viewport: viewport, options: options)
      #expect(layout == CandleLayout(series: series, viewport: viewport, options: options))
    }
    viewport.zoom(by: 3, anchorX: 100)
    layout.update(series: series, viewport: viewport, options: CandleLayoutOptions(movingAveragePeriods: [120]))
    #expect(layout.movingAverages.map(\.period) == [120])
  }

  @Test("An empty series, a stale viewport and a hidden volume pane")
  func edges() throws {
    let empty = CandleLayout(
      series: try CandleSeries([]), viewport: ChartViewport(candleCount: 50, width: 300, candleWidth: 6, spacing: 2))
    #expect(empty.items.isEmpty)
    #expect(empty.latestPrice == nil)
    #expect(empty.priceScale.range == PriceScale(autoscaling: nil, height: 300).range)

    let series = try CandleSeries(Sample.candles(count: 10))
    let stale = ChartViewport(candleCount: 1_000, width: 300, candleWidth: 6, spacing: 2)  // still thinks 1,000
    let layout = CandleLayout(series: series, viewport: stale, options: CandleLayoutOptions(volumePaneHeight: 0))
    #expect(layout.items.isEmpty)  // candles 962..<1000 do not exist
    #expect(layout.volumePane.height == 0)

    let one = try CandleSeries([Sample.candle(minute: 0, open: 5, high: 5, low: 5, close: 5, volume: 0)])
    let flat = CandleLayout(
      series: one, viewport: ChartViewport(candleCount: 1, width: 300, candleWidth: 6, spacing: 2))
    #expect(flat.items.count == 1)
    #expect(flat.items[0].body.y.isClose(to: 149.5))
    #expect(flat.items[0].direction == .flat)
    #expect(flat.items[0].volumeBar.height == 0)
  }

  @Test("No series, viewport or gesture makes a layout produce NaN")
  func noNaN() async {
    let prices: [Double] = [0, 1e-300, 0.000_123, 1, 81e6, 1e15, 1e300, .greatestFiniteMagnitude]
    let gestures: [Double] = [.nan, .infinity, -.infinity, -1e300, -50, 0, 0.5, 3, 1e300]
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...(prices.count - 1)).map { prices[$0] }.array(of: 0...40),
      Gen.int(in: 0...(gestures.count - 1)).map { gestures[$0] },
      Gen.int(in: 0...(gestures.count - 1)).map { gestures[$0] },
      Gen.int(in: 0...(gestures.count - 1)).map { gestures[$0] }, Gen.bool
    ) { closes, scroll, zoom, anchor, logarithmic in
      var candles: [Candle] = []
      for (minute, close) in closes.enumerated() {
        let open = closes[max(0, minute - 1)]
        candles.append(
          try Sample.candle(
            minute: minute, open: open, high: max(open, close), low: min(open, close), close: close, volume: close))
      }
      let series = try CandleSeries(candles, movingAveragePeriods: [1, 5])
      var viewport = ChartViewport(candleCount: series.count, width: 320, candleWidth: 6, spacing: 2)
      viewport.scroll(by: scroll)
      viewport.zoom(by: zoom, anchorX: anchor)
      let layout = CandleLayout(
        series: series, viewport: viewport,
        options: CandleLayoutOptions(priceScaleMode: logarithmic ? .logarithmic : .linear))
      var numbers = [layout.priceScale.range.lowerBound, layout.priceScale.range.upperBound]
      for item in layout.items {
        numbers += [item.body.x, item.body.y, item.body.width, item.body.height, item.wick.x, item.wick.top]
        numbers += [item.wick.bottom, item.volumeBar.y, item.volumeBar.height]
      }
      for tick in layout.priceTicks + layout.timeTicks + [layout.latestPrice].compactMap({ $0 }) {
        numbers += [tick.position, tick.value]
      }
      for line in layout.movingAverages { numbers += line.points.flatMap { [$0.x, $0.y] } }
      #expect(numbers.allSatisfy { $0.isFinite })
      #expect(!CandleChartSVG.render(layout).contains("nan"))
    }
  }
}
