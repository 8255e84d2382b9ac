import Foundation

extension HousAPI {
  // MARK: The home screen

  /// `GET /room/{roomId}/home`: the home screen (events with their D-day, key rules, the viewer's todos, the
  /// members, the invite code).
  public static func home(in room: HouseID) -> Endpoint<ListedHomeSummary, HousServerError> {
    Endpoint(method: .get, path: "/room/\(segment(room))/home") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.home(from:))
    }
  }
}
