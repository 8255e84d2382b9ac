#if Server
  import Foundation
  import HouseRulesKit
  import Hummingbird

  /// Hous's room operations (6 of 37): the caller's room, creating one, finding one by its invite code, joining,
  /// leaving, and the home screen. A room is HouseRulesKit's `House`; joining and leaving are its `addMember` and
  /// `removeMember` commands, so two roommates joining at once both land.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousRoomRoutes: Sendable {
    /// What the handlers share.
    let base: HousRoutes

    /// The name every room gets (the Hous app names none; the kit's `House` needs one).
    static let roomName = "Hous"

    /// Adds the routes to the `/hous` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.get("/room/") { request, context in
        await routes.base.answer(context) { try await routes.currentRoom(request) }
      }
      group.post("/room/") { request, context in
        await routes.base.answer(context) { try await routes.create(request) }
      }
      group.get("/room/in") { request, context in
        await routes.base.answer(context) { try await routes.invitation(request) }
      }
      group.post("/room/{roomId}/in") { request, context in
        await routes.base.answer(context) { try await routes.join(request, context) }
      }
      group.delete("/room/{roomId}/out") { request, context in
        await routes.base.answer(context) { try await routes.leave(request, context) }
      }
      group.get("/room/{roomId}/home") { request, context in
        await routes.base.answer(context) { try await routes.home(request, context) }
      }
    }

    /// `GET /room/`: the caller's room's id, or `null`.
    func currentRoom(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let house = try await base.current(caller).house
      return try HousEnvelope(status: 200, message: "방 조회 성공입니다.", data: house?.id.rawValue).response()
    }

    /// `POST /room/`, no body: a new room with the caller in it and the Hous server's guide data (a 청소 category, a
    /// key rule and an event ten days ahead), 201 with its id and invite code; 409 for a caller who has a room.
    func create(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      if try await base.current(caller).house != nil { throw HousFailure.alreadyInRoom }
      let id = HouseID(base.newID())
      var house = try House(id: id, name: Self.roomName)
      try house.addMember(caller.user.homie)
      let category = RuleCategory(id: CategoryID(base.newID()), name: "청소", icon: .clean)
      try house.addCategory(category)
      try house.addRule(.keyRule(id: RuleID(base.newID()), name: "설거지는 먹고 바로하기", category: category.id))
      let guide = HouseEvent(
        id: EventID(base.newID()), name: "이벤트를 추가하세요", icon: .party,
        date: base.today(in: house).adding(days: 10), participants: [caller.user.id])
      try house.addEvent(guide)
      let code = try await newInviteCode()
      try await base.houses.insert(house)
      try await base.directory.insertRoom(HousRoomRecord(house: id, inviteCode: code))
      guard try await base.directory.setHouse(of: caller.user.id, from: caller.user.house, to: id) else {
        try await base.removeRoom(id)
        throw HousFailure.alreadyInRoom
      }
      return try HousEnvelope(
        status: 201, message: "방 생성 성공입니다.", data: HousRoomWire(_id: id.rawValue, roomCode: code)
      ).response()
    }

    /// `GET /room/in` with `{"roomCode"}` in the body (a GET with a body, as the Hous server reads it): the room the
    /// code opens and the caller's card as it will show there. Without a body, 400 `필요한 값이 없습니다.`.
    func invitation(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let code = try HousRequestReader.roomCode(try await base.body(request))
      guard let room = try await base.directory.room(inviteCode: code) else { throw HousFailure.roomNotFound }
      let member = try await base.current(caller).member
      let wire = HousRoomInvitationWire(
        _id: room.house.rawValue, typeColor: member.displayType.rawValue, userName: member.name,
        introduction: member.profile.introduction)
      return try HousEnvelope(status: 200, message: "방 조회 성공입니다.", data: wire).response()
    }

    /// `POST /room/{roomId}/in` with `{"roomCode"}`: the caller joins (the kit's `addMember`; a full room is 400);
    /// 404 unless the room has this code, 409 for a caller who has a room.
    func join(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let caller = try await base.caller(request)
      let id = HouseID(try HousRoutes.pathID(context, "roomId"))
      let code = try HousRequestReader.roomCode(try await base.body(request))
      if try await base.current(caller).house != nil { throw HousFailure.alreadyInRoom }
      guard let room = try await base.directory.room(house: id), room.inviteCode == code else {
        throw HousFailure.roomNotFound
      }
      try await base.houses.update(id: id, .addMember(caller.user.homie))
      guard try await base.directory.setHouse(of: caller.user.id, from: caller.user.house, to: id) else {
        _ = try? await base.houses.update(id: id, .removeMember(caller.user.id))
        throw HousFailure.alreadyInRoom
      }
      return try HousEnvelope(status: 200, message: "방 참가 성공입니다.", data: id.rawValue).response()
    }

    /// `DELETE /room/{roomId}/out`, no body: the caller leaves (the kit's `removeMember`, refused with 400 while they
    /// keep a rule alone); the last member takes the room with them.
    func leave(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (caller, house) = try await base.room(request, context)
      try await base.leave(caller.user, house)
      return try HousEnvelope<HousNoPayload>(status: 200, message: "방 퇴사 성공입니다.", data: nil).response()
    }

    /// `GET /room/{roomId}/home`: the caller's home screen today (the kit's `House.home(for:on:)`).
    func home(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (caller, house) = try await base.room(request, context)
      let code = try await base.directory.room(house: house.id)?.inviteCode ?? ""
      let wire = HousHomeWire(house, viewer: caller.user.id, on: base.today(in: house), inviteCode: code)
      return try HousEnvelope(status: 200, message: "홈화면 조회 성공입니다.", data: wire).response()
    }

    /// An invite code no room has (36^8 codes: a second draw is already rare).
    private func newInviteCode() async throws -> String {
      for _ in 0..<100 {
        let code = HousInviteCode.make()
        if try await base.directory.room(inviteCode: code) == nil { return code }
      }
      throw HousFailure.internalError
    }
  }
#endif
