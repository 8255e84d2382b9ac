import Foundation

extension HousAPI {
  // MARK: Events

  /// `POST /room/{roomId}/event` with `{eventName, eventIcon, date, participants}`: adds the event; the answer is
  /// the event the server stored, with the identifier it gave it.
  public static func addEvent(_ event: HouseEvent, to room: HouseID) -> Endpoint<HouseEvent, HousServerError> {
    Endpoint(method: .post, path: "/room/\(segment(room))/event", body: HousRequestEncoder.eventBody(for: event)) {
      response throws(APIError<HousServerError>) in
      try HousAPI.read(response) { data throws(HousWireError) in try HousServerDecoder.event(from: data) }
    }
  }

  /// `GET /room/{roomId}/event/{eventId}`: the event, every member marked taking part or not.
  public static func event(_ event: EventID, in room: HouseID) -> Endpoint<ListedHouseEvent, HousServerError> {
    Endpoint(method: .get, path: "/room/\(segment(room))/event/\(segment(event))") {
      response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.eventDetail(from:))
    }
  }

  /// `PUT /room/{roomId}/event/{eventId}` with the event's body: replaces the event named by `event.id`; the answer
  /// is the event the server stored (`event.id` when the answer has no `_id`).
  public static func updateEvent(_ event: HouseEvent, in room: HouseID) -> Endpoint<HouseEvent, HousServerError> {
    Endpoint(
      method: .put, path: "/room/\(segment(room))/event/\(segment(event.id))",
      body: HousRequestEncoder.eventBody(for: event)
    ) { response throws(APIError<HousServerError>) in
      try HousAPI.read(response) { data throws(HousWireError) in try HousServerDecoder.event(from: data, id: event.id) }
    }
  }

  /// `DELETE /room/{roomId}/event/{eventId}`, no body: removes the event. The document's answer repeats an event
  /// (a copy of the update's); it is not read, and the envelope must say `"success": true`.
  public static func removeEvent(_ event: EventID, from room: HouseID) -> Endpoint<Void, HousServerError> {
    Endpoint(
      method: .delete, path: "/room/\(segment(room))/event/\(segment(event))", decode: HousAPI.acknowledged)
  }
}
