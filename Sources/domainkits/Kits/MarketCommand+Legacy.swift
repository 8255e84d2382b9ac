#if LiveFeed
  import ArgumentParser
  import Foundation
  import MarketBoardKit
  import MarketFeed
  import MarketFeedReplay

  extension MarketCommand {
    /// The legacy symbols the command follows: KRW markets of the bundled market list.
    static let legacySymbols = ["BTC_KRW", "ETH_KRW", "XRP_KRW", "SOL_KRW", "DOGE_KRW"]

    /// Follows Bithumb's legacy feed (`--live --legacy`): the bundled replay server's, Bithumb's own
    /// (`--url bithumb`) or `--url`'s. Each `ticker` frame's `BithumbTicker` becomes the board's `MarketTicker`
    /// through `marketTicker()`, and the board's rows are printed as they move.
    func runLegacy() async throws {
      var configuration = BithumbFeedConfiguration()
      configuration.channels.tickerWindows = ["24H"]
      configuration.pingInterval = .seconds(keepalive)
      // A quiet market still answers every keepalive, so a connection is presumed dead only after two intervals.
      configuration.idleTimeout = .seconds(max(60, 2 * keepalive))
      switch url {
      case nil:
        // A ticker every hundredth message, a message a millisecond: more tickers than updates to print before
        // the replay ends.
        var script = ReplayScript.synthetic(symbols: Self.legacySymbols, count: max(4_000, updates * 300))
        script.messageInterval = .milliseconds(1)
        try await BithumbReplayServer.serve(script) { server in
          print("Local legacy replay server at \(server.webSocketURL) (Bithumb's legacy JSON frames)")
          try await followLegacy(server.feedConfiguration(configuration))
        }
      case "bithumb"?:
        print("Following Bithumb's legacy feed at \(configuration.webSocketURL)")
        try await followLegacy(configuration)
      case let text?:
        guard let endpoint = URL(string: text), BithumbFeedConfiguration.isValidWebSocketURL(endpoint),
          let rest = Self.legacyRESTURL(for: endpoint)
        else {
          throw ValidationError(
            "--url must be 'bithumb' or a ws:// or wss:// URL with a host and a port in 1...65535")
        }
        configuration.webSocketURL = endpoint
        configuration.restBaseURL = rest
        print("Following \(endpoint) (Bithumb's legacy feed)")
        try await followLegacy(configuration)
      }
    }

    /// The REST base URL beside a legacy WebSocket URL: Bithumb's API for Bithumb's socket, else the same host and
    /// port over HTTP(S).
    private static func legacyRESTURL(for webSocketURL: URL) -> URL? {
      guard let scheme = webSocketURL.scheme?.lowercased(), scheme == "ws" || scheme == "wss",
        let host = webSocketURL.host
      else {
        return nil
      }
      if host == BithumbFeedConfiguration.bithumbWebSocketURL.host { return BithumbRESTClient.bithumbBaseURL }
      let port = webSocketURL.port.map { ":\($0)" } ?? ""
      return URL(string: "\(scheme == "wss" ? "https" : "http")://\(host)\(port)")
    }

    /// Subscribes to the legacy 24-hour ticker of ``legacySymbols`` and applies each new ticker to the board of the
    /// bundled market list, printing the top rows at most every 150 ms.
    private func followLegacy(_ configuration: BithumbFeedConfiguration) async throws {
      let start = MarketBoard(markets: try Self.sampleMarkets())
      let symbols = Self.legacySymbols
      let limit = updates
      let feed = try BithumbFeed(symbols: symbols, configuration: configuration)
      let watch = ConnectionWatch(
        bound: .seconds(connectTimeout), endpoint: configuration.webSocketURL.absoluteString)
      print("Subscribing to the legacy 24H ticker of \(symbols.joined(separator: ", "))")
      let outcome = try await Self.runLegacyFeed(feed, watch: watch) { states -> LegacyOutcome? in
        var board = start
        var latest: [String: BithumbTicker] = [:]
        var applied = 0
        var refused = 0
        var moved = false
        var printed = 0
        var lastPrint = ContinuousClock.now - .seconds(1)
        var last: MarketFeedState?
        for await state in states {
          last = state
          watch.observe(state.connection)
          for symbol in symbols {
            guard let ticker = state[symbol]?.ticker, latest[symbol] != ticker else { continue }
            latest[symbol] = ticker
            do {
              let mapped = try ticker.marketTicker()
              if case .updated = board.apply(mapped) {
                applied += 1
                moved = true
              }
            } catch {
              refused += 1
              print("  \(symbol): ticker refused: \(error)")
            }
          }
          guard moved, ContinuousClock.now - lastPrint >= .milliseconds(150) else { continue }
          lastPrint = ContinuousClock.now
          moved = false
          printed += 1
          print(
            "\n" + Terminal.heading("Update \(printed): \(applied) legacy tickers on the board (\(state.connection))"))
          Self.show(Array(board.rows.prefix(5)))
          if printed == limit { break }
        }
        return last.map { LegacyOutcome(state: $0, board: board, applied: applied, refused: refused) }
      }
      guard let outcome, outcome.state.metrics.messagesReceived > 0 else {
        throw watch.noConnection(received: 0)
      }
      print("\n" + Terminal.heading("Feed metrics"))
      print(outcome.state.metrics)
      print(
        "connection: \(outcome.state.connection); legacy tickers applied: \(outcome.applied), refused: "
          + "\(outcome.refused); stale tickers ignored by the board: \(outcome.board.staleTickerCount)")
      if let error = outcome.state.lastError { print("last error: \(error)") }
    }

    /// What a legacy run ends with: the feed's last state, the board, and how many tickers it took and refused.
    private struct LegacyOutcome: Sendable {
      var state: MarketFeedState
      var board: MarketBoard
      var applied: Int
      var refused: Int
    }

    /// Runs `feed` with `body`, ending the command when `watch` expires before a first connection.
    private static func runLegacyFeed<Result: Sendable>(
      _ feed: BithumbFeed, watch: ConnectionWatch,
      _ body: @escaping @Sendable (MarketFeedUpdates) async throws -> Result
    ) async throws -> Result {
      try await watch.race { try await feed.run(isolation: nil, body) }
    }
  }
#endif
