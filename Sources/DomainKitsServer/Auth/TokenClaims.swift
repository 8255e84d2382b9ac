#if Server
  /// What a token says, signed: who issued it, for which API and account, which kind, when it was issued and when
  /// it expires (seconds since 1970), and for SUWIKI's access tokens whether the account was restricted.
  ///
  /// A refresh token carries an id (`jti`) the account stores, so each one works once. The JSON names are JWT's
  /// (`iss`, `aud`, `sub`, `typ`, `iat`, `exp`, `jti`) and `restricted`, which SUWIKI copies into its token.
  struct TokenClaims: Codable, Sendable, Hashable {
    /// `domainkits-server`.
    let issuer: String
    /// The API.
    let audience: TokenAudience
    /// The account's number, as decimal text.
    let subject: String
    /// Access or refresh.
    let kind: TokenKind
    /// When it was issued.
    let issuedAt: Int64
    /// When it stops working: a token is refused from this second on.
    let expiresAt: Int64
    /// A refresh token's id; `nil` for an access token.
    let id: String?
    /// Whether the account was restricted when a SUWIKI access token was issued; `nil` otherwise.
    let restricted: Bool?

    enum CodingKeys: String, CodingKey {
      case issuer = "iss"
      case audience = "aud"
      case subject = "sub"
      case kind = "typ"
      case issuedAt = "iat"
      case expiresAt = "exp"
      case id = "jti"
      case restricted
    }

    /// The account's number, or `nil` when the subject is not one.
    var accountID: Int64? { Int64(subject) }
  }
#endif
