import Foundation

/// Sends a server's ``Endpoint``s through an ``HTTPTransport``, signed in, refreshing the token when it expires.
///
/// One client per server and signed-in user. It is a value that shares its token state among its copies, so it
/// can be handed to every screen and task. Behaviour:
/// - an endpoint that needs the access token carries it in the header the ``APIConvention`` names;
/// - a response the convention reads as an expired token causes one refresh, shared by every request that met
///   the expiry meanwhile, and the request is sent again once; a second refusal is
///   ``APIError/signInRequired(_:)`` with ``APIError/SignInRequiredReason/rejectedAfterRefresh``, never a loop;
/// - a refused refresh forgets the tokens and is ``APIError/SignInRequiredReason/refreshRefused``;
/// - a restricted account is ``APIError/restricted(_:)``, other documented refusals ``APIError/server(_:)``.
///
/// ```swift
/// let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: transport,
///                        convention: convention, tokenStore: keychainStore)
/// try await client.signIn(loginEndpoint)
/// let profile = try await client.send(profileEndpoint)
/// ```
public struct APIClient<ServerFailure: Error & Sendable>: Sendable {
  /// Where the endpoints' paths start.
  public let baseURL: URL
  /// The server's convention.
  public let convention: APIConvention<ServerFailure>
  private let transport: any HTTPTransport
  private let session: TokenSession<ServerFailure>

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - baseURL: The server's address, with a path prefix if the API has one.
  ///   - transport: What moves the bytes (`URLSessionTransport`, ``InMemoryHTTPTransport``).
  ///   - convention: The server's token header, failures and refresh call.
  ///   - tokenStore: Where tokens are kept between launches; in memory by default.
  public init(
    baseURL: URL, transport: any HTTPTransport, convention: APIConvention<ServerFailure>,
    tokenStore: any TokenStore = InMemoryTokenStore()
  ) {
    self.baseURL = baseURL
    self.transport = transport
    self.convention = convention
    self.session = TokenSession(store: tokenStore)
  }

  /// Sends a sign-in endpoint and keeps the tokens it returns.
  @discardableResult
  public func signIn(_ endpoint: Endpoint<AuthTokens, ServerFailure>) async throws(APIError<ServerFailure>)
    -> AuthTokens
  {
    let tokens = try await exchange(endpoint, tokens: nil)
    try await session.replace(with: tokens)
    return tokens
  }

  /// Forgets the tokens (the store's too).
  public func signOut() async throws(APIError<ServerFailure>) {
    try await session.replace(with: nil)
  }

  /// Whether tokens are held (the user may still need to sign in again if the server refuses them).
  public var isSignedIn: Bool {
    get async { (try? await session.current()) != nil }
  }

  /// The number of refresh calls this client has made: for tests and diagnostics.
  public var refreshCount: Int {
    get async { await session.refreshes }
  }

  /// Sends `endpoint` and decodes its success, refreshing the access token once if the server says it expired.
  public func send<Success>(_ endpoint: Endpoint<Success, ServerFailure>) async throws(APIError<ServerFailure>)
    -> Success
  {
    guard endpoint.credential != .none else { return try await exchange(endpoint, tokens: nil) }
    guard let current = try await session.current() else {
      guard endpoint.credential == .accessTokenIfSignedIn else { throw .signInRequired(.notSignedIn) }
      return try await exchange(endpoint, tokens: nil)
    }
    let (tokens, generation) = current
    do {
      return try await exchange(endpoint, tokens: tokens)
    } catch .signInRequired(.rejectedAfterRefresh) {
      // The token was refused: refresh once (or join the refresh in flight) and try again once.
      let refresh = refreshCall()
      switch await session.refreshed(after: generation, using: refresh) {
      case .failure(let error):
        throw error
      case .success(let fresh):
        return try await exchange(endpoint, tokens: fresh)
      }
    }
  }

  /// The refresh through the convention's refresh endpoint, or `nil` when the server has none.
  private func refreshCall() -> TokenSession<ServerFailure>.Refresh? {
    guard let makeRefresh = convention.refresh else { return nil }
    return { tokens in
      guard let endpoint = makeRefresh(tokens) else { return .failure(.signInRequired(.cannotRefresh)) }
      do throws(APIError<ServerFailure>) {
        return .success(try await exchange(endpoint, tokens: tokens))
      } catch {
        return .failure(error)
      }
    }
  }

  /// One round trip: builds the request with `tokens`, sends it, reads the answer. An expired token surfaces as
  /// `.signInRequired(.rejectedAfterRefresh)`, which ``send(_:)`` turns into a refresh the first time.
  private func exchange<Success>(
    _ endpoint: Endpoint<Success, ServerFailure>, tokens: AuthTokens?
  ) async throws(APIError<ServerFailure>) -> Success {
    var authorization: (name: String, value: String)?
    switch endpoint.credential {
    case .none:
      authorization = nil
    case .accessToken:
      guard let tokens else { throw .signInRequired(.notSignedIn) }
      authorization = (convention.authorization.headerName, convention.authorization.value(for: tokens.accessToken))
    case .accessTokenIfSignedIn:
      authorization = tokens.map {
        (convention.authorization.headerName, convention.authorization.value(for: $0.accessToken))
      }
    case .refreshToken:
      guard let refreshToken = tokens?.refreshToken else { throw .signInRequired(.cannotRefresh) }
      authorization = (convention.authorization.headerName, convention.authorization.value(for: refreshToken))
    }
    let request = try endpoint.request(baseURL: baseURL, authorization: authorization)
    let response: HTTPTransportResponse
    do {
      response = try await transport.send(request)
    } catch {
      throw .transport(error)
    }
    if response.isSuccess { return try endpoint.decode(response) }
    switch convention.failure(response) {
    case .tokenExpired:
      if endpoint.credential == .none { throw .unexpectedResponse(status: response.statusCode, reason: "unauthorized") }
      // Sent without a token because no one is signed in, and the server wants one.
      if tokens == nil { throw .signInRequired(.notSignedIn) }
      if endpoint.credential == .refreshToken { throw .signInRequired(.refreshRefused) }
      throw .signInRequired(.rejectedAfterRefresh)
    case .restricted(let failure):
      throw .restricted(failure)
    case .server(let failure):
      throw .server(failure)
    case .unexpected(let reason):
      throw .unexpectedResponse(status: response.statusCode, reason: reason)
    }
  }
}
