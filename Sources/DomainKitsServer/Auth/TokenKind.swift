#if Server
  /// Whether a token opens the API (an access token, short-lived) or buys a new pair (a refresh token, long-lived,
  /// usable once): its `typ` claim. A token of the other kind is refused like a missing one.
  package enum TokenKind: String, Sendable, Hashable, Codable {
    /// Sent with every call.
    case access
    /// Sent only to the refresh call.
    case refresh
  }
#endif
