/// Which token, if any, an ``Endpoint``'s request carries in its authorization header.
public enum EndpointCredential: Hashable, Sendable {
  /// None: sign-up, sign-in and public reads.
  case none
  /// The signed-in user's access token: most calls.
  case accessToken
  /// The refresh token: a refresh endpoint that takes it in the header (SUWIKI's `/user/refresh`).
  case refreshToken
}
