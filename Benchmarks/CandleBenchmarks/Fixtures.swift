import Benchmark
import CandleKit
import Foundation

/// The inputs every benchmark shares, built once, outside the measured loops.
enum Fixtures {
  /// For operations well under a microsecond: each sample times 1,000 of them and reports the time of one, so the
  /// cost of reading the clock and the malloc counters (about 250 ns a sample) does not swamp the figure.
  static var fast: Benchmark.Configuration { .init(scalingFactor: .kilo, maxIterations: 2_000) }

  /// 2024-08-07 16:13 in Seoul.
  static let start = Date(timeIntervalSince1970: 1_723_014_780)

  /// A random walk of BTC/KRW one-minute candles.
  static func candles(count: Int, seed: UInt64 = 1) throws -> [Candle] {
    var random = SplitMix64(seed: seed)
    var close = 81_000_000.0
    var candles: [Candle] = []
    candles.reserveCapacity(count)
    for index in 0..<count {
      let open = close
      close = max(1_000, (open * (1 + Double.random(in: -0.002...0.002, using: &random)) / 1_000).rounded() * 1_000)
      let high = max(open, close) * (1 + Double.random(in: 0...0.001, using: &random))
      let low = min(open, close) * (1 - Double.random(in: 0...0.001, using: &random))
      let volume = Double.random(in: 0...4, using: &random)
      candles.append(
        try Candle(
          time: start.addingTimeInterval(Double(index * 60)), open: open, high: high, low: low, close: close,
          volume: volume))
    }
    return candles
  }

  /// An API 2.0 minute-candle response (`/v1/candles/minutes/1`) of `count` rows of the random walk, newest first as
  /// the exchanges list them, compact, in the captured rows' shape
  /// (Tests/CandleKitTests/QuotationCandleFixtures.swift): prices in whole won, volumes to eight places.
  static func quotationCandles(count: Int) throws -> Data {
    var rows: [String] = []
    for candle in try candles(count: count).reversed() {
      let seconds = Int(candle.time.timeIntervalSince1970)
      let value = String(format: "%.5f", candle.volume * candle.close)
      let volume = String(format: "%.8f", candle.volume)
      let members: [String] = [
        #""market":"KRW-BTC""#, #""candle_date_time_utc":"\#(dateTime(seconds))""#,
        #""candle_date_time_kst":"\#(dateTime(seconds + 9 * 3_600))""#, #""opening_price":\#(Int(candle.open))"#,
        #""high_price":\#(Int(candle.high.rounded(.up)))"#, #""low_price":\#(Int(candle.low.rounded(.down)))"#,
        #""trade_price":\#(Int(candle.close))"#, #""timestamp":\#(seconds * 1_000 + 59_000)"#,
        #""candle_acc_trade_price":\#(value)"#,
        #""candle_acc_trade_volume":\#(volume)"#, #""unit":1"#,
      ]
      rows.append("{" + members.joined(separator: ",") + "}")
    }
    return Data(("[" + rows.joined(separator: ",") + "]").utf8)
  }

  /// `yyyy-MM-ddTHH:mm:ss` of `seconds` since 1970 (not before), UTC.
  static func dateTime(_ seconds: Int) -> String {
    let day = CalendarDay(dayNumber: seconds / 86_400)
    let clock = seconds % 86_400
    let fields: [String] = [day.month, day.day, clock / 3_600, clock / 60 % 60, clock % 60].map {
      $0 < 10 ? "0\($0)" : "\($0)"
    }
    return "\(day.year)-\(fields[0])-\(fields[1])T\(fields[2]):\(fields[3]):\(fields[4])"
  }

  /// The state of a chart over `count` candles.
  static func chart(count: Int) throws -> ChartState {
    let candles = try candles(count: count)
    return ChartState(series: try CandleSeries(candles), candles: candles)
  }

  /// Scroll offsets spread over the whole content of `viewport`, in a fixed random order.
  static func offsets(for viewport: ChartViewport, count: Int = 4_096) -> [Double] {
    var random = SplitMix64(seed: 7)
    return (0..<count).map { _ in Double.random(in: 0...viewport.maximumScrollOffset, using: &random) }
  }

  /// Index ranges of `length` candles at random places in a series of `count`.
  static func ranges(length: Int, in count: Int, number: Int = 4_096) -> [Range<Int>] {
    var random = SplitMix64(seed: 11)
    return (0..<number).map { _ in
      let lower = Int.random(in: 0...(count - length), using: &random)
      return lower..<(lower + length)
    }
  }

  /// A phone-sized chart: 800 points wide with 8-point steps, so 100 candles are visible.
  static func viewport(count: Int) -> ChartViewport {
    ChartViewport(candleCount: count, width: 800, candleWidth: 6, spacing: 2, rightPadding: 0)
  }
}

/// What an app would write with `JSONDecoder` for an API 2.0 candle response: each row's fields, prices and volumes
/// as `Decimal`.
struct JSONDecoderCandle: Decodable {
  let market, candleDateTimeUTC, candleDateTimeKST: String
  let openingPrice, highPrice, lowPrice, tradePrice, candleAccTradePrice, candleAccTradeVolume: Decimal
  let timestamp: Int64
  let unit: Int

  enum CodingKeys: String, CodingKey {
    case market, timestamp, unit
    case candleDateTimeUTC = "candle_date_time_utc"
    case candleDateTimeKST = "candle_date_time_kst"
    case openingPrice = "opening_price"
    case highPrice = "high_price"
    case lowPrice = "low_price"
    case tradePrice = "trade_price"
    case candleAccTradePrice = "candle_acc_trade_price"
    case candleAccTradeVolume = "candle_acc_trade_volume"
  }
}

/// Mutable state of a benchmark that walks through frames (a class, so the measured closure can change it).
final class ChartState: @unchecked Sendable {
  var series: CandleSeries
  var viewport: ChartViewport
  var layout = CandleLayout()
  let options = CandleLayoutOptions()
  let offsets: [Double]
  let candles: [Candle]
  var step = 0

  init(series: CandleSeries, candles: [Candle]) {
    self.series = series
    self.candles = candles
    viewport = Fixtures.viewport(count: series.count)
    offsets = Fixtures.offsets(for: viewport)
  }

  /// Jumps to the next of the random scroll positions.
  func jump() {
    step &+= 1
    viewport.setScrollOffset(offsets[step & (offsets.count - 1)])
  }

  /// Lays out the frame the viewport shows.
  func layOut() {
    layout.update(series: series, viewport: viewport, options: options)
    blackHole(layout.items.count)
  }

  /// What the original app did for the frame: filter every candle by position, then scan the visible ones.
  func autoscaleTheOriginalWay() {
    let visible = OriginalApproach.visibleIndices(candles, viewport: viewport)
    blackHole(OriginalApproach.autoscale(candles, visible))
  }
}

/// What the original app did every frame: filter every candle by its position to find the visible ones, then scan
/// them for the lowest low and highest high.
enum OriginalApproach {
  static func visibleIndices(_ candles: [Candle], viewport: ChartViewport) -> [Int] {
    let half = viewport.candleWidth / 2
    return candles.indices.filter { index in
      let x = viewport.x(forIndex: index)
      return x + half >= 0 && x - half <= viewport.width
    }
  }

  static func autoscale(_ candles: [Candle], _ indices: [Int]) -> ClosedRange<Double>? {
    guard !indices.isEmpty else { return nil }
    var low = Double.infinity
    var high = -Double.infinity
    for index in indices {
      low = min(low, candles[index].low)
      high = max(high, candles[index].high)
    }
    return low...high
  }
}

/// The alternative the range index was chosen over: an iterative segment tree of (lowest low, highest high),
/// 2n entries, O(log n) per query, append by rebuilding at each doubling.
struct SegmentTree {
  private var lows: [Double]
  private var highs: [Double]
  private let size: Int

  init(_ candles: [Candle]) {
    var size = 1
    while size < candles.count { size *= 2 }
    self.size = size
    lows = Array(repeating: .infinity, count: 2 * size)
    highs = Array(repeating: -.infinity, count: 2 * size)
    for (index, candle) in candles.enumerated() {
      lows[size + index] = candle.low
      highs[size + index] = candle.high
    }
    for node in stride(from: size - 1, to: 0, by: -1) {
      lows[node] = min(lows[2 * node], lows[2 * node + 1])
      highs[node] = max(highs[2 * node], highs[2 * node + 1])
    }
  }

  func priceRange(in range: Range<Int>) -> ClosedRange<Double> {
    var low = Double.infinity
    var high = -Double.infinity
    var left = range.lowerBound + size
    var right = range.upperBound + size
    while left < right {
      if left & 1 == 1 {
        low = min(low, lows[left])
        high = max(high, highs[left])
        left += 1
      }
      if right & 1 == 1 {
        right -= 1
        low = min(low, lows[right])
        high = max(high, highs[right])
      }
      left >>= 1
      right >>= 1
    }
    return low...high
  }
}
