#if LiveFeed
  import Foundation
  import MarketFeed
  import NIOConcurrencyHelpers
  import NIOCore
  import NIOHTTP1
  import NIOPosix
  import NIOWebSocket

  /// A local server that plays a ``ReplayScript`` as Bithumb would: the WebSocket at `/pub/ws` and the public REST
  /// order book and candlestick endpoints, on 127.0.0.1. For demos, UI previews and load tests without the
  /// internet.
  ///
  /// ```swift
  /// try await BithumbReplayServer.serve(.synthetic(count: 10_000)) { server in
  ///   let feed = try BithumbFeed(symbols: ["BTC_KRW"], configuration: server.feedConfiguration())
  ///   try await feed.run { updates in … }
  /// }
  /// ```
  ///
  /// Built on SwiftNIO (already there for the WebSocket client): frames are written in batches and flushed when
  /// the socket can take more, so the server outpaces any client.
  public struct BithumbReplayServer: Sendable {
    /// The WebSocket endpoint, `ws://127.0.0.1:<port>/pub/ws`.
    public let webSocketURL: URL
    /// The REST base URL, `http://127.0.0.1:<port>`.
    public let restBaseURL: URL
    private let closeLog: CloseLog

    /// How each WebSocket connection that has ended was closed by the client: the code of its close frame
    /// (1000 normal, 1001 going away, ...), or `nil` when the connection dropped without one (what a server reports
    /// as 1006). In the order the connections ended.
    public var clientCloseCodes: [Int?] { closeLog.codes.withLockedValue { $0 } }

    /// A feed configuration pointing at this server (other settings as given).
    public func feedConfiguration(_ base: BithumbFeedConfiguration = BithumbFeedConfiguration())
      -> BithumbFeedConfiguration
    {
      var configuration = base
      configuration.webSocketURL = webSocketURL
      configuration.restBaseURL = restBaseURL
      return configuration
    }

    /// Starts a server for `script` on `host` (a port the system picks unless given), runs `body` with it, and
    /// stops the server when `body` returns or throws. `body` runs on the caller's actor.
    public static func serve<Result>(
      _ script: ReplayScript, host: String = "127.0.0.1", port: Int = 0,
      isolation: isolated (any Actor)? = #isolation, _ body: (BithumbReplayServer) async throws -> Result
    ) async throws -> Result {
      let closeLog = CloseLog()
      return try await ReplayListener.serve(
        host: host, port: port, configure: { try Self.configure($0, script: script, closeLog: closeLog) }
      ) { boundPort in
        guard let webSocketURL = URL(string: "ws://\(host):\(boundPort)/pub/ws"),
          let restBaseURL = URL(string: "http://\(host):\(boundPort)")
        else {
          throw MarketFeedError.invalidURL("\(host):\(boundPort)")
        }
        return try await body(
          BithumbReplayServer(webSocketURL: webSocketURL, restBaseURL: restBaseURL, closeLog: closeLog))
      }
    }

    /// The pipeline of one accepted connection: HTTP, upgraded to a WebSocket on `/pub/ws`.
    private static func configure(_ channel: any Channel, script: ReplayScript, closeLog: CloseLog) throws {
      let rest = ReplayRESTHandler(script: script)
      let upgrader = NIOWebSocketServerUpgrader(
        maxFrameSize: 1 << 20,
        shouldUpgrade: { channel, head in
          channel.eventLoop.makeSucceededFuture(head.uri.hasPrefix("/pub/ws") ? HTTPHeaders() : nil)
        },
        upgradePipelineHandler: { channel, _ in
          channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ReplayWebSocketHandler(script: script, closeLog: closeLog))
          }
        })
      try channel.pipeline.syncOperations.configureHTTPServerPipeline(
        withServerUpgrade: (
          upgraders: [upgrader],
          completionHandler: { context in
            context.pipeline.syncOperations.removeHandler(name: ReplayRESTHandler.name, promise: nil)
          }
        ))
      try channel.pipeline.syncOperations.addHandler(rest, name: ReplayRESTHandler.name)
    }
  }

  /// The close codes clients sent, one entry per ended WebSocket connection.
  private final class CloseLog: Sendable {
    let codes = NIOLockedValueBox<[Int?]>([])
  }

  /// Plays the script's messages on one WebSocket once the client has sent its first message.
  private final class ReplayWebSocketHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let script: ReplayScript
    private let closeLog: CloseLog
    private var next = 0
    private var started = false
    private var clientCloseCode: Int?
    /// Whether this side has sent its close frame and is waiting for the client's answer.
    private var sentClose = false

    /// How long the server waits for the client's answering close frame before closing the TCP connection itself.
    private static let closeHandshakeTimeout: TimeAmount = .seconds(5)

    init(script: ReplayScript, closeLog: CloseLog) {
      self.script = script
      self.closeLog = closeLog
    }

    func channelInactive(context: ChannelHandlerContext) {
      let code = clientCloseCode
      closeLog.codes.withLockedValue { $0.append(code) }
      context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      let frame = unwrapInboundIn(data)
      switch frame.opcode {
      case .connectionClose:
        var payload = frame.unmaskedData
        clientCloseCode = payload.readInteger(as: UInt16.self).map(Int.init) ?? 1005
        if sentClose {
          // The client answered the server's close frame: the handshake is done and the server closes the TCP
          // connection (RFC 6455 §7.1.1), never before, so that the client's answer cannot meet a reset socket.
          context.close(promise: nil)
          return
        }
        let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: frame.unmaskedData)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in bound.value.close(promise: nil) }
      case .ping:
        context.writeAndFlush(
          wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)),
          promise: nil)
      case .text where !started:
        started = true
        send(context: context)
      default:
        break
      }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
      if started, script.messageInterval == nil, context.channel.isWritable { send(context: context) }
    }

    /// Bytes of frames gathered into one buffer before it is written.
    private static let chunkSize = 16 * 1024

    /// Where the replayed frames are written: the context of NIO's frame encoder, so that frames this handler
    /// encodes itself go straight to the socket (control frames still go through the encoder).
    private var framedContext: ChannelHandlerContext?

    func handlerAdded(context: ChannelHandlerContext) {
      framedContext = try? context.pipeline.syncOperations.context(handlerType: WebSocketFrameEncoder.self)
    }

    /// Writes messages while the socket takes them (or one, when paced), then flushes.
    ///
    /// Each message is still a WebSocket frame of its own (an unmasked text frame, as a server sends); the frames
    /// are encoded back to back into buffers of about `chunkSize` bytes, so the cost per frame is a header and a
    /// copy of the text rather than a buffer, a trip through the pipeline and a slot in the socket's vectored write.
    private func send(context: ChannelHandlerContext) {
      while next < script.messages.count, context.channel.isWritable {
        guard let framedContext else {
          // No frame encoder where the upgrade puts it: one frame at a time through the pipeline.
          let data = context.channel.allocator.buffer(string: script.messages[next])
          next += 1
          context.write(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: data)), promise: nil)
          if script.messageInterval != nil { break }
          continue
        }
        var chunk = context.channel.allocator.buffer(capacity: Self.chunkSize)
        repeat {
          Self.writeTextFrame(script.messages[next], into: &chunk)
          next += 1
        } while script.messageInterval == nil && next < script.messages.count && chunk.readableBytes < Self.chunkSize
        framedContext.write(NIOAny(chunk), promise: nil)
        if script.messageInterval != nil { break }
      }
      context.flush()
      if next >= script.messages.count {
        if script.closesAfterLastMessage {
          if let code = script.closeCode {
            var payload = context.channel.allocator.buffer(capacity: 16)
            payload.writeInteger(UInt16(clamping: code))
            payload.writeString("replay ended")
            sentClose = true
            context.writeAndFlush(
              wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)), promise: nil)
            // A client that never answers is cut off after the timeout.
            let channel = context.channel
            context.eventLoop.scheduleTask(in: Self.closeHandshakeTimeout) { channel.close(promise: nil) }
          } else {
            context.close(promise: nil)
          }
        }
        return
      }
      if let interval = script.messageInterval {
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: .nanoseconds(Int64(interval.seconds * 1e9))) {
          let (handler, context) = loopBound.value
          handler.send(context: context)
        }
      }
    }

    /// Appends one final, unmasked text frame carrying `text` (RFC 6455 §5.2).
    static func writeTextFrame(_ text: String, into buffer: inout ByteBuffer) {
      let length = text.utf8.count
      buffer.writeInteger(UInt8(0x81))
      if length < 126 {
        buffer.writeInteger(UInt8(length))
      } else if length <= Int(UInt16.max) {
        buffer.writeInteger(UInt8(126))
        buffer.writeInteger(UInt16(length))
      } else {
        buffer.writeInteger(UInt8(127))
        buffer.writeInteger(UInt64(length))
      }
      buffer.writeString(text)
    }
  }

  /// Answers the REST endpoints from the script, after its response delay.
  private final class ReplayRESTHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart
    static let name = "replay-rest"

    private let script: ReplayScript
    private var path = ""

    init(script: ReplayScript) { self.script = script }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      switch unwrapInboundIn(data) {
      case .head(let head):
        path = String(head.uri.prefix { $0 != "?" })
      case .body:
        break
      case .end:
        let (status, body) = response(for: path)
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: .nanoseconds(Int64(script.responseDelay.seconds * 1e9))) {
          let (handler, context) = loopBound.value
          handler.write(status: status, body: body, context: context)
        }
      }
    }

    private func response(for path: String) -> (HTTPResponseStatus, String) {
      let parts = path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
      if parts.count == 3, parts[0] == "public", parts[1] == "orderbook", let body = script.orderBooks[parts[2]] {
        return (.ok, body)
      }
      if parts.count == 4, parts[0] == "public", parts[1] == "candlestick", let body = script.candles[parts[2]] {
        return (.ok, body)
      }
      return (.notFound, #"{"status":"5500","message":"Invalid Parameter"}"#)
    }

    private func write(status: HTTPResponseStatus, body: String, context: ChannelHandlerContext) {
      var headers = HTTPHeaders()
      headers.add(name: "Content-Type", value: "application/json; charset=utf-8")
      headers.add(name: "Content-Length", value: String(body.utf8.count))
      headers.add(name: "Connection", value: "close")
      context.write(
        wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))),
        promise: nil)
      context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: body)))), promise: nil)
      let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
      context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
    }
  }
#endif
