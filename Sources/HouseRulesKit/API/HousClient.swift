import Foundation

/// A client of the Hous server: `APIClient` with Hous's failures, made by `hous(baseURL:transport:tokenStore:)`.
///
/// ```swift
/// let client = APIClient.hous(
///   baseURL: URL(string: "https://api.hous.example")!, transport: URLSessionTransport(), tokenStore: keychain)
/// try await client.signIn(HousAPI.signIn(email: "hous@naver.com", password: password, fcmToken: pushToken))
/// let profile = try await client.send(HousAPI.profile)
/// ```
///
/// The server issues no refresh token: when the access token expires, a call fails with
/// `APIError.signInRequired(.cannotRefresh)` and the app signs in again.
public typealias HousClient = APIClient<HousServerError>

extension APIClient where ServerFailure == HousServerError {
  /// A client that sends `HousAPI`'s endpoints with its convention (`Authorization: Bearer <token>`, no refresh:
  /// an expired token means signing in again).
  ///
  /// - Parameters:
  ///   - baseURL: The server's address, with the path prefix the deployment uses.
  ///   - transport: What moves the bytes: `URLSessionTransport` in an app, `InMemoryHTTPTransport` in tests.
  ///   - tokenStore: Where the access token is kept between launches (the keychain); in memory by default.
  public static func hous(
    baseURL: URL, transport: any HTTPTransport, tokenStore: any TokenStore = InMemoryTokenStore()
  ) -> APIClient<HousServerError> {
    APIClient(baseURL: baseURL, transport: transport, convention: HousAPI.convention, tokenStore: tokenStore)
  }
}
