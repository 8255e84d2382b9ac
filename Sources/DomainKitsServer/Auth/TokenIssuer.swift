#if Server
  import Crypto
  import Foundation

  /// Signs and checks the server's tokens: compact JWS with HS256 (HMAC-SHA256 of swift-crypto) over
  /// ``TokenClaims``, with the time of an injected ``ServerClock``.
  ///
  /// A token is accepted only when its header is exactly the one this issuer writes (`{"alg":"HS256","typ":"JWT"}`,
  /// so `alg: none` and key confusion cannot arise), its signature checks in constant time, and its issuer,
  /// audience and kind are the ones asked for; then an expired one is ``TokenFailure/expired``, anything else
  /// wrong ``TokenFailure/invalid``.
  package struct TokenIssuer: Sendable {
    /// The `iss` of every token.
    static let issuer = "domainkits-server"
    /// The encoded header of every token.
    static let header = Base64URL.encode(Data(#"{"alg":"HS256","typ":"JWT"}"#.utf8))

    /// The HMAC key.
    private let key: SymmetricKey
    /// The time.
    let clock: ServerClock
    /// How long an access token works.
    let accessLifetime: Duration
    /// How long a refresh token works.
    let refreshLifetime: Duration

    /// An issuer signing with `secret`.
    package init(secret: TokenSecret, clock: ServerClock, accessLifetime: Duration, refreshLifetime: Duration) {
      self.key = SymmetricKey(data: secret.bytes)
      self.clock = clock
      self.accessLifetime = accessLifetime
      self.refreshLifetime = refreshLifetime
    }

    /// A new access and refresh token for the account `subject` of `audience`, issued now; `restricted` goes into
    /// the access token (SUWIKI's), `nil` leaves it out.
    ///
    /// The refresh token's id is `FAMILY.RANDOM`: a sign-in starts a family (`family` `nil`), and each refresh
    /// passes on the family of the token it replaces (``family(of:)``), so the store can tell a token used twice
    /// (same family) from one a later sign-in replaced (another family).
    func issue(audience: TokenAudience, subject: Int64, restricted: Bool?, family: String? = nil) -> TokenPair {
      let now = Self.seconds(clock.now())
      let refreshID = (family ?? Self.randomID()) + "." + Self.randomID()
      let access = TokenClaims(
        issuer: Self.issuer, audience: audience, subject: String(subject), kind: .access, issuedAt: now,
        expiresAt: now + Self.seconds(accessLifetime), id: nil, restricted: restricted)
      let refresh = TokenClaims(
        issuer: Self.issuer, audience: audience, subject: String(subject), kind: .refresh, issuedAt: now,
        expiresAt: now + Self.seconds(refreshLifetime), id: refreshID, restricted: nil)
      return TokenPair(accessToken: sign(access), refreshToken: sign(refresh), refreshID: refreshID)
    }

    /// The compact JWS of `claims`.
    func sign(_ claims: TokenClaims) -> String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      // Strings, integers, booleans and two string enums: encoding cannot fail.
      let payload = (try? encoder.encode(claims)) ?? Data("{}".utf8)
      let input = Self.header + "." + Base64URL.encode(payload)
      let mac = HMAC<SHA256>.authenticationCode(for: Data(input.utf8), using: key)
      return input + "." + Base64URL.encode(Data(mac))
    }

    /// The claims of `token` when it is this server's token of `kind` for `audience` and has not expired.
    ///
    /// - Throws: ``TokenFailure/expired`` for a genuine token past its `exp`, ``TokenFailure/invalid`` for anything
    ///   else that is not such a token.
    func verify(_ token: String, audience: TokenAudience, kind: TokenKind) throws(TokenFailure) -> TokenClaims {
      let parts = token.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0] == Self.header, let payload = Base64URL.decode(parts[1]),
        let signature = Base64URL.decode(parts[2])
      else { throw .invalid }
      let input = Data((String(parts[0]) + "." + String(parts[1])).utf8)
      guard HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: input, using: key) else {
        throw .invalid
      }
      guard let claims = try? JSONDecoder().decode(TokenClaims.self, from: payload),
        claims.issuer == Self.issuer, claims.audience == audience, claims.kind == kind, claims.accountID != nil
      else { throw .invalid }
      guard Self.seconds(clock.now()) < claims.expiresAt else { throw .expired }
      return claims
    }

    /// Whole seconds since 1970, rounded down.
    static func seconds(_ date: Date) -> Int64 {
      Int64(date.timeIntervalSince1970.rounded(.down))
    }

    /// Whole seconds of a lifetime.
    static func seconds(_ duration: Duration) -> Int64 {
      duration.components.seconds
    }

    /// 16 random bytes, base64url: a refresh token's id.
    /// The family of the refresh token id `refreshID`: the sign-in it descends from (its text before the first
    /// `.`; the whole id for one without).
    static func family(of refreshID: String) -> String {
      String(refreshID.prefix { $0 != "." })
    }

    static func randomID() -> String {
      var generator = SystemRandomNumberGenerator()
      return Base64URL.encode(Data((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    }
  }
#endif
