#if Server
  import Foundation
  import HouseRulesKit
  import Hummingbird

  /// Hous's user operations (7 of 37): leaving for good, the profiles, the notification setting and a roommate's
  /// profile. Inside a room the profile is the room's member (the kit's `Homie`, changed by one `updateMember`
  /// command and checked by the kit's limits); outside, the user's row, checked by the same limits.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousUserRoutes: Sendable {
    /// What the handlers share.
    let base: HousRoutes

    /// Adds the routes to the `/hous` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.delete("/user/") { request, context in
        await routes.base.answer(context) { try await routes.quit(request) }
      }
      group.get("/user/profile") { request, context in
        await routes.base.answer(context) { try await routes.profile(request, withSetting: true) }
      }
      group.get("/user/profile/me") { request, context in
        await routes.base.answer(context) { try await routes.profile(request, withSetting: false) }
      }
      group.put("/user/profile/me") { request, context in
        await routes.base.answer(context) { try await routes.updateProfile(request) }
      }
      group.get("/user/setting") { request, context in
        await routes.base.answer(context) { try await routes.setting(request) }
      }
      group.put("/user/setting/notification") { request, context in
        await routes.base.answer(context) { try await routes.updateSetting(request) }
      }
      group.get("/user/{homieId}") { request, context in
        await routes.base.answer(context) { try await routes.homie(request, context) }
      }
    }

    /// `DELETE /user/`: the caller leaves their room (the kit's `removeMember`, refused while they keep a rule alone;
    /// the last member takes the room with them), then the user is removed and the account closed (its sign-in and
    /// tokens refused).
    func quit(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let (_, house) = try await base.current(caller)
      if let house {
        try await base.leave(caller.user, house)
      }
      try await base.repositories.accounts.close(id: caller.account.id, at: base.clock.now())
      try await base.directory.removeUser(caller.user.id)
      return try HousEnvelope<HousNoPayload>(status: 200, message: "회원 탈퇴 성공입니다.", data: nil).response()
    }

    /// `GET /user/profile` (with the setting) and `GET /user/profile/me`: the caller's profile and type.
    func profile(_ request: Request, withSetting: Bool) async throws -> Response {
      let caller = try await base.caller(request)
      let (member, _) = try await base.current(caller)
      return try HousEnvelope(
        status: 200, message: "사용자 정보 조회 성공입니다.", data: HousProfileWire(member, withSetting: withSetting)
      ).response()
    }

    /// `PUT /user/profile/me` with `{userName, job, introduction, hashTag}`: the name and profile as the kit stored
    /// them (trimmed); a name, job, introduction or hashtag past the kit's limits is 400.
    func updateProfile(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let form = try HousRequestReader.profile(try await base.body(request))
      let current = try await base.current(caller)
      var member = current.member
      member.name = form.name
      member.profile = form.profile
      let stored = try await base.save(member, of: caller, in: current.house)
      return try HousEnvelope(status: 200, message: "사용자 정보 수정 성공입니다.", data: HousProfileTextWire(stored))
        .response()
    }

    /// `GET /user/setting`: whether the caller gets notifications.
    func setting(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let (member, _) = try await base.current(caller)
      return try HousEnvelope(
        status: 200, message: "사용자 설정 조회 성공입니다.",
        data: HousNotificationWire(notificationState: member.notificationsEnabled)
      ).response()
    }

    /// `PUT /user/setting/notification` with `{notificationState}`: the setting stored.
    func updateSetting(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let enabled = try HousRequestReader.notificationState(try await base.body(request))
      let current = try await base.current(caller)
      var member = current.member
      member.notificationsEnabled = enabled
      let stored = try await base.save(member, of: caller, in: current.house)
      return try HousEnvelope(
        status: 200, message: "사용자 알림 설정 수정 성공입니다.",
        data: HousNotificationWire(notificationState: stored.notificationsEnabled)
      ).response()
    }

    /// `GET /user/{homieId}`: a roommate's profile; a user who does not live in the caller's room (or a caller
    /// without a room) is 404.
    func homie(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let caller = try await base.caller(request)
      let id = HomieID(try HousRoutes.pathID(context, "homieId"))
      let (_, house) = try await base.current(caller)
      guard let member = house?.member(id) else { throw HousFailure.homieNotFound }
      return try HousEnvelope(
        status: 200, message: "호미 프로필 조회 성공입니다.", data: HousProfileWire(member, withSetting: false)
      ).response()
    }
  }
#endif
