#if Server
  import Foundation
  import Hummingbird
  import WagerKit

  /// The couple app's battles (7 of 19): the mission catalogue, starting a battle, a partner's mission, the
  /// report, the result, abandoning, and the history. The rules are WagerKit's (`WagerService`, `Battle`): one live
  /// battle per couple, checked and inserted atomically by the store; the earlier of two completed reports wins,
  /// equal times and two failures draw; the coupon goes to the winner when the result is first asked for.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct CoupleBattleRoutes: Sendable {
    /// What the handlers share.
    let base: CoupleRoutes

    /// Adds the routes to the `/couple` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.get("/api/v1/mission") { request, context in
        await routes.base.answer(context) { try await routes.missionCategories(request) }
      }
      group.post("/api/game/short") { request, context in
        await routes.base.answer(context) { try await routes.start(request) }
      }
      group.get("/api/game/short/{roundGameId}") { request, context in
        await routes.base.answer(context) { try await routes.roundMission(request, context) }
      }
      group.patch("/api/game/short/{roundGameId}") { request, context in
        await routes.base.answer(context) { try await routes.report(request, context) }
      }
      group.delete("/api/game/short/{roundGameId}") { request, context in
        await routes.base.answer(context) { try await routes.abandon(request, context) }
      }
      group.get("/api/game/short/result/{roundGameId}") { request, context in
        await routes.base.answer(context) { try await routes.result(request, context) }
      }
      group.get("/api/history") { request, context in
        await routes.base.answer(context) { try await routes.history(request) }
      }
    }

    /// `GET /api/v1/mission`: every category of the catalogue with its missions, by id.
    func missionCategories(_ request: Request) async throws -> Response {
      _ = try await base.caller(request)
      let categories = try await base.repositories.missions.all()
      return try Response.json(categories.map { CoupleMissionCategoryWithContentsWire($0) })
    }

    /// `POST /api/game/short` with `{missionCategoryId, wishContent?}`: a battle of the caller's connected couple in
    /// the category, each partner dealt a mission (`WagerService.createBattle`, then `start`: two kit writes, and a
    /// battle a crash left created is started by the next report). Another live battle is the kit's UE1003; a couple
    /// that is not connected UE1006; an unknown category UE5003; too few missions UE5004.
    func start(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let form = try CoupleRequestReader.newBattle(try await base.body(request))
      let member = try await base.requireMembership(of: caller)
      let repositories = base.repositories
      guard let category = try await repositories.missions.category(id: form.category) else {
        throw CoupleFailure.categoryNotFound
      }
      let id = BattleID(String(try await repositories.sequences.next(.coupleBattle)))
      var generator = SystemRandomNumberGenerator()
      let created = try await base.wager.createBattle(
        id: id, couple: member.couple.id, by: member.role, category: category, wish: form.wish, using: &generator)
      let battle = try await base.wager.start(battle: created.id)
      return try Response.json(
        CoupleCreatedBattleWire(
          shortGame: CoupleShortGameWire(battle), roundGameId: CoupleWireFormat.number(battle.id.rawValue),
          roundMission: CoupleRoundMissionWire(battle: battle, role: member.role, category: category)))
    }

    /// `GET /api/game/short/{roundGameId}`: the caller's mission in a battle of their couple, with their report. A
    /// battle of another couple, or one that was abandoned, is UE5007.
    func roundMission(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let caller = try await base.caller(request)
      let (battle, member) = try await base.ownedBattle(try base.pathID(context, "roundGameId"), of: caller)
      let category = try await base.category(of: battle)
      return try Response.json(
        CoupleGameReportWire(
          myRoundMission: CoupleRoundMissionWire(battle: battle, role: member.role, category: category)))
    }

    /// `PATCH /api/game/short/{roundGameId}` with `{result}`: the caller's report, dated by the server. A second
    /// report by the same partner is UE1005 (the wire's rule: the kit would let it replace the first), and so is a
    /// report on a settled battle (the kit's `invalidTransition`).
    func report(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let caller = try await base.caller(request)
      let id = try base.pathID(context, "roundGameId")
      let completed = try CoupleRequestReader.report(try await base.body(request))
      let owned = try await base.ownedBattle(id, of: caller)
      let member = owned.member
      var battle = owned.battle
      guard battle.isLive, battle.report(of: member.role) == nil else { throw CoupleFailure.battleFinished }
      if battle.status == .created {
        do {
          battle = try await base.wager.start(battle: battle.id)
        } catch WagerError.invalidTransition {
          // Another request started it meanwhile.
        }
      }
      battle = try await base.wager.report(battle: battle.id, by: member.role, completed: completed)
      let category = try await base.category(of: battle)
      return try Response.json(
        CoupleGameReportWire(
          myRoundMission: CoupleRoundMissionWire(battle: battle, role: member.role, category: category)))
    }

    /// `DELETE /api/game/short/{roundGameId}`: abandons a live battle (`WagerService.cancel`: its coupon is void);
    /// from then on the battle answers UE5007. A settled battle is UE1005.
    func abandon(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let caller = try await base.caller(request)
      let (battle, _) = try await base.ownedBattle(try base.pathID(context, "roundGameId"), of: caller)
      try await base.wager.cancel(battle: battle.id)
      return CoupleRoutes.noContent()
    }

    /// `GET /api/game/short/result/{roundGameId}`: both missions with the final results. The first call after both
    /// reports settles the battle and gives the coupon to the winner (`WagerService.finalize`); later calls settle
    /// nothing again but issue the coupon again if a crash stopped the first. A partner who has not reported is
    /// UE1009.
    func result(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let caller = try await base.caller(request)
      let (battle, member) = try await base.ownedBattle(try base.pathID(context, "roundGameId"), of: caller)
      // A battle a crash left created has no reports yet.
      guard battle.status != .created else { throw CoupleFailure.partnerNotReported }
      _ = try await base.wager.finalize(battle: battle.id)
      let settled = try await base.repositories.battles.battle(id: battle.id) ?? battle
      let category = try await base.category(of: settled)
      return try Response.json(
        CoupleBattleResultWire(
          myRoundMission: CoupleRoundMissionWire(battle: settled, role: member.role, category: category),
          partnerRoundMission: CoupleRoundMissionWire(battle: settled, role: member.role.partner, category: category)))
    }

    /// `GET /api/history`: the couple's settled battles as the caller sees them, newest first (the kit's
    /// `BattleHistory`: dates and times in Seoul). No couple is UE1006.
    func history(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let member = try await base.requireMembership(of: caller)
      let history = try await base.wager.history(couple: member.couple.id, viewer: member.role)
      return try Response.json(history.rows.map { CoupleHistoryItemWire($0) })
    }
  }
#endif
