import Foundation
import PropertyBased
import Testing

@testable import CandleKit

@Suite("Range index at block edges and many table levels")
struct RangeIndexBlockTests {
  /// Ranges whose ends sit on, just before and just after block boundaries (blocks of 32), over a series long
  /// enough for eight table levels, against a brute-force scan.
  @Test("Autoscale of ranges ending at block edges equals a brute-force scan")
  func blockEdges() async throws {
    let candles = try Sample.candles(count: 8_200, seed: 11)
    let series = try CandleSeries(candles, movingAveragePeriods: [])
    let blocks = (candles.count + 31) / 32
    await propertyCheck(
      count: 500, input: Gen.int(in: 0...blocks), Gen.int(in: -2...2), Gen.int(in: 0...blocks), Gen.int(in: -2...2)
    ) { lowerBlock, lowerNudge, length, upperNudge in
      let lower = max(0, lowerBlock * 32 + lowerNudge)
      let upper = max(lower, min(candles.count + 3, (lowerBlock + length) * 32 + upperNudge))
      #expect(series.priceRange(in: lower..<upper) == Reference.priceRange(candles, lower..<upper))
      #expect(series.maximumVolume(in: lower..<upper) == Reference.maximumVolume(candles, lower..<upper))
    }
  }

  @Test("Live updates at every position in a block keep the index equal to a brute-force scan")
  func liveUpdatesAcrossBlocks() throws {
    var candles = try Sample.candles(count: 60, seed: 3)
    var series = try CandleSeries(candles, movingAveragePeriods: [])
    var random = SplitMix64(seed: 5)
    for minute in 60..<140 {
      // A new candle, then live updates that raise and lower the high and low of the block's extent.
      let time = Sample.start.addingTimeInterval(Double(minute * 60))
      try series.record(tradeAt: time, price: 81_000_000, quantity: 1)
      candles.append(try Candle(time: time, open: 81e6, high: 81e6, low: 81e6, close: 81e6, volume: 1))
      for _ in 0..<3 {
        let spike = Double.random(in: 50e6...120e6, using: &random)
        let live = try Candle(
          time: time, open: 81e6, high: max(81e6, spike), low: min(81e6, spike), close: 81e6,
          volume: Double.random(in: 0...9, using: &random))
        try series.updateLast(live)
        candles[candles.count - 1] = live
        let lower = Int.random(in: 0...candles.count, using: &random)
        #expect(series.priceRange(in: lower..<candles.count) == Reference.priceRange(candles, lower..<candles.count))
        #expect(series.maximumVolume(in: 0..<candles.count) == Reference.maximumVolume(candles, 0..<candles.count))
      }
      #expect(series.invariantViolations() == [])
    }
  }
}
