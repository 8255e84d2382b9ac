#if Server
  /// Hands out one API's token pairs: at sign-in, and in exchange for a refresh token that works once. SUWIKI's,
  /// Hous's and the couple app's sign-in and refresh routes share it; they differ only in where the token travels,
  /// what the answer looks like and which error a reused token gets.
  ///
  /// An account keeps the id of its one working refresh token. A refresh replaces it atomically with a token of the
  /// same family (the sign-in it descends from). A token used twice (or by the loser of two refreshes at once) finds
  /// a later id of its own family there, which forgets the account's token, so the holder signs in again; a token a
  /// later sign-in replaced (another device's) is refused and leaves the current one working.
  struct SignInTokens: Sendable {
    /// The API, the tokens' audience and the accounts' API.
    let audience: TokenAudience
    /// Signs and checks the tokens.
    let tokens: TokenIssuer
    /// The accounts, which keep each one's working refresh token id.
    let accounts: any AccountRepository
    /// Counts refreshes by outcome.
    let metrics: ServerMetrics

    /// Makes `pair`'s refresh token the one of `account` that works, and returns `pair`: the end of a sign-in.
    func signIn(_ account: Account, with pair: TokenPair) async throws -> TokenPair {
      try await accounts.setRefreshID(account: account.id, pair.refreshID)
      return pair
    }

    /// A new pair for the refresh token `readToken` gives, which then stops working.
    ///
    /// - Parameters:
    ///   - readToken: the refresh token, from wherever the API sends it; its ``TokenFailure`` counts as refused.
    ///   - reused: what to throw when the token was a valid one of this API but no longer works (used already).
    ///   - issue: the pair for the account in the family given (SUWIKI writes whether the student is restricted
    ///     into it).
    /// - Throws: ``TokenFailure/expired`` or ``TokenFailure/invalid`` for a token that is not a working refresh
    ///   token of this API's open account, `reused` for one that worked before or whose session a reuse ended
    ///   (``TokenFailure/invalid`` for one a later sign-in replaced); or what the store throws.
    func refresh(
      _ readToken: () throws(TokenFailure) -> String, reused: any Error,
      issue: (Account, _ family: String) async throws -> TokenPair
    ) async throws -> TokenPair {
      let claims: TokenClaims
      do throws(TokenFailure) {
        claims = try tokens.verify(try readToken(), audience: audience, kind: .refresh)
      } catch {
        refused()
        throw error
      }
      guard let id = claims.accountID, let used = claims.id, let account = try await accounts.account(id: id),
        account.isOpen, account.api == audience
      else {
        refused()
        throw TokenFailure.invalid
      }
      let family = TokenIssuer.family(of: used)
      let pair = try await issue(account, family)
      guard try await accounts.rotateRefreshID(account: id, from: used, to: pair.refreshID) else {
        refused()
        // A token a later sign-in replaced is no reuse: the account holds another family's token.
        if let current = account.refreshID, TokenIssuer.family(of: current) != family {
          throw TokenFailure.invalid
        }
        throw reused
      }
      metrics.recordTokenRefresh(api: audience.rawValue, outcome: "rotated")
      return pair
    }

    /// Counts a refused refresh.
    private func refused() {
      metrics.recordTokenRefresh(api: audience.rawValue, outcome: "refused")
    }
  }
#endif
