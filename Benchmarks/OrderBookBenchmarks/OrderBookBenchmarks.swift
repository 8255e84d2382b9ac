import Benchmark
import Foundation
@_spi(Benchmarks) @_spi(Reference) import OrderBookKit

/// Updates applied per measured sample; the per-update figure is a sample's time divided by this.
let batch = 1_000
/// Updates in each generated stream (the replay wraps around after these).
let streamLength = 200_000

let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

func configuration(seconds: Int = 2) -> Benchmark.Configuration {
  .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(seconds), maxIterations: 100_000)
}

let benchmarks: @Sendable () -> Void = {
  for levels in [30, 1_000, 10_000] {
    let scenario = Scenario(levels: levels, count: streamLength, seed: UInt64(levels))
    let updates = scenario.updates
    let snapshot = scenario.snapshot
    let label = "\(levels.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) levels"

    // Each sample applies `batch` updates, each followed by reading the best bid and ask.
    replay("Update + best bid/ask: OrderBook, \(label)", updates) { KitUpdates(book: kitBook(snapshot)) }
    // The same stream through `apply(_: LevelChange)`: no update array to retain and release per change.
    replay("Level change + best bid/ask: OrderBook, \(label)", scenario.changes) {
      KitChanges(book: kitBook(snapshot))
    }
    // The strongest simple peer, and the kit's own sorted arrays from before the ladder.
    replay("Update + best bid/ask: sorted arrays best at end, \(label)", updates) { BestAtEndArrayBook(snapshot) }
    replay("Update + best bid/ask: previous OrderBook (sorted arrays), \(label)", updates) {
      PreviousKitBook(snapshot)
    }
    replay("Update + best bid/ask: sorted arrays best first, \(label)", updates) { BestFirstArrayBook(snapshot) }
    replay("Update + best bid/ask: sorted arrays ascending, \(label)", updates) { AscendingArrayBook(snapshot) }
    replay("Update + best bid/ask: original app, \(label)", updates, seconds: 4) { OriginalAppBook(snapshot) }
  }

  // The deep stream: every change uniform over the book, where the sorted arrays shift half a side per insert.
  for levels in [30, 1_000] {
    let scenario = Scenario(levels: levels, count: streamLength, seed: UInt64(levels) + 1, distribution: .uniform)
    let updates = scenario.updates
    let snapshot = scenario.snapshot
    let label = levels == 30 ? "30 levels" : "1,000 levels"
    replay("Deep update + best bid/ask: OrderBook, \(label)", updates) { KitUpdates(book: kitBook(snapshot)) }
    replay("Deep update + best bid/ask: sorted arrays best at end, \(label)", updates) {
      BestAtEndArrayBook(snapshot)
    }
    replay("Deep update + best bid/ask: previous OrderBook (sorted arrays), \(label)", updates) {
      PreviousKitBook(snapshot)
    }
  }

  // A screen that refreshes its depth view after every update (SwiftUI-style): each update, then the best 30 rows of
  // each side, allocating a view per update or writing into the buffer the previous view left free.
  do {
    let scenario = Scenario(levels: 1_000, count: streamLength, seed: 1_000)
    let snapshot = scenario.snapshot
    replay("Update + depth(levels: 30) per update: OrderBook, 1,000 levels", scenario.updates) {
      KitDepthRefresh(book: kitBook(snapshot))
    }
    replay("Update + depth(levels: 30, reusing:) per update: OrderBook, 1,000 levels", scenario.updates) {
      KitDepthRefreshReusing(book: kitBook(snapshot))
    }
  }

  // The original app as shipped: String prices compared through Int(price), on 30 and 1,000 levels (10,000 takes
  // seconds per sample).
  for levels in [30, 1_000] {
    let scenario = Scenario(levels: levels, count: streamLength, seed: UInt64(levels))
    let label = levels == 30 ? "30 levels" : "1,000 levels"
    replay(
      "Update + best bid/ask: original app as shipped, \(label)",
      scenario.changes.map(ShippedAppBook.Change.init),
      seconds: 6
    ) { ShippedAppBook(scenario.snapshot) }
  }

  let scenario = Scenario(levels: 1_000, count: 20_000, seed: 7)
  let book = kitBook(scenario.snapshot)

  Benchmark("depth(levels: 30): OrderBook, 1,000 levels", configuration: configuration()) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(book.depth(levels: 30))
    }
  }

  // The same view written into the buffer the previous one left free: no allocation per view.
  Benchmark("depth(levels: 30, reusing:): OrderBook, 1,000 levels", configuration: configuration()) { benchmark in
    var buffer = OrderBookDepthBuffer()
    for _ in benchmark.scaledIterations {
      blackHole(book.depth(levels: 30, reusing: &buffer))
    }
  }

  let previous = (try? SortedArrayOrderBook(scenario.snapshot)) ?? SortedArrayOrderBook()
  Benchmark("depth(levels: 30): previous OrderBook (sorted arrays), 1,000 levels", configuration: configuration()) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(previous.depth(levels: 30))
    }
  }

  Benchmark("depth(levels: 30, grouping: 10,000): OrderBook, 1,000 levels", configuration: configuration()) {
    benchmark in
    let step = Price(units: 10_000 * 100_000_000)
    for _ in benchmark.scaledIterations {
      blackHole(try? book.depth(levels: 30, grouping: step))
    }
  }

  Benchmark("ladder(levels: 30): OrderBook, 1,000 levels", configuration: configuration()) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(book.ladder(levels: 30))
    }
  }

  // Trades at the touch: a fresh copy of the book per sample (made outside the measurement).
  let trades = scenario.trades(count: batch, seed: 11)
  Benchmark("Trade: OrderBook, 1,000 levels", configuration: configuration()) { benchmark in
    var copy = kitBook(scenario.snapshot)
    benchmark.startMeasurement()
    var touch: Int64 = 0
    for trade in trades {
      _ = try? copy.apply(trade)
      touch &+= (copy.bestBid?.price.units ?? 0) &+ (copy.bestAsk?.price.units ?? 0)
    }
    benchmark.stopMeasurement()
    blackHole(touch)
    blackHole(copy)
  }

  Benchmark("Trade: original app, 1,000 levels", configuration: configuration(seconds: 4)) { benchmark in
    var copy = OriginalAppBook(scenario.snapshot)
    benchmark.startMeasurement()
    var touch: Int64 = 0
    for trade in trades {
      copy.apply(trade)
      touch &+= (copy.bestBid?.price.units ?? 0) &+ (copy.bestAsk?.price.units ?? 0)
    }
    benchmark.stopMeasurement()
    blackHole(touch)
    blackHole(copy)
  }

  // Legacy WebSocket messages (Bithumb, Upbit): the one-pass reader behind `BithumbWebSocket.events` and
  // `UpbitWebSocket.events`, the decoders it replaced (`decodeWithJSONDecoder`, `referenceEvents`, which it still falls
  // back on for what it leaves aside) and JSONDecoder into a plain struct with Decimal fields, on the same bytes.

  // One real-sized orderbookdepth message (seven levels). The names are the ones from before the one-pass reader, so
  // the figures compare across versions: "scanner" now times the one-pass reader, "JSONDecoder" the reference decoder
  // (`decodeWithJSONDecoder`, JSONDecoder into the kit's DTOs, then the fields).
  Benchmark("Decode orderbookdepth: scanner", configuration: configuration()) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BithumbWebSocket.events(from: Messages.depth))
    }
  }

  Benchmark("Decode orderbookdepth: JSONDecoder", configuration: configuration(seconds: 4)) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BithumbWebSocket.decodeWithJSONDecoder(Messages.depth))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on orderbookdepth, 7 levels (Decimal fields)", configuration: configuration(seconds: 4)
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderDepth.self, from: Messages.depth))
    }
  }

  Benchmark("Decode a legacy transaction message, 5 trades (exact)", configuration: configuration()) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BithumbWebSocket.events(from: Messages.transaction))
    }
  }

  Benchmark(
    "Baseline: the reference decoder (JSONDecoder into DTOs, then fields) on the transaction message, 5 trades",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BithumbWebSocket.decodeWithJSONDecoder(Messages.transaction))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on the transaction message, 5 trades (Decimal fields)",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderTransaction.self, from: Messages.transaction))
    }
  }

  Benchmark("Decode a legacy ticker message (exact)", configuration: configuration()) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BithumbWebSocket.events(from: Messages.ticker))
    }
  }

  Benchmark(
    "Baseline: the reference decoder (JSONDecoder into DTOs, then fields) on the ticker message",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BithumbWebSocket.decodeWithJSONDecoder(Messages.ticker))
    }
  }

  Benchmark("Baseline: JSONDecoder on the ticker message (Decimal fields)", configuration: configuration(seconds: 4)) {
    benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderBithumbTicker.self, from: Messages.ticker))
    }
  }

  Benchmark("Decode an Upbit orderbook message, 15 units (exact)", configuration: configuration()) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? UpbitWebSocket.events(from: Messages.upbitBook))
    }
  }

  Benchmark(
    "Baseline: the reference decoder (JSONDecoder, then the numbers' text) on the Upbit orderbook message, 15 units",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? UpbitWebSocket.referenceEvents(from: Messages.upbitBook))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on the Upbit orderbook message, 15 units (Decimal fields)",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderBook.self, from: Messages.upbitBook))
    }
  }

  Benchmark("Decode a Bithumb REST order book, 30 levels a side (exact)", configuration: configuration()) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BithumbREST.orderBook(from: Messages.restBook))
    }
  }

  Benchmark(
    "Baseline: the reference decoder (JSONDecoder into DTOs, then fields) on the Bithumb REST order book, 30 levels",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BithumbREST.referenceOrderBook(from: Messages.restBook))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on the Bithumb REST order book, 30 levels a side (Decimal fields)",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderBithumbRESTBook.self, from: Messages.restBook))
    }
  }

  Benchmark("Decode a Binance depth update, 40 changes (exact)", configuration: configuration()) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BinanceWebSocket.events(from: Messages.binanceUpdate))
    }
  }

  Benchmark(
    "Baseline: the reference decoder (JSONDecoder into DTOs, then fields) on the Binance depth update, 40 changes",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BinanceWebSocket.referenceEvents(from: Messages.binanceUpdate))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on the Binance depth update, 40 changes (Decimal fields)",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderBinanceUpdate.self, from: Messages.binanceUpdate))
    }
  }

  Benchmark(
    "Decode a Binance REST depth snapshot, 100 levels a side (exact)", configuration: configuration()
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BinanceREST.orderBook(from: Messages.binanceSnapshot))
    }
  }

  Benchmark(
    "Baseline: the reference decoder (JSONDecoder into DTOs, then fields) on the Binance REST snapshot, 100 levels",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? BinanceREST.referenceOrderBook(from: Messages.binanceSnapshot))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on the Binance REST depth snapshot, 100 levels a side (Decimal fields)",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderBinanceSnapshot.self, from: Messages.binanceSnapshot))
    }
  }

  // API 2.0 WebSocket frames (Bithumb /v1, Upbit): the one-pass reader behind `QuotationWebSocket.message`, the tree
  // decoder it replaced (`referenceMessage`, which it still falls back on for error frames and escaped or repeated
  // keys) and JSONDecoder into Decimal fields, on the same bytes.

  Benchmark("Decode an API 2.0 orderbook frame, 15 levels (exact)", configuration: configuration()) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationWebSocket.message(from: QuotationFrames.book, dialect: .bithumb))
    }
  }

  Benchmark(
    "Baseline: the tree decoder (JSONValue, then fields) on the orderbook frame, 15 levels",
    configuration: configuration()
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationWebSocket.referenceMessage(from: QuotationFrames.book, dialect: .bithumb))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on the orderbook frame, 15 levels (Decimal fields)", configuration: configuration(seconds: 4)
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderBook.self, from: QuotationFrames.book))
    }
  }

  // The orderbook frame as captured, whitespace and all: MB/s = 1,715 / (ns per decode) × 1,000.

  Benchmark(
    "Decode the captured API 2.0 orderbook frame, 15 levels, 1,715 bytes (exact)", configuration: configuration()
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationWebSocket.message(from: QuotationFrames.capturedBook, dialect: .bithumb))
    }
  }

  Benchmark(
    "Baseline: the tree decoder on the captured orderbook frame, 15 levels, 1,715 bytes",
    configuration: configuration()
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationWebSocket.referenceMessage(from: QuotationFrames.capturedBook, dialect: .bithumb))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on the captured orderbook frame, 15 levels, 1,715 bytes (Decimal fields)",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderBook.self, from: QuotationFrames.capturedBook))
    }
  }

  Benchmark("Decode an API 2.0 trade frame (exact)", configuration: configuration()) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationWebSocket.message(from: QuotationFrames.trade, dialect: .bithumb))
    }
  }

  Benchmark(
    "Baseline: the tree decoder (JSONValue, then fields) on the trade frame", configuration: configuration()
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationWebSocket.referenceMessage(from: QuotationFrames.trade, dialect: .bithumb))
    }
  }

  Benchmark("Baseline: JSONDecoder on the trade frame (Decimal fields)", configuration: configuration(seconds: 4)) {
    benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderTrade.self, from: QuotationFrames.trade))
    }
  }

  // API 2.0 REST responses: the one-pass reader behind `QuotationREST.orderBooks` and `trades`, the tree decoders it
  // replaced (`referenceOrderBooks`, `referenceTrades`, which it still falls back on for an exchange's error and
  // escaped or repeated keys) and JSONDecoder into Decimal fields, on the same bytes.

  Benchmark("Decode a REST order book response, 30 levels, 2,495 bytes (exact)", configuration: configuration()) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationREST.orderBooks(from: QuotationFrames.restBook))
    }
  }

  Benchmark(
    "Baseline: the tree decoder (JSONValue, then fields) on a REST order book response, 30 levels",
    configuration: configuration()
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationREST.referenceOrderBooks(from: QuotationFrames.restBook))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on a REST order book response, 30 levels (Decimal fields)",
    configuration: configuration(seconds: 4)
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode([JSONDecoderRESTBook].self, from: QuotationFrames.restBook))
    }
  }

  // A `/v1/trades/ticks` response of 200 trades, about 50 KB: one decode takes hundreds of microseconds, so each
  // sample times one.
  let restTrades = QuotationFrames.restTrades(count: 200)
  let listDecoding = Benchmark.Configuration(
    metrics: metrics, scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 1_000)

  Benchmark("Decode a REST trade list, 200 trades (exact)", configuration: listDecoding) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationREST.trades(from: restTrades))
    }
  }

  Benchmark(
    "Baseline: the tree decoder (JSONValue, then fields) on a REST trade list, 200 trades", configuration: listDecoding
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationREST.referenceTrades(from: restTrades))
    }
  }

  Benchmark("Baseline: JSONDecoder on a REST trade list, 200 trades (Decimal fields)", configuration: listDecoding) {
    benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode([JSONDecoderRESTTrade].self, from: restTrades))
    }
  }

  // A live feed: decode each message and hand its events to the synchronizer.
  let feedScenario = Scenario(levels: 1_000, count: 7 * 20_000, seed: 13)
  var feedSnapshot = feedScenario.snapshot
  feedSnapshot.time = ExchangeTimestamp(milliseconds: 1_723_102_637_709)
  let feed = Messages.feed(feedScenario, perMessage: 7, startMicroseconds: 1_723_102_637_709_000)
  let synchronizer = Replay(length: feed.count) {
    var sync = OrderBookSynchronizer(symbol: "BTC_KRW", policy: .timestamp)
    sync.receive(feedSnapshot)
    return sync
  }
  Benchmark("Feed: decode + synchronize orderbookdepth (7 levels), 1,000 levels", configuration: configuration()) {
    benchmark in
    var (sync, range) = synchronizer.take(batch)
    benchmark.startMeasurement()
    for index in range {
      if let events = try? BithumbWebSocket.events(from: feed[index]) {
        for event in events { blackHole(sync.receive(event)) }
      }
    }
    benchmark.stopMeasurement()
    synchronizer.putBack(sync)
  }
}

/// A book a replay benchmark drives: it takes one stream item and reads the touch.
protocol ReplayedBook {
  associatedtype Item
  /// Applies `item`, then reads the best bid and ask and returns something of them (so the reads happen).
  mutating func step(_ item: Item) -> Int64
}

/// Registers a benchmark that replays `stream` through `Book`, `batch` items per sample, the book carried over
/// from sample to sample (and rebuilt by `make`, unmeasured, when the stream runs out).
func replay<Book: ReplayedBook>(
  _ name: String,
  _ stream: [Book.Item],
  seconds: Int = 2,
  make: @escaping () -> Book
) {
  let state = Replay(length: stream.count, make: make)
  Benchmark(name, configuration: configuration(seconds: seconds)) { benchmark in
    var (book, range) = state.take(batch)
    var touch: Int64 = 0
    benchmark.startMeasurement()
    stream.withUnsafeBufferPointer { stream in
      for index in range { touch &+= book.step(stream[index]) }
    }
    benchmark.stopMeasurement()
    blackHole(touch)
    state.putBack(book)
  }
}

/// The kit's book fed whole updates.
struct KitUpdates: ReplayedBook {
  var book: OrderBook

  mutating func step(_ update: OrderBookUpdate) -> Int64 {
    try? book.apply(update)
    return (book.bestBid?.price.units ?? 0) &+ (book.bestAsk?.price.units ?? 0)
  }
}

/// The kit's book fed whole updates, its depth view asked for after each one.
struct KitDepthRefresh: ReplayedBook {
  var book: OrderBook

  mutating func step(_ update: OrderBookUpdate) -> Int64 {
    try? book.apply(update)
    let depth = book.depth(levels: 30)
    return (depth.asks.last?.price.units ?? 0) &+ (depth.bids.last?.price.units ?? 0)
  }
}

/// ``KitDepthRefresh`` with the view written into the buffer the previous one left free.
struct KitDepthRefreshReusing: ReplayedBook {
  var book: OrderBook
  var buffer = OrderBookDepthBuffer()

  mutating func step(_ update: OrderBookUpdate) -> Int64 {
    try? book.apply(update)
    let depth = book.depth(levels: 30, reusing: &buffer)
    return (depth.asks.last?.price.units ?? 0) &+ (depth.bids.last?.price.units ?? 0)
  }
}

/// The kit's book fed single level changes.
struct KitChanges: ReplayedBook {
  var book: OrderBook

  mutating func step(_ change: LevelChange) -> Int64 {
    try? book.apply(change)
    return (book.bestBid?.price.units ?? 0) &+ (book.bestAsk?.price.units ?? 0)
  }
}
