#if Server
  import Foundation

  /// The server's accounts: credentials and refresh tokens, which no kit stores. `SQLiteAccountRepository` keeps
  /// them in the server's schema beside the kits' tables.
  ///
  /// Every method is one transaction. Rotation is one conditional write (``rotateRefreshID(account:from:to:)``),
  /// so of two refreshes with the same token one wins and the other is refused.
  package protocol AccountRepository: Sendable {
    /// Stores a new open account and returns it with its number.
    ///
    /// - Throws: ``AccountError/loginTaken`` or ``AccountError/emailTaken`` (checked in that order, in the same
    ///   transaction), or the store's error.
    func insert(
      api: TokenAudience, login: String, email: String?, passwordHash: String, kitID: String, at date: Date
    ) async throws -> Account
    /// The account with this number, or `nil`.
    func account(id: Int64) async throws -> Account?
    /// The account of `api` with this login id, or `nil`.
    func account(api: TokenAudience, login: String) async throws -> Account?
    /// Whether an account of `api` has this e-mail, ignoring ASCII case.
    func emailIsTaken(api: TokenAudience, email: String) async throws -> Bool
    /// Makes `refreshID` the one refresh token of the account that works (a sign-in), or none (`nil`).
    func setRefreshID(account id: Int64, _ refreshID: String?) async throws
    /// Replaces the refresh token id `old` by `new` when `old` is the account's current one and the account is open,
    /// and returns `true`. Otherwise returns `false`, and when the current id is of `old`'s family
    /// (`TokenIssuer.family(of:)`: `old` was used already, or lost a race) clears it, so the account must sign in
    /// again; a token of another family (one a later sign-in replaced) leaves the current one working.
    func rotateRefreshID(account id: Int64, from old: String, to new: String) async throws -> Bool
    /// Closes the account and forgets its refresh token; `false` when there was no open account with this number.
    @discardableResult func close(id: Int64, at date: Date) async throws -> Bool
    /// Every account of `api`, open or closed, by number (what `domainkits-server audit` walks).
    func accounts(api: TokenAudience) async throws -> [Account]
  }
#endif
