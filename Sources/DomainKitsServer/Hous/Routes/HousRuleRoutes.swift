#if Server
  import Foundation
  import HouseRulesKit
  import Hummingbird

  /// Hous's rule operations (6 of 37): adding, reading, replacing and removing a rule, the form to write one, and a
  /// category's rules. Each change is one of the kit's commands (`addRule`, `updateRule`, `removeRule`), so the
  /// rule's name, category, members and days are the kit's to check.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousRuleRoutes: Sendable {
    /// What the handlers share.
    let base: HousRoutes

    /// Adds the routes to the `/hous` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.post("/room/{roomId}/rule") { request, context in
        await routes.base.answer(context) { try await routes.create(request, context) }
      }
      group.get("/room/{roomId}/rule/new") { request, context in
        await routes.base.answer(context) { try await routes.newForm(request, context) }
      }
      group.get("/room/{roomId}/category/{categoryId}/rule") { request, context in
        await routes.base.answer(context) { try await routes.categoryRules(request, context) }
      }
      group.get("/room/{roomId}/rule/{ruleId}") { request, context in
        await routes.base.answer(context) { try await routes.editForm(request, context) }
      }
      group.put("/room/{roomId}/rule/{ruleId}") { request, context in
        await routes.base.answer(context) { try await routes.update(request, context) }
      }
      group.delete("/room/{roomId}/rule/{ruleId}") { request, context in
        await routes.base.answer(context) { try await routes.remove(request, context) }
      }
    }

    /// `POST /room/{roomId}/rule` with the rule's body: 201 with the rule as stored, its new id first of all.
    func create(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let rule = try HousRequestReader.rule(try await base.body(request), id: RuleID(base.newID()))
      let stored = try await base.houses.update(id: house.id, .addRule(rule)).value
      let wire = HousStoredRuleWire(stored.rule(rule.id) ?? rule, in: house.id)
      return try HousEnvelope(status: 201, message: "규칙 생성 성공입니다.", data: wire).response()
    }

    /// `GET /room/{roomId}/rule/new`: the categories and members to choose from.
    func newForm(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      return try HousEnvelope(
        status: 200, message: "규칙 생성 시 조회 성공입니다.", data: HousRuleFormWire(house, editing: nil)
      ).response()
    }

    /// `GET /room/{roomId}/category/{categoryId}/rule`: the category's key rules, then its other rules.
    func categoryRules(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let category = CategoryID(try HousRoutes.pathID(context, "categoryId"))
      guard house.category(category) != nil else { throw HousFailure.categoryNotFound }
      return try HousEnvelope(
        status: 200, message: "카테고리 별 규칙 조회 성공입니다.", data: HousCategoryRulesWire(house, category: category)
      ).response()
    }

    /// `GET /room/{roomId}/rule/{ruleId}`: the rule with the categories and members to choose from.
    func editForm(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let id = RuleID(try HousRoutes.pathID(context, "ruleId"))
      guard let rule = house.rule(id) else { throw HousFailure.ruleNotFound }
      return try HousEnvelope(status: 200, message: "규칙 조회 성공입니다.", data: HousRuleFormWire(house, editing: rule))
        .response()
    }

    /// `PUT /room/{roomId}/rule/{ruleId}` with the rule's body: the rule replaced (its place and checks kept), as
    /// stored.
    func update(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let id = RuleID(try HousRoutes.pathID(context, "ruleId"))
      let rule = try HousRequestReader.rule(try await base.body(request), id: id)
      let stored = try await base.houses.update(id: house.id, .updateRule(rule)).value
      let wire = HousStoredRuleWire(stored.rule(id) ?? rule, in: house.id)
      return try HousEnvelope(status: 200, message: "규칙 수정 성공입니다.", data: wire).response()
    }

    /// `DELETE /room/{roomId}/rule/{ruleId}`, no body: the rule removed with its checks.
    func remove(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let id = RuleID(try HousRoutes.pathID(context, "ruleId"))
      try await base.houses.update(id: house.id, .removeRule(id))
      return try HousEnvelope<HousNoPayload>(status: 200, message: "규칙 삭제 성공입니다.", data: nil).response()
    }
  }
#endif
