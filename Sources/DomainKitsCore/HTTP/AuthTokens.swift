/// The tokens a server issued at sign-in: an access token sent with each request and a refresh token that buys
/// a new pair when the access token expires.
///
/// Apps keep them in the keychain through a ``TokenStore``; `Codable` is for that store. Nothing else shows them:
/// `description`, `debugDescription` and the mirror `dump(_:)` reads say `<redacted>`, so a token never reaches a
/// log line or an error's text by accident.
public struct AuthTokens: Hashable, Sendable, Codable {
  /// The token sent with each request (a JWT for SUWIKI, Hous and the couple server).
  public var accessToken: String
  /// The token that buys a new pair, or `nil` when the server issues none.
  public var refreshToken: String?

  /// Creates a pair.
  public init(accessToken: String, refreshToken: String? = nil) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
  }
}

extension AuthTokens: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// `"AuthTokens(access: <redacted>, refresh: <redacted>)"` (or `refresh: none`).
  public var description: String {
    "AuthTokens(access: <redacted>, refresh: \(refreshToken == nil ? "none" : "<redacted>"))"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }

  /// A mirror without the tokens' values.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["accessToken": "<redacted>", "refreshToken": refreshToken == nil ? "none" : "<redacted>"],
      displayStyle: .struct)
  }
}
