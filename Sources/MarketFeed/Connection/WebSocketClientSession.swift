#if LiveFeed
  import Foundation
  import Logging
  import NIOConcurrencyHelpers
  import NIOCore
  import NIOWebSocket
  import WSClient

  /// The connect, read and close logic of MarketFeed's WebSocket connectors (``WebSocketClientConnector``,
  /// ``QuotationWebSocketConnector``) on swift-websocket's `WebSocketClient`: what they write differs, how a
  /// connection opens, reads, says goodbye and ends is one.
  enum WebSocketClientSession {
    /// An open connection, as the connector's body sees it.
    struct Connection: Sendable {
      /// The connection's writer.
      let outbound: WebSocketOutboundWriter
      fileprivate let inbound: WebSocketInboundStream
      fileprivate let maximumSize: Int
      fileprivate let opened: NIOLockedValueBox<Bool>
      /// Set when a message over ``maximumSize`` ended the connection.
      fileprivate let tooLarge: NIOLockedValueBox<Bool>

      /// Records that the connection is open: a socket error from now on is a drop, not a failure to connect.
      func markOpened() {
        opened.withLockedValue { $0 = true }
      }

      /// Calls `onMessage` for every message received, in order, until the connection ends or the task is
      /// cancelled. A message over ``maximumSize`` is not passed on: the client closes with 1009 (message too big)
      /// and the connection's end is reported as ``MarketFeedError/messageTooLarge(limit:)``.
      func read(_ onMessage: (SocketMessage) -> Void) async throws {
        do {
          for try await message in inbound.messages(maxSize: maximumSize) {
            guard !tooLarge.withLockedValue({ $0 }) else { continue }
            let size: Int
            switch message {
            case .text(let text): size = text.utf8.count
            case .binary(let buffer): size = buffer.readableBytes
            }
            if size > maximumSize {
              // One frame over the limit (a message of several frames is refused by swift-websocket itself).
              tooLarge.withLockedValue { $0 = true }
              try? await outbound.close(.messageTooLarge, reason: nil)
              continue
            }
            switch message {
            case .text(let text): onMessage(.text(text))
            case .binary(let buffer): onMessage(.binary(Data(buffer.readableBytesView)))
            }
          }
        } catch  where Task.isCancelled {
        } catch {
          if WebSocketClientSession.isTooLarge(error) { tooLarge.withLockedValue { $0 = true } }
          throw error
        }
      }
    }

    /// The frame decoder's limit for a message limit: at least 64 MiB (at most 4 GiB, NIO's bound).
    ///
    /// NIO's frame decoder closes a connection whose frame is over its limit with 1009 but tells nobody, so the
    /// end would read as a lost connection. With a decoder limit above the message limit, a frame up to 64 MiB
    /// reaches ``Connection/read(_:)``, which refuses it by its size and says so; only a larger frame still ends as
    /// ``MarketFeedError/connectionLost``.
    static func frameLimit(forMessageLimit limit: Int) -> Int {
      min(Int(UInt32.max), max(limit, 64 << 20))
    }

    /// Whether `error` says a frame or message was over the size limit: NIOWebSocket's frame decoder
    /// (`invalidFrameLength`, one frame too long) or swift-websocket's message reader (several frames adding up,
    /// reported with the close code 1009 it sends).
    static func isTooLarge(_ error: any Error) -> Bool {
      if let error = error as? NIOWebSocketError, error == .invalidFrameLength { return true }
      return String(describing: error).contains("messageTooLarge")
    }

    /// How long a stopping client waits for the server's close frame after its own before closing the socket.
    static let closeHandshakeTimeout: Duration = .seconds(2)

    /// Whether `url` can be connected to: `ws://` or `wss://`, a host, and a port (when given) in 1...65535.
    /// `ws:///path` (no host) and `ws://host:99999` are refused here rather than left to the resolver, which
    /// waits forever on the first and truncates the second to another port.
    static func isValidURL(_ url: URL) -> Bool {
      guard let scheme = url.scheme?.lowercased(), scheme == "ws" || scheme == "wss" else { return false }
      guard let host = url.host, !host.isEmpty else { return false }
      if let port = url.port { return (1...65_535).contains(port) }
      return true
    }

    /// Connects to `url`, runs `body` on the open connection, and says how the connection ended.
    ///
    /// - Parameters:
    ///   - maximumMessageSize: The largest message accepted (a larger one closes the connection).
    ///   - pingInterval: How often the client pings on its own; `nil`: never.
    ///   - upgradeRejected: What to throw when the server refuses the upgrade; `nil`: a failure to connect.
    /// - Throws: ``MarketFeedError/invalidURL(_:)`` for a URL that ``isValidURL(_:)`` refuses,
    ///   ``MarketFeedError/connectionFailed(_:)`` when the connection cannot be made, and, when it ends without
    ///   the caller cancelling, ``MarketFeedError/closedByServer(code:reason:)`` (the server's close frame) or
    ///   ``MarketFeedError/connectionLost`` (no close frame, or a socket error once open), or
    ///   ``MarketFeedError/messageTooLarge(limit:)`` (a message over `maximumMessageSize`). `CancellationError`
    ///   when the task is cancelled: before the connection opened at once; on an open connection after the closing
    ///   handshake, a close frame 1001 (going away) answered by the server's close frame, waited for at most
    ///   ``closeHandshakeTimeout`` (then the socket is closed anyway).
    static func run(
      to url: URL,
      maximumMessageSize: Int,
      pingInterval: Duration?,
      logger: Logger,
      upgradeRejected: (any Error & Sendable)? = nil,
      _ body: @escaping @Sendable (Connection) async throws -> Void
    ) async throws {
      guard isValidURL(url) else { throw MarketFeedError.invalidURL(url.absoluteString) }
      let maximumSize = max(1, maximumMessageSize)
      let configuration = WebSocketClientConfiguration(
        maxFrameSize: frameLimit(forMessageLimit: maximumSize),
        closeTimeout: closeHandshakeTimeout,
        autoPing: pingInterval.map { .enabled(timePeriod: $0) } ?? .disabled
      )
      let opened = NIOLockedValueBox(false)
      let tooLarge = NIOLockedValueBox(false)
      // The connection runs in a task of its own, so that cancelling the caller does not cancel it mid-frame:
      // once open, a cancellation asks it to stop (`stop`), and it closes with the handshake RFC 6455 describes.
      let (stopRequests, stop) = AsyncStream<Void>.makeStream()
      defer { stop.finish() }
      let stopped = NIOLockedValueBox(false)
      let connection = Task {
        try await WebSocketClient.connect(
          url: url.absoluteString, configuration: configuration, logger: logger
        ) { inbound, outbound, _ in
          let session = Connection(
            outbound: outbound, inbound: inbound, maximumSize: maximumSize, opened: opened, tooLarge: tooLarge)
          try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await body(session) }
            group.addTask {
              for await _ in stopRequests {
                // Going away: the server answers with its close frame, which ends `body`'s read loop; a server
                // that does not answer in time gets its socket closed (the body cancelled).
                try? await outbound.close(.goingAway, reason: nil)
                try await Task.sleep(for: Self.closeHandshakeTimeout)
                throw CancellationError()
              }
            }
            // The body ends first (the connection ended, or the server answered the close), or the wait does.
            _ = try await group.next()
            group.cancelAll()
          }
        }
      }
      let closeFrame: WebSocketCloseFrame?
      do {
        closeFrame = try await withTaskCancellationHandler {
          try await connection.value
        } onCancel: {
          stopped.withLockedValue { $0 = true }
          // Not open yet: nothing to say goodbye to, the attempt itself is cancelled.
          if opened.withLockedValue({ $0 }) { stop.yield() } else { connection.cancel() }
        }
        if stopped.withLockedValue({ $0 }) { throw CancellationError() }
      } catch let error as MarketFeedError {
        throw error
      } catch is CancellationError {
        throw CancellationError()
      } catch  where tooLarge.withLockedValue({ $0 }) || Self.isTooLarge(error) {
        throw MarketFeedError.messageTooLarge(limit: maximumSize)
      } catch {
        if let upgradeRejected, let error = error as? WebSocketClientError, error == .webSocketUpgradeFailed {
          throw upgradeRejected
        }
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
      if tooLarge.withLockedValue({ $0 }) { throw MarketFeedError.messageTooLarge(limit: maximumSize) }
      guard let closeFrame else { throw MarketFeedError.connectionLost }
      throw MarketFeedError.closedByServer(
        code: Int(UInt16(webSocketErrorCode: closeFrame.closeCode)), reason: closeFrame.reason ?? "")
    }
  }
#endif
