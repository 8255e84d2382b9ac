#if Server
  /// The token in a request's `Authorization` header, in the form each API takes it.
  enum AuthorizationHeader {
    /// SUWIKI's raw JWT: the header's value as it is (SPEC.md §1). No header, an empty one, or one that starts with
    /// `Bearer ` (any case) is ``TokenFailure/missing``: SUWIKI reads the header as the token itself.
    static func rawToken(_ value: String?) throws(TokenFailure) -> String {
      guard let value, !value.isEmpty, !value.lowercased().hasPrefix("bearer ") else { throw .missing }
      return value
    }
  }
#endif
