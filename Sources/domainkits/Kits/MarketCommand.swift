import ArgumentParser
import Foundation
import MarketBoardKit

/// `domainkits market`: the exchange's main screen from bundled API 2.0 samples.
struct MarketCommand: KitDemoCommand {
  static let kitName = "MarketBoardKit"
  static let configuration = CommandConfiguration(
    commandName: "market",
    abstract: "Shows the KRW market board from bundled API 2.0 samples: sorted, live updates, favourites, search.",
    discussion: """
      With --live, MarketFeed's QuotationFeed follows a local replay server speaking Bithumb's API 2.0 (binary \
      frames, tickers for every KRW market, the open coin's book and trades) and prints the board as it updates; \
      halfway it opens another coin, which re-subscribes on the same socket. With --live --legacy, MarketFeed's \
      BithumbFeed follows a local replay of Bithumb's legacy feed (JSON frames) instead, and each legacy `ticker` \
      becomes the board's ticker through BithumbTicker.marketTicker().
      """
  )

  @Option(help: "Sort key: tradeValue, price, changeRate or name.")
  var sort: String = "tradeValue"

  @Flag(help: "Sort ascending (the default is descending, except by name).")
  var ascending = false

  @Option(help: "An SQLite file (DomainKitsGRDB, SQLite trait) that keeps the favourites between runs and processes.")
  var database: String?

  @Option(
    name: .customLong("star"),
    help: "Adds a coin to the favourites, one atomic command each (repeatable; KRW-ADA); the default stars three.")
  var stars: [String] = []

  @Option(help: "Another search to run (Korean or English name, symbol, 초성).")
  var search: String?

  @Flag(help: "Follow a local API 2.0 replay server live (MarketFeed, LiveFeed trait) instead of the samples.")
  var live = false

  @Flag(
    help: ArgumentHelp(
      "For --live: follow Bithumb's legacy feed (BithumbFeed, `ticker` frames mapped to the board) instead of API 2.0; "
        + "--url is then 'bithumb' or a legacy endpoint (ws://host:port/pub/ws, REST on the same host)."))
  var legacy = false

  @Option(help: "For --live: how many board updates to print before stopping.")
  var updates = 6

  @Option(
    help: ArgumentHelp(
      "For --live: follow this API 2.0 WebSocket endpoint (Bithumb dialect) instead of the bundled replay server.",
      valueName: "ws-url"))
  var url: String?

  @Option(
    help: ArgumentHelp(
      "For --live: seconds between keepalive PINGs, 1...110 (the venues close a connection idle for ~120 s; "
        + "the feed presumes one dead after twice this, at least 60 s, without a message)."))
  var keepalive = 30

  @Option(
    help: ArgumentHelp(
      "For --live: seconds to wait for a first connection; without one the command exits 69 with the reason "
        + "(each failed attempt is said on standard error)."))
  var connectTimeout = 15

  func run() async throws {
    if legacy && !live { throw ValidationError("--legacy follows a live feed: add --live") }
    if live {
      try await runLive()
      return
    }
    guard let sort = MarketBoardOrder.Key(rawValue: self.sort) else {
      throw ValidationError("--sort must be tradeValue, price, changeRate or name")
    }
    let markets = try Self.sampleMarkets()
    let direction: MarketBoardOrder.Direction = ascending || sort == .name ? .ascending : .descending
    var board = MarketBoard(markets: markets, order: MarketBoardOrder(sort, direction))
    for ticker in try QuotationTickers.tickers(from: try SampleData.data("market/tickers.json"), dialect: .bithumb) {
      board.apply(ticker)
    }
    print(
      "\(markets.count) markets listed, \(board.count) on the KRW board, sorted by \(sort.rawValue) \(direction.rawValue)."
    )
    Self.show(board.rows)

    print("\n" + Terminal.heading("Live tickers (WebSocket frames)"))
    for line in try SampleData.text("market/live_tickers.jsonl").split(separator: "\n") {
      guard let ticker = try QuotationTickers.ticker(from: String(line), dialect: .bithumb) else {
        print("  status frame: skipped")
        continue
      }
      switch board.apply(ticker) {
      case .updated(let code, let from, let to):
        print("  \(code): row \(from + 1) → \(to + 1), \(board.row(code).map { $0.text().price } ?? "")")
      case .stale(let code):
        print("  \(code): older than the row's ticker, ignored")
      case .notOnBoard(let code):
        print("  \(code): not on the board")
      }
    }
    print("  stale tickers ignored: \(board.staleTickerCount)")
    Self.show(Array(board.rows.prefix(5)))

    print("\n" + Terminal.heading("관심 (favourites), in the board's order"))
    // Each star is one atomic command: an app and its widget (two processes on one --database) starring at once
    // both land.
    let repository: any FavoriteMarketsRepository =
      try database.map { try DemoStore.open($0).favoriteMarkets } ?? InMemoryFavoriteMarketsRepository()
    for code in stars.isEmpty ? ["KRW-ADA", "KRW-ETH", "KRW-SHIB"] : stars {
      guard let code = try? MarketCode(code) else { throw ValidationError("--star \(code) is not a market code") }
      _ = try await repository.update(id: "demo", .add(code))
    }
    let stored = try await repository.favorites(id: "demo") ?? FavoriteMarkets(id: "demo")
    Self.show(board.rows(in: stored.codes))
    print("  \(stored.codes.count) favourites stored")

    for query in ["ㅂㅌ", "eth"] + (search.map { [$0] } ?? []) {
      print("\n" + Terminal.heading("Search \"\(query)\""))
      Self.show(board.rows(matching: query))
    }
  }

  /// The bundled market list with its alerts.
  static func sampleMarkets() throws -> [Market] {
    Market.attaching(
      try QuotationMarkets.alerts(from: try SampleData.data("market/virtual_asset_warning.json")),
      to: try QuotationMarkets.markets(from: try SampleData.data("market/market_all.json")))
  }

  /// Prints rows as the board shows them.
  static func show(_ rows: [MarketBoardRow]) {
    for row in rows {
      let text = row.text()
      let name = row.market.koreanName + (text.badges.isEmpty ? "" : " [" + text.badges.joined(separator: ",") + "]")
      let arrow = text.direction == .rise ? "▲" : text.direction == .fall ? "▼" : " "
      print(
        "  "
          + [
            pad(name, 18), pad(row.id.rawValue, 10), pad(text.price, 14, right: true), arrow,
            pad(text.change, 8, right: true), pad(text.tradeValue, 14, right: true),
          ].joined(separator: " "))
    }
  }

  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    Terminal.pad(text, to: width, alignRight: right)
  }
}
