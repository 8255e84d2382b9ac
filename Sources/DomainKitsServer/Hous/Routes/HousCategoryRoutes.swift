#if Server
  import Foundation
  import HouseRulesKit
  import Hummingbird

  /// Hous's rule-category operations (3 of 37): adding, renaming and removing a category, each one of the kit's
  /// commands (`addCategory`, `updateCategory`, `removeCategory`): a taken name is 409, a category past the room's
  /// limit 400, and removing one removes its rules with their checks.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousCategoryRoutes: Sendable {
    /// What the handlers share.
    let base: HousRoutes

    /// Adds the routes to the `/hous` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.post("/room/{roomId}/rules/category") { request, context in
        await routes.base.answer(context) { try await routes.create(request, context) }
      }
      group.put("/room/{roomId}/rules/category/{categoryId}") { request, context in
        await routes.base.answer(context) { try await routes.update(request, context) }
      }
      group.delete("/room/{roomId}/rules/category/{categoryId}") { request, context in
        await routes.base.answer(context) { try await routes.remove(request, context) }
      }
    }

    /// `POST /room/{roomId}/rules/category` with `{categoryName, categoryIcon}`: 201 with the category as stored.
    func create(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let category = try HousRequestReader.category(try await base.body(request), id: CategoryID(base.newID()))
      let stored = try await base.houses.update(id: house.id, .addCategory(category)).value
      return try HousEnvelope(
        status: 201, message: "규칙 카테고리 생성 성공입니다.",
        data: HousStoredCategoryWire(stored.category(category.id) ?? category, in: stored)
      ).response()
    }

    /// `PUT /room/{roomId}/rules/category/{categoryId}` with `{categoryName, categoryIcon}`: the category renamed or
    /// given another icon, as stored.
    func update(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let id = CategoryID(try HousRoutes.pathID(context, "categoryId"))
      let category = try HousRequestReader.category(try await base.body(request), id: id)
      let stored = try await base.houses.update(id: house.id, .updateCategory(category)).value
      return try HousEnvelope(
        status: 200, message: "규칙 카테고리 수정 성공입니다.",
        data: HousStoredCategoryWire(stored.category(id) ?? category, in: stored)
      ).response()
    }

    /// `DELETE /room/{roomId}/rules/category/{categoryId}`, no body: the category removed with its rules.
    func remove(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let id = CategoryID(try HousRoutes.pathID(context, "categoryId"))
      try await base.houses.update(id: house.id, .removeCategory(id, rules: .deleteRules))
      return try HousEnvelope<HousNoPayload>(status: 200, message: "규칙 카테고리 삭제 성공입니다.", data: nil).response()
    }
  }
#endif
