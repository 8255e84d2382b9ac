#if Server
  /// The API a token is for (its `aud` claim), and the API an account belongs to: a token of one API is refused by
  /// the others, as a missing one is.
  package enum TokenAudience: String, Sendable, Hashable, Codable, CaseIterable {
    /// SUWIKI, mounted at `/suwiki`.
    case suwiki
    /// Hous, mounted at `/hous`.
    case hous
    /// The couple app, mounted at `/couple`.
    case couple
  }
#endif
