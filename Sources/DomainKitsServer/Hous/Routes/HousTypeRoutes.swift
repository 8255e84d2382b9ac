#if Server
  import Foundation
  import HouseRulesKit
  import Hummingbird

  /// Hous's personality test operations (4 of 37): the questions, recording a result, and a type's card (the
  /// caller's or a roommate's). Scores and types are the kit's (`PersonalityScores`, `PersonalityCard.builtIn`).
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousTypeRoutes: Sendable {
    /// What the handlers share.
    let base: HousRoutes

    /// Adds the routes to the `/hous` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.put("/user/type/test") { request, context in
        await routes.base.answer(context) { try await routes.record(request) }
      }
      group.get("/user/me/type") { request, context in
        await routes.base.answer(context) { try await routes.myType(request) }
      }
      // The document's `/user/{userId}/type`, its parameter named as `/user/{homieId}`'s: Hummingbird's trie tries
      // sibling captures in order, and two names at one place could hand `/user/{id}` to the wrong one.
      group.get("/user/{homieId}/type") { request, context in
        await routes.base.answer(context) { try await routes.homieType(request, context) }
      }
      group.get("/type/test") { request, context in
        await routes.base.answer(context) { try await routes.questions(request) }
      }
    }

    /// `PUT /user/type/test` with `{typeScore}` (five scores of 3...9): the result, recorded now (in a room, the
    /// kit's `recordTestResult` command), replacing the earlier one.
    func record(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let scores = try HousRequestReader.typeScore(try await base.body(request))
      let result = PersonalityResult(scores: scores, takenAt: base.clock.now())
      let current = try await base.current(caller)
      var stored = current.member
      if let house = current.house {
        let updated = try await base.houses.update(id: house.id, .recordTestResult(result, for: caller.user.id))
        stored = updated.value.member(caller.user.id) ?? stored
      } else {
        stored.personality = result
      }
      try await base.directory.updateUser(caller.user.adopting(stored))
      let wire = HousTypeScoreWire(_id: caller.user.id.rawValue, typeScore: stored.personality?.scores.values ?? [])
      return try HousEnvelope(status: 200, message: "호미 프로필 조회 성공입니다.", data: wire).response()
    }

    /// `GET /user/me/type`: the caller's type with its card.
    func myType(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let (member, _) = try await base.current(caller)
      return try HousEnvelope(status: 200, message: "사용자 성향 상세 조회 성공입니다.", data: HousTypeDetailWire(member))
        .response()
    }

    /// `GET /user/{userId}/type`: a roommate's type with its card; a user who does not live in the caller's room
    /// is 404.
    func homieType(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let caller = try await base.caller(request)
      let id = HomieID(try HousRoutes.pathID(context, "homieId"))
      let (_, house) = try await base.current(caller)
      guard let member = house?.member(id) else { throw HousFailure.homieNotFound }
      return try HousEnvelope(status: 200, message: "사용자 성향 상세 조회 성공입니다.", data: HousTypeDetailWire(member))
        .response()
    }

    /// `GET /type/test`: the kit's 15 questions.
    func questions(_ request: Request) async throws -> Response {
      _ = try await base.caller(request)
      return try HousEnvelope(status: 200, message: "사용자 성향 테스트 조회 성공입니다.", data: HousTypeTestsWire.builtIn)
        .response()
    }
  }
#endif
