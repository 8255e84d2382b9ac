import Benchmark
import Foundation
@_spi(Reference) import MarketBoardKit

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3, maxDuration: .seconds(2), maxIterations: 1_000)
  let markets = Fixture.markets(count: 500)
  let initial = Fixture.tickers(markets)
  let stream = Fixture.stream(markets, initial, count: 1_000)
  let swings = Fixture.swings(markets, count: 1_000)

  // MARK: Live updates: one ticker on a 500-market board

  Benchmark(
    "Apply one ticker, rows kept sorted, move reported (500 markets)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))
  ) { (benchmark: Benchmark, board: MarketBoard) in
    var board = board
    for index in benchmark.scaledIterations { blackHole(board.apply(stream[index % stream.count])) }
  } setup: {
    var board = MarketBoard(markets: markets)
    for ticker in initial { board.apply(ticker) }
    return board
  }

  Benchmark(
    "Apply one ticker that moves its row from end to end (500 markets, worst case)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))
  ) { (benchmark: Benchmark, board: MarketBoard) in
    var board = board
    for index in benchmark.scaledIterations { blackHole(board.apply(swings[index % swings.count])) }
  } setup: {
    var board = MarketBoard(markets: markets)
    for ticker in initial { board.apply(ticker) }
    return board
  }

  Benchmark(
    "Baseline: replace the ticker and re-sort the board per message (500 markets)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
  ) { (benchmark: Benchmark, board: ResortingBoard) in
    var board = board
    for index in benchmark.scaledIterations { board.apply(stream[index % stream.count]) }
    blackHole(board.rows.count)
  } setup: {
    var board = ResortingBoard(rows: markets.map { ($0, nil) })
    for ticker in initial { board.apply(ticker) }
    return board
  }

  Benchmark("Build the board: 500 markets and 500 tickers") { benchmark in
    for _ in benchmark.scaledIterations {
      var board = MarketBoard(markets: markets)
      for ticker in initial { board.apply(ticker) }
      blackHole(board.count)
    }
  }

  // MARK: Search

  Benchmark("Search initial consonants \"ㅂㅌ\" (500 markets)") { (benchmark: Benchmark, board: MarketBoard) in
    for _ in benchmark.scaledIterations { blackHole(board.rows(matching: "ㅂㅌ")) }
  } setup: {
    MarketBoard(markets: markets)
  }

  Benchmark("Search substring \"coin c1\" (500 markets)") { (benchmark: Benchmark, board: MarketBoard) in
    for _ in benchmark.scaledIterations { blackHole(board.rows(matching: "coin c1")) }
  } setup: {
    MarketBoard(markets: markets)
  }

  // MARK: Decoding a ticker frame

  // A thousand decodes per sample, back to back as a feed decodes frames: one decode per sample would time the
  // harness's own work between samples, which is most of a microsecond.
  let decoding = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 1_000)

  Benchmark("Decode a DEFAULT ticker frame (exact)", configuration: decoding) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationTickers.ticker(from: Fixture.defaultFrame, dialect: .bithumb))
    }
  }

  Benchmark("Decode a SIMPLE ticker frame (exact)", configuration: decoding) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationTickers.ticker(from: Fixture.simpleFrame, dialect: .bithumb))
    }
  }

  Benchmark("Baseline: JSONDecoder on the DEFAULT ticker frame (Decimal fields)", configuration: decoding) {
    benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderTicker.self, from: Fixture.defaultFrame))
    }
  }

  Benchmark("Baseline: JSONDecoder on the SIMPLE ticker frame (Decimal fields)", configuration: decoding) {
    benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderSimpleTicker.self, from: Fixture.simpleFrame))
    }
  }

  // The one-pass reader against the tree decoder it replaced (`referenceTicker`, which the entry points still fall
  // back on for error frames and escaped or repeated keys), on the same bytes.

  Benchmark("Baseline: the tree decoder (JSONValue, then fields) on the DEFAULT ticker frame", configuration: decoding)
  { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationTickers.referenceTicker(from: Fixture.defaultFrame, dialect: .bithumb))
    }
  }

  Benchmark("Baseline: the tree decoder (JSONValue, then fields) on the SIMPLE ticker frame", configuration: decoding) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationTickers.referenceTicker(from: Fixture.simpleFrame, dialect: .bithumb))
    }
  }

  // The frame as captured, whitespace and all (1,131 bytes): MB/s = 1,131 / (ns per decode) × 1,000.

  Benchmark("Decode the captured DEFAULT ticker frame, 1,131 bytes (exact)", configuration: decoding) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationTickers.ticker(from: Fixture.capturedFrame, dialect: .bithumb))
    }
  }

  Benchmark("Baseline: the tree decoder on the captured DEFAULT ticker frame, 1,131 bytes", configuration: decoding) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationTickers.referenceTicker(from: Fixture.capturedFrame, dialect: .bithumb))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on the captured DEFAULT ticker frame, 1,131 bytes (Decimal fields)", configuration: decoding
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode(JSONDecoderTicker.self, from: Fixture.capturedFrame))
    }
  }

  // MARK: Decoding a REST ticker list

  // A `/v1/ticker` response for 200 KRW markets, about 150 KB: one decode takes hundreds of microseconds, so each
  // sample times one.
  let restList = Fixture.restTickerList(count: 200)
  let listDecoding = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 1_000)

  Benchmark("Decode a REST ticker list, 200 tickers (exact)", configuration: listDecoding) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationTickers.tickers(from: restList, dialect: .bithumb))
    }
  }

  Benchmark(
    "Baseline: the tree decoder (JSONValue, then fields) on a REST ticker list, 200 tickers",
    configuration: listDecoding
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationTickers.referenceTickers(from: restList, dialect: .bithumb))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on a REST ticker list, 200 tickers (Decimal fields)", configuration: listDecoding
  ) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode([JSONDecoderRESTTicker].self, from: restList))
    }
  }

  // MARK: Decoding the market and alert lists

  // `/v1/market/all` for 500 markets (about 50 KB, Korean names) and `/v1/market/virtual_asset_warning` with 200
  // alerts: one decode takes tens to hundreds of microseconds, so each sample times one. Neither has money in it:
  // JSONDecoder reads the names, codes and warnings as strings (and the end date with a formatter).
  let marketList = Fixture.marketList(count: 500)
  let alertList = Fixture.alertList(count: 200)

  Benchmark("Decode a market list, 500 markets", configuration: listDecoding) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationMarkets.markets(from: marketList))
    }
  }

  Benchmark(
    "Baseline: the tree decoder (JSONValue, then fields) on a market list, 500 markets", configuration: listDecoding
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationMarkets.referenceMarkets(from: marketList))
    }
  }

  Benchmark("Baseline: JSONDecoder on a market list, 500 markets (String fields)", configuration: listDecoding) {
    benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode([JSONDecoderMarket].self, from: marketList))
    }
  }

  Benchmark("Decode an alert list, 200 alerts", configuration: listDecoding) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationMarkets.alerts(from: alertList))
    }
  }

  Benchmark(
    "Baseline: the tree decoder (JSONValue, then fields) on an alert list, 200 alerts", configuration: listDecoding
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? QuotationMarkets.referenceAlerts(from: alertList))
    }
  }

  Benchmark(
    "Baseline: JSONDecoder on an alert list, 200 alerts (String fields, formatted Date)", configuration: listDecoding
  ) { benchmark in
    let decoder = JSONDecoderAlert.decoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode([JSONDecoderAlert].self, from: alertList))
    }
  }
}
