#if LiveFeed
  import FlyingFox
  import Foundation
  import NIOConcurrencyHelpers

  @testable import MarketFeed

  /// A FlyingFox server on 127.0.0.1 (a port the system picks) for the duration of `body`: the WebSocket route
  /// `/pub/ws` plays `socket` on each connection, and `rest` answers `GET /public/...`.
  func withBithumbServer<Result>(
    socket: ScriptedSocket,
    rest: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse,
    _ body: (_ webSocketURL: URL, _ restURL: URL) async throws -> Result
  ) async throws -> Result {
    let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 15, logger: .disabled)
    await server.appendRoute("GET /pub/ws", to: .webSocket(socket))
    await server.appendRoute("GET /public/*", handler: rest)
    let task = Task { try await server.run() }
    defer { task.cancel() }
    try await server.waitUntilListening()
    guard case .ip4(_, let port) = await server.listeningAddress,
      let webSocketURL = URL(string: "ws://127.0.0.1:\(port)/pub/ws"),
      let restURL = URL(string: "http://127.0.0.1:\(port)")
    else { throw TestError("no listening address") }
    let result = try await body(webSocketURL, restURL)
    task.cancel()
    _ = await task.result
    return result
  }

  struct TestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// A WebSocket route whose every connection runs `script(connectionIndex, send)`; the connection drops (closes
  /// without a close frame) when the script returns. Records what clients sent and when they went away.
  struct ScriptedSocket: WSMessageHandler {
    let log = SocketLog()
    let script: @Sendable (_ connection: Int, _ send: @Sendable (String) -> Void) async -> Void

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
      let connection = log.opened()
      let log = self.log
      let script = self.script
      return AsyncStream { continuation in
        let task = Task {
          var received = client.makeAsyncIterator()
          // Bithumb answers once subscribed: wait for the first subscribe request.
          guard case .text(let first)? = await received.next() else { return continuation.finish() }
          log.received(first, connection: connection)
          let reader = Task {
            while let message = await received.next() {
              if case .text(let text) = message { log.received(text, connection: connection) }
            }
            log.closed(connection: connection)
          }
          await script(connection) { continuation.yield(.text($0)) }
          continuation.finish()
          _ = await reader.value
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
  }

  /// What the clients of a ``ScriptedSocket`` did.
  final class SocketLog: Sendable {
    private struct State {
      var connections = 0
      var messages: [(connection: Int, text: String)] = []
      var closed: Set<Int> = []
    }

    private let state = NIOLockedValueBox(State())

    func opened() -> Int {
      state.withLockedValue {
        $0.connections += 1
        return $0.connections
      }
    }
    func received(_ text: String, connection: Int) { state.withLockedValue { $0.messages.append((connection, text)) } }
    func closed(connection: Int) { _ = state.withLockedValue { $0.closed.insert(connection) } }

    var connections: Int { state.withLockedValue { $0.connections } }
    func messages(connection: Int) -> [String] {
      state.withLockedValue { $0.messages.filter { $0.connection == connection }.map(\.text) }
    }
    func isClosed(_ connection: Int) -> Bool { state.withLockedValue { $0.closed.contains(connection) } }
  }

  /// A one-way signal between the test and its server's scripts.
  final class Gate: Sendable {
    private let state = NIOLockedValueBox((open: false, waiters: [CheckedContinuation<Void, Never>]()))

    func open() {
      let waiters = state.withLockedValue { state in
        state.open = true
        defer { state.waiters = [] }
        return state.waiters
      }
      for waiter in waiters { waiter.resume() }
    }

    func wait() async {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLockedValue { state in
          if state.open { return true }
          state.waiters.append(continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
    }
  }

  /// Runs `body`, failing if it takes longer than `limit` (so a broken feed fails the test instead of hanging it).
  func withTimeout<Result: Sendable>(
    _ limit: Duration, _ body: @escaping @Sendable () async throws -> Result
  ) async throws -> Result {
    try await withThrowingTaskGroup(of: Result?.self) { group in
      group.addTask { try await body() }
      group.addTask {
        try await Task.sleep(for: limit)
        return nil
      }
      guard let first = try await group.next(), let result = first else {
        group.cancelAll()
        throw TestError("timed out after \(limit)")
      }
      group.cancelAll()
      return result
    }
  }

  extension HTTPResponse {
    /// A JSON response.
    static func json(_ body: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
      HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: Data(body.utf8))
    }
  }
#endif
