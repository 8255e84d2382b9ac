import Benchmark
@_spi(Reference) import CandleKit
import Foundation

/// CandleKit's hot paths at 10,000 and 1,000,000 candles, beside the original app's approach on the same frames.
///
/// A frame is what a chart does per scroll or pinch event: the visible range, the autoscale and the layout of the
/// ~100 visible candles (bodies, wicks, volume bars, moving averages, axis ticks). Frames jump to random scroll
/// positions over the whole series, so no cache is warmer than a real scroll would leave it.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 10,
    maxDuration: .seconds(2), maxIterations: 200_000)

  for (label, count) in [("10k", 10_000), ("1M", 1_000_000)] {
    chartBenchmark("Frame: scroll, \(label) candles", count: count) { state in
      state.jump()
      state.layOut()
    }

    chartBenchmark("Frame: continuous scroll, \(label) candles", count: count) { state in
      // A finger dragging steadily towards older candles, turning back every 2,048 frames.
      state.step &+= 1
      state.viewport.scroll(by: state.step & 4_096 < 2_048 ? 3.7 : -3.7)
      state.layOut()
    }

    chartBenchmark("Range + autoscale: scroll, \(label) candles", count: count, configuration: Fixtures.fast) {
      state in
      state.jump()
      blackHole(state.series.priceRange(in: state.viewport.visibleRange))
    }

    chartBenchmark("Original: filter + scan, \(label) candles", count: count) { state in
      state.jump()
      state.autoscaleTheOriginalWay()
    }

    chartBenchmark("Original frame: filter + scan + layout, \(label) candles", count: count) { state in
      state.jump()
      state.autoscaleTheOriginalWay()
      state.layOut()
    }

    chartBenchmark(
      "Frame: pinch zoom step, \(label) candles", count: count,
      prepare: { $0.viewport.setScrollOffset($0.viewport.maximumScrollOffset / 2) }
    ) { state in
      // Fingers spreading then closing again around a moving centre, as a pinch does.
      state.viewport.zoom(by: state.step & 64 < 32 ? 1.03 : 1 / 1.03, anchorX: Double(state.step % 800))
      state.step &+= 1
      state.layOut()
    }
  }

  // Autoscale alone at a million candles: the index is independent of the visible count; the scan is not.
  for length in [100, 10_000, 1_000_000] {
    autoscaleBenchmark("Autoscale: range index, 1M candles, \(length) visible", length: length) { state, range in
      blackHole(state.series.priceRange(in: range))
    }

    autoscaleBenchmark("Autoscale: segment tree (alternative), 1M candles, \(length) visible", length: length) {
      state, range in
      blackHole(state.tree.priceRange(in: range))
    }

    autoscaleBenchmark(
      "Autoscale: scan of the visible candles (original), 1M candles, \(length) visible", length: length,
      configuration: length == 1_000_000 ? Benchmark.defaultConfiguration : Fixtures.fast
    ) { state, range in
      var low = Double.infinity
      var high = -Double.infinity
      for index in range {
        low = min(low, state.candles[index].low)
        high = max(high, state.candles[index].high)
      }
      blackHole(low...high)
    }
  }

  chartBenchmark("Live: record a trade into the live candle, 1M candles", configuration: Fixtures.fast) { state in
    state.step &+= 1
    let live = state.series[state.series.count - 1].time.addingTimeInterval(30)
    blackHole(try? state.series.record(tradeAt: live, price: 81_000_000 + Double(state.step & 1_023), quantity: 0.01))
  }

  chartBenchmark("Live: update the last candle, 1M candles", configuration: Fixtures.fast) { state in
    state.step &+= 1
    let last = state.series[state.series.count - 1]
    let price = last.close + Double(state.step & 1_023)
    let candle = try? Candle(
      time: last.time, open: last.open, high: max(last.high, price), low: last.low, close: price,
      volume: last.volume + 1)
    if let candle { try? state.series.updateLast(candle) }
  }

  chartBenchmark("Live: append a candle (roll over), 1M candles", configuration: Fixtures.fast) { state in
    let time = state.series[state.series.count - 1].time.addingTimeInterval(60)
    blackHole(try? state.series.record(tradeAt: time, price: 81_000_000, quantity: 0.01))
  }

  chartBenchmark("Reconnect: merge the last 30 minutes, 1M candles") { state in
    blackHole(try? state.series.merge(Array(state.candles.suffix(30))))
  }

  for (label, count) in [("10k", 10_000), ("1M", 1_000_000)] {
    Benchmark(
      "Resample 1m to 1h, \(label) candles",
      configuration: .init(maxDuration: .seconds(3), maxIterations: 1_000)
    ) { benchmark, series in
      for _ in benchmark.scaledIterations {
        blackHole(try? series.resampled(to: .oneHour))
      }
    } setup: {
      try CandleSeries(Fixtures.candles(count: count))
    }
  }

  Benchmark("Build a series, 1M candles", configuration: .init(maxDuration: .seconds(3), maxIterations: 50)) {
    benchmark, candles in
    for _ in benchmark.scaledIterations {
      blackHole(try? CandleSeries(candles))
    }
  } setup: {
    try Fixtures.candles(count: 1_000_000)
  }

  Benchmark("Decode a Bithumb candlestick page, 1,500 rows") { benchmark, data in
    for _ in benchmark.scaledIterations {
      blackHole(try? BithumbCandlestick.candles(from: data))
    }
  } setup: {
    let rows = try Fixtures.candles(count: 1_500).map { candle in
      "[\(Int(candle.time.timeIntervalSince1970 * 1_000)),\"\(candle.open)\",\"\(candle.close)\",\"\(candle.high)\","
        + "\"\(candle.low)\",\"\(candle.volume)\"]"
    }
    return Data(("{\"status\":\"0000\",\"data\":[" + rows.joined(separator: ",") + "]}").utf8)
  }

  // An API 2.0 minute-candle response of 200 rows, as a chart asks for at launch: the one-pass decoder, the tree
  // decoder it replaced (`referenceCandles`, still the fallback for what the one-pass reader leaves), and JSONDecoder
  // into Decimal fields, on the same bytes. One decode takes tens of microseconds or more, so each sample times one.

  Benchmark("Decode an API 2.0 candle response, 200 rows") { benchmark, data in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationCandles.candles(from: data, unit: .minutes(1), dialect: .bithumb))
    }
  } setup: {
    try Fixtures.quotationCandles(count: 200)
  }

  Benchmark("Baseline: the tree decoder (JSONValue, then fields) on an API 2.0 candle response, 200 rows") {
    benchmark, data in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationCandles.referenceCandles(from: data, unit: .minutes(1), dialect: .bithumb))
    }
  } setup: {
    try Fixtures.quotationCandles(count: 200)
  }

  Benchmark("Baseline: JSONDecoder on an API 2.0 candle response, 200 rows (Decimal fields)") { benchmark, data in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode([JSONDecoderCandle].self, from: data))
    }
  } setup: {
    try Fixtures.quotationCandles(count: 200)
  }
}

/// Random index ranges of one length over a million candles, with the three structures to query.
final class AutoscaleState: @unchecked Sendable {
  let series: CandleSeries
  let candles: [Candle]
  let tree: SegmentTree
  let ranges: [Range<Int>]
  var step = 0

  init(count: Int, length: Int) throws {
    candles = try Fixtures.candles(count: count)
    series = try CandleSeries(candles)
    tree = SegmentTree(candles)
    ranges = Fixtures.ranges(length: length, in: count)
  }
}

/// Registers a benchmark that runs `frame` once per iteration on a chart of `count` one-minute candles, built (and
/// `prepare`d) outside the measurement.
func chartBenchmark(
  _ name: String, count: Int = 1_000_000, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  prepare: @escaping @Sendable (ChartState) -> Void = { _ in }, frame: @escaping (ChartState) -> Void
) {
  Benchmark(name, configuration: configuration) { benchmark, state in
    for _ in benchmark.scaledIterations { frame(state) }
  } setup: {
    let state = try Fixtures.chart(count: count)
    prepare(state)
    return state
  }
}

/// Registers a benchmark that runs `query` once per iteration on the next of 4,096 random index ranges of `length`
/// candles in a million.
func autoscaleBenchmark(
  _ name: String, length: Int, configuration: Benchmark.Configuration = Fixtures.fast,
  query: @escaping (AutoscaleState, Range<Int>) -> Void
) {
  Benchmark(name, configuration: configuration) { benchmark, state in
    for _ in benchmark.scaledIterations {
      state.step &+= 1
      query(state, state.ranges[state.step & 4_095])
    }
  } setup: {
    try AutoscaleState(count: 1_000_000, length: length)
  }
}
