/// How a server wants the token in a request's header.
public struct AuthorizationScheme: Hashable, Sendable {
  /// The header's name, `"Authorization"` unless a server names another.
  public var headerName: String
  /// What goes before the token: `"Bearer "`, or nothing.
  public var prefix: String

  /// Creates a scheme.
  public init(headerName: String = "Authorization", prefix: String) {
    self.headerName = headerName
    self.prefix = prefix
  }

  /// `Authorization: Bearer <token>` (RFC 6750): Hous and the couple server.
  public static let bearer = AuthorizationScheme(prefix: "Bearer ")

  /// `Authorization: <token>`, the raw JWT with no prefix: SUWIKI.
  public static let raw = AuthorizationScheme(prefix: "")

  /// The header's value for `token`.
  public func value(for token: String) -> String { prefix + token }
}
