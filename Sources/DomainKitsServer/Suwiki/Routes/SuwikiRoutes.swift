#if Server
  import Foundation
  import Hummingbird
  import LectureEvaluationKit
  import Logging

  /// SUWIKI's API, mounted at `/suwiki`: the 25 operations of `docs/openapi/domainkits-server.yaml` (SPEC.md's
  /// endpoints), and what their handlers share: reading the caller's token, the body and the query, and answering
  /// every refusal with SUWIKI's error body.
  ///
  /// Every operation but sign-up and login needs a valid access token (`Authorization: <raw JWT>`); the refresh
  /// needs the refresh token in the same header. The evaluation, exam, lecture-detail and report operations refuse a
  /// restricted account with 403 USER008 before anything else; `/user/my-page`, `/exam-posts/written` and
  /// `GET /exam-posts/purchase` let it read, as SUWIKI does. A handler reads the request (``SuwikiQuery``,
  /// ``SuwikiRequestReader``), makes one call of the kit's repositories, and maps the answer.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct SuwikiRoutes: Sendable {
    /// The store.
    let repositories: ServerRepositories
    /// Signs and checks tokens.
    let tokens: TokenIssuer
    /// Hashes and checks passwords.
    let passwords: PasswordHasher
    /// The time.
    let clock: ServerClock
    /// Where refusals of tokens and refreshes are counted.
    let metrics: ServerMetrics

    /// SUWIKI's students, lectures, posts and points.
    var posts: any LecturePostRepository & LecturePostListing & LectureAveragesListing { repositories.posts }

    /// The lectures with their averages and metadata.
    var directory: SuwikiLectureDirectory {
      SuwikiLectureDirectory(posts: repositories.posts, catalogue: repositories.lectures)
    }

    /// Adds the 25 routes under `/suwiki`.
    func add(to router: Router<ServerRequestContext>) {
      let group = router.group("/suwiki")
      SuwikiAccountRoutes(base: self).add(to: group)
      SuwikiLectureRoutes(base: self).add(to: group)
      SuwikiEvaluationRoutes(base: self).add(to: group)
      SuwikiExamRoutes(base: self).add(to: group)
      for (path, allowed) in Self.methods {
        let allow = allowed.map(\.rawValue).joined(separator: ", ")
        for method in Self.standardMethods where !allowed.contains(method) {
          group.on(RouterPath(path), method: method) { _, _ in Self.methodNotAllowed(allow: allow) }
        }
      }
    }

    /// The methods each SUWIKI path answers (below `/suwiki`); another of ``standardMethods`` answers 405 with
    /// `Allow`.
    static let methods: [String: [HTTPRequest.Method]] = [
      "/user/join": [.post], "/user/login": [.post], "/user/refresh": [.post], "/user/quit": [.post],
      "/user/my-page": [.get], "/user/favorite-major": [.get, .post, .delete], "/user/report/evaluate": [.post],
      "/user/report/exam": [.post], "/lecture/all": [.get], "/lecture/search": [.get], "/lecture": [.get],
      "/evaluate-posts": [.get, .post, .put, .delete], "/evaluate-posts/written": [.get],
      "/exam-posts": [.get, .post, .put, .delete], "/exam-posts/written": [.get],
      "/exam-posts/purchase": [.get, .post],
    ]

    /// The methods a path that does not answer them refuses with 405: the standard ones and QUERY (which
    /// schemathesis's `unsupported_method` check sends too).
    static let standardMethods: [HTTPRequest.Method] =
      [.get, .post, .put, .delete, .patch, .options, .trace] + [HTTPRequest.Method("QUERY")].compactMap { $0 }

    /// 405 with `Allow` and the root's error body: the path exists, the method does not.
    static func methodNotAllowed(allow: String) -> Response {
      var response = RootErrorBody.response(status: .methodNotAllowed, message: "method not allowed")
      response.headers[.allow] = allow
      return response
    }

    // MARK: What the handlers share

    /// Runs `handler`; whatever it throws becomes SUWIKI's error body (``SuwikiFailure/from(_:)``). A 5xx is
    /// logged with the error's type and case only (``FailureMetadata``), never the request.
    func answer(_ context: ServerRequestContext, _ handler: () async throws -> Response) async -> Response {
      do {
        return try await handler()
      } catch {
        let failure = SuwikiFailure.from(error)
        if failure.status >= 500 {
          context.logger.error(
            "SUWIKI request failed", metadata: FailureMetadata.of(error))
        }
        return SuwikiErrorBody.response(failure)
      }
    }

    /// The request's body, at most ``ServerConfiguration/bodyLimit`` bytes (a longer one throws, answered 413).
    func body(_ request: Request) async throws -> Data {
      var request = request
      let buffer = try await request.collectBody(upTo: ServerConfiguration.bodyLimit)
      return Data(buffer.readableBytesView)
    }

    /// The request's query, read strictly.
    func query(_ request: Request) throws(SuwikiFailure) -> SuwikiQuery {
      try SuwikiQuery(request.uri.query)
    }

    /// The caller of a request that needs an access token: the token checked, its account open, and, unless
    /// `restrictedAllowed`, neither the token nor the student restricted now.
    ///
    /// - Throws: ``TokenFailure`` (401: SECURITY001, TOKEN001), ``SuwikiFailure/restricted`` (403 USER008).
    func caller(_ request: Request, restrictedAllowed: Bool) async throws -> SuwikiCaller {
      let claims: TokenClaims
      do throws(TokenFailure) {
        let token = try AuthorizationHeader.rawToken(request.headers[.authorization])
        claims = try tokens.verify(token, audience: .suwiki, kind: .access)
      } catch {
        metrics.recordAuthFailure(api: "suwiki", reason: Self.reason(error))
        throw error
      }
      guard let id = claims.accountID, let account = try await repositories.accounts.account(id: id),
        account.isOpen, account.api == .suwiki
      else {
        metrics.recordAuthFailure(api: "suwiki", reason: "invalid")
        throw TokenFailure.invalid
      }
      let student = StudentID(account.kitID)
      if !restrictedAllowed {
        if claims.restricted == true { throw SuwikiFailure.restricted }
        guard let standing = try await posts.account(id: student) else { throw SuwikiFailure.signInRequired }
        if standing.isRestricted { throw SuwikiFailure.restricted }
      }
      return SuwikiCaller(account: account, student: student)
    }

    /// The metric label of a token failure.
    static func reason(_ failure: TokenFailure) -> String {
      switch failure {
      case .missing: "missing"
      case .invalid: "invalid"
      case .expired: "expired"
      }
    }

    /// The plain text `success`: what writes, edits, removals, purchases and favourite majors answer.
    static func successText() -> Response {
      Response(
        status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: "success")))
    }

    /// `{"success": true}`: what join, quit and the reports answer.
    static func successFlag() throws -> Response {
      try Response.json(SuwikiSuccessFlagWire(success: true))
    }
  }
#endif
