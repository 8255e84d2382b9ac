import Benchmark
import Foundation
import MarketFeed
import MarketFeedReplay
@_spi(Reference) import OrderBookKit

/// WebSocket messages in each session (after two status messages).
let sessionLength = 100_000

let benchmarks: @Sendable () -> Void = {
  let script = ReplayScript.synthetic(symbols: ["BTC_KRW"], count: sessionLength, seed: 11)
  let snapshot = try? BithumbREST.orderBook(from: Data((script.orderBooks["BTC_KRW"] ?? "").utf8))

  // The whole pipeline: replay server → TCP → WSClient's frame parsing → OrderBookKit's scanner → the
  // synchronizer → the consumer reading states as fast as it can, or taking 20 ms per state (a busy UI: it gets
  // the latest state at each read). One sample = one session.
  for (label, slowConsumer) in [
    ("fast consumer", Duration?.none), ("consumer taking 20 ms per state", .milliseconds(20)),
  ] {
    Benchmark(
      "End to end: replay server → book, \(label), 100,000 messages",
      configuration: sessionConfiguration(peakMemory: true)
    ) { benchmark in
      try await BithumbReplayServer.serve(script) { server in
        benchmark.startMeasurement()
        blackHole(try await follow(server.feedConfiguration(quiet), slowConsumer: slowConsumer))
        benchmark.stopMeasurement()
      }
    }
  }

  // The feed without the socket: messages handed over in memory, so the figure is the feed's own cost per message
  // (decode, lock, synchronizer, candles, consumer wake-ups).
  for (label, slowConsumer) in [
    ("fast consumer", Duration?.none), ("consumer taking 20 ms per state", .milliseconds(20)),
  ] {
    Benchmark(
      "In memory: messages → book, \(label), 100,000 messages",
      configuration: sessionConfiguration(peakMemory: true)
    ) { benchmark in
      try await BithumbReplayServer.serve(script) { server in
        var configuration = server.feedConfiguration(quiet)
        configuration.webSocketURL = URL(fileURLWithPath: "/memory")
        benchmark.startMeasurement()
        blackHole(
          try await follow(
            configuration, connector: MemoryConnector(messages: script.messages),
            slowConsumer: slowConsumer))
        benchmark.stopMeasurement()
      }
    }
  }

  // The decoding choice on the same messages, into a synchronizer: OrderBookKit's decoder (its one-pass frame reader
  // since issue 33; the name is the one from before, so the figures compare) against JSONDecoder (what the original
  // app used for every message).
  for scanner in [true, false] {
    let label = scanner ? "OrderBookKit scanner" : "JSONDecoder (original app)"
    Benchmark(
      "Decode + synchronize: \(label), 100,000 messages",
      configuration: .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(10),
        maxIterations: 20)
    ) { benchmark in
      var sync = OrderBookSynchronizer(symbol: "BTC_KRW", policy: .timestamp)
      if let snapshot { sync.receive(snapshot.event) }
      benchmark.startMeasurement()
      for message in script.messages {
        let events =
          scanner
          ? try? BithumbWebSocket.events(from: message)
          : try? BithumbWebSocket.decodeWithJSONDecoder(Data(message.utf8))
        for event in events ?? [] { sync.receive(event) }
      }
      benchmark.stopMeasurement()
      blackHole(sync.book.bestBid)
    }
  }

  // The naive alternative to coalescing: an unbounded stream with a copy of the book per message, read by the
  // same slow consumer (20 ms for each of the first 10 states, then as fast as it can).
  Benchmark(
    "Naive: unbounded stream of a book per message, slow consumer, 100,000 messages",
    configuration: sessionConfiguration(peakMemory: true)
  ) { benchmark in
    var sync = OrderBookSynchronizer(symbol: "BTC_KRW", policy: .timestamp)
    if let snapshot { sync.receive(snapshot.event) }
    benchmark.startMeasurement()
    let (stream, continuation) = AsyncStream<OrderBook>.makeStream(bufferingPolicy: .unbounded)
    let consumer = Task {
      var read = 0
      for await book in stream {
        read += 1
        blackHole(book.bestBid)
        if read <= 10 { try? await Task.sleep(for: .milliseconds(20)) }
      }
      return read
    }
    for message in script.messages {
      for event in (try? BithumbWebSocket.events(from: message)) ?? [] { sync.receive(event) }
      continuation.yield(sync.book)
    }
    continuation.finish()
    blackHole(await consumer.value)
    benchmark.stopMeasurement()
  }

  registerQuotationBenchmarks()
}

/// No pings in the benchmarks (a session lasts well under the ping interval anyway), and a buffer that holds the
/// whole session: the replay server answers with the session's starting book (as a recording would), which
/// cannot replace updates lost to an overflow while the snapshot is on its way, so the feed would refuse it and
/// never go live. With it, the figures are the steady pipeline's, not a resync's.
let quiet = BithumbFeedConfiguration(pingInterval: nil, sync: SyncOptions(bufferLimit: sessionLength + 10))

func sessionConfiguration(peakMemory: Bool) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal] + (peakMemory ? [.peakMemoryResident] : []),
    maxDuration: .seconds(15), maxIterations: 10)
}

/// Runs a feed until its consumer has seen every message of the session; returns the count.
func follow(
  _ configuration: BithumbFeedConfiguration, connector: (any MarketSocketConnector)? = nil, slowConsumer: Duration?
) async throws -> Int {
  let feed = try BithumbFeed(symbols: ["BTC_KRW"], configuration: configuration, connector: connector)
  return try await feed.run { updates in
    for await state in updates {
      if state.metrics.messagesReceived >= sessionLength + 2, state["BTC_KRW"]?.isLive == true {
        return state.metrics.messagesReceived
      }
      if let slowConsumer { try await Task.sleep(for: slowConsumer) }
    }
    return 0
  }
}

/// Hands a session's messages to the feed from memory, then stays open until cancelled.
struct MemoryConnector: MarketSocketConnector {
  let messages: [String]

  func connect(
    to url: URL, sending subscribe: [String], onOpen: @escaping @Sendable () -> Void,
    onMessage: @escaping @Sendable (SocketMessage) -> Void
  ) async throws {
    onOpen()
    for message in messages { onMessage(.text(message)) }
    try await Task.sleep(for: .seconds(3_600))
  }
}
