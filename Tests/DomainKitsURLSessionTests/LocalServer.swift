import FlyingFox
import Foundation

/// A FlyingFox HTTP server on 127.0.0.1 with a port the system picks, running for the duration of `body`.
///
/// - Parameters:
///   - routes: Adds the routes before the server starts.
///   - body: Runs with the server's base URL (`http://127.0.0.1:<port>`).
func withLocalServer<Result>(
  routes: (HTTPServer) async -> Void,
  _ body: (URL) async throws -> Result
) async throws -> Result {
  let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 15, logger: .disabled)
  await routes(server)
  let task = Task { try await server.run() }
  // Cancelling the run task also cancels handlers still sleeping in slow routes, so teardown is immediate.
  defer { task.cancel() }
  try await server.waitUntilListening()
  guard case .ip4(_, let port) = await server.listeningAddress, let url = URL(string: "http://127.0.0.1:\(port)") else {
    throw LocalServerError.noAddress
  }
  let result = try await body(url)
  task.cancel()
  _ = await task.result
  return result
}

enum LocalServerError: Error {
  case noAddress
}

/// Counts and remembers the requests a route received.
actor RequestLog {
  private(set) var requests: [(path: String, query: [String: String], authorization: String?)] = []

  @discardableResult
  func record(_ request: HTTPRequest) -> Int {
    let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    requests.append((request.path, query, request.headers[.authorization]))
    return requests.count
  }

  var count: Int { requests.count }
}
