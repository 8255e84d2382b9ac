import Foundation

/// A client of the SUWIKI server: `APIClient` with SUWIKI's failures, made by `suwiki(baseURL:transport:tokenStore:)`.
///
/// ```swift
/// let client = APIClient.suwiki(
///   baseURL: URL(string: "https://api.suwiki.example")!, transport: URLSessionTransport(), tokenStore: keychain)
/// try await client.signIn(SuwikiAPI.signIn(loginID: "suwiki01", password: password))
/// let profile = try await client.send(SuwikiAPI.studentProfile)
/// ```
public typealias SuwikiClient = APIClient<SuwikiServerError>

extension APIClient where ServerFailure == SuwikiServerError {
  /// A client that sends `SuwikiAPI`'s endpoints with its convention (the raw JWT in `Authorization`, one
  /// refresh through `POST /user/refresh` when a token expires).
  ///
  /// - Parameters:
  ///   - baseURL: The server's address, with the path prefix the deployment uses.
  ///   - transport: What moves the bytes: `URLSessionTransport` in an app, `InMemoryHTTPTransport` in tests.
  ///   - tokenStore: Where the tokens are kept between launches (the keychain); in memory by default.
  public static func suwiki(
    baseURL: URL, transport: any HTTPTransport, tokenStore: any TokenStore = InMemoryTokenStore()
  ) -> APIClient<SuwikiServerError> {
    APIClient(baseURL: baseURL, transport: transport, convention: SuwikiAPI.convention, tokenStore: tokenStore)
  }
}
