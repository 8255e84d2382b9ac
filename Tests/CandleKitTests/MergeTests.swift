import Foundation
import PropertyBased
import Testing

@testable import CandleKit

@Suite("Merging history")
struct MergeTests {
  @Test("Overlaps replace, new buckets are inserted in order, gaps stay gaps")
  func overlapsAndGaps() throws {
    let base = try Sample.candles(count: 10)
    var series = try CandleSeries(Array(base[0..<5]) + Array(base[7..<10]))
    let replacement = try Sample.candle(minute: 3, open: 1, high: 2, low: 1, close: 2)
    let page = [replacement, base[5], try Sample.candle(minute: 12, open: 3, high: 3, low: 3, close: 3)]
    let summary = try series.merge(page)
    #expect(summary == CandleSeries.MergeSummary(inserted: 2, replaced: 1, insertedAfterLast: 1))
    #expect(series.candles == Array(base[0..<3]) + [replacement, base[4], base[5]] + Array(base[7..<10]) + [page[2]])
    #expect(series.index(forTime: base[6].time) == nil)  // minute 6 is still a gap
  }

  @Test("A page of older history goes in front")
  func olderHistory() throws {
    let base = try Sample.candles(count: 30)
    var series = try CandleSeries(Array(base[20...]))
    let summary = try series.merge(Array(base[0..<20]))
    #expect(summary == CandleSeries.MergeSummary(inserted: 20, replaced: 0, insertedAfterLast: 0))
    #expect(series.candles == base)
  }

  @Test("An empty page changes nothing; a bad page is refused with its index and changes nothing")
  func emptyAndBadPages() throws {
    let base = try Sample.candles(count: 10)
    var series = try CandleSeries(base)
    let before = series
    #expect(try series.merge([]) == CandleSeries.MergeSummary(inserted: 0, replaced: 0, insertedAfterLast: 0))
    #expect(throws: CandleError.outOfOrder(index: 1, time: base[2].time, previousTime: base[4].time)) {
      try series.merge([base[4], base[2]])
    }
    #expect(throws: CandleError.duplicateBucket(index: 1, time: base[4].time)) {
      try series.merge([base[4], base[4]])
    }
    #expect(series == before)
  }

  @Test("Merging into an empty series counts everything as newer")
  func intoEmpty() throws {
    var series = try CandleSeries([])
    let page = try Sample.candles(count: 4)
    #expect(try series.merge(page) == CandleSeries.MergeSummary(inserted: 4, replaced: 0, insertedAfterLast: 4))
    #expect(series.candles == page)
  }

  @Test("Any merge equals a merge of dictionaries keyed by time")
  func differential() async throws {
    await propertyCheck(
      count: 100, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...120).array(of: 0...60),
      Gen.int(in: 0...120).array(of: 0...60)
    ) { seed, existingMinutes, pageMinutes in
      let pool = try Sample.candles(count: 121, seed: seed)
      let replacements = try Sample.candles(count: 121, seed: seed &+ 1)
      let existing = Set(existingMinutes).sorted().map { pool[$0] }
      let page = Set(pageMinutes).sorted().map { replacements[$0] }
      var series = try CandleSeries(existing, movingAveragePeriods: [4])
      let summary = try series.merge(page)
      var model = Dictionary(uniqueKeysWithValues: existing.map { ($0.time, $0) })
      for candle in page { model[candle.time] = candle }
      #expect(series.candles == model.values.sorted { $0.time < $1.time })
      let replaced = page.filter { candle in existing.contains { $0.time == candle.time } }.count
      #expect(summary.replaced == replaced)
      #expect(summary.inserted == page.count - replaced)
      #expect(summary.insertedAfterLast == page.filter { $0.time > (existing.last?.time ?? .distantPast) }.count)
      #expect(series.invariantViolations() == [])
    }
  }
}
