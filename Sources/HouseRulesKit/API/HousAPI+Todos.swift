import Foundation

extension HousAPI {
  // MARK: Today's todos and checks

  /// `GET /room/{roomId}/rules/me`: the viewer's todos of today, in the server's order.
  public static func myTodos(in room: HouseID) -> Endpoint<[ListedTodo], HousServerError> {
    Endpoint(method: .get, path: "/room/\(segment(room))/rules/me") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.myTodos(from:))
    }
  }

  /// `GET /room/{roomId}/rules`: the rules screen, the categories and the house's todos of today.
  public static func rulesHome(in room: HouseID) -> Endpoint<HousRulesHome, HousServerError> {
    Endpoint(method: .get, path: "/room/\(segment(room))/rules") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.rulesHome(from:))
    }
  }

  /// `PUT /room/{roomId}/rule/{ruleId}/check` with `{"isCheck": isChecked}`: checks (or, with `false`, unchecks) the
  /// viewer's todo of today; the answer is the check the server stored.
  public static func check(rule: RuleID, in room: HouseID, isChecked: Bool = true) -> Endpoint<Bool, HousServerError> {
    Endpoint(
      method: .put, path: "/room/\(segment(room))/rule/\(segment(rule))/check",
      body: HousRequestEncoder.checkBody(isChecked: isChecked)
    ) { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.isChecked(from:))
    }
  }

  // MARK: Temporary assignees

  /// `GET /room/{roomId}/rule/{ruleId}/today`: every member, today's assignees of the rule marked.
  public static func temporaryAssignees(for rule: RuleID, in room: HouseID)
    -> Endpoint<ListedTemporaryAssignment, HousServerError>
  {
    Endpoint(method: .get, path: "/room/\(segment(room))/rule/\(segment(rule))/today") {
      response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.temporaryAssignees(from:))
    }
  }

  /// `PUT /room/{roomId}/rule/{ruleId}/today` with `{"tmpRuleMembers": [...]}`: sets today's assignees of
  /// `assignment.rule`; the answer is the assignment the server stored, on `assignment.day` (the server sets them
  /// for its today, which the answer does not name).
  public static func setTemporaryAssignees(_ assignment: TemporaryAssignment, in room: HouseID)
    -> Endpoint<TemporaryAssignment, HousServerError>
  {
    Endpoint(
      method: .put, path: "/room/\(segment(room))/rule/\(segment(assignment.rule))/today",
      body: HousRequestEncoder.temporaryAssigneesBody(for: assignment)
    ) { response throws(APIError<HousServerError>) in
      try HousAPI.read(response) { data throws(HousWireError) in
        try HousServerDecoder.temporaryAssignment(from: data, on: assignment.day, rule: assignment.rule)
      }
    }
  }
}
