#if Server
  import Foundation
  import HouseRulesKit
  import Hummingbird

  /// Hous's sign-up and login (2 of 37), and this server's refresh: each answers the access token as `data` and a
  /// refresh token in the `Refresh-Token` header, which the Hous app's client ignores (it signs in again on 401).
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousAuthRoutes: Sendable {
    /// What the handlers share.
    let base: HousRoutes

    /// Adds the routes to the `/hous` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.post("/auth/signup") { request, context in
        await routes.base.answer(context) { try await routes.signUp(request) }
      }
      group.post("/auth/login") { request, context in
        await routes.base.answer(context) { try await routes.login(request) }
      }
      group.post("/auth/refresh") { request, context in
        await routes.base.answer(context) { try await routes.refresh(request) }
      }
    }

    /// `POST /auth/signup`: a new user (no room yet) who is signed in at once: 201 with the access token. The name is
    /// the kit's member name (trimmed, at most five characters); a taken e-mail (ignoring ASCII case) is 409. The
    /// user's row is written first and the account last: the account is the commit point, so a crash in between
    /// leaves a row nobody can sign in as.
    func signUp(_ request: Request) async throws -> Response {
      let form = try HousRequestReader.signUp(try await base.body(request))
      let member = try HousRoutes.validated(Homie(id: "validation", name: form.name))
      let accounts = base.repositories.accounts
      if try await accounts.emailIsTaken(api: .hous, email: form.email) {
        throw HousFailure.emailTaken
      }
      let hash = try await base.passwords.hash(form.password)
      let id = HomieID(base.newID())
      try await base.directory.insertUser(
        HousUser(id: id, name: member.name, gender: form.gender, birthday: form.birthday, fcmToken: form.fcmToken))
      let account: Account
      do {
        account = try await accounts.insert(
          api: .hous, login: form.email, email: form.email, passwordHash: hash, kitID: id.rawValue,
          at: base.clock.now())
      } catch {
        _ = try? await base.directory.removeUser(id)
        throw error
      }
      return try await signedIn(account, status: 201, message: "회원가입 성공입니다.")
    }

    /// `POST /auth/login`: the access token of an open account's e-mail and password; an unknown e-mail is 404 (and
    /// costs one scrypt too), a wrong password 400. The push token replaces the stored one, and the refresh token
    /// the account's previous one.
    func login(_ request: Request) async throws -> Response {
      let form = try HousRequestReader.login(try await base.body(request))
      let accounts = base.repositories.accounts
      guard let account = try await accounts.account(api: .hous, login: form.email), account.isOpen,
        var user = try await base.directory.user(HomieID(account.kitID))
      else {
        await base.passwords.verifyNothing(form.password)
        base.metrics.recordAuthFailure(api: "hous", reason: "login")
        throw HousFailure.emailNotFound
      }
      guard await base.passwords.verify(form.password, against: account.passwordHash) else {
        base.metrics.recordAuthFailure(api: "hous", reason: "login")
        throw HousFailure.wrongPassword
      }
      if user.fcmToken != form.fcmToken {
        user.fcmToken = form.fcmToken
        try await base.directory.updateUser(user)
      }
      return try await signedIn(account, status: 200, message: "로그인 성공입니다.")
    }

    /// `POST /auth/refresh` with the refresh token as `Authorization: Bearer …` (this server's; not in the Hous
    /// document): a new access token and refresh token; the one used stops working. A refresh token used twice (or
    /// by the loser of two refreshes at once) is refused and the account's refresh token forgotten.
    func refresh(_ request: Request) async throws -> Response {
      let pair = try await signInTokens.refresh(
        { () throws(TokenFailure) in try AuthorizationHeader.bearerToken(request.headers[.authorization]) },
        reused: TokenFailure.invalid
      ) { account, family in
        base.tokens.issue(audience: .hous, subject: account.id, restricted: nil, family: family)
      }
      return try Self.tokens(pair, status: 200, message: "토큰 재발급 성공입니다.")
    }

    /// Hous's token pairs.
    private var signInTokens: SignInTokens {
      SignInTokens(audience: .hous, tokens: base.tokens, accounts: base.repositories.accounts, metrics: base.metrics)
    }

    /// A new pair for `account`, its refresh token made the account's one: the answer to sign-up and login.
    private func signedIn(_ account: Account, status: Int, message: String) async throws -> Response {
      let pair = try await signInTokens.signIn(
        account, with: base.tokens.issue(audience: .hous, subject: account.id, restricted: nil))
      return try Self.tokens(pair, status: status, message: message)
    }

    /// The envelope with the access token as `data`, and the refresh token in `Refresh-Token`.
    private static func tokens(_ pair: TokenPair, status: Int, message: String) throws -> Response {
      var response = try HousEnvelope(status: status, message: message, data: pair.accessToken).response()
      response.headers[HousRoutes.refreshTokenHeader] = pair.refreshToken
      return response
    }
  }
#endif
