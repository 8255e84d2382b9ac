#if LiveFeed
  import Foundation

  /// A message a quotation feed sends on its open socket.
  public enum QuotationOutgoing: Sendable, Hashable {
    /// A text message: the subscription request, or the keepalive `PING`.
    case text(String)
    /// A WebSocket ping frame (the other keepalive the venues accept).
    case ping
  }

  /// What a ``QuotationFeed`` needs from a WebSocket client: a two-way connection. Unlike
  /// ``MarketSocketConnector``, which sends its subscriptions once, the quotation feed keeps sending on the open
  /// socket: a new subscription when the app opens another market, and the keepalive.
  ///
  /// ``QuotationWebSocketConnector`` is the real one; tests script one.
  public protocol QuotationSocketConnector: Sendable {
    /// Connects to `url`, calls `onOpen` once the connection is upgraded, then writes every element of `outgoing`
    /// while calling `onMessage` for every message received, in order, until the connection ends.
    ///
    /// - Throws: ``QuotationFeedError/upgradeRejected(status:)`` when the server answers the upgrade with an HTTP
    ///   status; ``MarketFeedError`` when the connection cannot be made, drops or is closed by the server.
    ///   Cancelling the calling task closes the socket and throws `CancellationError` promptly.
    func connect(
      to url: URL,
      outgoing: AsyncStream<QuotationOutgoing>,
      onOpen: @escaping @Sendable () -> Void,
      onMessage: @escaping @Sendable (SocketMessage) -> Void
    ) async throws
  }
#endif
