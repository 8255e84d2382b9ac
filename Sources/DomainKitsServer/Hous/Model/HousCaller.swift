#if Server
  /// Who sent a Hous request: the open account its access token names, and the Hous user of that account.
  struct HousCaller: Sendable {
    /// The account.
    let account: Account
    /// The user (their id is the account's `kitID`).
    let user: HousUser
  }
#endif
