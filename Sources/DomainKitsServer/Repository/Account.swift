#if Server
  import Foundation

  /// A sign-in of one API: the login and e-mail, the password's stored hash, the id of the account in the kit's
  /// store (`StudentID` for SUWIKI), and the current refresh token's id.
  ///
  /// Accounts are never deleted: quitting closes one (``closedAt``), which refuses its sign-in and its tokens.
  package struct Account: Sendable, Hashable {
    /// The account's number: a token's subject.
    package let id: Int64
    /// The API it belongs to.
    package let api: TokenAudience
    /// The login id, unique per API.
    package let login: String
    /// The e-mail, unique per API ignoring ASCII case, when the API takes one.
    package let email: String?
    /// The password's stored hash (``PasswordHasher``).
    let passwordHash: String
    /// The account's id in the kit's store.
    package let kitID: String
    /// The id (`jti`) of the one refresh token that works now, or `nil`.
    let refreshID: String?
    /// When it was created.
    package let createdAt: Date
    /// When it was closed, or `nil` while it is open.
    package let closedAt: Date?

    /// Whether it still signs in.
    package var isOpen: Bool { closedAt == nil }
  }
#endif
