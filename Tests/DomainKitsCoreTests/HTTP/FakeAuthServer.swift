import DomainKitsCore
import Foundation

/// A server's error as these tests define it: a code and a message.
struct FakeServerError: Error, Hashable, Sendable {
  var code: String
  var message: String
}

/// A fake server with its own clock: it issues access tokens that expire after `lifetime` ticks, refreshes them
/// at `POST /refresh` (refresh token in the header), and answers `GET /me` with the caller's name.
actor FakeAuthServer {
  enum RefreshBehaviour { case issue, refuse, issueButRejectEverything, unreachable }

  private(set) var now = 0
  let lifetime: Int
  var refreshBehaviour: RefreshBehaviour = .issue
  private var issued = 0
  /// Access token → its expiry tick.
  private var accessTokens: [String: Int] = [:]
  private var refreshTokens: Set<String> = []
  private(set) var refreshCalls = 0
  private(set) var requests: [HTTPTransportRequest] = []
  var restricted = false
  /// When set, a refresh is answered only once this many `/me` requests have arrived, so that they all wait on it.
  var holdRefreshUntil: Int?
  private var meRequests = 0

  init(lifetime: Int = 10) {
    self.lifetime = lifetime
  }

  func advance(by ticks: Int) { now += ticks }

  func setRefreshBehaviour(_ behaviour: RefreshBehaviour) { refreshBehaviour = behaviour }

  func setRestricted(_ value: Bool) { restricted = value }

  func setHoldRefreshUntil(_ count: Int?) { holdRefreshUntil = count }

  /// Issues a pair as the login endpoint would.
  func issue() -> AuthTokens {
    issued += 1
    let access = "access-\(issued)-secret"
    let refresh = "refresh-\(issued)-secret"
    accessTokens[access] = now + lifetime
    refreshTokens.insert(refresh)
    return AuthTokens(accessToken: access, refreshToken: refresh)
  }

  func handle(_ request: HTTPTransportRequest) async throws(HTTPTransportError) -> HTTPTransportResponse {
    requests.append(request)
    let header = request.header("Authorization") ?? ""
    let token = header.hasPrefix("Bearer ") ? String(header.dropFirst(7)) : header
    switch (request.method, request.url.path) {
    case ("POST", "/api/login"):
      return Self.json(200, tokensJSON(issue()))
    case ("POST", "/api/refresh"):
      refreshCalls += 1
      // Let concurrent requests pile up while the refresh is in flight.
      await Task.yield()
      if let hold = holdRefreshUntil {
        while meRequests < hold { try? await Task.sleep(for: .milliseconds(1)) }
      }
      switch refreshBehaviour {
      case .unreachable:
        throw HTTPTransportError(.cannotConnect)
      case .refuse:
        return Self.json(401, #"{"code":"AUTH002","message":"다시 로그인해 주세요."}"#)
      case .issue, .issueButRejectEverything:
        guard refreshTokens.remove(token) != nil else {
          return Self.json(401, #"{"code":"AUTH002","message":"다시 로그인해 주세요."}"#)
        }
        return Self.json(200, tokensJSON(issue()))
      }
    case ("GET", "/api/me"):
      meRequests += 1
      guard refreshBehaviour != .issueButRejectEverything, let expiry = accessTokens[token], now < expiry else {
        return Self.json(401, #"{"code":"AUTH001","message":"토큰이 만료되었습니다."}"#)
      }
      if restricted { return Self.json(403, #"{"code":"USER008","message":"권한이 제한된 사용자입니다."}"#) }
      return Self.json(200, #"{"name":"kim"}"#)
    default:
      return Self.json(404, #"{"code":"NOT_FOUND","message":"없는 경로입니다."}"#)
    }
  }

  private func tokensJSON(_ tokens: AuthTokens) -> String {
    #"{"accessToken":"\#(tokens.accessToken)","refreshToken":"\#(tokens.refreshToken ?? "")"}"#
  }

  static func json(_ status: Int, _ body: String) -> HTTPTransportResponse {
    HTTPTransportResponse(statusCode: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
  }
}

/// The fake server's API as a kit would write it.
enum FakeAPI {
  struct TokenBody: Decodable {
    var accessToken: String
    var refreshToken: String
  }
  struct ErrorBody: Decodable {
    var code: String
    var message: String
  }
  struct Me: Decodable, Sendable { var name: String }

  static let convention = APIConvention<FakeServerError>(
    authorization: .bearer,
    failure: { response in
      guard let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body) else {
        return .unexpected("no error body")
      }
      let error = FakeServerError(code: body.code, message: body.message)
      switch (response.statusCode, body.code) {
      case (401, "AUTH001"): return .tokenExpired
      case (403, "USER008"): return .restricted(error)
      default: return .server(error)
      }
    },
    refresh: { _ in
      Endpoint(method: .post, path: "/refresh", credential: .refreshToken, decode: tokens)
    })

  static func tokens(_ response: HTTPTransportResponse) throws(APIError<FakeServerError>) -> AuthTokens {
    guard let body = try? JSONDecoder().decode(TokenBody.self, from: response.body) else {
      throw .unexpectedResponse(status: response.statusCode, reason: "no tokens")
    }
    return AuthTokens(accessToken: body.accessToken, refreshToken: body.refreshToken)
  }

  static let login = Endpoint<AuthTokens, FakeServerError>(
    method: .post, path: "/login", body: Data(#"{"id":"kim","password":"pw"}"#.utf8), credential: .none,
    decode: tokens)

  static let me = Endpoint<Me, FakeServerError>(method: .get, path: "/me") {
    response throws(APIError<FakeServerError>) in
    guard let me = try? JSONDecoder().decode(Me.self, from: response.body) else {
      throw .unexpectedResponse(status: response.statusCode, reason: "no name")
    }
    return me
  }

  static func client(_ server: FakeAuthServer, store: any TokenStore = InMemoryTokenStore()) -> APIClient<
    FakeServerError
  > {
    APIClient(
      baseURL: URL(string: "http://127.0.0.1:9/api")!,
      transport: InMemoryHTTPTransport { request throws(HTTPTransportError) in try await server.handle(request) },
      convention: convention, tokenStore: store)
  }
}
