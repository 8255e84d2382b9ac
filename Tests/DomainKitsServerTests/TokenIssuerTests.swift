#if Server
  import Foundation
  import Testing

  @testable import DomainKitsServer

  @Suite("Tokens and passwords")
  struct TokenIssuerTests {
    static let secret = TokenSecret(text: String(repeating: "k", count: 32))!

    static func issuer(_ clock: TestClock, secret: TokenSecret = TokenIssuerTests.secret) -> TokenIssuer {
      TokenIssuer(
        secret: secret, clock: clock.serverClock, accessLifetime: .seconds(60), refreshLifetime: .seconds(600))
    }

    @Test("A token verifies for its audience and kind until its exp, then is expired; anything else is invalid")
    func verify() throws {
      let clock = TestClock()
      let issuer = Self.issuer(clock)
      let pair = issuer.issue(audience: .suwiki, subject: 42, restricted: true)
      let claims = try issuer.verify(pair.accessToken, audience: .suwiki, kind: .access)
      #expect(claims.accountID == 42 && claims.restricted == true && claims.id == nil)
      #expect(claims.expiresAt - claims.issuedAt == 60)
      let refresh = try issuer.verify(pair.refreshToken, audience: .suwiki, kind: .refresh)
      #expect(refresh.id == pair.refreshID && refresh.restricted == nil)

      #expect(throws: TokenFailure.invalid) { try issuer.verify(pair.accessToken, audience: .couple, kind: .access) }
      #expect(throws: TokenFailure.invalid) { try issuer.verify(pair.accessToken, audience: .suwiki, kind: .refresh) }
      #expect(throws: TokenFailure.invalid) {
        try Self.issuer(clock, secret: TokenSecret(text: String(repeating: "x", count: 32))!)
          .verify(pair.accessToken, audience: .suwiki, kind: .access)
      }
      clock.advance(seconds: 59)
      #expect(throws: Never.self) { try issuer.verify(pair.accessToken, audience: .suwiki, kind: .access) }
      clock.advance(seconds: 1)
      #expect(throws: TokenFailure.expired) { try issuer.verify(pair.accessToken, audience: .suwiki, kind: .access) }
      #expect(throws: Never.self) { try issuer.verify(pair.refreshToken, audience: .suwiki, kind: .refresh) }
    }

    @Test("A changed payload, signature or header, alg none, and malformed text are all invalid")
    func tampering() throws {
      let clock = TestClock()
      let issuer = Self.issuer(clock)
      let token = issuer.issue(audience: .suwiki, subject: 7, restricted: false).accessToken
      let parts = token.split(separator: ".").map(String.init)
      let forgedClaims = TokenClaims(
        issuer: TokenIssuer.issuer, audience: .suwiki, subject: "8", kind: .access, issuedAt: 0,
        expiresAt: Int64.max, id: nil, restricted: false)
      let forgedPayload = Base64URL.encode(try JSONEncoder().encode(forgedClaims))
      let noneHeader = Base64URL.encode(Data(#"{"alg":"none","typ":"JWT"}"#.utf8))
      let candidates = [
        "\(parts[0]).\(forgedPayload).\(parts[2])",
        "\(noneHeader).\(parts[1]).",
        "\(noneHeader).\(parts[1]).\(parts[2])",
        "\(parts[0]).\(parts[1]).\(parts[2].dropLast())\(parts[2].hasSuffix("A") ? "E" : "A")",
        "\(parts[0]).\(parts[1])",
        "\(token).\(parts[2])",
        "", "...", "a.b.c", "\(parts[0]).\(parts[1]).\(parts[2])=",
      ]
      for candidate in candidates {
        #expect(throws: TokenFailure.invalid, "\(candidate)") {
          try issuer.verify(candidate, audience: .suwiki, kind: .access)
        }
      }
      // The one issued verifies, and two pairs never share a refresh id.
      #expect(throws: Never.self) { try issuer.verify(token, audience: .suwiki, kind: .access) }
      let ids = (0..<50).map { _ in issuer.issue(audience: .suwiki, subject: 7, restricted: nil).refreshID }
      #expect(Set(ids).count == 50)
    }

    @Test("SUWIKI's header: the raw token; none, empty or Bearer is missing")
    func rawHeader() throws {
      #expect(try AuthorizationHeader.rawToken("a.b.c") == "a.b.c")
      for value in [nil, "", "Bearer a.b.c", "bearer a.b.c", "BEARER a.b.c"] {
        #expect(throws: TokenFailure.missing, "\(String(describing: value))") {
          try AuthorizationHeader.rawToken(value)
        }
      }
    }

    @Test("A secret needs 32 bytes, and never prints")
    func secret() {
      #expect(TokenSecret(text: String(repeating: "s", count: 31)) == nil)
      let secret = TokenSecret(text: "this secret is long enough to sign with")
      #expect(secret != nil)
      #expect(!"\(secret!)".contains("long enough"))
      #expect(TokenSecret.random().bytes.count == 32)
    }

    @Test("Passwords: scrypt with a salt of its own each time, checked by the stored parameters")
    func passwords() async throws {
      let hasher = PasswordHasher(cost: 4)
      let stored = try await hasher.hash("correct-horse-9")
      #expect(stored.hasPrefix("scrypt$4$8$1$"))
      #expect(try await hasher.hash("correct-horse-9") != stored)
      #expect(await hasher.verify("correct-horse-9", against: stored))
      #expect(await !hasher.verify("correct-horse-8", against: stored))
      #expect(await !hasher.verify("correct-horse-9", against: "scrypt$4$8$1$AAAA$AAAA"))
      #expect(await !hasher.verify("correct-horse-9", against: "bcrypt$whatever"))
      // A hash made at another cost still checks.
      #expect(await PasswordHasher(cost: 5).verify("correct-horse-9", against: stored))
      #expect(PasswordHasher.constantTimeEqual(Data([1, 2, 3]), Data([1, 2, 3])))
      #expect(!PasswordHasher.constantTimeEqual(Data([1, 2, 3]), Data([1, 2, 4])))
      #expect(!PasswordHasher.constantTimeEqual(Data([1, 2, 3]), Data([1, 2])))
    }
  }
#endif
