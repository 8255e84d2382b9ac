import Foundation

extension HousAPI {
  // MARK: The room

  /// `GET /room/`: the room the viewer lives in, or `nil` when the viewer has none yet.
  public static var currentRoom: Endpoint<HouseID?, HousServerError> {
    Endpoint(method: .get, path: "/room/") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.roomID(from:))
    }
  }

  /// `POST /room/`, no body: creates a room for the viewer; the answer is the room with its invite code.
  public static var createRoom: Endpoint<HousRoom, HousServerError> {
    Endpoint(method: .post, path: "/room/") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.room(from:))
    }
  }

  /// `GET /room/in` with `{"roomCode": inviteCode}`: the room an invite code opens, with the viewer's card as the
  /// room will show it, before joining with ``joinRoom(_:inviteCode:)``.
  ///
  /// The document names no parameter; the server reads the code from the body (`req.body.roomCode`), so this `GET`
  /// carries one. A transport that cannot send a body with `GET` (Apple's `URLSession` refuses one) cannot make
  /// this call; an app that has the room's id joins directly.
  public static func roomInvitation(inviteCode: String) -> Endpoint<HousRoomInvitation, HousServerError> {
    Endpoint(method: .get, path: "/room/in", body: HousRequestEncoder.joinRoomBody(inviteCode: inviteCode)) {
      response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.roomInvitation(from:))
    }
  }

  /// `POST /room/{roomId}/in` with `{"roomCode": inviteCode}`: joins the room; the answer is the room's id.
  public static func joinRoom(_ room: HouseID, inviteCode: String) -> Endpoint<HouseID, HousServerError> {
    Endpoint(
      method: .post, path: "/room/\(segment(room))/in", body: HousRequestEncoder.joinRoomBody(inviteCode: inviteCode)
    ) { response throws(APIError<HousServerError>) in
      try HousAPI.joinedRoom(response)
    }
  }

  /// `DELETE /room/{roomId}/out`, no body: the viewer leaves the room (`"data": null`).
  public static func leaveRoom(_ room: HouseID) -> Endpoint<Void, HousServerError> {
    Endpoint(method: .delete, path: "/room/\(segment(room))/out", decode: HousAPI.acknowledged)
  }

  /// The room a join answer names; `null` is no answer to a join.
  static func joinedRoom(_ response: HTTPTransportResponse) throws(APIError<HousServerError>) -> HouseID {
    guard let room = try read(response, HousServerDecoder.roomID(from:)) else {
      throw .unexpectedResponse(status: response.statusCode, reason: "data: null, expected the room's id")
    }
    return room
  }
}
