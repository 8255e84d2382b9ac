#if Server
  /// Why a request's token was refused; each API words it in its own error body (SUWIKI: SECURITY001 for
  /// ``missing`` and ``invalid``, TOKEN001 for ``expired``).
  package enum TokenFailure: Error, Sendable, Hashable {
    /// No token, or a header that does not hold one in the API's form (SUWIKI refuses a `Bearer ` prefix).
    case missing
    /// Not this server's token for this API and kind: a bad signature, another audience or kind, a malformed
    /// token, or an account that no longer takes it (closed, or a refresh token already used).
    case invalid
    /// A genuine token past its `exp`.
    case expired
  }
#endif
