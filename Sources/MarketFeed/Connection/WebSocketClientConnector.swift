#if LiveFeed
  import Foundation
  import Logging

  /// A ``MarketSocketConnector`` on swift-websocket's `WebSocketClient` (SwiftNIO): `ws://` and `wss://` (TLS
  /// through NIOSSL), with automatic pings.
  ///
  /// Cancelling the task that called ``connect(to:sending:onOpen:onMessage:)`` closes the connection: the client
  /// sends a close frame with code 1001 (going away), the read loop ends, and the socket is closed before the call
  /// returns.
  public struct WebSocketClientConnector: MarketSocketConnector {
    /// How often to ping the server; a ping unanswered by the next one closes the connection. `nil`: no pings.
    public var pingInterval: Duration?
    /// The largest message accepted (a larger one closes the connection with "message too big").
    public var maximumMessageSize: Int

    /// A connector; by default pinging every 30 seconds and accepting messages up to 1 MiB.
    public init(pingInterval: Duration? = .seconds(30), maximumMessageSize: Int = 1 << 20) {
      self.pingInterval = pingInterval
      self.maximumMessageSize = maximumMessageSize
    }

    /// Connects, subscribes and reads until the connection ends (see ``MarketSocketConnector``).
    ///
    /// - Throws: ``MarketFeedError/invalidURL(_:)`` for a URL that is not `ws://` or `wss://`,
    ///   ``MarketFeedError/connectionFailed(_:)`` when the connection cannot be made or breaks, and, when it ends
    ///   without the caller cancelling, ``MarketFeedError/closedByServer(code:reason:)`` (the server's close frame)
    ///   or ``MarketFeedError/connectionLost`` (no close frame).
    public func connect(
      to url: URL,
      sending messages: [String],
      onOpen: @escaping @Sendable () -> Void,
      onMessage: @escaping @Sendable (SocketMessage) -> Void
    ) async throws {
      try await WebSocketClientSession.run(
        to: url, maximumMessageSize: maximumMessageSize, pingInterval: pingInterval, logger: Self.logger
      ) { connection in
        // Upgraded: a socket error from here on is a drop, even while the subscriptions are written (a server may
        // answer the first one and close before the last is out).
        connection.markOpened()
        for message in messages {
          try await connection.outbound.write(.text(message))
        }
        onOpen()
        try await connection.read(onMessage)
      }
    }

    /// WSClient logs through swift-log; the feed reports through its state and metrics instead.
    private static let logger = Logger(label: "MarketFeed.WebSocket", factory: { _ in SwiftLogNoOpLogHandler() })
  }
#endif
