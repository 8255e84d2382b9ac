#if LiveFeed
  import Foundation

  /// One message received on a WebSocket: Bithumb sends text frames; binary ones are read the same way.
  public enum SocketMessage: Sendable, Hashable {
    /// A text message.
    case text(String)
    /// A binary message.
    case binary(Data)

    /// The message's size in bytes.
    public var byteCount: Int {
      switch self {
      case .text(let text): text.utf8.count
      case .binary(let data): data.count
      }
    }
  }

  /// What a feed needs from a WebSocket client: open one connection, send the subscription messages, and hand over
  /// every message until the connection ends.
  ///
  /// ``WebSocketClientConnector`` is the real one (SwiftNIO, through swift-websocket's `WSClient`); an app on
  /// Apple platforms may write one over `URLSessionWebSocketTask`, and tests script one.
  public protocol MarketSocketConnector: Sendable {
    /// Connects to `url`, sends each of `messages` as a text message, calls `onOpen` once they are sent, then calls
    /// `onMessage` for each message received, in order, until the connection ends.
    ///
    /// Returns (or throws why: ``WebSocketClientConnector`` throws ``MarketFeedError/closedByServer(code:reason:)``
    /// or ``MarketFeedError/connectionLost``) when the connection ends; throws when it cannot connect or the
    /// connection fails.
    /// Cancelling the calling task closes the socket and returns (or throws `CancellationError`) promptly.
    /// `onMessage` runs on the reading task, one message at a time: it must not block.
    func connect(
      to url: URL,
      sending messages: [String],
      onOpen: @escaping @Sendable () -> Void,
      onMessage: @escaping @Sendable (SocketMessage) -> Void
    ) async throws
  }
#endif
