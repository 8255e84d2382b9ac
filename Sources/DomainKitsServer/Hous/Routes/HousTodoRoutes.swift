#if Server
  import Foundation
  import HouseRulesKit
  import Hummingbird

  /// Hous's operations on today's todos (5 of 37): a rule's temporary assignees of today (read and set), the
  /// caller's check of a rule, the caller's todos and the rules screen. "Today" is the room's day in Seoul at the
  /// server's clock; the assignees, checks and todos are the kit's (`setTemporaryAssignees`, `check`, `uncheck`,
  /// `House.myTodos(on:for:)`, `House.todos(on:)`).
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousTodoRoutes: Sendable {
    /// What the handlers share.
    let base: HousRoutes

    /// Adds the routes to the `/hous` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.get("/room/{roomId}/rule/{ruleId}/today") { request, context in
        await routes.base.answer(context) { try await routes.todayAssignees(request, context) }
      }
      group.put("/room/{roomId}/rule/{ruleId}/today") { request, context in
        await routes.base.answer(context) { try await routes.setTodayAssignees(request, context) }
      }
      group.put("/room/{roomId}/rule/{ruleId}/check") { request, context in
        await routes.base.answer(context) { try await routes.check(request, context) }
      }
      group.get("/room/{roomId}/rules/me") { request, context in
        await routes.base.answer(context) { try await routes.myTodos(request, context) }
      }
      group.get("/room/{roomId}/rules") { request, context in
        await routes.base.answer(context) { try await routes.rulesHome(request, context) }
      }
    }

    /// `GET /room/{roomId}/rule/{ruleId}/today`: every member, those assigned the rule today marked.
    func todayAssignees(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let rule = try self.rule(house, context)
      let wire = HousTodayHomiesWire(house, rule: rule.id, on: base.today(in: house))
      return try HousEnvelope(status: 200, message: "오늘의 임시 담당자 여부를 포함한 호미 리스트 조회 성공입니다.", data: wire)
        .response()
    }

    /// `PUT /room/{roomId}/rule/{ruleId}/today` with `{tmpRuleMembers}`: today's assignees of the rule replaced
    /// (the kit's `setTemporaryAssignees`; an empty list gives the rule its usual assignees again); the answer is
    /// today's temporary assignees, in join order.
    func setTodayAssignees(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let rule = try self.rule(house, context)
      let members = try HousRequestReader.temporaryMembers(try await base.body(request))
      let today = base.today(in: house)
      let command: HouseCommand =
        members.isEmpty
        ? .removeTemporaryAssignees(for: rule.id, on: today)
        : .setTemporaryAssignees(members, for: rule.id, on: today)
      let stored = try await base.houses.update(id: house.id, command).value
      let wire = HousTemporaryMembersWire(
        _id: rule.id.rawValue, ruleName: rule.name,
        tmpRuleMembers: (stored.temporaryAssignees(for: rule.id, on: today) ?? []).map(\.rawValue))
      return try HousEnvelope(status: 200, message: "오늘의 임시 담당자 설정 성공입니다.", data: wire).response()
    }

    /// `PUT /room/{roomId}/rule/{ruleId}/check` with `{isCheck}`: the caller's check of the rule today, set or
    /// cleared (the kit's `check` and `uncheck`; asking for the state the check is in changes nothing). A rule the
    /// caller is not assigned today is 403.
    func check(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (caller, house) = try await base.room(request, context)
      let rule = try self.rule(house, context)
      let wanted = try HousRequestReader.isCheck(try await base.body(request))
      let today = base.today(in: house)
      let member = caller.user.id
      let command: HouseCommand =
        wanted
        ? .check(rule: rule.id, member: member, on: today)
        : .uncheck(rule: rule.id, member: member, on: today)
      do {
        try await base.houses.update(id: house.id, command)
      } catch HouseRulesError.alreadyChecked {
        // A second tap, or another device's: the check is there, as asked.
      } catch HouseRulesError.notChecked {
        // Cleared already, as asked.
      }
      return try HousEnvelope(status: 200, message: "나의 to-do 체크 수정 성공입니다.", data: HousCheckWire(isCheck: wanted))
        .response()
    }

    /// `GET /room/{roomId}/rules/me`: the caller's todos of today, with their check.
    func myTodos(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (caller, house) = try await base.room(request, context)
      let todos = HousMyTodoWire.list(house, viewer: caller.user.id, on: base.today(in: house))
      return try HousEnvelope(status: 200, message: "나의 to-do 조회 성공입니다.", data: todos).response()
    }

    /// `GET /room/{roomId}/rules`: the categories and the house's todos of today.
    func rulesHome(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      return try HousEnvelope(
        status: 200, message: "규칙 홈화면 조회 성공입니다.", data: HousRulesHomeWire(house, on: base.today(in: house))
      ).response()
    }

    /// The rule the path's `ruleId` names in `house`.
    private func rule(_ house: House, _ context: ServerRequestContext) throws(HousFailure) -> Rule {
      guard let rule = house.rule(RuleID(try HousRoutes.pathID(context, "ruleId"))) else {
        throw .ruleNotFound
      }
      return rule
    }
  }
#endif
