#if LiveFeed
  import Foundation
  import MarketFeed

  /// What a ``QuotationReplayServer`` does on each WebSocket connection, in the order connections arrive.
  public enum QuotationReplayBehavior: Sendable, Hashable {
    /// Serves the subscription: snapshots, then the realtime messages.
    case serve
    /// Refuses the upgrade with this HTTP status (429: too many connections per second).
    case reject(status: Int)
    /// Serves, then drops the TCP connection without a close frame once this many data frames were sent.
    case drop(afterMessages: Int)
    /// Answers the first request with this error frame instead of data, and keeps the connection open.
    case errorFrame(name: String, message: String)
    /// Serves, and answers the client's close frame only after this delay: a client that closes its socket
    /// without waiting for the answer is counted in ``QuotationReplayServer/abortedCloses``.
    case answerCloseAfter(Duration)
    /// Answers the first request with one frame of this many bytes (a JSON object padded with spaces) before
    /// serving: a client whose size limit is smaller must close with 1009 and say why.
    case oversizedFrame(bytes: Int)
  }

  /// What a ``QuotationReplayServer`` plays: synthetic markets in the API 2.0 (Bithumb) or Upbit format, for the
  /// codes each subscription asks for.
  ///
  /// Every subscription is answered with one `SNAPSHOT` frame per subscribed ticker, order book and trade, then
  /// ``realtimeMessages`` `REALTIME` frames cycling through the subscribed types (a ticker of each board market in
  /// turn, the open market's book and a trade of it), in the request's format (DEFAULT or SIMPLE). Prices follow
  /// a deterministic random walk per market (``seed``).
  public struct QuotationReplayScript: Sendable {
    /// Realtime frames after the snapshots of each subscription.
    public var realtimeMessages: Int
    /// The pause between two realtime frames; `nil` sends them as fast as the socket takes them.
    public var messageInterval: Duration?
    /// Whether frames are binary messages carrying UTF-8 JSON, as the venues send them (`false`: text).
    public var binaryFrames: Bool
    /// Whose format to play: Bithumb (order book timestamps in microseconds, trade clocks in Seoul) or Upbit.
    public var dialect: QuotationDialect
    /// The behaviour of each connection, by arrival; connections beyond the list are served.
    public var connections: [QuotationReplayBehavior]
    /// Starting prices in KRW by market code; other markets get a price derived from their code.
    public var startingPrices: [String: Int64]
    /// The session's first instant, in milliseconds since 1970.
    public var startMilliseconds: Int64
    /// The random walk's seed.
    public var seed: UInt64

    /// A script.
    public init(
      realtimeMessages: Int = 100, messageInterval: Duration? = nil, binaryFrames: Bool = true,
      dialect: QuotationDialect = .bithumb, connections: [QuotationReplayBehavior] = [],
      startingPrices: [String: Int64] = ["KRW-BTC": 91_196_000, "KRW-ETH": 4_870_000],
      startMilliseconds: Int64 = 1_785_397_735_004, seed: UInt64 = 1
    ) {
      self.realtimeMessages = realtimeMessages
      self.messageInterval = messageInterval
      self.binaryFrames = binaryFrames
      self.dialect = dialect
      self.connections = connections
      self.startingPrices = startingPrices
      self.startMilliseconds = startMilliseconds
      self.seed = seed
    }

    /// The behaviour of connection `index` (0 for the first).
    func behavior(connection index: Int) -> QuotationReplayBehavior {
      index < connections.count ? connections[index] : .serve
    }
  }
#endif
