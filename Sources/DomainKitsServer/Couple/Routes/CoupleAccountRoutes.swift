#if Server
  import DomainKitsCore
  import Foundation
  import Hummingbird
  import WagerKit

  /// The couple app's couple and the caller's page (5 of 19): creating a couple and joining one with its invite
  /// code (Server-United's `CoupleController`), the home screen, the caller's page, and deleting the account.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct CoupleAccountRoutes: Sendable {
    /// What the handlers share.
    let base: CoupleRoutes

    /// How many invite codes a new couple tries before giving up: a generated code taken by another couple is
    /// drawn again (31^8 codes make a second collision all but impossible).
    static let inviteAttempts = 4

    /// Adds the routes to the `/couple` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.post("/api/couple") { request, context in
        await routes.base.answer(context) { try await routes.create(request) }
      }
      group.post("/api/couple/join") { request, context in
        await routes.base.answer(context) { try await routes.join(request) }
      }
      group.get("/api/v1/home") { request, context in
        await routes.base.answer(context) { try await routes.home(request) }
      }
      group.get("/api/user") { request, context in
        await routes.base.answer(context) { try await routes.profile(request) }
      }
      group.delete("/api/user") { request, context in
        await routes.base.answer(context) { try await routes.deleteAccount(request) }
      }
    }

    /// `POST /api/couple` with `{startDate}`: the caller's couple, waiting for the partner, with an invite code
    /// valid for a day (`InviteCode.generate`). A start day after today in Seoul is the kit's `startDayInFuture`
    /// (UE1001); a caller already in a couple is UE10003, checked again by the store when it inserts.
    func create(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let startDay = try CoupleRequestReader.startDay(try await base.body(request))
      let repositories = base.repositories
      if try await repositories.couples.activeCouple(of: caller.partner) != nil {
        throw CoupleFailure.alreadyInCouple
      }
      let now = base.clock.now()
      let id = CoupleID(String(try await repositories.sequences.next(.coupleCouple)))
      var generator = SystemRandomNumberGenerator()
      for attempt in 1...Self.inviteAttempts {
        var couple = Couple(
          id: id, creator: caller.asPartner, startDay: startDay,
          invite: InviteCode.generate(issuedAt: now, using: &generator))
        // The kit's rule for a start day: not after today in Seoul.
        try couple.changeStartDay(to: startDay, today: CalendarDay(now, in: .seoul))
        do {
          try await repositories.couples.insert(couple)
        } catch WagerError.inviteCodeInUse where attempt < Self.inviteAttempts {
          continue
        }
        return try Response.json(
          CoupleCoupleWire(
            id: CoupleWireFormat.number(couple.id.rawValue), startDate: SeoulTimestamp.day(couple.startDay),
            inviteCode: couple.invite.code, heartToken: 0))
      }
      throw CoupleFailure.internalError
    }

    /// `POST /api/couple/join` with `{inviteCode}`: seats the caller as the second partner (`CoupleRepository.join`,
    /// one transaction). An unknown, expired, withdrawn or own code is UE1007; a code that connected its couple
    /// already is UE10002; a caller already in a couple is UE10003.
    func join(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let code = try CoupleRequestReader.inviteCode(try await base.body(request))
      do {
        _ = try await base.repositories.couples.join(code: code, partner: caller.asPartner, at: base.clock.now())
      } catch WagerError.coupleAlreadyDisconnected {
        // The creator withdrew the invite before anyone joined: the code connects nothing.
        throw CoupleFailure.invalidInviteCode
      }
      return CoupleRoutes.noContent()
    }

    /// `GET /api/v1/home`: the D-day, the partner, the caller's scores, the latest battle (the live one, else the
    /// latest settled) and its game (`WagerService.home`). No couple is UE1006; a couple waiting for its partner has
    /// `partnerId` and `partnerNickname` null.
    func home(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let member = try await base.requireMembership(of: caller)
      let couple = member.couple
      let summary = try await base.wager.home(couple: couple.id, viewer: member.role)
      let battles = base.repositories.battles
      var latest: Battle?
      if let live = summary.liveBattle {
        latest = try await battles.battle(id: live)
      }
      if latest == nil {
        latest = try await battles.finishedBattles(couple: couple.id).first
      }
      let wire = CoupleHomeWire(
        userId: caller.userID,
        partnerId: CoupleNullable(member.partner.map { CoupleWireFormat.number($0.id.rawValue) }),
        partnerNickname: CoupleNullable(summary.partnerNickname),
        roundGameId: CoupleNullable(latest.map { CoupleWireFormat.number($0.id.rawValue) }),
        myScore: summary.totals.wins, partnerScore: summary.totals.losses, drawCount: summary.totals.draws,
        dDay: summary.dDay,
        couple: CoupleHomeCoupleWire(
          id: CoupleWireFormat.number(couple.id.rawValue), startDate: SeoulTimestamp.day(couple.startDay),
          heartToken: 0),
        shortGame: CoupleNullable(latest.map { CoupleShortGameWire($0) }))
      return try Response.json(wire)
    }

    /// `GET /api/user`: the caller's nickname and picture, and their couple's start day (null without a couple).
    func profile(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let member = try await base.membership(of: caller)
      return try Response.json(
        CoupleProfileWire(
          userId: caller.userID, nickname: caller.user.nickname, image: CoupleNullable(caller.user.image),
          startDate: CoupleNullable(member.map { SeoulTimestamp.day($0.couple.startDay) })))
    }

    /// `DELETE /api/user`: the caller's couple is disconnected first (its live battle cancelled, its coupon void:
    /// `WagerService.disconnect`), then the account closed, so its tokens and sign-in stop working. The couple, its
    /// battles and coupons stay, as the kit keeps them.
    func deleteAccount(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      if let member = try await base.membership(of: caller) {
        try await base.wager.disconnect(couple: member.couple.id, by: member.role)
      }
      try await base.repositories.accounts.close(id: caller.account.id, at: base.clock.now())
      return CoupleRoutes.noContent()
    }
  }
#endif
