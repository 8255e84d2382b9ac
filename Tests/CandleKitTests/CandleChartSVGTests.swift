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
    #expect(counter.counts["svg"] == 1)
    #expect(counter.texts.first == title)
    #expect(svg.contains("&lt;1m&gt; &amp; &quot;test&quot; &apos;chart&apos;"))
    #expect(counter.counts["polyline"] == layout.movingAverages.filter { $0.points.count > 1 }.count)
    // Background, clip rects, bodies, volume bars and the last-price badge (when on screen).
    let badge = layout.latestPrice.map { (0...300).contains($0.position) ? 1 : 0 } ?? 0
    #expect(counter.counts["rect"] == 3 + 2 * layout.items.count + badge)
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
