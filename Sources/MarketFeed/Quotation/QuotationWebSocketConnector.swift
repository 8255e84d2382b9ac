#if LiveFeed
  import Foundation
  import Logging
  import NIOConcurrencyHelpers
  import NIOCore
  import NIOWebSocket
  import WSClient

  /// A ``QuotationSocketConnector`` on swift-websocket's `WebSocketClient` (SwiftNIO): `ws://` and `wss://`.
  ///
  /// The feed sends its own keepalive (``QuotationFeedConfiguration/keepaliveInterval``), so this client does not ping on its
  /// own. swift-websocket does not report the HTTP status of a refused upgrade: a refusal is thrown as
  /// ``QuotationFeedError/upgradeRejected(status:)`` with no status, which the feed answers as a 429.
  public struct QuotationWebSocketConnector: QuotationSocketConnector {
    /// The largest message accepted (a larger one closes the connection with "message too big").
    public var maximumMessageSize: Int

    /// A connector accepting messages up to 1 MiB.
    public init(maximumMessageSize: Int = 1 << 20) {
      self.maximumMessageSize = maximumMessageSize
    }

    /// Connects, writes `outgoing` and reads until the connection ends (see ``QuotationSocketConnector``).
    public func connect(
      to url: URL,
      outgoing: AsyncStream<QuotationOutgoing>,
      onOpen: @escaping @Sendable () -> Void,
      onMessage: @escaping @Sendable (SocketMessage) -> Void
    ) async throws {
      guard let scheme = url.scheme?.lowercased(), scheme == "ws" || scheme == "wss", url.host != nil else {
        throw MarketFeedError.invalidURL(url.absoluteString)
      }
      let maximumSize = max(1, maximumMessageSize)
      let configuration = WebSocketClientConfiguration(maxFrameSize: maximumSize, autoPing: .disabled)
      let opened = NIOLockedValueBox(false)
      let closeFrame: WebSocketCloseFrame?
      do {
        closeFrame = try await WebSocketClient.connect(
          url: url.absoluteString, configuration: configuration, logger: Self.logger
        ) { inbound, outbound, _ in
          opened.withLockedValue { $0 = true }
          onOpen()
          try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
              for await message in outgoing {
                switch message {
                case .text(let text): try await outbound.write(.text(text))
                case .ping:
                  try await outbound.write(.custom(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer())))
                }
              }
              return false
            }
            group.addTask {
              do {
                for try await message in inbound.messages(maxSize: maximumSize) {
                  switch message {
                  case .text(let text): onMessage(.text(text))
                  case .binary(let buffer): onMessage(.binary(Data(buffer.readableBytesView)))
                  }
                }
              } catch  where Task.isCancelled {}
              return true
            }
            // The read loop ends with the connection (the writer may end first, when the feed sends no more).
            for try await isReader in group where isReader { break }
            group.cancelAll()
          }
          if Task.isCancelled {
            let goodbye = Task { try? await outbound.close(.goingAway, reason: nil) }
            await goodbye.value
            throw CancellationError()
          }
        }
      } catch let error as MarketFeedError {
        throw error
      } catch is CancellationError {
        throw CancellationError()
      } catch let error as WebSocketClientError where error == .webSocketUpgradeFailed {
        throw QuotationFeedError.upgradeRejected(status: nil)
      } catch {
        if Task.isCancelled { throw CancellationError() }
        if opened.withLockedValue({ $0 }), error is IOError || error is ChannelError {
          throw MarketFeedError.connectionLost
        }
        throw MarketFeedError.connectionFailed(String(describing: error))
      }
      if Task.isCancelled { throw CancellationError() }
      guard let closeFrame else { throw MarketFeedError.connectionLost }
      throw MarketFeedError.closedByServer(
        code: Int(UInt16(webSocketErrorCode: closeFrame.closeCode)), reason: closeFrame.reason ?? "")
    }

    private static let logger = Logger(label: "MarketFeed.Quotation", factory: { _ in SwiftLogNoOpLogHandler() })
  }
#endif
