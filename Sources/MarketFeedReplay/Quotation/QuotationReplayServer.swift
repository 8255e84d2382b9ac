#if LiveFeed
  import Foundation
  import MarketFeed
  import NIOConcurrencyHelpers
  import NIOCore
  import NIOHTTP1
  import NIOPosix
  import NIOWebSocket

  /// A local server that speaks API 2.0 (Bithumb's `wss://ws-api.bithumb.com/websocket/v1`, Upbit's format) on
  /// 127.0.0.1 at `/websocket/v1`, for tests, demos and previews without the internet.
  ///
  /// It reads subscription requests as the venue does (and answers a bad one with the documented error frame),
  /// plays a ``QuotationReplayScript`` for the subscribed codes as binary frames of UTF-8 JSON, replaces the
  /// subscription when a new request arrives on the same socket, answers the text `PING` with `{"status":"UP"}`
  /// and ping frames with pongs, and can refuse an upgrade with HTTP 429, send an error frame or drop a connection
  /// (``QuotationReplayBehavior``).
  ///
  /// ```swift
  /// try await QuotationReplayServer.serve(QuotationReplayScript(realtimeMessages: 500)) { server in
  ///   let feed = try QuotationFeed(boardCodes: codes, configuration: server.feedConfiguration())
  ///   try await feed.run { session in … }
  /// }
  /// ```
  public struct QuotationReplayServer: Sendable {
    /// The WebSocket endpoint, `ws://127.0.0.1:<port>/websocket/v1`.
    public let webSocketURL: URL
    private let log: QuotationReplayLog

    /// The venue this server stands in for: its URL, the script's dialect, and Bithumb's limit of 10 connections
    /// per second.
    public let venue: QuotationVenue

    /// A feed configuration pointing at this server (other settings as given).
    public func feedConfiguration(_ base: QuotationFeedConfiguration = QuotationFeedConfiguration())
      -> QuotationFeedConfiguration
    {
      var configuration = base
      configuration.venue = venue
      return configuration
    }

    /// WebSocket connections accepted or refused so far.
    public var connectionCount: Int { log.state.withLockedValue { $0.connections } }

    /// The text messages connection `index` (0 for the first) received, `PING`s included, in order.
    public func messages(connection index: Int) -> [String] {
      log.state.withLockedValue { $0.messages.filter { $0.connection == index }.map(\.text) }
    }

    /// WebSocket ping frames received over every connection.
    public var pingFrames: Int { log.state.withLockedValue { $0.pingFrames } }

    /// Closing handshakes completed: a client's close frame answered while the client still listened.
    public var closeHandshakes: Int { log.state.withLockedValue { $0.closeHandshakes } }

    /// Clients that sent a close frame and closed the socket before the answer (the server sees 1006).
    public var abortedCloses: Int { log.state.withLockedValue { $0.abortedCloses } }

    /// Starts a server for `script` on 127.0.0.1 (a port the system picks), runs `body` with it, and stops the
    /// server when `body` returns or throws. `body` runs on the caller's actor.
    public static func serve<Result>(
      _ script: QuotationReplayScript, isolation: isolated (any Actor)? = #isolation,
      _ body: (QuotationReplayServer) async throws -> Result
    ) async throws -> Result {
      let log = QuotationReplayLog()
      return try await ReplayListener.serve(
        host: "127.0.0.1", port: 0, configure: { try Self.configure($0, script: script, log: log) }
      ) { port in
        guard let url = URL(string: "ws://127.0.0.1:\(port)/websocket/v1") else {
          throw MarketFeedError.invalidURL("127.0.0.1:\(port)")
        }
        return try await body(
          QuotationReplayServer(
            webSocketURL: url, log: log,
            venue: QuotationVenue(webSocketURL: url, dialect: script.dialect, connectionsPerSecond: 10)))
      }
    }

    /// HTTP, upgraded to a WebSocket on `/websocket/v1` unless the script refuses this connection.
    private static func configure(_ channel: any Channel, script: QuotationReplayScript, log: QuotationReplayLog)
      throws
    {
      let index = log.state.withLockedValue { state in
        defer { state.connections += 1 }
        return state.connections
      }
      let behavior = script.behavior(connection: index)
      let refusal: Int? = if case .reject(let status) = behavior { status } else { nil }
      let upgrader = NIOWebSocketServerUpgrader(
        maxFrameSize: 1 << 20,
        shouldUpgrade: { channel, head in
          let accepts = refusal == nil && head.uri.hasPrefix("/websocket/v1")
          return channel.eventLoop.makeSucceededFuture(accepts ? HTTPHeaders() : nil)
        },
        upgradePipelineHandler: { channel, _ in
          channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(
              QuotationReplayHandler(script: script, behavior: behavior, connection: index, log: log))
          }
        })
      try channel.pipeline.syncOperations.configureHTTPServerPipeline(
        withServerUpgrade: (
          upgraders: [upgrader],
          completionHandler: { context in
            context.pipeline.syncOperations.removeHandler(name: RefusingHTTPHandler.name, promise: nil)
          }
        ))
      try channel.pipeline.syncOperations.addHandler(
        RefusingHTTPHandler(status: refusal ?? 404), name: RefusingHTTPHandler.name)
    }
  }

  /// What the clients of a ``QuotationReplayServer`` did.
  final class QuotationReplayLog: Sendable {
    struct State {
      var connections = 0
      var messages: [(connection: Int, text: String)] = []
      var pingFrames = 0
      var closeHandshakes = 0
      var abortedCloses = 0
    }
    let state = NIOLockedValueBox(State())
  }

  /// Answers a request that was not upgraded: the refusal's status (429), or 404.
  private final class RefusingHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart
    static let name = "quotation-replay-refusal"
    private let status: Int

    init(status: Int) { self.status = status }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      guard case .end = unwrapInboundIn(data) else { return }
      let body = status == 429 ? "Too Many Requests" : "Not Found"
      var headers = HTTPHeaders()
      headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
      headers.add(name: "Content-Length", value: String(body.utf8.count))
      headers.add(name: "Connection", value: "close")
      let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: status), headers: headers)
      context.write(wrapOutboundOut(.head(head)), promise: nil)
      context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: body)))), promise: nil)
      let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
      context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
    }
  }

  /// One WebSocket connection: reads requests and `PING`s, plays the script for the current subscription.
  private final class QuotationReplayHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let script: QuotationReplayScript
    private let behavior: QuotationReplayBehavior
    private let connection: Int
    private let log: QuotationReplayLog
    private var markets: QuotationReplayMarkets
    private var request: QuotationReplayRequest?
    /// Bumped by every new subscription: pending realtime frames of an older one are not sent.
    private var generation = 0
    private var realtimeSent = 0
    private var dataFramesSent = 0
    private var answeredError = false
    private var dropped = false

    init(script: QuotationReplayScript, behavior: QuotationReplayBehavior, connection: Int, log: QuotationReplayLog) {
      self.script = script
      self.behavior = behavior
      self.connection = connection
      self.log = log
      self.markets = QuotationReplayMarkets(script: script)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      let frame = unwrapInboundIn(data)
      switch frame.opcode {
      case .connectionClose:
        let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: frame.unmaskedData)
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        let delay: Int64 = if case .answerCloseAfter(let wait) = behavior { Int64(wait.seconds * 1e9) } else { 0 }
        context.eventLoop.scheduleTask(in: .nanoseconds(delay)) {
          let (handler, context) = bound.value
          handler.answerClose(close, context: context)
        }
      case .ping:
        log.state.withLockedValue { $0.pingFrames += 1 }
        context.writeAndFlush(
          wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
      case .text, .binary:
        var payload = frame.unmaskedData
        let text = payload.readString(length: payload.readableBytes) ?? ""
        log.state.withLockedValue { $0.messages.append((connection, text)) }
        receive(text, context: context)
      default:
        break
      }
    }

    /// Answers a client's close frame, counting whether the client was still there to read the answer.
    private func answerClose(_ close: WebSocketFrame, context: ChannelHandlerContext) {
      guard context.channel.isActive else {
        log.state.withLockedValue { $0.abortedCloses += 1 }
        return
      }
      log.state.withLockedValue { $0.closeHandshakes += 1 }
      dropped = true
      let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
      context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in bound.value.close(promise: nil) }
    }

    /// The client is gone: nothing more is sent (pending realtime frames included).
    func channelInactive(context: ChannelHandlerContext) {
      dropped = true
      context.fireChannelInactive()
    }

    /// The socket takes writes again: unpaced realtime frames go on from where they stopped.
    func channelWritabilityChanged(context: ChannelHandlerContext) {
      if script.messageInterval == nil, context.channel.isWritable {
        sendRealtime(generation: generation, context: context)
      }
      context.fireChannelWritabilityChanged()
    }

    private func receive(_ text: String, context: ChannelHandlerContext) {
      if text == "PING" {
        write(#"{"status":"UP"}"#, context: context)
        context.flush()
        return
      }
      if case .oversizedFrame(let bytes) = behavior, !answeredError {
        answeredError = true
        let object = #"{"type":"ticker","code":"KRW-BTC"}"#
        write(object + String(repeating: " ", count: max(0, bytes - object.utf8.count)), context: context)
        context.flush()
        return
      }
      if case .errorFrame(let name, let message) = behavior, !answeredError {
        answeredError = true
        write(Self.errorFrame(name: name, message: message), context: context)
        context.flush()
        return
      }
      switch QuotationReplayRequest.parse(text) {
      case .failure(let error):
        write(Self.errorFrame(name: error.name, message: error.message), context: context)
        context.flush()
      case .success(let request):
        self.request = request
        generation += 1
        realtimeSent = 0
        sendSnapshots(request, context: context)
        sendRealtime(generation: generation, context: context)
      }
    }

    private func sendSnapshots(_ request: QuotationReplayRequest, context: ChannelHandlerContext) {
      for code in request.tickerCodes {
        writeData(markets.ticker(code, snapshot: true, format: request.format), context: context)
      }
      for code in request.orderBookCodes {
        writeData(markets.orderBook(code, snapshot: true, format: request.format), context: context)
      }
      for code in request.tradeCodes {
        writeData(markets.trade(code, snapshot: true, format: request.format), context: context)
      }
      context.flush()
    }

    /// Writes realtime frames while the socket takes them (or one, when paced), cycling ticker, book, trade.
    private func sendRealtime(generation: Int, context: ChannelHandlerContext) {
      guard generation == self.generation, !dropped, context.channel.isActive, let request else { return }
      var kinds: [Int] = []
      if !request.tickerCodes.isEmpty { kinds.append(0) }
      if !request.orderBookCodes.isEmpty { kinds.append(1) }
      if !request.tradeCodes.isEmpty { kinds.append(2) }
      guard !kinds.isEmpty else { return }
      while realtimeSent < script.realtimeMessages, context.channel.isWritable, !dropped {
        let (round, kind) = (realtimeSent / kinds.count, kinds[realtimeSent % kinds.count])
        realtimeSent += 1
        let format = request.format
        switch kind {
        case 0:
          let code = request.tickerCodes[round % request.tickerCodes.count]
          writeData(markets.ticker(code, snapshot: false, format: format), context: context)
        case 1:
          let code = request.orderBookCodes[round % request.orderBookCodes.count]
          writeData(markets.orderBook(code, snapshot: false, format: format), context: context)
        default:
          let code = request.tradeCodes[round % request.tradeCodes.count]
          writeData(markets.trade(code, snapshot: false, format: format), context: context)
        }
        if script.messageInterval != nil { break }
      }
      context.flush()
      guard realtimeSent < script.realtimeMessages, !dropped else { return }
      // Unpaced frames stopped because the socket is full: channelWritabilityChanged resumes them, rather than a
      // task rescheduled at once again and again (which spun a core while a client that stopped reading was gone).
      if script.messageInterval == nil { return }
      let delay = Int64((script.messageInterval?.seconds ?? 0) * 1e9)
      let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
      context.eventLoop.scheduleTask(in: .nanoseconds(delay)) {
        let (handler, context) = bound.value
        handler.sendRealtime(generation: generation, context: context)
      }
    }

    /// Writes a data frame, and drops the connection when the behaviour says so.
    private func writeData(_ text: String, context: ChannelHandlerContext) {
      guard !dropped else { return }
      write(text, context: context)
      dataFramesSent += 1
      if case .drop(let limit) = behavior, dataFramesSent >= limit {
        dropped = true
        context.flush()
        context.close(promise: nil)
      }
    }

    private func write(_ text: String, context: ChannelHandlerContext) {
      let buffer = context.channel.allocator.buffer(string: text)
      let frame = WebSocketFrame(fin: true, opcode: script.binaryFrames ? .binary : .text, data: buffer)
      context.write(wrapOutboundOut(frame), promise: nil)
    }

    static func errorFrame(name: String, message: String) -> String {
      #"{"error":{"name":\#(QuotationSubscription.quoted(name)),"message":\#(QuotationSubscription.quoted(message))}}"#
    }
  }
#endif
