import Foundation

extension HousServerDecoder {
  /// The room of `GET /room/` (the viewer's room, `null` when the viewer has none) or of `POST /room/{roomId}/in`
  /// (the room joined). The document's example, `"62cac03afa32959ed64ae000 or null"`, is read as a string or JSON
  /// `null`.
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` unless the payload is a string or `null`.
  public static func roomID(from data: Data) throws(HousWireError) -> HouseID? {
    try decode(String?.self, from: data).payload.map { HouseID($0) }
  }

  /// The room just created, with its invite code (`POST /room/`).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``.
  public static func room(from data: Data) throws(HousWireError) -> HousRoom {
    let wire = try decode(HousRoomWire.self, from: data).payload
    return HousRoom(id: HouseID(wire.id), inviteCode: wire.roomCode)
  }

  /// The room an invite code opens, with the viewer's own card (`GET /room/in`).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` or ``HousWireError/unknownTypeColor(_:field:)``.
  public static func roomInvitation(from data: Data) throws(HousWireError) -> HousRoomInvitation {
    let body = try decode(HousRoomInvitationWire.self, from: data)
    let wire = body.payload
    let type = try PersonalityType(housTypeColor: wire.typeColor, field: FieldPath.text(body.path + ["typeColor"]))
    return HousRoomInvitation(
      room: HouseID(wire.id), name: wire.userName, personalityType: type, introduction: wire.introduction ?? "")
  }

  /// The home screen (`GET /room/{roomId}/home`).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` (a `dDay` that is not a whole number too),
  ///   ``HousWireError/unknownIcon(_:field:)`` or ``HousWireError/unknownTypeColor(_:field:)``, naming the field
  ///   (`data.homieProfileList[1].typeColor`).
  public static func home(from data: Data) throws(HousWireError) -> ListedHomeSummary {
    let body = try decode(HousHomeWire.self, from: data)
    return try ListedHomeSummary(wire: body.payload, path: body.path)
  }

  /// A rule's form: the categories and members to choose from (`GET /room/{roomId}/rule/new`) and the rule being
  /// edited (`GET /room/{roomId}/rule/{ruleId}`).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``, ``HousWireError/unknownTypeColor(_:field:)``,
  ///   ``HousWireError/invalidDay(_:field:)`` or ``HousWireError/missingUserID(field:)``
  ///   (`data.rule.ruleMembers[0].homie`), naming the field.
  public static func ruleForm(from data: Data) throws(HousWireError) -> HousRuleForm {
    let body = try decode(HousRuleFormWire.self, from: data)
    let wire = body.payload
    var rule: Rule?
    if let edited = wire.rule {
      rule = try Rule(wire: edited, path: body.path + ["rule"])
    }
    var categories: [ListedRuleCategory] = []
    for (index, category) in wire.ruleCategories.enumerated() {
      categories.append(try ListedRuleCategory(wire: category, path: body.path + ["ruleCategories", .index(index)]))
    }
    let homies = try ListedHomie.list(wire: wire.homies, path: body.path + ["homies"])
    return HousRuleForm(rule: rule, categories: categories, homies: homies)
  }

  /// A category's rules (`GET /room/{roomId}/category/{categoryId}/rule`): the key rules first, then the others.
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` or ``HousWireError/unknownTypeColor(_:field:)``
  ///   (`data.rules[0].typeColors[2]`).
  public static func categoryRules(from data: Data) throws(HousWireError) -> [ListedRule] {
    let body = try decode(HousCategoryRulesWire.self, from: data)
    return try ListedRule.list(wire: body.payload, path: body.path)
  }

  /// A rule's today's assignees to choose from (`GET /room/{roomId}/rule/{ruleId}/today`): every member, the
  /// assigned ones marked `isChecked`.
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` or ``HousWireError/unknownTypeColor(_:field:)``.
  public static func temporaryAssignees(from data: Data) throws(HousWireError) -> ListedTemporaryAssignment {
    let body = try decode(HousTodayHomiesWire.self, from: data)
    let homies = try ListedHomie.list(wire: body.payload.homies, path: body.path + ["homies"])
    var members: [HomieID] = []
    for (index, (wire, homie)) in zip(body.payload.homies, homies).enumerated() {
      guard let isChecked = wire.isChecked else {
        let field = FieldPath.text(body.path + ["homies", .index(index), "isChecked"])
        throw .malformedJSON(field: field, reason: "missing")
      }
      if isChecked, let id = homie.id { members.append(id) }
    }
    return ListedTemporaryAssignment(rule: RuleID(body.payload.id), homies: homies, members: members)
  }

  /// The temporary assignees the server stored (`PUT /room/{roomId}/rule/{ruleId}/today`'s response) on `day`,
  /// the server's today, which the body does not name.
  ///
  /// - Parameters:
  ///   - data: The body's bytes.
  ///   - day: The day the assignment is for.
  ///   - rule: The rule, for a body without `_id` (the request body); ignored when the body has one.
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` or ``HousWireError/missingID``.
  public static func temporaryAssignment(from data: Data, on day: CalendarDay, rule: RuleID? = nil)
    throws(HousWireError) -> TemporaryAssignment
  {
    let wire = try decode(HousTemporaryMembersWire.self, from: data).payload
    guard let rule = wire.id.map({ RuleID($0) }) ?? rule else { throw .missingID }
    return TemporaryAssignment(rule: rule, day: day, members: wire.tmpRuleMembers.map { HomieID($0) })
  }

  /// The viewer's check of a rule today (`PUT /room/{roomId}/rule/{ruleId}/check`'s response, `isCheck`).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``.
  public static func isChecked(from data: Data) throws(HousWireError) -> Bool {
    try decode(HousCheckWire.self, from: data).payload.isCheck
  }

  /// The viewer's todos of today (`GET /room/{roomId}/rules/me`), in the server's order.
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` or ``HousWireError/unknownIcon(_:field:)``
  ///   (`data[1].categoryIcon`).
  public static func myTodos(from data: Data) throws(HousWireError) -> [ListedTodo] {
    let body = try decode([HousTodoWire].self, from: data)
    return try ListedTodo.list(wire: body.payload, list: .mine, path: body.path)
  }

  /// The rules screen: the categories and the house's todos of today (`GET /room/{roomId}/rules`).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``, ``HousWireError/unknownIcon(_:field:)`` or
  ///   ``HousWireError/unknownTypeColor(_:field:)``
  ///   (`data.todayTodoRules[0].todayMembersWithTypeColor[1].typeColor`).
  public static func rulesHome(from data: Data) throws(HousWireError) -> HousRulesHome {
    let body = try decode(HousRulesHomeWire.self, from: data)
    var categories: [RuleCategory] = []
    for (index, category) in body.payload.homeRuleCategories.enumerated() {
      categories.append(try RuleCategory(wire: category, path: body.path + ["homeRuleCategories", .index(index)]))
    }
    let todos = try ListedTodo.list(
      wire: body.payload.todayTodoRules, list: .house, path: body.path + ["todayTodoRules"])
    return HousRulesHome(categories: categories, todos: todos)
  }

  /// A category the server stored (`POST /room/{roomId}/rules/category`,
  /// `PUT /room/{roomId}/rules/category/{categoryId}`'s responses).
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` or ``HousWireError/unknownIcon(_:field:)``
  ///   (`data.ruleCategoryIcon`).
  public static func category(from data: Data) throws(HousWireError) -> RuleCategory {
    let body = try decode(HousCategoryWire.self, from: data)
    return try RuleCategory(wire: body.payload, path: body.path)
  }

  /// An event with every member marked taking part or not (`GET /room/{roomId}/event/{eventId}`). The events of
  /// `POST`, `PUT` and `DELETE /room/{roomId}/event/...`'s responses list participants by identifier: read them
  /// with ``event(from:id:)``.
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``, ``HousWireError/unknownIcon(_:field:)``,
  ///   ``HousWireError/invalidDate(_:field:)`` or ``HousWireError/unknownTypeColor(_:field:)``.
  public static func eventDetail(from data: Data) throws(HousWireError) -> ListedHouseEvent {
    let body = try decode(HousEventDetailWire.self, from: data)
    return try ListedHouseEvent(wire: body.payload, path: body.path)
  }
}
