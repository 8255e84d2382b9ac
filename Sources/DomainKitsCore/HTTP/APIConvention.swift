/// What one server's API has in common across its endpoints: how a token is sent, what its failures mean, and
/// how a new token pair is bought.
///
/// Each kit that talks to a server publishes its convention (SUWIKI sends the raw JWT, Hous a bearer token) and
/// an ``APIClient`` applies it to every ``Endpoint``.
public struct APIConvention<ServerFailure: Error & Sendable>: Sendable {
  /// How the token goes into a request.
  public var authorization: AuthorizationScheme
  /// Reads a non-2xx response.
  public var failure: @Sendable (HTTPTransportResponse) -> ResponseFailure<ServerFailure>
  /// The refresh call for the current tokens, or `nil` when the server has none (an expired token then means
  /// signing in again).
  public var refresh: (@Sendable (AuthTokens) -> Endpoint<AuthTokens, ServerFailure>?)?

  /// Creates a convention.
  public init(
    authorization: AuthorizationScheme,
    failure: @escaping @Sendable (HTTPTransportResponse) -> ResponseFailure<ServerFailure>,
    refresh: (@Sendable (AuthTokens) -> Endpoint<AuthTokens, ServerFailure>?)? = nil
  ) {
    self.authorization = authorization
    self.failure = failure
    self.refresh = refresh
  }
}
