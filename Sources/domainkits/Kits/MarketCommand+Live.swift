#if LiveFeed
  import ArgumentParser
  import Foundation
  import MarketBoardKit
  import MarketFeed
  import MarketFeedReplay

  extension MarketCommand {
    /// Follows an API 2.0 feed: the bundled replay server's, or `--url`'s. Prints the board as tickers arrive, and
    /// the open coin's book and trades.
    func runLive() async throws {
      guard (1...100).contains(updates) else { throw ValidationError("--updates must be in 1...100") }
      guard (1...110).contains(keepalive) else { throw ValidationError("--keepalive must be in 1...110 seconds") }
      guard (1...600).contains(connectTimeout) else {
        throw ValidationError("--connect-timeout must be in 1...600 seconds")
      }
      if legacy {
        try await runLegacy()
        return
      }
      var configuration = QuotationFeedConfiguration()
      configuration.keepaliveInterval = .seconds(keepalive)
      // A quiet market still answers every keepalive, so a connection is presumed dead only after two intervals.
      configuration.idleTimeout = .seconds(max(60, 2 * keepalive))
      guard let url else {
        // Enough realtime frames, 2 ms apart, for every update to print before the replay ends.
        let script = QuotationReplayScript(realtimeMessages: 5_000, messageInterval: .milliseconds(2))
        try await QuotationReplayServer.serve(script) { server in
          print("Local API 2.0 replay server at \(server.webSocketURL) (binary frames, Bithumb dialect)")
          try await follow(server.feedConfiguration(configuration))
        }
        return
      }
      guard let endpoint = URL(string: url), QuotationVenue.isValidWebSocketURL(endpoint) else {
        throw ValidationError("--url must be a ws:// or wss:// URL with a host and a port in 1...65535")
      }
      configuration.venue = QuotationVenue(webSocketURL: endpoint, dialect: .bithumb, connectionsPerSecond: 10)
      print("Following \(endpoint) (Bithumb dialect)")
      try await follow(configuration)
    }

    /// Subscribes to every KRW ticker of the bundled market list and KRW-BTC's book and trades; halfway, opens
    /// KRW-ETH on the same socket.
    private func follow(_ configuration: QuotationFeedConfiguration) async throws {
      let start = MarketBoard(markets: try Self.sampleMarkets())
      let codes = start.rows.map(\.market.code)
      let btc = try MarketCode("KRW-BTC")
      let eth = try MarketCode("KRW-ETH")
      let limit = updates
      let feed = try QuotationFeed(boardCodes: codes, openMarket: btc, configuration: configuration)
      let watch = ConnectionWatch(
        bound: .seconds(connectTimeout), endpoint: configuration.venue.webSocketURL.absoluteString)
      print("Subscribing to \(feed.boardCodes.count) KRW tickers, KRW-BTC's book and trades")
      let outcome = try await Self.run(feed, watch: watch) { session -> (QuotationFeedState, MarketBoard)? in
        var board = start
        var printed = 0
        var lastPrint = ContinuousClock.now - .seconds(1)
        var last: QuotationFeedState?
        for await state in session.updates {
          last = state
          watch.observe(state.connection)
          for ticker in state.changedTickers { board.apply(ticker) }
          guard ContinuousClock.now - lastPrint >= .milliseconds(150), state.book != nil else { continue }
          lastPrint = ContinuousClock.now
          printed += 1
          Self.printUpdate(printed, board: board, state: state)
          if printed == limit { break }
          if printed == (limit + 1) / 2 {
            print("\nOpening KRW-ETH: the feed re-subscribes on the same socket")
            session.open(eth)
          }
        }
        return last.map { ($0, board) }
      }
      guard let (last, board) = outcome, last.metrics.messagesReceived > 0 else {
        throw watch.noConnection(received: 0)
      }
      print("\n" + Terminal.heading("Feed metrics"))
      print(last.metrics)
      print("connection: \(last.connection); stale tickers ignored by the board: \(board.staleTickerCount)")
      if let error = last.lastError { print("last error: \(error)") }
    }

    /// Runs `feed` with `body`, ending the command when `watch` expires before a first connection.
    private static func run<Result: Sendable>(
      _ feed: QuotationFeed, watch: ConnectionWatch,
      _ body: @escaping @Sendable (QuotationFeedSession) async throws -> Result
    ) async throws -> Result {
      try await watch.race { try await feed.run(isolation: nil, body) }
    }

    private static func printUpdate(_ index: Int, board: MarketBoard, state: QuotationFeedState) {
      let open = state.openMarket?.rawValue ?? "-"
      print("\n" + Terminal.heading("Update \(index): \(state.metrics.tickers) tickers so far (\(state.connection))"))
      show(Array(board.rows.prefix(5)))
      if let book = state.book, let bid = book.bestBid, let ask = book.bestAsk {
        print(
          "  \(open) book: bid \(NumberText.grouped(bid.price.description)) / "
            + "ask \(NumberText.grouped(ask.price.description)), \(book.bids.count)+\(book.asks.count) levels")
      }
      for row in state.recentTrades.rows().prefix(3) {
        print("  \(open) trade \(row.time) \(row.side == .buy ? "매수" : "매도") \(row.quantity) @ \(row.price)")
      }
    }
  }
#else
  import ArgumentParser

  extension MarketCommand {
    /// This build has no live feed: `--live` is a usage error that says how to get one.
    func runLive() async throws {
      throw ValidationError(
        "--live needs MarketFeed, which this build left out; run it as "
          + "`swift run --traits LiveFeed domainkits market --live`")
    }
  }
#endif
