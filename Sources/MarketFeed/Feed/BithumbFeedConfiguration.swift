#if LiveFeed
  import Foundation

  /// Which of Bithumb's public WebSocket channels a feed subscribes to.
  public struct BithumbChannels: Sendable, Hashable {
    /// `orderbookdepth`: level changes, which keep the order books current.
    public var orderBookDepth: Bool
    /// `transaction`: executed trades, which feed the live candle and the trade list.
    public var transactions: Bool
    /// `ticker` windows ("30M", "1H", "12H", "24H", "MID"); empty subscribes to no ticker.
    public var tickerWindows: [String]

    /// Channels; by default depth and transactions with the 24-hour ticker.
    public init(orderBookDepth: Bool = true, transactions: Bool = true, tickerWindows: [String] = ["24H"]) {
      self.orderBookDepth = orderBookDepth
      self.transactions = transactions
      self.tickerWindows = tickerWindows
    }

    /// Bithumb's subscribe requests for `symbols`, one JSON text message per channel:
    /// `{"type":"orderbookdepth","symbols":["BTC_KRW"]}`.
    public func subscribeMessages(symbols: [String]) -> [String] {
      let list = "[" + symbols.map { "\"\(Self.escaped($0))\"" }.joined(separator: ",") + "]"
      var messages: [String] = []
      if !tickerWindows.isEmpty {
        let windows = "[" + tickerWindows.map { "\"\(Self.escaped($0))\"" }.joined(separator: ",") + "]"
        messages.append(#"{"type":"ticker","symbols":\#(list),"tickTypes":\#(windows)}"#)
      }
      if transactions { messages.append(#"{"type":"transaction","symbols":\#(list)}"#) }
      if orderBookDepth { messages.append(#"{"type":"orderbookdepth","symbols":\#(list)}"#) }
      return messages
    }

    /// Keeps only the characters a symbol or window may have (validated ones pass unchanged).
    private static func escaped(_ text: String) -> String {
      String(
        text.unicodeScalars.filter {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
      )
    }
  }

  /// Everything a ``BithumbFeed`` can be told: endpoints, channels, timing and limits.
  public struct BithumbFeedConfiguration: Sendable {
    /// Whether a feed can follow `url`: the same rule as ``QuotationVenue/isValidWebSocketURL(_:)``
    /// (`ws://` or `wss://`, a host, a port in 1...65535); a feed on another URL stops with
    /// ``MarketFeedError/invalidURL(_:)``.
    public static func isValidWebSocketURL(_ url: URL) -> Bool {
      WebSocketClientSession.isValidURL(url)
    }

    /// Bithumb's public WebSocket endpoint.
    public static let bithumbWebSocketURL = URL(string: "wss://pubwss.bithumb.com/pub/ws") ?? URL(fileURLWithPath: "/")

    /// The WebSocket endpoint.
    public var webSocketURL: URL
    /// The REST endpoint's base URL (snapshots and candles).
    public var restBaseURL: URL
    /// The channels to subscribe to.
    public var channels: BithumbChannels
    /// Levels per side of each REST snapshot (1...30 at Bithumb).
    public var snapshotDepth: Int
    /// How long one REST request may take.
    public var requestTimeout: Duration
    /// Backoff between reconnects. Consecutive failures start over only after a connection that delivered
    /// messages and lasted ``stableConnection``: one that closes sooner counts as a failure.
    public var reconnect: ReconnectPolicy
    /// How long a connection (from the attempt to its end) must last, having delivered messages, to reset the
    /// ``reconnect`` backoff. Without it a server that sends a snapshot and closes would be reconnected at the
    /// first delay forever.
    public var stableConnection: Duration
    /// Backoff between failed snapshot or candle requests.
    public var requestRetry: ReconnectPolicy
    /// With no message for this long, the connection is closed and a new one made; `nil` never times out.
    public var idleTimeout: Duration?
    /// How often the WebSocket client pings the server (used by ``WebSocketClientConnector``); `nil`: no pings.
    public var pingInterval: Duration?
    /// The synchronizers' buffer and pruning limits (the policy is always `.timestamp`, as Bithumb needs).
    public var sync: SyncOptions
    /// Whether a crossed book (best bid at or above best ask) is resynchronized from a new snapshot.
    public var resyncsCrossedBooks: Bool
    /// The interval of the live candles built from trades; `nil` keeps no candles.
    public var candleInterval: CandleInterval?
    /// The most trades kept for a consumer between two reads; older ones are dropped and counted.
    public var tradeBufferLimit: Int

    /// A configuration for Bithumb's public endpoints with the defaults of every setting.
    public init(
      webSocketURL: URL = BithumbFeedConfiguration.bithumbWebSocketURL,
      restBaseURL: URL = BithumbRESTClient.bithumbBaseURL,
      channels: BithumbChannels = BithumbChannels(),
      snapshotDepth: Int = 30,
      requestTimeout: Duration = .seconds(10),
      reconnect: ReconnectPolicy = ReconnectPolicy(),
      stableConnection: Duration = .seconds(30),
      requestRetry: ReconnectPolicy = ReconnectPolicy(initialDelay: .milliseconds(250), maximumDelay: .seconds(10)),
      idleTimeout: Duration? = .seconds(60),
      pingInterval: Duration? = .seconds(30),
      sync: SyncOptions = SyncOptions(),
      resyncsCrossedBooks: Bool = true,
      candleInterval: CandleInterval? = .oneMinute,
      tradeBufferLimit: Int = 1_000
    ) {
      self.webSocketURL = webSocketURL
      self.restBaseURL = restBaseURL
      self.channels = channels
      self.snapshotDepth = snapshotDepth
      self.requestTimeout = requestTimeout
      self.reconnect = reconnect
      self.stableConnection = stableConnection
      self.requestRetry = requestRetry
      self.idleTimeout = idleTimeout
      self.pingInterval = pingInterval
      self.sync = sync
      self.resyncsCrossedBooks = resyncsCrossedBooks
      self.candleInterval = candleInterval
      self.tradeBufferLimit = tradeBufferLimit
    }

    /// Whether `symbol` is Bithumb's `ORDER_PAYMENT` form: capital ASCII letters and digits, one underscore.
    static func isValidSymbol(_ symbol: String) -> Bool {
      let parts = symbol.split(separator: "_", omittingEmptySubsequences: false)
      guard parts.count == 2, symbol.utf8.count <= 32 else { return false }
      return parts.allSatisfy { part in
        !part.isEmpty && part.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) }
      }
    }
  }
#endif
