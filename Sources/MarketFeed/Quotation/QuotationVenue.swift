#if LiveFeed
  import Foundation

  /// An exchange that speaks the "quotation" WebSocket format: Bithumb's API 2.0 and Upbit, which share field names
  /// and request grammar and differ in the ways `QuotationDialect` lists and in their connection limits.
  public struct QuotationVenue: Sendable, Hashable {
    /// The public WebSocket endpoint.
    public var webSocketURL: URL
    /// How the venue's frames read (time zones, timestamp units).
    public var dialect: QuotationDialect
    /// The most new connections per second the venue accepts from one IP address; beyond it the upgrade is answered
    /// with HTTP 429 (Bithumb: 10, Upbit: 5).
    public var connectionsPerSecond: Int

    /// A venue at `webSocketURL`.
    public init(webSocketURL: URL, dialect: QuotationDialect, connectionsPerSecond: Int) {
      self.webSocketURL = webSocketURL
      self.dialect = dialect
      self.connectionsPerSecond = max(1, connectionsPerSecond)
    }

    /// Whether a feed can follow `url`: `ws://` or `wss://`, a host, and a port (when given) in 1...65535.
    ///
    /// A feed on any other URL stops at once with ``MarketFeedError/invalidURL(_:)``; an app that takes the URL
    /// from its settings checks it here first. `ws:///path` (no host) and `ws://host:99999` are refused rather
    /// than left to the resolver, which waits forever on the first and truncates the second to another port.
    public static func isValidWebSocketURL(_ url: URL) -> Bool {
      WebSocketClientSession.isValidURL(url)
    }

    /// Bithumb's API 2.0: `wss://ws-api.bithumb.com/websocket/v1`, 10 connections per second per IP.
    public static let bithumb = QuotationVenue(
      webSocketURL: URL(string: "wss://ws-api.bithumb.com/websocket/v1") ?? URL(fileURLWithPath: "/"),
      dialect: .bithumb, connectionsPerSecond: 10)

    /// Upbit: `wss://api.upbit.com/websocket/v1`, 5 connections per second per IP.
    public static let upbit = QuotationVenue(
      webSocketURL: URL(string: "wss://api.upbit.com/websocket/v1") ?? URL(fileURLWithPath: "/"),
      dialect: .upbit, connectionsPerSecond: 5)
  }
#endif
