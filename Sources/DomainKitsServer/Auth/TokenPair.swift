#if Server
  /// What sign-in and refresh hand out: an access token and a refresh token, with the refresh token's id (`jti`),
  /// which the account keeps so that the token works once.
  package struct TokenPair: Sendable, Hashable {
    /// The access token (a compact JWS).
    package let accessToken: String
    /// The refresh token (a compact JWS).
    package let refreshToken: String
    /// The refresh token's `jti`, the one value the account stores.
    package let refreshID: String
  }
#endif
