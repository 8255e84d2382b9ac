#if Server
  import Foundation
  import HTTPTypes
  import HouseRulesKit
  import Hummingbird
  import Logging

  /// Hous's API, mounted at `/hous`: the 37 operations of the Hous server's own document (`OpenAPI/hous.json`,
  /// repaired) and the refresh of this server's overlay (`OpenAPI/hous-server.json`), and what their handlers share:
  /// reading the caller's token, the path's ids, the body, the caller's room, and answering every refusal with
  /// Hous's error body.
  ///
  /// Every operation but sign-up and login needs a valid access token (`Authorization: Bearer <JWT>`); the refresh
  /// needs the refresh token in the same header. An operation under `/room/{roomId}` answers only a member of that
  /// room (403 otherwise, 404 for no such room). A handler reads the request (``HousRequestReader``), makes the
  /// kit's call (`HouseRepository`, one command in one transaction), and maps the answer; "today" is the room's day
  /// in Seoul at the injected ``ServerClock``'s time.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousRoutes: Sendable {
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

    /// The rooms (HouseRulesKit).
    var houses: any HouseRepository { repositories.houses }
    /// The users and the rooms' invite codes.
    var directory: any HousDirectory { repositories.hous }

    /// The `Refresh-Token` header sign-up, login and refresh answer with (this server's; the Hous server has no
    /// refresh token).
    static let refreshTokenHeader = HTTPField.Name("Refresh-Token")!

    /// Adds the 38 routes (37 and the refresh) under `/hous`, and 405 for another method on their paths.
    func add(to router: Router<ServerRequestContext>) {
      let group = router.group("/hous")
      HousAuthRoutes(base: self).add(to: group)
      HousUserRoutes(base: self).add(to: group)
      HousTypeRoutes(base: self).add(to: group)
      HousRoomRoutes(base: self).add(to: group)
      HousRuleRoutes(base: self).add(to: group)
      HousTodoRoutes(base: self).add(to: group)
      HousCategoryRoutes(base: self).add(to: group)
      HousEventRoutes(base: self).add(to: group)
      for (path, allowed) in Self.methods {
        let allow = allowed.map(\.rawValue).joined(separator: ", ")
        for method in SuwikiRoutes.standardMethods where !allowed.contains(method) {
          group.on(RouterPath(path), method: method) { _, _ in Self.methodNotAllowed(allow: allow) }
        }
      }
    }

    /// The methods each Hous path answers (below `/hous`; `/user/` is `/user`); another of the standard ones
    /// answers 405 with `Allow`.
    static let methods: [String: [HTTPRequest.Method]] = [
      "/auth/signup": [.post], "/auth/login": [.post], "/auth/refresh": [.post], "/user": [.delete],
      "/user/profile": [.get], "/user/profile/me": [.get, .put], "/user/setting": [.get],
      "/user/setting/notification": [.put], "/user/{homieId}": [.get], "/user/type/test": [.put],
      "/user/me/type": [.get], "/user/{homieId}/type": [.get], "/type/test": [.get], "/room": [.get, .post],
      "/room/in": [.get], "/room/{roomId}/in": [.post], "/room/{roomId}/out": [.delete],
      "/room/{roomId}/home": [.get], "/room/{roomId}/rule": [.post], "/room/{roomId}/rule/new": [.get],
      "/room/{roomId}/category/{categoryId}/rule": [.get], "/room/{roomId}/rule/{ruleId}": [.get, .put, .delete],
      "/room/{roomId}/rule/{ruleId}/today": [.get, .put], "/room/{roomId}/rule/{ruleId}/check": [.put],
      "/room/{roomId}/rules/me": [.get], "/room/{roomId}/rules": [.get], "/room/{roomId}/rules/category": [.post],
      "/room/{roomId}/rules/category/{categoryId}": [.put, .delete], "/room/{roomId}/event": [.post],
      "/room/{roomId}/event/{eventId}": [.get, .put, .delete],
    ]

    /// 405 with `Allow` and Hous's error body: the path exists, the method does not.
    static func methodNotAllowed(allow: String) -> Response {
      var response = HousErrorBody.response(.methodNotAllowed)
      response.headers[.allow] = allow
      return response
    }

    // MARK: What the handlers share

    /// Runs `handler`; whatever it throws becomes Hous's error body (``HousFailure/from(_:)``). A 5xx is logged
    /// with the error's type and case only (``FailureMetadata``), never the request.
    func answer(_ context: ServerRequestContext, _ handler: () async throws -> Response) async -> Response {
      do {
        return try await handler()
      } catch {
        let failure = HousFailure.from(error)
        if failure.status >= 500 {
          context.logger.error(
            "Hous request failed", metadata: FailureMetadata.of(error))
        }
        return HousErrorBody.response(failure)
      }
    }

    /// The request's body, at most ``ServerConfiguration/bodyLimit`` bytes (a longer one throws, answered 413).
    func body(_ request: Request) async throws -> Data {
      var request = request
      let buffer = try await request.collectBody(upTo: ServerConfiguration.bodyLimit)
      return Data(buffer.readableBytesView)
    }

    /// The caller of a request that needs an access token: the token checked, its account open, its user stored.
    ///
    /// - Throws: ``TokenFailure`` (401: no token, not ours, expired).
    func caller(_ request: Request) async throws -> HousCaller {
      let claims: TokenClaims
      do throws(TokenFailure) {
        let token = try AuthorizationHeader.bearerToken(request.headers[.authorization])
        claims = try tokens.verify(token, audience: .hous, kind: .access)
      } catch {
        metrics.recordAuthFailure(api: "hous", reason: Self.reason(error))
        throw error
      }
      guard let id = claims.accountID, let account = try await repositories.accounts.account(id: id),
        account.isOpen, account.api == .hous, let user = try await directory.user(HomieID(account.kitID))
      else {
        metrics.recordAuthFailure(api: "hous", reason: "invalid")
        throw TokenFailure.invalid
      }
      return HousCaller(account: account, user: user)
    }

    /// The caller and the room the path's `roomId` names, which the caller must live in.
    ///
    /// - Throws: the caller's ``TokenFailure``, ``HousFailure/invalidID``, ``HousFailure/roomNotFound`` or
    ///   ``HousFailure/forbiddenRoom``.
    func room(_ request: Request, _ context: ServerRequestContext) async throws -> (caller: HousCaller, house: House) {
      let caller = try await self.caller(request)
      let id = HouseID(try Self.pathID(context, "roomId"))
      guard let house = try await houses.house(id: id) else { throw HousFailure.roomNotFound }
      guard house.member(caller.user.id) != nil else { throw HousFailure.forbiddenRoom }
      return (caller, house)
    }

    /// The path parameter `name` when it is an id (24 of `0-9a-f`), else ``HousFailure/invalidID``.
    static func pathID(_ context: ServerRequestContext, _ name: String) throws(HousFailure) -> String {
      guard let text = context.parameters.get(name), HousObjectID.isValid(text) else { throw .invalidID }
      return text
    }

    /// The room's day now, in its time zone (Seoul).
    func today(in house: House) -> CalendarDay {
      house.today(now: clock.now)
    }

    /// A new id for something the caller creates.
    func newID() -> String {
      HousObjectID.make(at: clock.now())
    }

    /// The caller as a member: the room's member while the user lives in a room that has them, else the user as
    /// a member of none (`house` is `nil`).
    func current(_ caller: HousCaller) async throws -> (member: Homie, house: House?) {
      if let id = caller.user.house, let house = try await houses.house(id: id),
        let member = house.member(caller.user.id)
      {
        return (member, house)
      }
      return (caller.user.homie, nil)
    }

    /// Stores `member` as the caller: through the room's `updateMember` command when in a room (the kit checks and
    /// trims it), through the kit's validation otherwise, then in the user's row. Returns the member as stored.
    func save(_ member: Homie, of caller: HousCaller, in house: House?) async throws -> Homie {
      let stored: Homie
      if let house {
        let updated = try await houses.update(id: house.id, .updateMember(member)).value
        stored = updated.member(member.id) ?? member
      } else {
        stored = try Self.validated(member)
      }
      try await directory.updateUser(caller.user.adopting(stored))
      return stored
    }

    /// `member` checked and trimmed by the kit's rules for a member of a room with the original limits.
    static func validated(_ member: Homie) throws(HouseRulesError) -> Homie {
      try House(id: "validation", name: "Hous").validate(member)
    }

    /// The caller leaves `house`: the kit's `removeMember` command (which refuses while they keep a rule alone), or,
    /// for the last member, the room with everything in it; then their row forgets the room.
    func leave(_ user: HousUser, _ house: House) async throws {
      if house.members.map(\.id) == [user.id] {
        try await removeRoom(house.id)
      } else {
        if let member = house.member(user.id) {
          try await directory.updateUser(user.adopting(member))
        }
        let after = try await houses.update(id: house.id, .removeMember(user.id)).value
        if after.members.isEmpty {
          try await removeRoom(house.id)
        }
      }
      _ = try await directory.setHouse(of: user.id, from: house.id, to: nil)
    }

    /// Removes a room: the kit's house and its invite code.
    func removeRoom(_ id: HouseID) async throws {
      try await houses.remove(id: id)
      try await directory.removeRoom(house: id)
    }

    /// The metric label of a token failure.
    static func reason(_ failure: TokenFailure) -> String {
      switch failure {
      case .missing: "missing"
      case .invalid: "invalid"
      case .expired: "expired"
      }
    }
  }
#endif
