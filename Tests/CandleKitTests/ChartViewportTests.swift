import Foundation
import PropertyBased
import Testing

@testable import CandleKit

@Suite("ChartViewport")
struct ChartViewportTests {
  @Test("A new viewport shows the newest candles at the right edge")
  func initial() {
    let viewport = ChartViewport(candleCount: 1_000, width: 400, candleWidth: 6, spacing: 2)
    #expect(viewport.step == 8)
    #expect(viewport.scrollOffset == 0)
    #expect(viewport.isPinnedToLatest)
    #expect(viewport.x(forIndex: 999) == 396)
    #expect(viewport.visibleRange == 950..<1_000)
    #expect(viewport.index(atX: 396) == 999)
    #expect(viewport.index(atX: viewport.x(forIndex: 123)) == 123)
  }

  /// lightweight-charts v5.2.0 time-scale formulas, transcribed in candle_timescale_zoom_vector.json (computed
  /// locally from src/model/time-scale.ts): 100 bars, width 300, bar spacing 6, right offset 0; the library draws the
  /// newest bar's centre at width - 0.5 · spacing - 1, which is a right padding of 1 here.
  @Test("Geometry and an anchored zoom agree with lightweight-charts")
  func lightweightChartsVector() {
    var viewport = ChartViewport(candleCount: 100, width: 300, candleWidth: 5, spacing: 1, rightPadding: 1)
    #expect(viewport.x(forIndex: 99) == 296)
    #expect(viewport.x(forIndex: 98) == 290)
    #expect(viewport.x(forIndex: 50) == 2)
    #expect(viewport.visibleRange == 50..<100)
    let before = viewport.index(atX: 100)
    viewport.zoom(by: 1.2, anchorX: 100)  // the library's zoom(100, 2) scales bar spacing by 1 + 2/10
    #expect(viewport.step.isClose(to: 7.2))
    #expect(abs(viewport.index(atX: 100) - before) < 1e-9)
    // The library's new right offset is -5.527778 bars: the chart is scrolled back 5.527778 steps.
    #expect(abs(viewport.scrollOffset / viewport.step - 5.527778) < 1e-6)
    // Its visible logical range ends at 93.472222, the bar centred half a step inside the padded right edge.
    #expect(abs(viewport.index(atX: 300 - 1 - viewport.step / 2) - 93.472222) < 1e-6)
  }

  @Test("Positive dx reveals older candles, as a finger dragging right does")
  func scrollDirection() {
    var viewport = ChartViewport(candleCount: 1_000, width: 400, candleWidth: 6, spacing: 2)
    let before = viewport.visibleRange
    viewport.scroll(by: 80)
    #expect(viewport.visibleRange == (before.lowerBound - 10)..<(before.upperBound - 10))
    #expect(!viewport.isPinnedToLatest)
    viewport.scroll(by: -80)
    #expect(viewport.visibleRange == before)
    viewport.scroll(by: 40)
    viewport.scrollToLatest()
    #expect(viewport.isPinnedToLatest)
  }

  @Test("Scrolling clamps at both ends")
  func scrollClamps() {
    var viewport = ChartViewport(candleCount: 1_000, width: 400, candleWidth: 6, spacing: 2)
    viewport.scroll(by: 1e12)
    #expect(viewport.scrollOffset == viewport.maximumScrollOffset)
    #expect(viewport.visibleRange.lowerBound == 0)
    #expect(viewport.x(forIndex: -0.5) == 0)  // the oldest candle's slot starts at the left edge
    viewport.scroll(by: -1e12)
    #expect(viewport.scrollOffset == 0)
    viewport.scroll(by: .nan)
    viewport.scroll(by: .infinity)
    #expect(viewport.scrollOffset == 0)
    // Fewer candles than fit: nothing to scroll.
    var short = ChartViewport(candleCount: 10, width: 400, candleWidth: 6, spacing: 2)
    short.scroll(by: 100)
    #expect(short.scrollOffset == 0)
    #expect(short.visibleRange == 0..<10)
  }

  @Test("The candle under the anchor stays under it while zooming")
  func zoomAnchorsDeterministic() {
    var viewport = ChartViewport(candleCount: 10_000, width: 390, candleWidth: 6, spacing: 2)
    viewport.scroll(by: 20_000)
    for (scale, anchor) in [(1.5, 100.0), (0.5, 300), (2, 0), (0.8, 390), (1.1, 195)] {
      let before = viewport.index(atX: anchor)
      viewport.zoom(by: scale, anchorX: anchor)
      #expect(abs(viewport.index(atX: anchor) - before) < 0.1)
    }
  }

  @Test("Zoom anchoring holds for any zoom that does not hit the ends of the data")
  func zoomAnchorsProperty() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 2_000...1_000_000), Gen.double(in: 100...1_200), Gen.double(in: 1...40),
      Gen.double(in: 0...0.9), Gen.double(in: 0...1), Gen.double(in: 0.3...3)
    ) { count, width, candleWidth, scrollShare, anchorShare, scale in
      var viewport = ChartViewport(candleCount: count, width: width, candleWidth: candleWidth, spacing: 1)
      // Start well inside the data, so that only a zoom reaching an end can move the anchor.
      viewport.setScrollOffset(viewport.maximumScrollOffset * scrollShare / 2 + width)
      let anchor = width * anchorShare
      let before = viewport.index(atX: anchor)
      viewport.zoom(by: scale, anchorX: anchor)
      let atEnd = viewport.scrollOffset == 0 || viewport.scrollOffset == viewport.maximumScrollOffset
      #expect(atEnd || abs(viewport.index(atX: anchor) - before) < 0.1)
      #expect(viewport.candleWidth >= 1 && viewport.candleWidth <= 64)
    }
  }

  @Test("Zoom clamps the candle width instead of refusing, and scales the spacing with it")
  func zoomClamps() {
    var viewport = ChartViewport(candleCount: 500, width: 400, candleWidth: 6, spacing: 2)
    viewport.zoom(by: 100, anchorX: 200)
    #expect(viewport.candleWidth == 64)
    #expect(viewport.spacing.isClose(to: 64.0 / 3))
    viewport.zoom(by: 0.000_01, anchorX: 200)
    #expect(viewport.candleWidth == 1)
    viewport.zoom(by: .infinity, anchorX: 200)
    #expect(viewport.candleWidth == 64)
    viewport.zoom(by: -2, anchorX: 200)
    #expect(viewport.candleWidth == 1)
    viewport.zoom(by: 3, anchorX: 200)
    #expect(viewport.candleWidth == 3)
    let before = viewport
    viewport.zoom(by: .nan, anchorX: 200)
    #expect(viewport == before)
    let newestEdge = viewport.x(forIndex: 499.5)
    viewport.zoom(by: 2, anchorX: .nan)  // anchors at the newest candle's edge
    #expect(viewport.candleWidth == 6)
    #expect(viewport.x(forIndex: 499.5).isClose(to: newestEdge))
  }

  @Test("A pinned view stays pinned while zooming at the newest edge and while live candles arrive")
  func pinned() {
    var viewport = ChartViewport(candleCount: 500, width: 400, candleWidth: 6, spacing: 2, rightPadding: 24)
    viewport.zoom(by: 1.7, anchorX: 376)
    #expect(viewport.isPinnedToLatest)
    viewport.appendCandles(1)
    #expect(viewport.candleCount == 501)
    #expect(viewport.isPinnedToLatest)
    #expect(viewport.visibleRange.upperBound == 501)
  }

  @Test("An unpinned view stays steady while live candles arrive and history is prepended")
  func steady() {
    var viewport = ChartViewport(candleCount: 500, width: 400, candleWidth: 6, spacing: 2)
    viewport.scroll(by: 160)
    let x = viewport.x(forIndex: 470)
    let range = viewport.visibleRange
    viewport.appendCandles(3)
    #expect(viewport.x(forIndex: 470) == x)
    #expect(viewport.visibleRange == range)
    // 200 older candles come in front: indices shift by 200, positions stay.
    viewport.setCandleCount(703)
    #expect(viewport.x(forIndex: 670) == x)
    viewport.appendCandles(0)
    viewport.appendCandles(-4)
    #expect(viewport.candleCount == 703)
  }

  @Test("A range read after the data shrank stays inside the data")
  func shrink() {
    var viewport = ChartViewport(candleCount: 1_000, width: 400, candleWidth: 6, spacing: 2)
    viewport.scroll(by: 4_000)
    viewport.setCandleCount(10)
    #expect(viewport.visibleRange == 0..<10)
    #expect(viewport.scrollOffset == 0)
    viewport.setCandleCount(-3)
    #expect(viewport.visibleRange.isEmpty)
  }

  @Test("Resizing keeps the newest candle's distance from the right edge")
  func resize() {
    var viewport = ChartViewport(candleCount: 1_000, width: 400, candleWidth: 6, spacing: 2, rightPadding: 20)
    viewport.resize(width: 800)
    #expect(viewport.x(forIndex: 999) == 800 - 20 - 4)
    viewport.resize(width: 10)
    #expect(viewport.rightPadding == 10)
    viewport.resize(width: .nan)
    #expect(viewport.width == 0)
    #expect(viewport.visibleRange.isEmpty)
  }

  @Test("Empty and one-candle viewports")
  func emptyAndOne() {
    let empty = ChartViewport(candleCount: 0, width: 400, candleWidth: 6, spacing: 2)
    #expect(empty.visibleRange.isEmpty)
    #expect(empty.maximumScrollOffset == 0)
    #expect(empty.index(atX: 100).isFinite)
    let one = ChartViewport(candleCount: 1, width: 400, candleWidth: 6, spacing: 2)
    #expect(one.visibleRange == 0..<1)
    #expect(one.x(forIndex: 0) == 396)
  }

  @Test("Nonsense sizes are clamped, so no output is ever NaN")
  func noNaN() async {
    let values: [Double] = [.nan, .infinity, -.infinity, -5, 0, 1e-300, 3, 1e300, .greatestFiniteMagnitude]
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...(values.count - 1)).map { values[$0] },
      Gen.int(in: 0...(values.count - 1)).map { values[$0] }, Gen.int(in: 0...(values.count - 1)).map { values[$0] },
      Gen.int(in: 0...(values.count - 1)).map { values[$0] }, Gen.int(in: 0...(values.count - 1)).map { values[$0] },
      Gen.int(in: -5...Int.max)
    ) { width, candleWidth, spacing, gesture, anchor, count in
      var viewport = ChartViewport(
        candleCount: count, width: width, candleWidth: candleWidth, spacing: spacing, rightPadding: gesture)
      viewport.scroll(by: gesture)
      viewport.zoom(by: gesture, anchorX: anchor)
      viewport.appendCandles(count)
      viewport.resize(width: anchor)
      let outputs = [
        viewport.width, viewport.candleWidth, viewport.spacing, viewport.scrollOffset, viewport.step,
        viewport.maximumScrollOffset, viewport.x(forIndex: 0), viewport.x(forIndex: anchor),
        viewport.index(atX: anchor),
        viewport.index(atX: 0),
      ]
      #expect(outputs.allSatisfy { !$0.isNaN })
      #expect(viewport.visibleRange.lowerBound >= 0 && viewport.visibleRange.upperBound <= viewport.candleCount)
    }
  }
}

@Suite("ChartViewport storage")
struct ChartViewportCodableTests {
  @Test("A stored viewport restores the zoom and scroll, and stored nonsense is clamped")
  func roundTrip() throws {
    var viewport = ChartViewport(candleCount: 5_000, width: 390, candleWidth: 6, spacing: 2, rightPadding: 12)
    viewport.zoom(by: 1.7, anchorX: 100)
    viewport.scroll(by: 900)
    let data = try JSONEncoder().encode(viewport)
    #expect(try JSONDecoder().decode(ChartViewport.self, from: data) == viewport)

    let nonsense = Data(
      (#"{"candleCount":-4,"width":-1,"candleWidth":1e308,"spacing":-2,"rightPadding":7,"scrollOffset":99,"#
        + #""minimumCandleWidth":80,"maximumCandleWidth":2}"#).utf8)
    let clamped = try JSONDecoder().decode(ChartViewport.self, from: nonsense)
    #expect(clamped.candleCount == 0)
    #expect(clamped.width == 0)
    #expect(clamped.candleWidthLimits == 2...80)
    #expect(clamped.candleWidth == 80)
    #expect(clamped.scrollOffset == 0)
  }
}
