import Foundation
import Testing

@testable import CandleKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("SVG rendering")
struct CandleChartSVGTests {
  /// Counts elements by name while checking that the document is well-formed XML.
  final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var texts: [String] = []
    private var text = ""

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      counts[elementName, default: 0] += 1
      text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      if elementName == "text" { texts.append(text) }
    }
  }

  func parse(_ svg: String) -> (ok: Bool, counter: ElementCounter) {
    let parser = XMLParser(data: Data(svg.utf8))
    let counter = ElementCounter()
    parser.delegate = counter
    return (parser.parse(), counter)
  }

  @Test("The document is valid XML with a candle per visible item and escaped text")
  func validDocument() throws {
    let series = try CandleSeries(Sample.candles(count: 300))
    var viewport = ChartViewport(candleCount: 300, width: 600, candleWidth: 6, spacing: 2)
    viewport.scroll(by: 200)
    let layout = CandleLayout(series: series, viewport: viewport)
    let title = #"BTC/KRW <1m> & "test" 'chart'"#
    let svg = CandleChartSVG.render(layout, title: title)
    let (ok, counter) = parse(svg)
    #expect(ok)
    #expect(counter.counts["svg"] == 3)  // the document and the two panes' clipping viewports
    #expect(counter.texts.first == title)
    #expect(svg.contains("&lt;1m&gt; &amp; &quot;test&quot; &apos;chart&apos;"))
    #expect(counter.counts["polyline"] == layout.movingAverages.filter { $0.points.count > 1 }.count)
    // Background, bodies, volume bars and the last-price badge (always: pinned to an edge when off range).
    #expect(counter.counts["rect"] == 1 + 2 * layout.items.count + (layout.lastPriceMarker == nil ? 0 : 1))
    #expect(counter.texts.contains(layout.priceTicks[0].label))
    #expect(svg == CandleChartSVG.render(layout, title: title))  // deterministic
  }

  @Test("Control characters in a title are dropped so the XML stays valid")
  func controlCharacters() throws {
    let layout = CandleLayout(
      series: try Sample.series(count: 5),
      viewport: ChartViewport(candleCount: 5, width: 100, candleWidth: 6, spacing: 2))
    let svg = CandleChartSVG.render(layout, title: "a\u{0}b\u{1B}c\u{FFFF}d 비트코인")
    #expect(parse(svg).ok)
    #expect(svg.contains(">abcd 비트코인</text>"))
  }

  @Test(
    "Numbers have at most two decimals and no locale",
    arguments: [
      (0.0, "0"), (12.5, "12.5"), (-3, "-3"), (0.25, "0.25"), (1.005, "1"), (0.07, "0.07"), (-0.001, "0"),
      (1_234_567.891, "1234567.89"), (.nan, "0"), (.infinity, "1000000000"), (-.infinity, "-1000000000"),
      (-1e20, "-1000000000"),
    ])
  func numbers(_ value: Double, _ expected: String) {
    #expect(SVGText.number(value) == expected)
  }
}

@Suite("Last-price marker")
struct LastPriceMarkerTests {
  /// Four quiet candles around 100, then a last candle that closes at `lastClose`.
  static func series(lastClose: Double) throws -> CandleSeries {
    var candles = try (0..<4).map { minute in
      try Sample.candle(minute: minute, open: 100, high: 104, low: 96, close: minute.isMultiple(of: 2) ? 102 : 98)
    }
    candles.append(
      try Sample.candle(
        minute: 4, open: 100, high: max(100, lastClose), low: min(100, lastClose), close: lastClose))
    return try CandleSeries(candles, movingAveragePeriods: [])
  }

  /// A viewport on the four quiet candles only (the last one scrolled off to the right).
  static func layout(lastClose: Double) throws -> CandleLayout {
    var viewport = ChartViewport(candleCount: 5, width: 32, candleWidth: 6, spacing: 2)
    viewport.scroll(by: 8)
    return CandleLayout(
      series: try series(lastClose: lastClose), viewport: viewport,
      options: CandleLayoutOptions(
        pricePaneHeight: 60, volumePaneHeight: 20, paneGap: 4, priceTickSpacing: 30, movingAveragePeriods: []))
  }

  @Test(
    "Off the visible range the marker is pinned to the pane's edge; inside it sits at the price",
    arguments: [
      (200.0, LastPriceMarker.Placement.pinnedToTop, 0.0),
      (10.0, .pinnedToBottom, 60.0),
      (100.0, .inRange, 30.0),
    ])
  func clamped(_ close: Double, _ placement: LastPriceMarker.Placement, _ position: Double) throws {
    let layout = try Self.layout(lastClose: close)
    #expect(layout.visibleRange == 0..<4)
    let marker = try #require(layout.lastPriceMarker)
    #expect(marker.placement == placement)
    #expect(abs(marker.position - position) < 1e-9)
    #expect(marker.price == close)
    #expect(marker.label == layout.latestPrice?.label)
    // The unclamped position is past the edge exactly when pinned.
    let raw = try #require(layout.latestPrice).position
    #expect((raw < 0 || raw > 60) == (placement != .inRange))
  }

  @Test("A pinned marker draws an arrow at the edge; one in range does not")
  func arrow() throws {
    let pinned = CandleChartSVG.render(try Self.layout(lastClose: 200))
    let inRange = CandleChartSVG.render(try Self.layout(lastClose: 100))
    #expect(pinned.contains("<g class=\"last-price\"><line x1=\"0\" y1=\"0\" x2=\"32\" y2=\"0\""))
    #expect(pinned.contains("<path d="))
    #expect(!inRange.contains("<path d="))
  }

  @Test("The price gutter widens to the widest label, so no label leaves the picture")
  func gutter() throws {
    let layout = try Self.layout(lastClose: 200)
    let narrow = CandleChartSVG.Style(priceAxisWidth: 10)
    let svg = CandleChartSVG.render(layout, style: narrow)
    let widest =
      (layout.priceTicks.map(\.label) + [layout.latestPrice?.label ?? ""])
      .map { TextFit.width(of: $0, fontSize: 11) }.max() ?? 0
    #expect(svg.contains("width=\"\(SVGText.number(32 + widest + 12))\""))
    #expect(CandleChartSVG.plotWidth(forWidth: 390, style: .phone) == 310)
  }

  @Test("The exact SVG of a small chart whose last price is above the visible range")
  func exactOutput() throws {
    #expect(CandleChartSVG.render(try Self.layout(lastClose: 200), title: "BTC/KRW 1m") == Self.expected + "\n")
  }

  /// The reviewed rendering (looked at in Chromium; long lines continue with a backslash), without its final
  /// newline.
  static let expected = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="128" height="130" viewBox="0 0 128 130" font-family="'Apple SD\
     Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif" font-size="11">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="8" y="16.8" fill="#333333" font-weight="bold">BTC/KRW 1m</text>
    <g transform="translate(0 24)">
    <g stroke="#eeeeee" stroke-width="1">
    <line x1="0" y1="60" x2="32" y2="60"/>
    <line x1="0" y1="30" x2="32" y2="30"/>
    <line x1="0" y1="0" x2="32" y2="0"/>
    </g>
    <g fill="#333333">
    <text x="38" y="63.85">95</text>
    <text x="38" y="33.85">100</text>
    <text x="38" y="8.75">105</text>
    </g>
    <svg width="32" height="60" viewBox="0 0 32 60">
    <line x1="4" y1="6" x2="4" y2="54" stroke="#d60000"/><rect x="1" y="18" width="6" height="12" fill="#d60000"/>
    <line x1="12" y1="6" x2="12" y2="54" stroke="#0051c7"/><rect x="9" y="30" width="6" height="12" fill="#0051c7"/>
    <line x1="20" y1="6" x2="20" y2="54" stroke="#d60000"/><rect x="17" y="18" width="6" height="12"\
     fill="#d60000"/>
    <line x1="28" y1="6" x2="28" y2="54" stroke="#0051c7"/><rect x="25" y="30" width="6" height="12"\
     fill="#0051c7"/>
    </svg>
    <svg y="64" width="32" height="20" viewBox="0 64 32 20"><g fill-opacity="0.6">
    <rect x="1" y="66" width="6" height="18" fill="#d60000"/>
    <rect x="9" y="66" width="6" height="18" fill="#0051c7"/>
    <rect x="17" y="66" width="6" height="18" fill="#d60000"/>
    <rect x="25" y="66" width="6" height="18" fill="#0051c7"/>
    </g></svg>
    <g class="last-price"><line x1="0" y1="0" x2="32" y2="0" stroke="#0051c7" stroke-dasharray="3 3"/>
    <path d="M 16.8 6.6 L 23.4 0 L 30 6.6 Z" fill="#0051c7"/>
    <rect x="32" y="0" width="96" height="17.6" fill="#0051c7"/>
    <text x="38" y="12.65" fill="#ffffff">200.0</text></g>
    </g>
    </svg>
    """
}
