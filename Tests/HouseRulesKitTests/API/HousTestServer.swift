import Foundation
import HouseRulesKit

/// A Hous stand-in for the API tests: answers each request with a closure and keeps every request it saw.
actor HousTestServer {
  typealias Answer = @Sendable (HTTPTransportRequest) -> HTTPTransportResponse

  static let baseURL = URL(string: "https://api.hous.example")!
  /// The token a test client starts signed in with: an access token only, as Hous issues.
  static let tokens = AuthTokens(accessToken: "eyJ.hous-access-1.jwt")

  private(set) var requests: [HTTPTransportRequest] = []
  private let answer: Answer

  init(_ answer: @escaping Answer) {
    self.answer = answer
  }

  /// A server that answers every request with `status` and `body`.
  static func answering(status: Int = 200, _ body: Data) -> HousTestServer {
    HousTestServer { _ in
      HTTPTransportResponse(statusCode: status, headers: ["Content-Type": "application/json"], body: body)
    }
  }

  func handle(_ request: HTTPTransportRequest) -> HTTPTransportResponse {
    requests.append(request)
    return answer(request)
  }

  /// A Hous client whose requests this server answers, signed in with `tokens` (none: signed out).
  nonisolated func client(tokens: AuthTokens? = HousTestServer.tokens, store: InMemoryTokenStore? = nil) -> HousClient {
    HousClient.hous(
      baseURL: Self.baseURL,
      transport: InMemoryHTTPTransport { request throws(HTTPTransportError) in await self.handle(request) },
      tokenStore: store ?? InMemoryTokenStore(tokens))
  }

  /// Sends `endpoint` through a signed-in client to a server answering `body` with `status`: the one request sent
  /// and the decoded success.
  static func exchange<Success: Sendable>(
    _ endpoint: Endpoint<Success, HousServerError>, status: Int = 200, answer body: Data
  ) async throws -> (request: HTTPTransportRequest, value: Success) {
    let server = answering(status: status, body)
    let value = try await server.client().send(endpoint)
    let sent = await server.requests
    guard sent.count == 1 else { throw SentCount(count: sent.count) }
    return (sent[0], value)
  }

  /// A test's exchange sent other than one request.
  struct SentCount: Error {
    var count: Int
  }
}
