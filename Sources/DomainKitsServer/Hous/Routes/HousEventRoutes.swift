#if Server
  import Foundation
  import HouseRulesKit
  import Hummingbird

  /// Hous's event operations (4 of 37): adding, reading, replacing and removing an event, each change one of the
  /// kit's commands (`addEvent`, `updateEvent`, `removeEvent`): a name past 10 characters, a participant who is not
  /// a member, or an 11th event is refused by the kit.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousEventRoutes: Sendable {
    /// What the handlers share.
    let base: HousRoutes

    /// Adds the routes to the `/hous` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.post("/room/{roomId}/event") { request, context in
        await routes.base.answer(context) { try await routes.create(request, context) }
      }
      group.get("/room/{roomId}/event/{eventId}") { request, context in
        await routes.base.answer(context) { try await routes.read(request, context) }
      }
      group.put("/room/{roomId}/event/{eventId}") { request, context in
        await routes.base.answer(context) { try await routes.update(request, context) }
      }
      group.delete("/room/{roomId}/event/{eventId}") { request, context in
        await routes.base.answer(context) { try await routes.remove(request, context) }
      }
    }

    /// `POST /room/{roomId}/event` with `{eventName, eventIcon, date, participants}`: 201 with the event as stored.
    func create(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let event = try HousRequestReader.event(try await base.body(request), id: EventID(base.newID()))
      let stored = try await base.houses.update(id: house.id, .addEvent(event)).value
      return try HousEnvelope(
        status: 201, message: "이벤트 생성 성공입니다.", data: HousEventWire(stored.event(event.id) ?? event)
      ).response()
    }

    /// `GET /room/{roomId}/event/{eventId}`: the event, every member marked taking part or not.
    func read(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let event = try self.event(house, context)
      return try HousEnvelope(status: 200, message: "이벤트 조회 성공입니다.", data: HousEventDetailWire(event, in: house))
        .response()
    }

    /// `PUT /room/{roomId}/event/{eventId}` with the event's body: the event replaced, as stored.
    func update(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let id = EventID(try HousRoutes.pathID(context, "eventId"))
      let event = try HousRequestReader.event(try await base.body(request), id: id)
      let stored = try await base.houses.update(id: house.id, .updateEvent(event)).value
      return try HousEnvelope(status: 200, message: "이벤트 수정 성공입니다.", data: HousEventWire(stored.event(id) ?? event))
        .response()
    }

    /// `DELETE /room/{roomId}/event/{eventId}`, no body: the event removed; the answer repeats it.
    func remove(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let (_, house) = try await base.room(request, context)
      let event = try self.event(house, context)
      try await base.houses.update(id: house.id, .removeEvent(event.id))
      return try HousEnvelope(status: 200, message: "이벤트 삭제 성공입니다.", data: HousEventWire(event)).response()
    }

    /// The event the path's `eventId` names in `house`.
    private func event(_ house: House, _ context: ServerRequestContext) throws(HousFailure) -> HouseEvent {
      guard let event = house.event(EventID(try HousRoutes.pathID(context, "eventId"))) else {
        throw .eventNotFound
      }
      return event
    }
  }
#endif
