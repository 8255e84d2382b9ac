#if Server
  /// The token in a request's `Authorization` header, in the form each API takes it: raw (SUWIKI) or `Bearer`.
  enum AuthorizationHeader {
    /// SUWIKI's raw JWT: the header's value as it is (SPEC.md §1). No header, an empty one, or one that starts with
    /// `Bearer ` (any case) is ``TokenFailure/missing``: SUWIKI reads the header as the token itself.
    static func rawToken(_ value: String?) throws(TokenFailure) -> String {
      guard let value, !value.isEmpty, !value.lowercased().hasPrefix("bearer ") else { throw .missing }
      return value
    }

    /// The couple app's and Hous's `Bearer <JWT>` (RFC 6750; the scheme's name in any case): the token after the
    /// scheme and one space. No header, another scheme, a raw token, or an empty or spaced token is
    /// ``TokenFailure/missing``.
    static func bearerToken(_ value: String?) throws(TokenFailure) -> String {
      guard let value, value.utf8.count > 7, value.prefix(7).lowercased() == "bearer " else { throw .missing }
      let token = value.dropFirst(7)
      guard !token.isEmpty, !token.utf8.contains(UInt8(ascii: " ")) else { throw .missing }
      return String(token)
    }
  }
#endif
