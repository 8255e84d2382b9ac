#if LiveFeed
  import ArgumentParser
  import Foundation
  import MarketFeed
  import MarketFeedReplay
  import OrderBookKit

  extension OrderBookCommand {
    /// Follows `symbol` for `seconds`, printing the ladder at most twice a second (the feed coalesces the rest).
    func runLive(symbol: String) async throws {
      guard seconds > 0, seconds <= 3_600 else { throw ValidationError("--seconds must be in 0...3600") }
      switch url {
      case "replay":
        // 40 messages a second of a synthetic BTC-like session, served on 127.0.0.1.
        var script = ReplayScript.synthetic(symbols: [symbol], count: Int(seconds * 40) + 40)
        script.messageInterval = .milliseconds(25)
        try await BithumbReplayServer.serve(script) { server in
          print("Local replay server at \(server.webSocketURL) (REST \(server.restBaseURL))")
          try await follow(symbol, configuration: server.feedConfiguration())
        }
      case "bithumb":
        try await follow(symbol, configuration: BithumbFeedConfiguration())
      default:
        guard let webSocketURL = URL(string: url), BithumbFeedConfiguration.isValidWebSocketURL(webSocketURL),
          let rest = Self.restURL(for: webSocketURL)
        else {
          throw ValidationError(
            "--url must be 'replay', 'bithumb' or a ws:// or wss:// URL with a host and a port in 1...65535")
        }
        try await follow(symbol, configuration: BithumbFeedConfiguration(webSocketURL: webSocketURL, restBaseURL: rest))
      }
    }

    /// The REST base URL beside a WebSocket URL: Bithumb's API for Bithumb's socket, else the same host and port.
    private static func restURL(for webSocketURL: URL) -> URL? {
      guard let scheme = webSocketURL.scheme, scheme == "ws" || scheme == "wss", let host = webSocketURL.host else {
        return nil
      }
      if host == BithumbFeedConfiguration.bithumbWebSocketURL.host { return BithumbRESTClient.bithumbBaseURL }
      let port = webSocketURL.port.map { ":\($0)" } ?? ""
      return URL(string: "\(scheme == "wss" ? "https" : "http")://\(host)\(port)")
    }

    private func follow(_ symbol: String, configuration: BithumbFeedConfiguration) async throws {
      let feed = try BithumbFeed(symbols: [symbol], configuration: configuration)
      let strings: OrderBookStrings = english ? .english : .korean
      let levels = self.levels
      let duration = Duration.milliseconds(Int64(seconds * 1_000))
      guard (1...600).contains(connectTimeout) else {
        throw ValidationError("--connect-timeout must be in 1...600 seconds")
      }
      let watch = ConnectionWatch(
        bound: .seconds(connectTimeout), endpoint: configuration.webSocketURL.absoluteString)
      print("Following \(symbol) at \(configuration.webSocketURL) for \(seconds) s")
      let last = try await withThrowingTaskGroup(of: MarketFeedState?.self) { group in
        group.addTask {
          try await feed.run { updates in
            var printed = ContinuousClock.now - .seconds(1)
            var last: MarketFeedState?
            for await state in updates {
              last = state
              watch.observe(state.connection)
              guard ContinuousClock.now - printed >= .milliseconds(500), let market = state[symbol] else { continue }
              printed = ContinuousClock.now
              Self.printLive(market, state: state, levels: levels, strings: strings)
            }
            return last
          }
        }
        group.addTask {
          try await Task.sleep(for: duration)
          return nil
        }
        group.addTask {
          // Ends the command (throwing) when nothing connected within the bound; otherwise outlasts the timer.
          do {
            try await watch.expire()
            try await Task.sleep(for: duration)
          } catch is CancellationError {}
          return nil
        }
        // The timer ends the run: cancelling the feed's task closes its socket.
        var last: MarketFeedState?
        for try await result in group {
          if let result { last = result }
          group.cancelAll()
        }
        return last
      }
      guard let last, last.metrics.messagesReceived > 0 else {
        throw watch.noConnection(received: 0)
      }
      print()
      print(Terminal.heading("Feed metrics"))
      print(last.metrics)
      print("connection: \(last.connection)")
      if let market = last[symbol] {
        print("book: \(market.synchronizer.state); candles: \(market.candles?.count ?? 0)")
      }
      if let error = last.lastError { print("last error: \(error)") }
    }

    /// A candle price as its shortest exact text ("404.9", "143250000"): never truncated to an integer.
    static func text(_ price: Double) -> String {
      price == price.rounded() && abs(price) < 1e15 ? String(Int64(price)) : String(price)
    }

    private static func printLive(_ market: MarketState, state: MarketFeedState, levels: Int, strings: OrderBookStrings)
    {
      print()
      print(Terminal.heading("\(market.symbol) (\(market.synchronizer.state), \(state.connection))"))
      if market.isLive {
        for line in market.book.ladder(levels: levels).lines(strings: strings) { print(line) }
      }
      var status = "\(state.metrics.messagesReceived) messages, \(state.metrics.coalescedChanges) coalesced"
      if let trade = market.lastTrade {
        let quantity = NumberText.grouped(trade.quantity.description)
        status += "; last trade \(quantity) @ \(NumberText.grouped(trade.price.description))"
      }
      if let candle = market.candles?.last {
        status += "; live candle close \(NumberText.grouped(Self.text(candle.close)))"
      }
      print(status)
    }
  }
#endif
