import Foundation
import PropertyBased
import Testing

@testable import CandleKit

@Suite("Zoom anchoring and clamping")
struct ZoomAnchorClampTests {
  /// Any viewport (spacing, padding, limits, scroll position) and any pinch: either the candle under the anchor stays
  /// within a tenth of a candle, or the offset was clamped at an end, and then only in the direction that end
  /// allows (at the newest end the content could not move further right, at the oldest not further left).
  @Test("The anchor holds within a tenth of a candle unless an end of the data clamps it")
  func anchoredOrClamped() async {
    await propertyCheck(
      count: 500, input: Gen.int(in: 0...300_000), Gen.double(in: 40...1_400), Gen.double(in: 0.5...70),
      Gen.double(in: 0...12), Gen.double(in: 0...0.5), Gen.double(in: 0...1), Gen.double(in: -0.25...1.25),
      Gen.double(in: 0.02...30), Gen.double(in: 0.5...4), Gen.double(in: 8...80)
    ) { count, width, candleWidth, spacing, paddingShare, scrollShare, anchorShare, scale, minimum, maximum in
      var viewport = ChartViewport(
        candleCount: count, width: width, candleWidth: candleWidth, spacing: spacing,
        rightPadding: width * paddingShare,
        candleWidthLimits: minimum...maximum)
      viewport.setScrollOffset(viewport.maximumScrollOffset * scrollShare)
      let anchor = width * anchorShare
      let before = viewport.index(atX: anchor)
      let expectedWidth = min(max(viewport.candleWidth * scale, minimum), maximum)
      viewport.zoom(by: scale, anchorX: anchor)
      #expect(viewport.candleWidth.isClose(to: expectedWidth))
      let after = viewport.index(atX: anchor)
      if viewport.scrollOffset > 0, viewport.scrollOffset < viewport.maximumScrollOffset {
        #expect(abs(after - before) < 0.1, "moved by \(after - before) candles")
      } else if viewport.maximumScrollOffset == 0 {
        // Every candle fits: both ends at once, nothing to scroll.
        #expect(viewport.visibleRange == 0..<count)
      } else if viewport.scrollOffset == 0 {
        // Clamped at the newest end: the wanted offset was negative, which would have put a later index there.
        #expect(after <= before + 0.1)
      } else {
        #expect(after >= before - 0.1)
      }
      #expect(viewport.scrollOffset >= 0 && viewport.scrollOffset <= viewport.maximumScrollOffset)
      #expect(viewport.visibleRange.lowerBound >= 0 && viewport.visibleRange.upperBound <= count)
    }
  }

  @Test("Repeated pinches around one point come back to the same candle under it")
  func pinchInAndOut() {
    var viewport = ChartViewport(candleCount: 100_000, width: 390, candleWidth: 6, spacing: 2, rightPadding: 30)
    viewport.scroll(by: 50_000)
    let anchor = 123.0
    let before = viewport.index(atX: anchor)
    for _ in 0..<40 { viewport.zoom(by: 1.07, anchorX: anchor) }
    #expect(viewport.candleWidth == 64)  // clamped at the widest on the way
    for _ in 0..<200 { viewport.zoom(by: 1 / 1.07, anchorX: anchor) }
    #expect(viewport.candleWidth == 1)  // and at the narrowest
    #expect(abs(viewport.index(atX: anchor) - before) < 0.1)
  }

  @Test("Zooming at either end of the data stops at that end")
  func endsOfData() {
    var newest = ChartViewport(candleCount: 5_000, width: 400, candleWidth: 6, spacing: 2, rightPadding: 20)
    newest.zoom(by: 0.25, anchorX: 100)  // narrower candles around a point left of the newest: would overscroll
    #expect(newest.scrollOffset == 0)
    #expect(newest.x(forIndex: 4_999.5).isClose(to: 380))  // the newest slot still ends at the padded edge

    var oldest = ChartViewport(candleCount: 5_000, width: 400, candleWidth: 6, spacing: 2)
    oldest.scroll(by: 1e12)
    oldest.zoom(by: 0.25, anchorX: 300)
    #expect(oldest.scrollOffset == oldest.maximumScrollOffset)
    #expect(oldest.x(forIndex: -0.5).isClose(to: 0))  // the oldest slot still starts at the left edge

    var short = ChartViewport(candleCount: 20, width: 400, candleWidth: 6, spacing: 2)
    short.zoom(by: 2, anchorX: 50)  // 20 candles fit at any zoom: nothing to scroll
    #expect(short.scrollOffset == 0)
    #expect(short.visibleRange == 0..<20)
  }

  @Test("An infinite upper width limit means no limit, not a zero one")
  func infiniteLimit() {
    var viewport = ChartViewport(
      candleCount: 100, width: 300, candleWidth: 10, spacing: 1, candleWidthLimits: 1...Double.infinity)
    #expect(viewport.candleWidth == 10)
    #expect(viewport.candleWidthLimits == 1...ChartViewport.sizeLimit)
    viewport.zoom(by: 3, anchorX: 150)
    #expect(viewport.candleWidth == 30)
    viewport.zoom(by: .infinity, anchorX: 150)
    #expect(viewport.candleWidth == ChartViewport.sizeLimit)
    #expect(viewport.x(forIndex: 0).isFinite && viewport.index(atX: 0).isFinite)
  }
}
