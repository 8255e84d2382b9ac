import Foundation
import PropertyBased
import Testing

@testable import CandleKit

@Suite("PriceScale")
struct PriceScaleTests {
  @Test("Autoscale leaves the margins above and below the visible range")
  func margins() {
    let scale = PriceScale(autoscaling: 100...200, top: 0, height: 300)
    #expect(scale.y(forPrice: 200).isClose(to: 30))
    #expect(scale.y(forPrice: 100).isClose(to: 270))
    #expect(scale.range.lowerBound.isClose(to: 87.5))
    #expect(scale.range.upperBound.isClose(to: 212.5))
    #expect(scale.price(atY: scale.y(forPrice: 150)).isClose(to: 150))
    #expect(scale.contains(150))
    let offset = PriceScale(autoscaling: 100...200, top: 50, height: 300, topMargin: 0, bottomMargin: 0)
    #expect(offset.y(forPrice: 200) == 50)
    #expect(offset.y(forPrice: 100) == 350)
  }

  @Test(
    "A flat range widens around its price instead of dividing by zero",
    arguments: [81_000_000.0, 0.000_123_4, 0, -5, 1e300])
  func flat(_ price: Double) {
    let scale = PriceScale(autoscaling: price...price, top: 0, height: 300)
    #expect(scale.range.lowerBound < price)
    #expect(scale.range.upperBound > price)
    #expect(scale.y(forPrice: price).isClose(to: 150, relative: 1e-6))
    #expect(scale.price(atY: 150).isClose(to: price, relative: 1e-6))
  }

  @Test("Nothing visible shows 0...1 with margins")
  func empty() {
    let scale = PriceScale(autoscaling: nil, height: 100, topMargin: 0, bottomMargin: 0)
    #expect(scale.range == 0...1)
  }

  @Test("A one-candle series autoscales to its wick")
  func oneCandle() throws {
    let series = try CandleSeries([Sample.candle(minute: 0, open: 10, high: 12, low: 9, close: 11)])
    let scale = PriceScale(autoscaling: series.priceRange(in: 0..<1), height: 300, topMargin: 0, bottomMargin: 0)
    #expect(scale.y(forPrice: 12) == 0)
    #expect(scale.y(forPrice: 9) == 300)
  }

  @Test("Logarithmic mode spaces equal ratios equally, and falls back to linear at zero")
  func logarithmic() {
    let scale = PriceScale(autoscaling: 1...1_000, height: 300, topMargin: 0, bottomMargin: 0, mode: .logarithmic)
    #expect(scale.mode == .logarithmic)
    #expect(scale.y(forPrice: 1_000).isClose(to: 0))
    #expect(scale.y(forPrice: 100).isClose(to: 100))
    #expect(scale.y(forPrice: 10).isClose(to: 200))
    #expect(scale.y(forPrice: 1).isClose(to: 300))
    #expect(scale.price(atY: 200).isClose(to: 10))
    #expect(scale.y(forPrice: 0).isFinite)
    #expect(scale.y(forPrice: -3).isFinite)
    let fallback = PriceScale(autoscaling: 0...10, height: 300, mode: .logarithmic)
    #expect(fallback.mode == .linear)
  }

  @Test("The volume pane scales from zero at its bottom")
  func volume() {
    let scale = PriceScale(volumeUpTo: 8, top: 300, height: 100)
    #expect(scale.y(forPrice: 0) == 400)
    #expect(scale.y(forPrice: 8).isClose(to: 310))
    #expect(PriceScale(volumeUpTo: 0, height: 100).range.upperBound > 0)
    #expect(PriceScale(volumeUpTo: nil, height: 100).range.upperBound > 0)
  }

  @Test("No input makes a scale produce NaN")
  func noNaN() async {
    let values: [Double] = [
      .nan, .infinity, -.infinity, 0, -0.0, Double.leastNormalMagnitude / 1_000, -Double.leastNormalMagnitude / 1_000,
      .leastNonzeroMagnitude, 1, -1, 81e6, 1e300, -1e300,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]
    await propertyCheck(
      count: 400, input: Gen.int(in: 0...(values.count - 1)).map { values[$0] },
      Gen.int(in: 0...(values.count - 1)).map { values[$0] }, Gen.int(in: 0...(values.count - 1)).map { values[$0] },
      Gen.int(in: 0...(values.count - 1)).map { values[$0] }, Gen.bool,
      Gen.int(in: 0...(values.count - 1)).map { values[$0] }
    ) { a, b, height, margin, logarithmic, probe in
      let range: ClosedRange<Double>? = a.isNaN || b.isNaN ? nil : min(a, b)...max(a, b)
      let scale = PriceScale(
        autoscaling: range, top: margin, height: height, topMargin: margin, bottomMargin: margin,
        mode: logarithmic ? .logarithmic : .linear)
      let outputs = [
        scale.range.lowerBound, scale.range.upperBound, scale.y(forPrice: probe), scale.price(atY: probe),
        scale.y(forPrice: a), scale.price(atY: height),
      ]
      #expect(outputs.allSatisfy { $0.isFinite }, "\(outputs)")
      #expect(scale.range.lowerBound < scale.range.upperBound)
      for tick in scale.ticks(targetCount: 6) {
        #expect(tick.position.isFinite && tick.value.isFinite)
      }
      let volume = PriceScale(volumeUpTo: probe, height: height)
      #expect(volume.y(forPrice: probe).isFinite)
    }
  }
}
