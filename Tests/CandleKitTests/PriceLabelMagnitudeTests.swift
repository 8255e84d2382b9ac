import Foundation
import PropertyBased
import Testing

@testable import CandleKit

@Suite("Price labels at every magnitude")
struct PriceLabelMagnitudeTests {
  @Test("Tick labels read back as their exact values, from 1e-9 to 1e13, with one number of decimals per axis")
  func labelsReadBack() async {
    await propertyCheck(
      count: 5_000, input: Gen.double(in: -9...13), Gen.double(in: -6...1), Gen.int(in: 2...12), Gen.bool
    ) { magnitude, relativeWidth, targetCount, logarithmic in
      let low = pow(10, magnitude)
      let high = low * (1 + pow(10, relativeWidth))
      // Tick steps go down to 1e-12: a range narrower than a few of them is beyond any quoted price.
      guard high - low >= 1e-10 else { return }
      let scale = PriceScale(autoscaling: low...high, height: 300, mode: logarithmic ? .logarithmic : .linear)
      let ticks = scale.ticks(targetCount: targetCount)
      if targetCount >= 4 { #expect(ticks.count >= 2, "\(low)...\(high): \(ticks.map(\.label))") }
      #expect(ticks.count <= 4 * targetCount)
      #expect(Set(ticks.map(\.label)).count == ticks.count)
      for tick in ticks {
        #expect(Double(tick.label.filter { $0 != "," }) == tick.value, "\(tick.label) marks \(tick.value)")
        #expect(tick.value != 0 || tick.label.allSatisfy { $0 == "0" || $0 == "." })
        let slack = (scale.range.upperBound - scale.range.lowerBound) * 1e-6 + scale.range.upperBound * 1e-9
        #expect(tick.value >= scale.range.lowerBound - slack && tick.value <= scale.range.upperBound + slack)
      }
      if !logarithmic {
        let decimals = Set(ticks.map { $0.label.split(separator: ".").dropFirst().first?.count ?? 0 })
        #expect(decimals.count <= 1)
      }
    }
  }

  @Test("A spacing rounded up to the next nice step still leaves two ticks in an unaligned range")
  func roundedUpSpacing() {
    // Found by the property above: the margins make the spacing 3.2e-5, which rounds to 5e-5 and left one tick.
    let scale = PriceScale(autoscaling: 0.245_913_470_008_413_57...0.245_990_385_512_045_9, height: 300)
    #expect(scale.ticks(targetCount: 4).map(\.label) == ["0.24592", "0.24594", "0.24596", "0.24598"])
    #expect(PriceTickStep(mantissa: 5, exponent: -5).nextSmaller == PriceTickStep(mantissa: 2, exponent: -5))
    #expect(PriceTickStep(mantissa: 1, exponent: 0).nextSmaller == PriceTickStep(mantissa: 5, exponent: -1))
    #expect(PriceTickStep(mantissa: 1, exponent: -12).nextSmaller == PriceTickStep(mantissa: 1, exponent: -12))
  }

  @Test("A coin below 1: ticks keep their decimals, and the last price keeps its significant digits")
  func belowOne() throws {
    let closes = [0.9, 0.5, 0.1, 0.01, 0.001, 0.000_215_3]
    var candles: [Candle] = []
    for (minute, close) in closes.enumerated() {
      let open = minute == 0 ? close : closes[minute - 1]
      candles.append(try Sample.candle(minute: minute, open: open, high: open, low: close, close: close))
    }
    let series = try CandleSeries(candles, movingAveragePeriods: [])
    let viewport = ChartViewport(candleCount: series.count, width: 300, candleWidth: 6, spacing: 2)
    let linear = CandleLayout(series: series, viewport: viewport)
    #expect(linear.priceTicks.map(\.label) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
    // The axis counts in tenths, but the marker is a price: "0.0" would be the original app's bug again.
    #expect(linear.latestPrice?.label == "0.0002153")

    let logarithmic = CandleLayout(
      series: series, viewport: viewport, options: CandleLayoutOptions(priceScaleMode: .logarithmic))
    #expect(logarithmic.priceTicks.map(\.label) == ["0.0001", "0.001", "0.01", "0.1", "1"])
    #expect(logarithmic.latestPrice?.label == "0.0002153")

    let tiny = try CandleSeries(
      [Sample.candle(minute: 0, open: 0.000_123_4, high: 0.000_123_4, low: 0.000_123_4, close: 0.000_123_4)])
    let flat = CandleLayout(
      series: tiny, viewport: ChartViewport(candleCount: 1, width: 300, candleWidth: 6, spacing: 2))
    #expect(flat.priceTicks.map(\.label) == ["0.0001230", "0.0001235", "0.0001240"])
    #expect(flat.latestPrice?.label == "0.0001234")
  }

  @Test("Prices above 10^8 are grouped in thousands, never in exponent form")
  func aboveHundredMillion() throws {
    let prices: [(Double, [String], String)] = [
      (150_123_000, ["149,500,000", "150,000,000", "150,500,000", "151,000,000"], "150,123,000"),
      (123_456_789_012, ["123,000,000,000", "123,500,000,000", "124,000,000,000"], "123,456,789,012"),
    ]
    for (price, ticks, latest) in prices {
      let series = try CandleSeries([Sample.candle(minute: 0, open: price, high: price, low: price, close: price)])
      let layout = CandleLayout(
        series: series, viewport: ChartViewport(candleCount: 1, width: 300, candleWidth: 6, spacing: 2))
      #expect(layout.priceTicks.map(\.label) == ticks)
      #expect(layout.latestPrice?.label == latest)
    }
  }

  @Test(
    "A single price's label has the axis's decimals, four significant digits, and its own up to eight",
    arguments: [
      (81_062_000.0, 0, 0), (81_062_000.5, 0, 0), (0.000_215_3, 1, 7), (0.000_123_45, 0, 8), (2.163_053_7, 1, 7),
      (401.2, 0, 1), (0.1 + 0.2, 0, 4), (5, 3, 3), (0, 2, 2), (.nan, 2, 2), (-0.05, 0, 5), (1e20, 0, 0),
      (1e-14, 0, 15),
    ])
  func singlePriceDigits(_ value: Double, _ minimum: Int, _ expected: Int) {
    #expect(PriceLabel.fractionDigits(for: value, minimum: minimum) == expected)
  }

  @Test("A logarithmic scale maps y back to prices, also without a usable y")
  func logarithmicPriceAtY() {
    let scale = PriceScale(autoscaling: 1...1_000, height: 300, topMargin: 0, bottomMargin: 0, mode: .logarithmic)
    #expect(scale.price(atY: 150).isClose(to: 31.622_776_601_683_793))
    #expect(scale.price(atY: .nan).isClose(to: 31.622_776_601_683_793))  // the geometric middle, not log10 of it
    let flat = PriceScale(autoscaling: 1...1_000, height: 0, topMargin: 0, bottomMargin: 0, mode: .logarithmic)
    #expect(flat.price(atY: 10).isClose(to: 31.622_776_601_683_793))
    let linear = PriceScale(autoscaling: 100...200, height: 0, topMargin: 0, bottomMargin: 0)
    #expect(linear.price(atY: 3) == 150)
  }

  @Test("Logarithmic ticks over several decades thin out from the lowest power of ten on screen")
  func logarithmicThinning() {
    let scale = PriceScale(autoscaling: 0.000_215_3...0.9, height: 300, mode: .logarithmic)
    #expect(scale.ticks(targetCount: 6).map(\.label) == ["0.0001", "0.001", "0.01", "0.1", "1"])
    #expect(scale.ticks(targetCount: 3).map(\.label) == ["0.0001", "0.01", "1"])
  }
}
