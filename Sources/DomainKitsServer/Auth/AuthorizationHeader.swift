#if Server
  /// The token in a request's `Authorization` header, in the form each API takes it.
  enum AuthorizationHeader {
    /// SUWIKI's raw JWT: the header's value as it is (SPEC.md §1). No header, an empty one, or one that starts with
    /// `Bearer ` (any case) is ``TokenFailure/missing``: SUWIKI reads the header as the token itself.
    static func rawToken(_ value: String?) throws(TokenFailure) -> String {
      guard let value, !value.isEmpty, !value.lowercased().hasPrefix("bearer ") else { throw .missing }
      return value
    }

    /// Hous's and the couple app's `Bearer <JWT>` (the scheme in any case, one space). No header, another scheme,
    /// or an empty token is ``TokenFailure/missing``.
    static func bearerToken(_ value: String?) throws(TokenFailure) -> String {
      guard let value, value.utf8.count > 7, value.prefix(7).lowercased() == "bearer " else { throw .missing }
      let token = String(value.dropFirst(7))
      guard !token.isEmpty, !token.contains(" ") else { throw .missing }
      return token
    }
  }
#endif
