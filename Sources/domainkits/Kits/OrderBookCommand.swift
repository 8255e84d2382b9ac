import ArgumentParser
import Foundation
import OrderBookKit

/// `domainkits orderbook`: Replays a Bithumb-format feed and prints the order-book ladder.
struct OrderBookCommand: KitDemoCommand {
  static let kitName = "OrderBookKit"
  static let configuration = CommandConfiguration(
    commandName: "orderbook",
    abstract: "Replays a Bithumb-format feed and prints the order-book ladder.",
    discussion: """
      The bundled feed (SampleData/orderbook/feed.txt) has WebSocket deltas that race the REST snapshot, arrive out \
      of order or are already in the snapshot, trades, a ticker and a second symbol. Each message goes through \
      OrderBookKit's decoder and a per-symbol synchronizer (timestamp policy, as Bithumb needs).

      With --live SYMBOL, MarketFeed follows the symbol over a WebSocket and prints the ladder as it changes: by \
      default from a local replay server playing a synthetic Bithumb session (this machine may have no internet); \
      --url bithumb follows Bithumb's public endpoint (wss://pubwss.bithumb.com/pub/ws), and any ws:// or wss:// \
      URL works too (its REST API is read at the same host).
      """
  )

  @Option(help: "Levels per side in the ladder.")
  var levels = 10

  @Option(help: "The symbol whose book is printed.")
  var symbol = "BTC_KRW"

  @Flag(help: "Print English labels instead of Korean.")
  var english = false

  @Option(help: "Follow SYMBOL live over a WebSocket (MarketFeed) instead of replaying the bundled feed.")
  var live: String?

  @Option(help: "For --live: 'replay' (a local replay server), 'bithumb' (Bithumb's public endpoint), or a URL.")
  var url = "replay"

  @Option(help: "For --live: seconds to follow the feed.")
  var seconds = 4.0

  @Option(
    help: ArgumentHelp(
      "For --live: seconds to wait for a first connection; without one the command exits 69 with the reason "
        + "(each failed attempt is said on standard error)."))
  var connectTimeout = 15

  func run() async throws {
    if let live {
      try await runLive(symbol: live)
      return
    }
    let books = try Self.replaySample(log: { print($0) })

    guard let sync = books[symbol] else {
      print("No book for \(symbol).")
      return
    }
    let strings: OrderBookStrings = english ? .english : .korean
    print()
    print(Terminal.heading("\(symbol): \(levels)-level ladder (\(sync.state))"))
    for line in sync.book.ladder(levels: levels).lines(strings: strings) { print(line) }

    let impact = sync.book.marketImpact(.buy, quantity: Quantity(units: 100_000_000) ?? .zero)
    if let average = impact.averagePrice, let slippage = impact.slippage {
      let filled = impact.isFullyFilled ? "filled" : "only \(impact.filledQuantity) visible"
      print(
        "Market buy of 1 \(symbol.prefix { $0 != "_" }): \(filled) over \(impact.levelsConsumed) levels, average "
          + "\(Self.money(average)), slippage \(Self.money(slippage)), cost \(Self.money(impact.notional))"
      )
    }

    print()
    print(Terminal.heading("Synchronizer report for \(symbol)"))
    print(sync.report)
    for (other, book) in books.sorted(by: { $0.key < $1.key }) where other != symbol {
      print("\(other): \(book.state), \(book.bufferedCount) update(s) buffered")
    }
  }

  /// The books after replaying the bundled feed (SampleData/orderbook/feed.txt), by symbol; `log` gets a line per
  /// message.
  static func replaySample(log: (String) -> Void = { _ in }) throws -> [String: OrderBookSynchronizer] {
    let lines = try SampleData.text("orderbook/feed.txt").split(separator: "\n").filter { !$0.hasPrefix("#") }
    log("Replaying \(lines.count) messages from orderbook/feed.txt")
    var books: [String: OrderBookSynchronizer] = [:]
    for line in lines {
      let (source, message) = split(line)
      let events: [MarketEvent]
      do {
        events =
          source == "rest"
          ? [try BithumbREST.orderBook(from: Data(message.utf8)).event]
          : try BithumbWebSocket.events(from: String(message))
      } catch {
        log("  \(source)  rejected: \(error)")
        continue
      }
      for event in events {
        guard let eventSymbol = event.symbol, event.isBookData else {
          log("  \(source)  \(describe(event))")
          continue
        }
        var sync = books[eventSymbol] ?? OrderBookSynchronizer(symbol: eventSymbol, policy: .timestamp)
        let outcome = sync.receive(event)
        books[eventSymbol] = sync
        log("  \(source)  \(describe(event)) → \(describe(outcome))")
      }
    }
    return books
  }

  /// "ws {…}" → ("ws", "{…}").
  private static func split(_ line: Substring) -> (String, Substring) {
    guard let space = line.firstIndex(of: " ") else { return ("?", line) }
    return (String(line[..<space]), line[line.index(after: space)...])
  }

  private static func describe(_ event: MarketEvent) -> String {
    switch event {
    case .snapshot(let snapshot, let symbol):
      return "snapshot \(symbol) \(snapshot.bids.count) bids / \(snapshot.asks.count) asks @ \(time(snapshot.time))"
    case .update(let update, let symbol):
      return "depth \(symbol) \(update.changes.count) change(s) @ \(time(update.time))"
    case .trade(let trade, let symbol):
      return "trade \(symbol) taker \(trade.takerSide) \(trade.quantity) @ \(money(trade.price)) @ \(time(trade.time))"
    case .ticker(let ticker):
      return "ticker \(ticker.symbol) \(ticker.window) close \(money(ticker.closePrice)) (\(ticker.changeRate)%)"
    case .status(let status):
      return "status \(status)"
    }
  }

  private static func describe(_ outcome: SyncOutcome) -> String {
    switch outcome {
    case .applied(let crossed): return crossed ? "applied (book crossed)" : "applied"
    case .snapshotApplied(let replayed, let dropped, _):
      return "snapshot applied; \(replayed) buffered replayed, \(dropped) already in it"
    case .buffered: return "buffered until the snapshot"
    case .dropped(let reason): return "dropped (\(reason))"
    case .needsSnapshot(let problem): return "needs a new snapshot: \(problem)"
    case .rejected(let error): return "rejected: \(error)"
    }
  }

  /// Seoul wall-clock time of day with the timestamp's own precision.
  private static func time(_ timestamp: ExchangeTimestamp?) -> String {
    guard let timestamp else { return "—" }
    let micros = timestamp.microsecondsSince1970 + 9 * 3_600 * 1_000_000
    let secondOfDay = (micros / 1_000_000) % 86_400
    let clock = [secondOfDay / 3_600, secondOfDay % 3_600 / 60, secondOfDay % 60].map { padded($0, 2) }
      .joined(separator: ":")
    let fraction = padded(micros % 1_000_000, 6)
    switch timestamp.precision {
    case .seconds: return clock
    case .milliseconds: return clock + "." + fraction.prefix(3)
    case .microseconds: return clock + "." + fraction
    }
  }

  private static func padded(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func money(_ value: some CustomStringConvertible) -> String {
    NumberText.grouped(value.description)
  }
}

extension MarketEvent {
  /// Whether the event changes a book (snapshots, updates, trades).
  fileprivate var isBookData: Bool {
    switch self {
    case .snapshot, .update, .trade: true
    case .ticker, .status: false
    }
  }
}

#if !LiveFeed
  extension OrderBookCommand {
    /// This build has no live feed: `--live` is a usage error that says how to get one.
    func runLive(symbol: String) async throws {
      throw ValidationError(
        "--live needs MarketFeed, which this build left out; run it as "
          + "`swift run --traits LiveFeed domainkits orderbook --live \(symbol)`")
    }
  }
#endif
