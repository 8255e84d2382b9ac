import Testing

@testable import OrderBookKit

@Suite("Depth chart SVG")
struct DepthChartSVGTests {
  /// Three levels a side around 80,855,000, transcribed from the BTC_KRW REST snapshot of
  /// Sources/domainkits/SampleData/orderbook/feed.txt (quantities shortened).
  static func book() throws -> OrderBook {
    try OrderBook(
      snapshot(
        bids: [("80841000", "0.0586"), ("80838000", "0.5"), ("80823000", "1.25")],
        asks: [("80871000", "0.0032"), ("80873000", "0.1749"), ("80889000", "0.75")]))
  }

  @Test("Exact prices on the axis: worst and best of each side, the exact mid, the largest cumulative quantity")
  func labels() throws {
    let svg = OrderBookDepthChartSVG.render(try Self.book().ladder(levels: 3), width: 640, height: 240)
    for price in ["80,823,000", "80,841,000", "80,871,000", "80,889,000", "중간가 80,856,000", "누적 1.8086"] {
      #expect(svg.contains(">\(price)</text>"), "\(price)")
    }
    #expect(svg.contains("class=\"bids\""))
    #expect(svg.contains("class=\"asks\""))
    #expect(!svg.contains("NaN"))
  }

  @Test("The mid sits in the middle; bids step out to the left edge, asks to the right")
  func geometry() throws {
    let ladder = try Self.book().ladder(levels: 3)
    let scale = try #require(
      DepthScale(
        bids: ladder.bids, asks: Array(ladder.asks.reversed()), mid: ladder.mid,
        plot: (left: 0, top: 0, right: 100, bottom: 50)))
    #expect(abs(scale.x(80_856_000) - 50) < 1e-9)
    #expect(scale.x(80_823_000) > 0)
    #expect(scale.x(80_889_000) < 100)
    #expect(scale.y(0) == 50)
    #expect(scale.y(1.8086) == 0)
    #expect(scale.stepPath(ladder.bids).hasSuffix("L 0 0 L 0 50 Z"))
  }

  @Test("An empty book says so instead of drawing empty paths")
  func empty() {
    let svg = OrderBookDepthChartSVG.render(OrderBook().ladder(levels: 5), width: 300, height: 200)
    #expect(svg.contains(">호가 없음</text>"))
    #expect(!svg.contains("<path"))
  }

  @Test("The exact SVG of a three-level book at phone width")
  func exactOutput() throws {
    #expect(
      OrderBookDepthChartSVG.render(try Self.book().ladder(levels: 3), width: 390, height: 200) == Self.expected + "\n")
  }

  /// The reviewed rendering (looked at in Chromium; long lines continue with a backslash), without its final
  /// newline.
  static let expected = """
    <svg xmlns="http://www.w3.org/2000/svg" width="390" height="200" viewBox="0 0 390 200" font-family="'Apple SD\
     Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif" font-size="11">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <line x1="8" y1="156.1" x2="382" y2="156.1" stroke="#dddddd"/>
    <line x1="195" y1="25.95" x2="195" y2="156.1" stroke="#dddddd" stroke-dasharray="4 3"/>
    <path class="bids" d="M 113.27 156.1 L 113.27 151.88 L 96.92 151.88 L 96.92 115.9 L 15.19 115.9 L 15.19 25.95 L\
     8 25.95 L 8 156.1 Z" fill="#d60000" fill-opacity="0.25" stroke="#d60000" stroke-width="1.5"/>
    <path class="asks" d="M 276.73 156.1 L 276.73 155.87 L 287.63 155.87 L 287.63 143.28 L 374.81 143.28 L 374.81\
     89.31 L 382 89.31 L 382 156.1 Z" fill="#0051c7" fill-opacity="0.25" stroke="#0051c7" stroke-width="1.5"/>
    <g fill="#333333">
    <text x="8" y="18.76">누적 1.8086</text>
    <text x="382" y="18.76" text-anchor="end" fill="#0051c7">매도</text>
    <text x="350" y="18.76" text-anchor="end" fill="#d60000">매수</text>
    <text x="195" y="172.86" text-anchor="middle">중간가 80,856,000</text>
    <text x="8" y="172.86">80,823,000</text>
    <text x="382" y="172.86" text-anchor="end">80,889,000</text>
    <text x="191" y="188.81" text-anchor="end" fill="#d60000">80,841,000</text>
    <text x="199" y="188.81" fill="#0051c7">80,871,000</text>
    </g>
    </svg>
    """
}
