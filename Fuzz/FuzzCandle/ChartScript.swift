import CandleKit
import Foundation
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gestures and sizes as a chart receives them (any finite or non-finite number: a pinch of 0, a scroll of NaN,
/// a window of 1e300 points) on a viewport over a small series, then price scales, ticks, the layout and the SVG.
///
/// Checks: the viewport stays within its documented bounds (width, candle width within its limits, offset within
/// 0...maximum, the visible range inside the series); every coordinate the scales and the layout produce is finite;
/// the SVG is one document (one root element, whatever the title holds).
enum ChartScript {
  private static let series: CandleSeries? = {
    var trades: [(time: Date, price: Double, quantity: Double)] = []
    for minute in 0..<150 {
      let price = 80_480_000 + Double((minute * 7_919) % 600) * 1_000
      trades.append((Date(timeIntervalSince1970: 1_722_978_840 + Double(minute * 60)), price, 0.5))
      trades.append((Date(timeIntervalSince1970: 1_722_978_870 + Double(minute * 60)), price + 5_000, 0.25))
    }
    return try? CandleSeries(trades: trades)
  }()

  static func run(_ bytes: [UInt8]) {
    guard let series else { return }
    var reader = FuzzReader(bytes)
    // A ClosedRange cannot hold NaN (`0...nan` traps in the target, before the kit sees it): any other upper limit.
    let upperLimit = number(&reader).magnitude
    let limits = reader.bool() || upperLimit.isNaN ? ChartViewport.defaultCandleWidthLimits : 0...upperLimit
    var viewport = ChartViewport(
      candleCount: reader.bool() ? series.count : reader.anyInt(), width: number(&reader), candleWidth: number(&reader),
      spacing: number(&reader), rightPadding: number(&reader), candleWidthLimits: limits)
    check(viewport)
    var steps = 0
    while !reader.isAtEnd, steps < 24 {
      steps += 1
      switch reader.byte() % 7 {
      case 0: viewport.scroll(by: number(&reader))
      case 1: viewport.zoom(by: number(&reader), anchorX: number(&reader))
      case 2: viewport.scrollToLatest()
      case 3: viewport.appendCandles(reader.int(in: -2...5))
      case 4: viewport.setCandleCount(reader.bool() ? series.count : reader.anyInt())
      case 5: viewport.resize(width: number(&reader))
      default: viewport.setScrollOffset(number(&reader))
      }
      check(viewport)
    }
    let stored = try? JSONDecoder().decode(ChartViewport.self, from: JSONEncoder().encode(viewport))
    fuzzCheck(stored == viewport, "the viewport did not survive a JSON round trip")

    let low = number(&reader)
    let high = number(&reader)
    let mode: PriceScale.Mode = reader.bool() ? .linear : .logarithmic
    let scale = PriceScale(
      autoscaling: low <= high ? low...high : nil, top: number(&reader), height: number(&reader),
      topMargin: number(&reader), bottomMargin: number(&reader), mode: mode, flatWidening: number(&reader))
    for price in [low, high, number(&reader)] {
      let y = scale.y(forPrice: price)
      fuzzCheck(y.isFinite, "y(forPrice: \(price)) = \(y) on \(scale)")
      fuzzCheck(scale.price(atY: y).isFinite || !price.isFinite, "price(atY: \(y)) is not finite")
    }
    for tick in scale.ticks(targetCount: reader.int(in: -1...40)) {
      fuzzCheck(tick.position.isFinite && tick.value.isFinite, "a non-finite price tick \(tick)")
    }
    let options = CandleLayoutOptions(
      pricePaneHeight: number(&reader), volumePaneHeight: number(&reader), paneGap: number(&reader),
      priceScaleMode: mode, priceTickSpacing: number(&reader), timeTickSpacing: number(&reader),
      minimumBodyHeight: number(&reader))
    let layout = CandleLayout(series: series, viewport: viewport, options: options)
    for item in layout.items {
      let values = [
        item.body.x, item.body.y, item.body.width, item.body.height, item.volumeBar.y, item.volumeBar.height,
      ]
      fuzzCheck(values.allSatisfy(\.isFinite), "a non-finite layout item \(item)")
    }
    for tick in layout.priceTicks + layout.timeTicks {
      fuzzCheck(tick.position.isFinite, "a non-finite tick \(tick)")
    }
    let svg = CandleChartSVG.render(layout, title: String(decoding: reader.rest(), as: UTF8.self))
    // The title is escaped, so whatever it holds the document has one root element, closed at its very end, and
    // inside it the price pane's clipping viewport and the volume pane's when that pane has a height.
    let viewports = layout.volumePane.height > 0 ? 3 : 2
    fuzzCheck(
      svg.hasPrefix("<?xml ") && occurrences(of: "<svg ", in: svg) == viewports
        && occurrences(of: "</svg>", in: svg) == viewports && svg.hasSuffix("</svg>\n"),
      "not one SVG document with its panes' viewports")
  }

  /// How many times `needle` occurs in `text`, byte for byte. `components(separatedBy:)` took half of this target's
  /// run time and a byte loop written here is instrumented for coverage that belongs to the check, not to the kit,
  /// so the C library finds the candidates (`memchr` for the first byte, `memcmp` for the rest).
  private static func occurrences(of needle: String, in text: String) -> Int {
    let pattern = Array(needle.utf8)
    let bytes = Array(text.utf8)
    guard let first = pattern.first else { return 0 }
    return bytes.withUnsafeBytes { haystack in
      pattern.withUnsafeBytes { pattern in
        guard let start = haystack.baseAddress, let patternStart = pattern.baseAddress else { return 0 }
        var count = 0
        var offset = 0
        while haystack.count - offset >= pattern.count,
          let found = memchr(start + offset, Int32(first), haystack.count - offset - pattern.count + 1)
        {
          offset = UnsafeRawPointer(found) - start
          if memcmp(found, patternStart, pattern.count) == 0 { count += 1 }
          offset += 1
        }
        return count
      }
    }
  }

  private static func check(_ viewport: ChartViewport) {
    fuzzCheck(viewport.width.isFinite && viewport.width >= 0, "width \(viewport.width)")
    fuzzCheck(viewport.candleWidthLimits.contains(viewport.candleWidth), "candle width \(viewport.candleWidth)")
    fuzzCheck(viewport.spacing.isFinite && viewport.spacing >= 0, "spacing \(viewport.spacing)")
    fuzzCheck(
      viewport.scrollOffset.isFinite && (0...max(0, viewport.maximumScrollOffset)).contains(viewport.scrollOffset),
      "scroll offset \(viewport.scrollOffset) outside 0...\(viewport.maximumScrollOffset)")
    let visible = viewport.visibleRange
    fuzzCheck(visible.lowerBound >= 0 && visible.upperBound <= viewport.candleCount, "visible \(visible)")
    fuzzCheck(viewport.x(forIndex: max(0, viewport.candleCount - 1)).isFinite, "x of the newest candle")
    fuzzCheck(!viewport.index(atX: viewport.width / 2).isNaN, "index at the middle is NaN")
  }

  /// A number a gesture or a layout might pass: ordinary, zero, negative, tiny, huge, infinite or NaN.
  private static func number(_ reader: inout FuzzReader) -> Double {
    switch reader.byte() % 16 {
    case 0: return 0
    case 1:
      return reader.choose([-1, -1e300, 1e300, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 1e-9, 0.5, 2, 1e9])
    case 2: return Double(reader.anyInt())
    default: return Double(reader.int(in: 0...1_600)) / 2
    }
  }
}
