import Foundation

extension HousAPI {
  // MARK: Rules

  /// `POST /room/{roomId}/rule` with the rule's body (``HousRequestEncoder/requestBody(for:)``, without `_id`):
  /// adds the rule; the answer is the identifier the server gave it (`data._id`), which replaces the rule's own.
  ///
  /// Only the identifier is read: the stored rule the server answers may list a member as `"userId": null` (its own
  /// example does), which is no ``Rule``. Read the rule again with ``ruleForm(editing:in:)``.
  public static func addRule(_ rule: Rule, to room: HouseID) -> Endpoint<RuleID, HousServerError> {
    Endpoint(method: .post, path: "/room/\(segment(room))/rule", body: HousRequestEncoder.requestBody(for: rule)) {
      response throws(APIError<HousServerError>) in
      try RuleID(HousAPI.read(response, HousServerDecoder.payloadID(from:)))
    }
  }

  /// `GET /room/{roomId}/rule/new`: the categories and members to choose from when writing a rule
  /// (``HousRuleForm/rule`` is `nil`).
  public static func ruleForm(in room: HouseID) -> Endpoint<HousRuleForm, HousServerError> {
    Endpoint(method: .get, path: "/room/\(segment(room))/rule/new") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.ruleForm(from:))
    }
  }

  /// `GET /room/{roomId}/rule/{ruleId}`: the rule being edited, with the categories and members to choose from.
  public static func ruleForm(editing rule: RuleID, in room: HouseID) -> Endpoint<HousRuleForm, HousServerError> {
    Endpoint(method: .get, path: "/room/\(segment(room))/rule/\(segment(rule))") {
      response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.ruleForm(from:))
    }
  }

  /// `GET /room/{roomId}/category/{categoryId}/rule`: a category's rules, the key rules first.
  public static func categoryRules(_ category: CategoryID, in room: HouseID) -> Endpoint<[ListedRule], HousServerError>
  {
    Endpoint(method: .get, path: "/room/\(segment(room))/category/\(segment(category))/rule") {
      response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.categoryRules(from:))
    }
  }

  /// `PUT /room/{roomId}/rule/{ruleId}` with the rule's body: replaces the rule named by `rule.id`. The stored rule
  /// the server answers is not read (see ``addRule(_:to:)``); the envelope must say `"success": true`.
  public static func updateRule(_ rule: Rule, in room: HouseID) -> Endpoint<Void, HousServerError> {
    Endpoint(
      method: .put, path: "/room/\(segment(room))/rule/\(segment(rule.id))",
      body: HousRequestEncoder.requestBody(for: rule), decode: HousAPI.acknowledged)
  }

  /// `DELETE /room/{roomId}/rule/{ruleId}`, no body: removes the rule (`"data": null`).
  public static func removeRule(_ rule: RuleID, from room: HouseID) -> Endpoint<Void, HousServerError> {
    Endpoint(method: .delete, path: "/room/\(segment(room))/rule/\(segment(rule))", decode: HousAPI.acknowledged)
  }
}
