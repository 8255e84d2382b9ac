import Foundation

/// A client of the couple server: `APIClient` with the server's failures, made by
/// `wager(baseURL:transport:tokenStore:)`.
///
/// ```swift
/// let client = APIClient.wager(
///   baseURL: URL(string: "https://api.couple.example")!, transport: URLSessionTransport(), tokenStore: keychain)
/// let home = try await client.send(WagerAPI.coupleHome)
/// ```
public typealias WagerClient = APIClient<WagerServerError>

extension APIClient where ServerFailure == WagerServerError {
  /// A client that sends `WagerAPI`'s endpoints with its convention (`Authorization: Bearer <token>`; a 401 means
  /// signing in again, as the server has no refresh call).
  ///
  /// - Parameters:
  ///   - baseURL: The server's address, with the path prefix the deployment uses (the endpoints' paths start at
  ///     `/api`).
  ///   - transport: What moves the bytes: `URLSessionTransport` in an app, `InMemoryHTTPTransport` in tests.
  ///   - tokenStore: Where the tokens the app got at sign-in are kept (the keychain); in memory by default.
  public static func wager(
    baseURL: URL, transport: any HTTPTransport, tokenStore: any TokenStore = InMemoryTokenStore()
  ) -> APIClient<WagerServerError> {
    APIClient(baseURL: baseURL, transport: transport, convention: WagerAPI.convention, tokenStore: tokenStore)
  }
}
