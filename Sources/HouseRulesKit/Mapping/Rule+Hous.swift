import Foundation

extension Rule {

  /// Maps a decoded rule; `path` is where the rule sits in its document (`["data"]`, `[2]`), for the errors' fields.
  init(wire dto: HousRuleWire, id: RuleID?, path: [FieldPath.Component] = []) throws(HousWireError) {
    guard let id = dto.id.map({ RuleID($0) }) ?? id else { throw .missingID }
    var assignments: [RuleAssignment] = []
    for (index, member) in dto.ruleMembers.enumerated() {
      let memberPath = path + ["ruleMembers", .index(index)]
      guard let userID = member.userId else { throw .missingUserID(field: FieldPath.text(memberPath + ["userId"])) }
      let weekdays = try WeekdaySet(housDays: member.day, path: memberPath + ["day"])
      assignments.append(RuleAssignment(member: HomieID(userID), weekdays: weekdays))
    }
    self.init(
      id: id, name: dto.ruleName, category: CategoryID(dto.categoryId),
      isKeyRule: dto.isKeyRules, assignments: assignments, notificationsEnabled: dto.notificationState)
  }

  /// Maps the rule of a rule's form (`GET /room/{roomId}/rule/{ruleId}`): its category as an object, each member as
  /// a listed member (`ruleMembers[0].homie._id`) with its days; `path` is where the rule sits (`["data", "rule"]`).
  init(wire dto: HousRuleFormWire.EditedRule, path: [FieldPath.Component]) throws(HousWireError) {
    var assignments: [RuleAssignment] = []
    for (index, member) in dto.ruleMembers.enumerated() {
      let memberPath = path + ["ruleMembers", .index(index)]
      guard let userID = member.homie?.id else {
        let missing: [FieldPath.Component] = member.homie == nil ? ["homie"] : ["homie", "_id"]
        throw .missingUserID(field: FieldPath.text(memberPath + missing))
      }
      let weekdays = try WeekdaySet(housDays: member.day, path: memberPath + ["day"])
      assignments.append(RuleAssignment(member: HomieID(userID), weekdays: weekdays))
    }
    self.init(
      id: RuleID(dto.id), name: dto.ruleName, category: CategoryID(dto.ruleCategory.id), isKeyRule: dto.isKeyRules,
      assignments: assignments, notificationsEnabled: dto.notificationState)
  }

  /// The rule as the server's request body, before encoding: the fields of the document's schema only, so without
  /// `_id` (the path names the rule).
  var housWire: HousRuleWire {
    let members =
      rotation.map { rotation in rotation.members.map { ($0, rotation.weekdays) } }
      ?? assignments.map { ($0.member, $0.weekdays) }
    return HousRuleWire(
      id: nil, ruleName: name, categoryId: category.rawValue, isKeyRules: isKeyRule,
      notificationState: notificationsEnabled,
      ruleMembers: members.map { HousRuleWire.Member(userId: $0.0.rawValue, day: $0.1.housDays) })
  }
}
