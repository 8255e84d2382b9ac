#if Server
  import Foundation
  import Hummingbird
  import LectureEvaluationKit
  import TimetableKit

  /// SUWIKI's account operations (10 of 25): sign-up, login, refresh, quit, the viewer's page, favourite majors and
  /// reports.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct SuwikiAccountRoutes: Sendable {
    /// What the handlers share.
    let base: SuwikiRoutes

    /// Adds the routes to the `/suwiki` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.post("/user/join") { request, context in
        await routes.base.answer(context) { try await routes.join(request) }
      }
      group.post("/user/login") { request, context in
        await routes.base.answer(context) { try await routes.login(request) }
      }
      group.post("/user/refresh") { request, context in
        await routes.base.answer(context) { try await routes.refresh(request) }
      }
      group.post("/user/quit") { request, context in
        await routes.base.answer(context) { try await routes.quit(request) }
      }
      group.get("/user/my-page") { request, context in
        await routes.base.answer(context) { try await routes.myPage(request) }
      }
      group.get("/user/favorite-major") { request, context in
        await routes.base.answer(context) { try await routes.favoriteMajors(request) }
      }
      group.post("/user/favorite-major") { request, context in
        await routes.base.answer(context) { try await routes.addFavoriteMajor(request) }
      }
      group.delete("/user/favorite-major") { request, context in
        await routes.base.answer(context) { try await routes.removeFavoriteMajor(request) }
      }
      group.post("/user/report/evaluate") { request, context in
        await routes.base.answer(context) { try await routes.report(request, kind: .evaluation) }
      }
      group.post("/user/report/exam") { request, context in
        await routes.base.answer(context) { try await routes.report(request, kind: .exam) }
      }
    }

    /// `POST /user/join`: a new student with 0 points, who can sign in at once. A taken login id or e-mail is
    /// USER010. The kit's student is written first and the account last: the account is the commit point, so a
    /// crash in between leaves a student nobody can sign in as, never an account without a student.
    func join(_ request: Request) async throws -> Response {
      let form = try SuwikiRequestReader.join(try await base.body(request))
      let accounts = base.repositories.accounts
      if try await accounts.account(api: .suwiki, login: form.loginID) != nil {
        throw SuwikiFailure.accountTaken
      }
      if try await accounts.emailIsTaken(api: .suwiki, email: form.email) {
        throw SuwikiFailure.accountTaken
      }
      let hash = try await base.passwords.hash(form.password)
      let number = try await base.repositories.sequences.next(.suwikiStudent)
      let student = StudentID(String(number))
      try await base.posts.insert(try StudentAccount(id: student))
      _ = try await accounts.insert(
        api: .suwiki, login: form.loginID, email: form.email, passwordHash: hash, kitID: student.rawValue,
        at: base.clock.now())
      return try SuwikiRoutes.successFlag()
    }

    /// `POST /user/login`: a token pair for an open account's login id and password, SECURITY003 otherwise (an
    /// unknown id costs one scrypt too). The refresh token replaces the account's previous one.
    func login(_ request: Request) async throws -> Response {
      let form = try SuwikiRequestReader.credentials(try await base.body(request))
      guard let account = try await base.repositories.accounts.account(api: .suwiki, login: form.loginID) else {
        await base.passwords.verifyNothing(form.password)
        base.metrics.recordAuthFailure(api: "suwiki", reason: "login")
        throw SuwikiFailure.loginFailed
      }
      guard await base.passwords.verify(form.password, against: account.passwordHash), account.isOpen else {
        base.metrics.recordAuthFailure(api: "suwiki", reason: "login")
        throw SuwikiFailure.loginFailed
      }
      let pair = try await signInTokens.signIn(account, with: try await issue(for: account))
      return try Response.json(SuwikiTokensWire(accessToken: pair.accessToken, refreshToken: pair.refreshToken))
    }

    /// `POST /user/refresh` with the refresh token raw in `Authorization`: a new pair; the token used stops
    /// working. A token used twice (or by the loser of two refreshes at once) is refused and the account's refresh
    /// token forgotten, so it signs in again.
    func refresh(_ request: Request) async throws -> Response {
      let pair = try await signInTokens.refresh(
        { () throws(TokenFailure) in try AuthorizationHeader.rawToken(request.headers[.authorization]) },
        reused: TokenFailure.invalid, issue: issue(for:family:))
      return try Response.json(SuwikiTokensWire(accessToken: pair.accessToken, refreshToken: pair.refreshToken))
    }

    /// `POST /user/quit` with the caller's own login id and password (USER005 otherwise): the student is
    /// restricted for good, the account closed (its sign-in and tokens refused); posts stay.
    func quit(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: true)
      let form = try SuwikiRequestReader.credentials(try await base.body(request))
      guard form.loginID == caller.account.login,
        await base.passwords.verify(form.password, against: caller.account.passwordHash)
      else { throw SuwikiFailure.wrongCredentials }
      let now = base.clock.now()
      try await base.posts.setRestricted(true, student: caller.student, at: now)
      try await base.repositories.accounts.close(id: caller.account.id, at: now)
      return try SuwikiRoutes.successFlag()
    }

    /// `GET /user/my-page`: the viewer's points and counts (sample 11); a restricted account may read it.
    func myPage(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: true)
      guard let standing = try await base.posts.account(id: caller.student) else {
        throw SuwikiFailure.signInRequired
      }
      return try Response.json(SuwikiMyPageWire(standing, login: caller.account))
    }

    /// `GET /user/favorite-major`: the viewer's favourite majors, in the order added (ResponseForm).
    func favoriteMajors(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: true)
      let list = try await base.repositories.favoriteMajors.favoriteMajors(id: Self.listID(caller))
      return try Response.json(SuwikiFormWire(data: list?.majors ?? []))
    }

    /// `POST /user/favorite-major` with `{majorType}`: adds it (once; ASCII spaces trimmed, a blank one ignored).
    func addFavoriteMajor(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: true)
      let major = try SuwikiRequestReader.favoriteMajor(try await base.body(request))
      try await base.repositories.favoriteMajors.update(id: Self.listID(caller), .add(major))
      return SuwikiRoutes.successText()
    }

    /// `DELETE /user/favorite-major?majorType=`: removes it (removing one that is not there succeeds).
    func removeFavoriteMajor(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: true)
      let major = try base.query(request).text("majorType", length: 1...50)
      try await base.repositories.favoriteMajors.update(id: Self.listID(caller), .remove(major))
      return SuwikiRoutes.successText()
    }

    /// `POST /user/report/evaluate` (`{evaluateIdx}`) or `/user/report/exam` (`{examIdx}`): files a report of
    /// another student's post (REPORT001 for one's own; a second report by the same student keeps the first).
    func report(_ request: Request, kind: LecturePostKind) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let data = try await base.body(request)
      let post: ReportedPost
      switch kind {
      case .evaluation:
        let id = try SuwikiRequestReader.reportedID(data, key: "evaluateIdx")
        post = .evaluation(EvaluationPostID(String(id)))
      case .exam:
        let id = try SuwikiRequestReader.reportedID(data, key: "examIdx")
        post = .exam(ExamPostID(String(id)))
      }
      try await base.posts.update(.report(post, by: caller.student), at: base.clock.now())
      return try SuwikiRoutes.successFlag()
    }

    /// SUWIKI's token pairs.
    private var signInTokens: SignInTokens {
      SignInTokens(
        audience: .suwiki, tokens: base.tokens, accounts: base.repositories.accounts, metrics: base.metrics)
    }

    /// A token pair for `account` in `family` (a new one when `nil`), its access token saying whether the student is
    /// restricted now.
    private func issue(for account: Account, family: String? = nil) async throws -> TokenPair {
      let restricted = try await base.posts.account(id: StudentID(account.kitID))?.isRestricted ?? false
      return base.tokens.issue(audience: .suwiki, subject: account.id, restricted: restricted, family: family)
    }

    /// The caller's favourite-majors list: one per student.
    private static func listID(_ caller: SuwikiCaller) -> FavoriteMajorsID {
      FavoriteMajorsID(caller.student.rawValue)
    }
  }
#endif
