#if Server
  /// Why an account could not be created.
  package enum AccountError: Error, Sendable, Hashable {
    /// Another account of the API has this login id.
    case loginTaken
    /// Another account of the API has this e-mail (ignoring ASCII case).
    case emailTaken
  }
#endif
