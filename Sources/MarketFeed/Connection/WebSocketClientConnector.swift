#if LiveFeed
  import Foundation
  import Logging
  import NIOConcurrencyHelpers
  import NIOCore
  import NIOWebSocket
  import WSClient

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
      guard let scheme = url.scheme?.lowercased(), scheme == "ws" || scheme == "wss", url.host != nil else {
        throw MarketFeedError.invalidURL(url.absoluteString)
      }
      let maximumSize = max(1, maximumMessageSize)
      let configuration = WebSocketClientConfiguration(
        maxFrameSize: maximumSize,
        autoPing: pingInterval.map { .enabled(timePeriod: $0) } ?? .disabled
      )
      let closeFrame: WebSocketCloseFrame?
      let opened = NIOLockedValueBox(false)
      do {
        closeFrame = try await WebSocketClient.connect(
          url: url.absoluteString, configuration: configuration, logger: Self.logger
        ) { inbound, outbound, _ in
          for message in messages {
            try await outbound.write(.text(message))
          }
          opened.withLockedValue { $0 = true }
          onOpen()
          do {
            for try await message in inbound.messages(maxSize: maximumSize) {
              switch message {
              case .text(let text): onMessage(.text(text))
              case .binary(let buffer): onMessage(.binary(Data(buffer.readableBytesView)))
              }
            }
          } catch  where Task.isCancelled {}
          if Task.isCancelled {
            // Stopping (cancelled by the app or by the idle watchdog): say so with a close frame, 1001 "going
            // away", so that the server sees a clean close rather than 1006. Writes fail in a cancelled task, so
            // the frame goes from a task of its own, which this one waits for.
            let goodbye = Task { try? await outbound.close(.goingAway, reason: nil) }
            await goodbye.value
            throw CancellationError()
          }
        }
      } catch let error as MarketFeedError {
        throw error
      } catch is CancellationError {
        throw CancellationError()
      } catch {
        if Task.isCancelled { throw CancellationError() }
        // A socket error on an open connection (reset, closed under the writer) is a drop, as a missing close
        // frame is; before the opening it is a failure to connect.
        if opened.withLockedValue({ $0 }), error is IOError || error is ChannelError {
          throw MarketFeedError.connectionLost
        }
        throw MarketFeedError.connectionFailed(String(describing: error))
      }
      if Task.isCancelled { throw CancellationError() }
      // The connection ended without the app asking: say how.
      guard let closeFrame else { throw MarketFeedError.connectionLost }
      throw MarketFeedError.closedByServer(
        code: Int(UInt16(webSocketErrorCode: closeFrame.closeCode)), reason: closeFrame.reason ?? "")
    }

    /// WSClient logs through swift-log; the feed reports through its state and metrics instead.
    private static let logger = Logger(label: "MarketFeed.WebSocket", factory: { _ in SwiftLogNoOpLogHandler() })
  }
#endif
