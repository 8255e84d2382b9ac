/// Which token, if any, an ``Endpoint``'s request carries in its authorization header.
public enum EndpointCredential: Hashable, Sendable {
  /// None: sign-up, sign-in and public reads.
  case none
  /// The signed-in user's access token: most calls.
  case accessToken
  /// The access token when someone is signed in, none otherwise: a read a server answers to anyone but that its app
  /// sends signed in (SUWIKI's lecture list), so the same call works against a server that requires the token.
  case accessTokenIfSignedIn
  /// The refresh token: a refresh endpoint that takes it in the header (SUWIKI's `/user/refresh`).
  case refreshToken
}
