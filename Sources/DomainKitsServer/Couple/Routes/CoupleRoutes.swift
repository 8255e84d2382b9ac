#if Server
  import Foundation
  import Hummingbird
  import Logging
  import WagerKit

  /// The couple app's API, mounted at `/couple`: the 19 operations of `docs/openapi/domainkits-server.yaml`
  /// (Server-United's paths, as WagerKit's `WagerAPI` sends them, and this server's sign-up, login and refresh), and
  /// what their handlers share: reading the caller's token, the body and the path's ids, finding the caller's
  /// couple, and answering every refusal with the `{code, message}` body.
  ///
  /// Every operation but sign-up, login and refresh needs a valid access token as `Authorization: Bearer <JWT>`
  /// (401 UE2003 without one, UE2001 when it expired). The rules are WagerKit's, reached through its repositories
  /// and `WagerService` (one live battle per couple, the winner by the reports' times, a coupon used once by its
  /// owner); the server adds the wire, ownership (a battle or coupon of another couple is 404, as if it did not
  /// exist) and the tokens. A handler reads the request (``CoupleRequestReader``, ``CouplePathID``), makes the
  /// kit's calls, and maps the answer (Mapping/).
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct CoupleRoutes: Sendable {
    /// The store.
    let repositories: ServerRepositories
    /// Signs and checks tokens.
    let tokens: TokenIssuer
    /// Hashes and checks passwords.
    let passwords: PasswordHasher
    /// The time: tokens, reports, settlements, the D-day.
    let clock: ServerClock
    /// Where refusals of tokens and refreshes are counted.
    let metrics: ServerMetrics

    /// The kit's battle flow over the store's couples, battles and coupons, on the server's clock.
    var wager: WagerService {
      WagerService(
        couples: repositories.couples, battles: repositories.battles, coupons: repositories.coupons,
        now: clock.now)
    }

    /// Adds the 19 routes under `/couple`, and 405 with `Allow` for another method on their paths.
    func add(to router: Router<ServerRequestContext>) {
      let group = router.group("/couple")
      CoupleAuthRoutes(base: self).add(to: group)
      CoupleAccountRoutes(base: self).add(to: group)
      CoupleBattleRoutes(base: self).add(to: group)
      CoupleCouponRoutes(base: self).add(to: group)
      for (path, allowed) in Self.methods {
        let allow = allowed.map(\.rawValue).joined(separator: ", ")
        for method in SuwikiRoutes.standardMethods where !allowed.contains(method) {
          group.on(RouterPath(path), method: method) { _, _ in SuwikiRoutes.methodNotAllowed(allow: allow) }
        }
      }
    }

    /// The methods each couple path answers (below `/couple`).
    static let methods: [String: [HTTPRequest.Method]] = [
      "/api/auth/signup": [.post], "/api/auth/login": [.post], "/api/auth/refresh": [.post],
      "/api/couple": [.post], "/api/couple/join": [.post], "/api/v1/mission": [.get], "/api/v1/home": [.get],
      "/api/user": [.get, .delete], "/api/game/short": [.post],
      "/api/game/short/{roundGameId}": [.get, .patch, .delete], "/api/game/short/result/{roundGameId}": [.get],
      "/api/history": [.get], "/api/user/{userId}/wish": [.get], "/api/wish": [.patch],
      "/api/wish/{wishCouponId}": [.get, .patch],
    ]

    // MARK: What the handlers share

    /// Runs `handler`; whatever it throws becomes the couple app's error body (``CoupleFailure/from(_:)``). A 5xx
    /// is logged with the error's type and case only (``FailureMetadata``), never the request.
    func answer(_ context: ServerRequestContext, _ handler: () async throws -> Response) async -> Response {
      do {
        return try await handler()
      } catch {
        let failure = CoupleFailure.from(error)
        if failure.status >= 500 {
          context.logger.error(
            "couple request failed", metadata: FailureMetadata.of(error))
        }
        return CoupleErrorBody.response(failure)
      }
    }

    /// The request's body, at most ``ServerConfiguration/bodyLimit`` bytes (a longer one throws, answered 413).
    func body(_ request: Request) async throws -> Data {
      var request = request
      let buffer = try await request.collectBody(upTo: ServerConfiguration.bodyLimit)
      return Data(buffer.readableBytesView)
    }

    /// The id in the path parameter `name` (``CouplePathID``).
    func pathID(_ context: ServerRequestContext, _ name: String) throws(CoupleFailure) -> Int64 {
      try CouplePathID.read(context.parameters.get(name))
    }

    /// The caller of a request that needs an access token: the Bearer token checked, its account open and of the
    /// couple app, with its profile.
    ///
    /// - Throws: ``TokenFailure`` (401: UE2003, UE2001).
    func caller(_ request: Request) async throws -> CoupleCaller {
      let claims: TokenClaims
      do throws(TokenFailure) {
        let token = try AuthorizationHeader.bearerToken(request.headers[.authorization])
        claims = try tokens.verify(token, audience: .couple, kind: .access)
      } catch {
        metrics.recordAuthFailure(api: "couple", reason: SuwikiRoutes.reason(error))
        throw error
      }
      guard let id = claims.accountID, let account = try await repositories.accounts.account(id: id),
        account.isOpen, account.api == .couple, let user = try await repositories.coupleUsers.user(account: id)
      else {
        metrics.recordAuthFailure(api: "couple", reason: "invalid")
        throw TokenFailure.invalid
      }
      return CoupleCaller(account: account, partner: PartnerID(account.kitID), user: user)
    }

    /// The caller's active (waiting or connected) couple and seat, or `nil` without one.
    func membership(of caller: CoupleCaller) async throws -> CoupleMembership? {
      guard let couple = try await repositories.couples.activeCouple(of: caller.partner) else { return nil }
      return CoupleMembership(couple: couple, partner: caller.partner)
    }

    /// The caller's active couple and seat.
    ///
    /// - Throws: ``CoupleFailure/noCouple`` (UE1006) without one.
    func requireMembership(of caller: CoupleCaller) async throws -> CoupleMembership {
      guard let found = try await self.membership(of: caller) else { throw CoupleFailure.noCouple }
      return found
    }

    /// The battle `id` of the caller's active couple, with the membership; an abandoned battle counts as none.
    ///
    /// - Throws: ``CoupleFailure/battleNotFound`` (UE5007) for a battle that does not exist, is another couple's
    ///   or was abandoned, or when the caller has no couple.
    func ownedBattle(_ id: Int64, of caller: CoupleCaller) async throws -> (battle: Battle, member: CoupleMembership) {
      guard let member = try await self.membership(of: caller),
        let battle = try await repositories.battles.battle(id: BattleID(String(id))),
        battle.coupleID == member.couple.id, battle.status != .cancelled
      else { throw CoupleFailure.battleNotFound }
      return (battle, member)
    }

    /// The category a battle was dealt from, from the catalogue, or `nil` when it is gone (its summary remains).
    func category(of battle: Battle) async throws -> MissionCategory? {
      try await repositories.missions.category(id: battle.category.id)
    }

    /// `204 No Content`: what joining, deleting, abandoning, writing a wish and using a coupon answer.
    static func noContent() -> Response {
      Response(status: .noContent)
    }
  }
#endif
