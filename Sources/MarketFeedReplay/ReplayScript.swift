#if LiveFeed
  import Foundation
  import MarketFeed

  /// What a ``BithumbReplayServer`` plays: WebSocket messages in Bithumb's format, and the REST answers.
  ///
  /// Every connection gets the same messages from the first, sent once the client's first (subscribe) message
  /// arrives; after the last one the connection stays open, or closes if ``closesAfterLastMessage``.
  public struct ReplayScript: Sendable {
    /// The WebSocket messages, in order (status, `orderbookdepth`, `transaction`, `ticker` JSON texts).
    public var messages: [String]
    /// The pause between two messages; `nil` sends as fast as the socket takes them.
    public var messageInterval: Duration?
    /// Whether the server closes the connection after the last message.
    public var closesAfterLastMessage: Bool
    /// With ``closesAfterLastMessage``: the close frame's code (1000, 1001, 1011, ...), sent with the reason
    /// "replay ended"; `nil` closes the TCP connection without a close frame, as a dropped connection does.
    public var closeCode: Int? = nil
    /// `GET /public/orderbook/{symbol}` bodies, by symbol.
    public var orderBooks: [String: String]
    /// `GET /public/candlestick/{symbol}/{interval}` bodies, by symbol (one body for every interval).
    public var candles: [String: String]
    /// How long the server waits before answering a REST request (a late snapshot).
    public var responseDelay: Duration

    /// A script of `messages` and REST bodies.
    public init(
      messages: [String], messageInterval: Duration? = nil, closesAfterLastMessage: Bool = false,
      orderBooks: [String: String] = [:], candles: [String: String] = [:], responseDelay: Duration = .zero
    ) {
      self.messages = messages
      self.messageInterval = messageInterval
      self.closesAfterLastMessage = closesAfterLastMessage
      self.orderBooks = orderBooks
      self.candles = candles
      self.responseDelay = responseDelay
    }
  }

  extension ReplayScript {
    /// A made-up but realistic session for `symbols`: the REST books at the start, then `count` messages of
    /// depth changes near the touch (a fifth of them deletions, the touch moving now and then), trades at the
    /// touch (each followed by the level's new quantity, as Bithumb sends it), and a ticker now and then; plus two
    /// hours of one-minute candle history before the start.
    ///
    /// Deterministic for a `seed`, in Bithumb's exact shapes: microsecond `datetime` strings, Seoul `contDtm`,
    /// REST timestamps in milliseconds. For demos, previews and load tests.
    ///
    /// - Parameters:
    ///   - symbols: the symbols; each gets a plausible price level (BTC near 81,000,000 KRW, others lower).
    ///   - count: WebSocket messages after the two status messages.
    ///   - start: the session's first instant (the REST books are stamped with it).
    ///   - seed: the random seed.
    public static func synthetic(
      symbols: [String] = ["BTC_KRW"], count: Int, start: Date = Date(timeIntervalSince1970: 1_723_102_637),
      seed: UInt64 = 1
    ) -> ReplayScript {
      var generator = SyntheticMarket(symbols: symbols, start: start, seed: seed)
      var messages = [
        #"{"status":"0000","resmsg":"Connected Successfully"}"#,
        #"{"status":"0000","resmsg":"Filter Registered Successfully"}"#,
      ]
      let orderBooks = Dictionary(uniqueKeysWithValues: symbols.map { ($0, generator.restOrderBook($0)) })
      let candles = Dictionary(uniqueKeysWithValues: symbols.map { ($0, generator.candleHistory($0)) })
      messages.reserveCapacity(count + 2)
      for _ in 0..<max(0, count) { messages.append(generator.nextMessage()) }
      return ReplayScript(messages: messages, orderBooks: orderBooks, candles: candles)
    }
  }
#endif
