import Benchmark
import Foundation
import MarketFeed
import MarketFeedReplay
import Synchronization

/// The API 2.0 feed (`QuotationFeed`): 30 board markets subscribed to their tickers, KRW-BTC open (its book and
/// trades), the replay server's frames in Bithumb's DEFAULT format as binary messages, as the venue sends them.
let quotationCodes = [
  "KRW-BTC", "KRW-ETH", "KRW-XRP", "KRW-ADA", "KRW-SOL", "KRW-DOGE", "KRW-DOT", "KRW-TRX", "KRW-LINK", "KRW-AVAX",
  "KRW-BCH", "KRW-ETC", "KRW-XLM", "KRW-ATOM", "KRW-NEAR", "KRW-APT", "KRW-ARB", "KRW-OP", "KRW-SUI", "KRW-SEI",
  "KRW-SAND", "KRW-MANA", "KRW-AXS", "KRW-CHZ", "KRW-EOS", "KRW-AAVE", "KRW-UNI", "KRW-STX", "KRW-IMX", "KRW-HBAR",
]

/// Frames in a session: one snapshot per board ticker, the open market's book and trade, then the realtime frames.
let quotationFrames = quotationCodes.count + 2 + sessionLength

func registerQuotationBenchmarks() {
  let script = QuotationReplayScript(realtimeMessages: sessionLength)

  // Over the socket: replay server → TCP → the WebSocket client → frame read once, dispatched by type → engine →
  // the consumer reading states as fast as it can.
  Benchmark(
    "Quotation end to end: API 2.0 replay server → board tickers and book, fast consumer, 100,000 frames",
    configuration: sessionConfiguration(peakMemory: true)
  ) { benchmark in
    try await QuotationReplayServer.serve(script) { server in
      let feed = try quotationFeed(server.feedConfiguration(quotationQuiet), connector: nil)
      benchmark.startMeasurement()
      blackHole(try await followQuotation(feed))
      benchmark.stopMeasurement()
    }
  }

  // Without the socket: the same frames (recorded once from the replay server) handed to the feed in memory, so the
  // figure is the feed's own cost per frame.
  Benchmark(
    "Quotation in memory: frames → board tickers and book, fast consumer, 100,000 frames",
    configuration: sessionConfiguration(peakMemory: true)
  ) { benchmark in
    let frames = try await recordedQuotationFrames(script)
    let feed = try quotationFeed(quotationQuiet, connector: MemoryQuotationConnector(frames: frames))
    benchmark.startMeasurement()
    blackHole(try await followQuotation(feed))
    benchmark.stopMeasurement()
  }
}

/// No keepalive or idle timeout in the benchmarks (a session lasts well under either).
let quotationQuiet = QuotationFeedConfiguration(keepaliveInterval: nil, idleTimeout: nil)

func quotationFeed(_ configuration: QuotationFeedConfiguration, connector: (any QuotationSocketConnector)?) throws
  -> QuotationFeed
{
  try QuotationFeed(
    boardCodes: quotationCodes.map { try MarketCode($0) }, openMarket: try MarketCode("KRW-BTC"),
    configuration: configuration, connector: connector)
}

/// Runs a quotation feed until its consumer has seen every frame of the session; returns the tickers it was handed.
func followQuotation(_ feed: QuotationFeed) async throws -> Int {
  try await feed.run { session in
    var changed = 0
    for await state in session.updates {
      changed += state.changedTickers.count
      if state.metrics.messagesReceived >= quotationFrames { return changed }
    }
    return changed
  }
}

/// The frames of one replay session, recorded through the real connector the first time they are asked for.
func recordedQuotationFrames(_ script: QuotationReplayScript) async throws -> [Data] {
  if let frames = quotationFrameCache.withLock({ $0 }) { return frames }
  let frames = try await QuotationReplayServer.serve(script) { server in
    let recorder = RecordingQuotationConnector()
    _ = try await followQuotation(try quotationFeed(server.feedConfiguration(quotationQuiet), connector: recorder))
    return recorder.frames.withLock { $0 }
  }
  quotationFrameCache.withLock { $0 = frames }
  return frames
}

let quotationFrameCache = Mutex<[Data]?>(nil)

/// The real WebSocket connector, keeping a copy of every binary frame received.
final class RecordingQuotationConnector: QuotationSocketConnector {
  let frames = Mutex<[Data]>([])
  private let connector = QuotationWebSocketConnector()

  func connect(
    to url: URL, outgoing: AsyncStream<QuotationOutgoing>, onOpen: @escaping @Sendable () -> Void,
    onMessage: @escaping @Sendable (SocketMessage) -> Void
  ) async throws {
    try await connector.connect(to: url, outgoing: outgoing, onOpen: onOpen) { message in
      if case .binary(let data) = message { self.frames.withLock { $0.append(data) } }
      onMessage(message)
    }
  }
}

/// Hands recorded frames to the feed from memory, then stays open until cancelled.
struct MemoryQuotationConnector: QuotationSocketConnector {
  let frames: [Data]

  func connect(
    to url: URL, outgoing: AsyncStream<QuotationOutgoing>, onOpen: @escaping @Sendable () -> Void,
    onMessage: @escaping @Sendable (SocketMessage) -> Void
  ) async throws {
    onOpen()
    for frame in frames { onMessage(.binary(frame)) }
    try await Task.sleep(for: .seconds(3_600))
  }
}
