#if LiveFeed
  import Foundation
  import Logging
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
      try await WebSocketClientSession.run(
        to: url, maximumMessageSize: maximumMessageSize, pingInterval: nil, logger: Self.logger,
        upgradeRejected: QuotationFeedError.upgradeRejected(status: nil)
      ) { connection in
        connection.markOpened()
        onOpen()
        try await withThrowingTaskGroup(of: Bool.self) { group in
          group.addTask {
            for await message in outgoing {
              switch message {
              case .text(let text): try await connection.outbound.write(.text(text))
              case .ping:
                try await connection.outbound.write(
                  .custom(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer())))
              }
            }
            return false
          }
          group.addTask {
            try await connection.read(onMessage)
            return true
          }
          // The read loop ends with the connection (the writer may end first, when the feed sends no more).
          for try await isReader in group where isReader { break }
          group.cancelAll()
        }
      }
    }

    private static let logger = Logger(label: "MarketFeed.Quotation", factory: { _ in SwiftLogNoOpLogHandler() })
  }
#endif
