#if Server
  /// The couple app's users' profiles (``CoupleUser``), which no kit stores. `SQLiteCoupleUserDirectory` keeps them
  /// in the server's schema beside the kits' tables.
  ///
  /// A sign-up writes the account first and the profile last: the profile is the commit point
  /// (docs/design/reference-server.md §7.4), so an account without one (a crash in between) signs in to nothing.
  package protocol CoupleUserDirectory: Sendable {
    /// Stores the profile of a new couple-app account.
    ///
    /// - Throws: the store's error when the account has a profile already or does not exist.
    func insert(_ user: CoupleUser) async throws
    /// The profile of the account with this number, or `nil`.
    func user(account id: Int64) async throws -> CoupleUser?
    /// The kit ids (`PartnerID`s, as text) of every couple-app account with a profile, open or closed: who the
    /// start-up reconciliation asks the kit about.
    func partnerIDs() async throws -> [String]
  }
#endif
