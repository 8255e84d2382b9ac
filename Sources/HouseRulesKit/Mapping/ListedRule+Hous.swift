import Foundation

extension ListedRule {
  /// Maps one rule of a category's lists; `path` is where it sits (`["data", "rules", 0]`).
  init(wire dto: HousCategoryRulesWire.Entry, isKeyRule: Bool, path: [FieldPath.Component]) throws(HousWireError) {
    var types: [PersonalityType] = []
    for (index, color) in (dto.typeColors ?? []).enumerated() {
      let field = FieldPath.text(path + ["typeColors", .index(index)])
      types.append(try PersonalityType(housTypeColor: color, field: field))
    }
    if !isKeyRule, dto.membersCnt == nil {
      throw .malformedJSON(field: FieldPath.text(path + ["membersCnt"]), reason: "missing")
    }
    self.init(
      id: RuleID(dto.id), name: dto.ruleName, isKeyRule: isKeyRule, memberCount: isKeyRule ? nil : dto.membersCnt,
      memberTypes: types)
  }

  /// Maps a category's rules: the key rules (`keyRules`) first, then the others (`rules`), each in the server's order.
  static func list(wire dto: HousCategoryRulesWire, path: [FieldPath.Component]) throws(HousWireError) -> [ListedRule] {
    var rules: [ListedRule] = []
    for (index, entry) in dto.keyRules.enumerated() {
      rules.append(try ListedRule(wire: entry, isKeyRule: true, path: path + ["keyRules", .index(index)]))
    }
    for (index, entry) in dto.rules.enumerated() {
      rules.append(try ListedRule(wire: entry, isKeyRule: false, path: path + ["rules", .index(index)]))
    }
    return rules
  }
}
