#if Server
  /// What the couple app keeps of a user beyond the account: the nickname the partner sees and a profile picture.
  ///
  /// WagerKit has no user: a `Partner` lives inside a couple. A user who has no couple yet still has a nickname
  /// (the profile page shows it, and a new couple seats the user with it), so the server keeps it here, in
  /// `couple_users`, keyed by the account.
  package struct CoupleUser: Sendable, Hashable {
    /// The account's number (``Account/id``).
    package let accountID: Int64
    /// The nickname, trimmed and checked by `Partner.validatedNickname(_:)`.
    package let nickname: String
    /// The profile picture's https address, or `nil` (no route sets one yet).
    package let image: String?

    /// A user's profile.
    package init(accountID: Int64, nickname: String, image: String? = nil) {
      self.accountID = accountID
      self.nickname = nickname
      self.image = image
    }
  }
#endif
