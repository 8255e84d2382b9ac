#if Server
  import Foundation
  import Hummingbird
  import WagerKit

  /// The couple app's sign-up, login and refresh (3 of 19): this server's own, as Server-United signs in through
  /// Kakao and Google only, answering its `AuthTokenDto` (`{access_token, refresh_token}`).
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct CoupleAuthRoutes: Sendable {
    /// What the handlers share.
    let base: CoupleRoutes

    /// Adds the routes to the `/couple` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.post("/api/auth/signup") { request, context in
        await routes.base.answer(context) { try await routes.signUp(request) }
      }
      group.post("/api/auth/login") { request, context in
        await routes.base.answer(context) { try await routes.login(request) }
      }
      group.post("/api/auth/refresh") { request, context in
        await routes.base.answer(context) { try await routes.refresh(request) }
      }
    }

    /// `POST /api/auth/signup` with `{loginId, password, nickname}`: a new user, signed in (a token pair). A taken
    /// login id is 409 UE10001; a nickname the kit refuses (blank once trimmed) is UE1001. The account is written
    /// first and the profile last: the profile is the commit point (a crash in between leaves an account that signs
    /// in to nothing).
    func signUp(_ request: Request) async throws -> Response {
      let form = try CoupleRequestReader.signUp(try await base.body(request))
      let repositories = base.repositories
      if try await repositories.accounts.account(api: .couple, login: form.loginID) != nil {
        throw CoupleFailure.userExists
      }
      let hash = try await base.passwords.hash(form.password)
      let number = try await repositories.sequences.next(.coupleUser)
      let account = try await repositories.accounts.insert(
        api: .couple, login: form.loginID, email: nil, passwordHash: hash, kitID: String(number),
        at: base.clock.now())
      try await repositories.coupleUsers.insert(CoupleUser(accountID: account.id, nickname: form.nickname))
      return try await signedIn(account)
    }

    /// `POST /api/auth/login` with `{loginId, password}`: a token pair for an open account's login id and
    /// password, 401 UE2003 otherwise (an unknown id costs one scrypt too). The refresh token replaces the account's
    /// previous one.
    func login(_ request: Request) async throws -> Response {
      let form = try CoupleRequestReader.credentials(try await base.body(request))
      let repositories = base.repositories
      guard let account = try await repositories.accounts.account(api: .couple, login: form.loginID) else {
        await base.passwords.verifyNothing(form.password)
        base.metrics.recordAuthFailure(api: "couple", reason: "login")
        throw CoupleFailure.signInRequired
      }
      guard await base.passwords.verify(form.password, against: account.passwordHash), account.isOpen,
        try await repositories.coupleUsers.user(account: account.id) != nil
      else {
        base.metrics.recordAuthFailure(api: "couple", reason: "login")
        throw CoupleFailure.signInRequired
      }
      return try await signedIn(account)
    }

    /// `POST /api/auth/refresh` with `{refresh_token}`: a new pair; the token used stops working. A token used
    /// twice (or by the loser of two refreshes at once) is UE2002 and the account's refresh token is forgotten, so
    /// it signs in again; an expired one is UE2001, anything else UE2003.
    func refresh(_ request: Request) async throws -> Response {
      let token = try CoupleRequestReader.refreshToken(try await base.body(request))
      let pair = try await signInTokens.refresh({ token }, reused: CoupleFailure.tokenReused) { account, family in
        base.tokens.issue(audience: .couple, subject: account.id, restricted: nil, family: family)
      }
      return try Response.json(CoupleTokensWire(accessToken: pair.accessToken, refreshToken: pair.refreshToken))
    }

    /// The couple app's token pairs.
    private var signInTokens: SignInTokens {
      SignInTokens(
        audience: .couple, tokens: base.tokens, accounts: base.repositories.accounts, metrics: base.metrics)
    }

    /// A new token pair for `account`, its refresh token now the account's one.
    private func signedIn(_ account: Account) async throws -> Response {
      let pair = try await signInTokens.signIn(
        account, with: base.tokens.issue(audience: .couple, subject: account.id, restricted: nil))
      return try Response.json(CoupleTokensWire(accessToken: pair.accessToken, refreshToken: pair.refreshToken))
    }
  }
#endif
