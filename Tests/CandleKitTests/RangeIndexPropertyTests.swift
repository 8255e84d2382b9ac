import Foundation
import PropertyBased
import Testing

@testable import CandleKit

@Suite("Range index and moving averages against brute force")
struct RangeIndexPropertyTests {
  @Test("The autoscale of any range equals a brute-force scan")
  func anyRange() async throws {
    await propertyCheck(
      count: 200, input: Gen.int(in: 1...700), Gen.uint64(in: 0...UInt64.max), Gen.int(in: -50...750),
      Gen.int(in: 0...750)
    ) { count, seed, lower, length in
      let candles = try Sample.candles(count: count, seed: seed)
      let series = try CandleSeries(candles, movingAveragePeriods: [])
      let range = lower..<(lower + length)
      #expect(series.priceRange(in: range) == Reference.priceRange(candles, range))
      #expect(series.maximumVolume(in: range) == Reference.maximumVolume(candles, range))
      #expect(series.invariantViolations() == [])
    }
  }

  @Test("Every range of a series spanning several table levels")
  func everyRange() throws {
    let candles = try Sample.candles(count: 300, seed: 7)
    let series = try CandleSeries(candles, movingAveragePeriods: [])
    for lower in stride(from: 0, to: 300, by: 7) {
      for upper in lower...300 {
        #expect(series.priceRange(in: lower..<upper) == Reference.priceRange(candles, lower..<upper))
      }
    }
  }

  /// Applies random appends, live updates, trades and merges to a series and to a plain array, then compares.
  @Test("After any sequence of changes, ranges and moving averages match the reference model")
  func mutations() async throws {
    await propertyCheck(
      count: 60, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...4).array(of: 1...80)
    ) { seed, operations in
      var random = SplitMix64(seed: seed)
      var model = try Sample.candles(count: Int.random(in: 0...90, using: &random), seed: seed)
      var series = try CandleSeries(model, movingAveragePeriods: [1, 3, 20, 33])
      for operation in operations {
        let minute = model.count
        switch operation {
        case 0:  // append a candle, sometimes after a gap
          let gap = Int.random(in: 0...2, using: &random)
          let candle = try Sample.candles(
            count: 1, start: Sample.start.addingTimeInterval(Double((minute + gap) * 60)), seed: random.next())[0]
          try series.append(candle)
          model.append(candle)
        case 1:  // replace the live candle with arbitrary values
          guard let last = model.last else { continue }
          let price = Double.random(in: 1...200, using: &random)
          let candle = try Candle(
            time: last.time, open: price, high: price * 1.5, low: price / 2, close: price, volume: 3)
          try series.updateLast(candle)
          model[model.count - 1] = candle
        case 2:  // a trade into the live candle or a new one
          let time = (model.last?.time ?? Sample.start).addingTimeInterval(Double.random(in: 0...100, using: &random))
          let price = Double.random(in: 1...200, using: &random)
          try series.record(tradeAt: time, price: price, quantity: 0.5)
          let bucket = CandleInterval.oneMinute.bucketStart(containing: time)
          if let last = model.last, last.time == bucket {
            model[model.count - 1] = try Candle(
              time: bucket, open: last.open, high: max(last.high, price), low: min(last.low, price), close: price,
              volume: last.volume + 0.5)
          } else {
            model.append(try Candle(time: bucket, open: price, high: price, low: price, close: price, volume: 0.5))
          }
        case 3:  // merge a page that overlaps the tail
          let from = Int.random(in: max(0, minute - 40)...minute + 5, using: &random)
          let page = try Sample.candles(
            count: Int.random(in: 0...50, using: &random), start: Sample.start.addingTimeInterval(Double(from * 60)),
            seed: random.next())
          try series.merge(page)
          var byTime = Dictionary(model.map { ($0.time, $0) }, uniquingKeysWith: { $1 })
          for candle in page { byTime[candle.time] = candle }
          model = byTime.values.sorted { $0.time < $1.time }
        default:  // a bad append (off its bucket, and older than any candle), which must change nothing
          let before = series
          let bad = try Candle(
            time: Sample.start.addingTimeInterval(-30), open: 1, high: 1, low: 1, close: 1, volume: 1)
          #expect(throws: CandleError.self) { try series.append(bad) }
          #expect(series == before)
        }
        #expect(series.candles == model)
        #expect(
          series.invariantViolations() == [])
      }
      for _ in 0..<20 {
        let lower = Int.random(in: 0...model.count, using: &random)
        let upper = Int.random(in: lower...model.count, using: &random)
        #expect(series.priceRange(in: lower..<upper) == Reference.priceRange(model, lower..<upper))
      }
      for average in series.movingAverages {
        #expect(average.count == model.count)
        for index in model.indices {
          let expected = Reference.movingAverage(model, period: average.period, at: index)
          let actual = average.value(at: index)
          #expect((actual == nil) == (expected == nil))
          if let actual, let expected { #expect(actual.isClose(to: expected)) }
        }
      }
    }
  }
}
