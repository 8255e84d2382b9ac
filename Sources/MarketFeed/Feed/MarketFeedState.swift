#if LiveFeed
  /// What a consumer of a feed reads: the latest state of every market, the trades since its previous read, the
  /// connection and the metrics.
  ///
  /// A slow consumer never falls behind: each read returns the newest state, however many messages arrived since
  /// the previous one (``FeedMetrics/coalescedChanges`` counts them), and nothing queues up in between but the
  /// trades, up to ``BithumbFeedConfiguration/tradeBufferLimit``.
  public struct MarketFeedState: Sendable {
    /// Every followed market, by symbol.
    public let markets: [String: MarketState]
    /// The connection.
    public let connection: FeedConnectionState
    /// Throughput, resyncs, drops and reconnects so far.
    public let metrics: FeedMetrics
    /// The trades received since the previous read, oldest first.
    public let trades: [SymbolTrade]
    /// The last status message from the exchange ("0000 Filter Registered Successfully").
    public let lastStatus: FeedStatus?
    /// Why the last malformed message was skipped.
    public let lastDecodingError: FeedDecodingError?
    /// The last connection, request or exchange error, for display; cleared once the feed has recovered (connected,
    /// and every book live again).
    public let lastError: String?
    /// How long the open connection has gone without a message, in whole seconds (zero while data flows or when
    /// not connected): show "no data for 12 s" when it grows, before the idle timeout replaces the connection.
    public let dataSilence: Duration
    /// Changes so far: a later state has a larger version.
    public let version: UInt64

    /// The market of `symbol`, if the feed follows it.
    public subscript(symbol: String) -> MarketState? { markets[symbol] }
  }
#endif
