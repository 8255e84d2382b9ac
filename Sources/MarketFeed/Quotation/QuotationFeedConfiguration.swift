#if LiveFeed
  import Foundation

  /// Everything a ``QuotationFeed`` can be told: the venue, the format, keepalive, reconnects and limits.
  public struct QuotationFeedConfiguration: Sendable {
    /// The exchange (its endpoint, dialect and connection limit); Bithumb's API 2.0 by default.
    public var venue: QuotationVenue
    /// The frames' format: DEFAULT by default; SIMPLE halves the bytes.
    public var format: QuotationFormat
    /// The quote currency of the board: only markets quoted in it are subscribed ("KRW").
    public var quote: String
    /// Levels of the open market's book; `nil` leaves the venue's default (15 on Bithumb, 30 on Upbit).
    public var orderBookDepth: Int?
    /// How often a keepalive is sent: the venues close a connection idle for about 120 s. `nil` sends none.
    public var keepaliveInterval: Duration?
    /// The keepalive: the text `PING` (answered with `{"status":"UP"}`) or a WebSocket ping frame.
    public var keepaliveMessage: QuotationOutgoing
    /// With no message for this long, the connection is presumed dead, closed and replaced; `nil` never times out.
    public var idleTimeout: Duration?
    /// Backoff between reconnects after a failure. Consecutive failures start over only after a connection that
    /// delivered messages and lasted ``stableConnection``: one that closes sooner counts as a failure.
    public var reconnect: ReconnectPolicy
    /// How long a connection (from the attempt to its end) must last, having delivered messages, to reset the
    /// ``reconnect`` backoff. Without it a server that sends its snapshots and closes would be reconnected at the
    /// first delay forever.
    public var stableConnection: Duration
    /// The longer backoff after an upgrade refused with HTTP 429 (too many connections per second from this IP;
    /// the venue blocks an IP that keeps trying for 10 minutes).
    public var rateLimitedReconnect: ReconnectPolicy
    /// The interval of the open market's live candles, built from its trades; `nil` keeps no candles. Their buckets
    /// are aligned in the venue's session zone (`QuotationDialect.sessionTimeZone`: Seoul on Bithumb, UTC on Upbit),
    /// as the venue's own day, week, month and 240-minute candles are, so its REST history merges into them.
    public var candleInterval: CandleInterval?
    /// The most trades kept in ``QuotationFeedState/recentTrades`` (the 체결 tab).
    public var recentTradesCapacity: Int
    /// The subscription's ticket; a fresh UUID unless given.
    public var ticket: String

    /// A configuration with the defaults of every setting.
    public init(
      venue: QuotationVenue = .bithumb,
      format: QuotationFormat = .default,
      quote: String = "KRW",
      orderBookDepth: Int? = nil,
      keepaliveInterval: Duration? = .seconds(30),
      keepaliveMessage: QuotationOutgoing = .text("PING"),
      idleTimeout: Duration? = .seconds(60),
      reconnect: ReconnectPolicy = ReconnectPolicy(),
      stableConnection: Duration = .seconds(30),
      rateLimitedReconnect: ReconnectPolicy = ReconnectPolicy(initialDelay: .seconds(5), maximumDelay: .seconds(120)),
      candleInterval: CandleInterval? = .oneMinute,
      recentTradesCapacity: Int = 50,
      ticket: String = UUID().uuidString.lowercased()
    ) {
      self.venue = venue
      self.format = format
      self.quote = quote
      self.orderBookDepth = orderBookDepth
      self.keepaliveInterval = keepaliveInterval
      self.keepaliveMessage = keepaliveMessage
      self.idleTimeout = idleTimeout
      self.reconnect = reconnect
      self.stableConnection = stableConnection
      self.rateLimitedReconnect = rateLimitedReconnect
      self.candleInterval = candleInterval
      self.recentTradesCapacity = recentTradesCapacity
      self.ticket = ticket
    }
  }
#endif
