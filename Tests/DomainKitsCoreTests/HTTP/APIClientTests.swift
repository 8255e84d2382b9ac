import DomainKitsCore
import Foundation
import Testing

@Suite("APIClient: sign-in, one refresh for any number of expiries, typed failures")
struct APIClientTests {
  @Test("Signs in, sends the bearer token, decodes the success")
  func signInAndSend() async throws {
    let server = FakeAuthServer()
    let client = FakeAPI.client(server)
    #expect(await client.isSignedIn == false)
    try await client.signIn(FakeAPI.login)
    #expect(await client.isSignedIn)
    #expect(try await client.send(FakeAPI.me).name == "kim")
    let sent = try #require(await server.requests.last)
    #expect(sent.header("authorization") == "Bearer access-1-secret")
    #expect(sent.url.absoluteString == "http://127.0.0.1:9/api/me")
  }

  @Test("Without tokens a call that needs one fails as notSignedIn and sends nothing")
  func notSignedIn() async throws {
    let server = FakeAuthServer()
    let client = FakeAPI.client(server)
    await #expect(throws: APIError<FakeServerError>.signInRequired(.notSignedIn)) { try await client.send(FakeAPI.me) }
    #expect(await server.requests.isEmpty)
  }

  @Test(
    "200 concurrent requests that meet an expired token cause exactly one refresh, each sent at most twice",
    arguments: [1, 2, 50, 200])
  func oneRefreshForManyExpiries(count: Int) async throws {
    let server = FakeAuthServer(lifetime: 10)
    let store = InMemoryTokenStore()
    let client = FakeAPI.client(server, store: store)
    try await client.signIn(FakeAPI.login)
    #expect(try await client.send(FakeAPI.me).name == "kim")
    await server.advance(by: 11)  // the access token has expired on the server's clock
    let before = await server.requests.count
    let names = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<count { group.addTask { try await client.send(FakeAPI.me).name } }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(names == Array(repeating: "kim", count: count))
    #expect(await server.refreshCalls == 1)
    #expect(await client.refreshCount == 1)
    let meRequests = await server.requests.dropFirst(before).filter { $0.url.path == "/api/me" }
    #expect(meRequests.count <= 2 * count)
    #expect(meRequests.count > count)  // at least one met the expiry and was sent again
    // The store holds the refreshed pair.
    #expect(await store.loadTokens()?.accessToken == "access-2-secret")
  }

  @Test("A server that refuses the new token too gives rejectedAfterRefresh after one refresh, no loop")
  func noLoop() async throws {
    let server = FakeAuthServer()
    let client = FakeAPI.client(server)
    try await client.signIn(FakeAPI.login)
    await server.setRefreshBehaviour(.issueButRejectEverything)
    await #expect(throws: APIError<FakeServerError>.signInRequired(.rejectedAfterRefresh)) {
      try await client.send(FakeAPI.me)
    }
    #expect(await server.refreshCalls == 1)
    #expect(await server.requests.filter { $0.url.path == "/api/me" }.count == 2)
  }

  @Test("A refused refresh is one sign-in-again error and forgets the tokens, in the store too")
  func refusedRefresh() async throws {
    let server = FakeAuthServer(lifetime: 1)
    let store = InMemoryTokenStore()
    let client = FakeAPI.client(server, store: store)
    try await client.signIn(FakeAPI.login)
    #expect(try await client.send(FakeAPI.me).name == "kim")
    await server.advance(by: 5)
    await server.setRefreshBehaviour(.refuse)
    await server.setHoldRefreshUntil(1 + 20)  // the sign-in's own check below, then 20 expiries wait on one refresh
    let failures = await withTaskGroup(of: APIError<FakeServerError>?.self) { group in
      for _ in 0..<20 {
        group.addTask {
          do {
            _ = try await client.send(FakeAPI.me)
            return nil
          } catch { return error as? APIError<FakeServerError> }
        }
      }
      return await group.reduce(into: [APIError<FakeServerError>?]()) { $0.append($1) }
    }
    // All 20 met the expiry and waited on the same refresh: each learns it was refused, in the same words.
    #expect(failures == Array(repeating: .signInRequired(.refreshRefused), count: 20))
    #expect(await server.refreshCalls == 1)
    #expect(await store.loadTokens() == nil)
    await #expect(throws: APIError<FakeServerError>.signInRequired(.notSignedIn)) { try await client.send(FakeAPI.me) }
  }

  @Test("A refresh that gets no response keeps the tokens: the next call refreshes and succeeds")
  func unreachableRefresh() async throws {
    let server = FakeAuthServer(lifetime: 1)
    let store = InMemoryTokenStore()
    let client = FakeAPI.client(server, store: store)
    try await client.signIn(FakeAPI.login)
    await server.advance(by: 5)
    await server.setRefreshBehaviour(.unreachable)
    await #expect(throws: APIError<FakeServerError>.transport(HTTPTransportError(.cannotConnect))) {
      try await client.send(FakeAPI.me)
    }
    #expect(await store.loadTokens() != nil)
    await server.setRefreshBehaviour(.issue)
    #expect(try await client.send(FakeAPI.me).name == "kim")
    #expect(await server.refreshCalls == 2)
  }

  @Test("A restricted account is its own error, and is not refreshed")
  func restricted() async throws {
    let server = FakeAuthServer()
    let client = FakeAPI.client(server)
    try await client.signIn(FakeAPI.login)
    await server.setRestricted(true)
    await #expect(
      throws: APIError<FakeServerError>.restricted(FakeServerError(code: "USER008", message: "권한이 제한된 사용자입니다."))
    ) { try await client.send(FakeAPI.me) }
    #expect(await server.refreshCalls == 0)
  }

  @Test("Tokens kept in a store are used by a new client, as after a relaunch")
  func relaunch() async throws {
    let server = FakeAuthServer()
    let store = InMemoryTokenStore()
    try await FakeAPI.client(server, store: store).signIn(FakeAPI.login)
    let relaunched = FakeAPI.client(server, store: store)
    #expect(try await relaunched.send(FakeAPI.me).name == "kim")
    try await relaunched.signOut()
    #expect(await store.loadTokens() == nil)
  }

  @Test("A documented refusal keeps the server's code and message; an undocumented body is unexpectedResponse")
  func failures() async throws {
    let server = FakeAuthServer()
    let client = FakeAPI.client(server)
    try await client.signIn(FakeAPI.login)
    let missing = Endpoint<String, FakeServerError>(method: .get, path: "/nowhere") {
      _ throws(APIError<FakeServerError>) in ""
    }
    await #expect(throws: APIError<FakeServerError>.server(FakeServerError(code: "NOT_FOUND", message: "없는 경로입니다."))) {
      try await client.send(missing)
    }
    let broken = APIClient(
      baseURL: URL(string: "http://127.0.0.1:9")!,
      transport: InMemoryHTTPTransport { _ in HTTPTransportResponse(statusCode: 502, body: Data("<html>".utf8)) },
      convention: FakeAPI.convention)
    let error = await #expect(throws: APIError<FakeServerError>.self) { try await broken.signIn(FakeAPI.login) }
    #expect(error == .unexpectedResponse(status: 502, reason: "no error body"))
    #expect(error?.isRetryable == true)
  }
}

@Suite("Endpoint and request: pure building, the same bytes on every platform, tokens never shown")
struct EndpointTests {
  @Test("Path and query are percent-encoded by the package; a body gets a JSON content type")
  func building() throws {
    let endpoint = Endpoint<Void, FakeServerError>(
      method: "patch", path: "/rooms/방 1/rules", query: [QueryItem("q", "a+b c&d=é"), QueryItem("page", 2)],
      body: Data("{}".utf8)
    ) { _ throws(APIError<FakeServerError>) in }
    let request = try endpoint.request(
      baseURL: URL(string: "https://example.com/v1/")!, authorization: ("Authorization", "Bearer t"))
    #expect(request.method == "PATCH")
    #expect(
      request.url.absoluteString
        == "https://example.com/v1/rooms/%EB%B0%A9%201/rules?q=a%2Bb%20c%26d%3D%C3%A9&page=2")
    #expect(request.header("content-type") == "application/json")
    #expect(request.header("Authorization") == "Bearer t")
    #expect(request.body == Data("{}".utf8))
    #expect(endpoint.description == "PATCH /rooms/방 1/rules?q=a%2Bb%20c%26d%3D%C3%A9&page=2 (access token)")
  }

  @Test("A base URL without a host is an invalidRequest, not a crash")
  func invalidBase() {
    let endpoint = Endpoint<Void, FakeServerError>(method: .get, path: "/x", credential: .none) {
      _ throws(APIError<FakeServerError>) in
    }
    #expect(throws: APIError<FakeServerError>.self) { try endpoint.request(baseURL: URL(string: "relative/path")!) }
  }

  @Test("Tokens appear in no description, debug description or dump")
  func redaction() throws {
    let tokens = AuthTokens(accessToken: "eyJhbGciOiJIUzI1NiJ9.secret", refreshToken: "refresh-secret")
    var dumped = ""
    dump(tokens, to: &dumped)
    let request = HTTPTransportRequest(
      method: "GET", url: URL(string: "https://example.com/x")!,
      headers: [
        "Authorization": "Bearer eyJhbGciOiJIUzI1NiJ9.secret", "X-Refresh-Token": "refresh-secret",
        "Accept": "application/json",
      ])
    var dumpedRequest = ""
    dump(request, to: &dumpedRequest)
    let texts = [
      tokens.description, tokens.debugDescription, String(describing: tokens), "\(tokens)", dumped,
      request.description, request.debugDescription, "\(request)", dumpedRequest,
      APIError<FakeServerError>.signInRequired(.refreshRefused).description,
    ]
    for text in texts {
      #expect(!text.contains("secret"), "\(text)")
    }
    #expect(request.description.contains("Accept: application/json"))
    #expect(request.description.contains("Authorization: <redacted>"))
  }
}
