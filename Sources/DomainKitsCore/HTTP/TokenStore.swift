/// Where an ``APIClient`` keeps the signed-in user's tokens: the app's keychain, or ``InMemoryTokenStore``.
///
/// The client reads the store once, keeps the tokens in memory, and writes through after sign-in, each refresh
/// and sign-out. A store's errors reach the caller as ``APIError/tokenStore(_:)``; they must not contain tokens.
public protocol TokenStore: Sendable {
  /// The stored tokens, or `nil` when nobody is signed in.
  func loadTokens() async throws -> AuthTokens?
  /// Replaces the stored tokens.
  func saveTokens(_ tokens: AuthTokens) async throws
  /// Forgets the tokens (sign-out, or a refresh the server refused).
  func removeTokens() async throws
}

/// A ``TokenStore`` in memory: for tests, previews and servers that sign in per process.
public actor InMemoryTokenStore: TokenStore {
  private var tokens: AuthTokens?

  /// Creates a store holding `tokens` (none by default).
  public init(_ tokens: AuthTokens? = nil) {
    self.tokens = tokens
  }

  /// The stored tokens.
  public func loadTokens() -> AuthTokens? { tokens }

  /// Replaces the stored tokens.
  public func saveTokens(_ tokens: AuthTokens) { self.tokens = tokens }

  /// Forgets the tokens.
  public func removeTokens() { tokens = nil }
}
