import Foundation

extension RuleCategory {
  /// Maps a category with its icon: the response to creating or editing one (`ruleCategoryName`,
  /// `ruleCategoryIcon`) or the rules screen's (`categoryName`, `categoryIcon`); `path` is where it sits.
  init(wire dto: HousCategoryWire, path: [FieldPath.Component]) throws(HousWireError) {
    // A response to creating or editing names both fields `ruleCategory...`; an error names the shape's key.
    let isStored = dto.ruleCategoryName != nil || dto.ruleCategoryIcon != nil
    let nameKey: FieldPath.Component = isStored ? "ruleCategoryName" : "categoryName"
    let iconKey: FieldPath.Component = isStored ? "ruleCategoryIcon" : "categoryIcon"
    guard let name = dto.ruleCategoryName ?? dto.categoryName else {
      throw .malformedJSON(field: FieldPath.text(path + [nameKey]), reason: "missing")
    }
    guard let iconText = dto.ruleCategoryIcon ?? dto.categoryIcon else {
      throw .malformedJSON(field: FieldPath.text(path + [iconKey]), reason: "missing")
    }
    guard let icon = CategoryIcon(rawValue: iconText) else {
      throw .unknownIcon(iconText, field: FieldPath.text(path + [iconKey]))
    }
    self.init(id: CategoryID(dto.id), name: name, icon: icon)
  }
}

extension ListedRuleCategory {
  /// Maps a category of a rule's form (`{"_id", "categoryName"}`); `path` is where it sits.
  init(wire dto: HousCategoryWire, path: [FieldPath.Component]) throws(HousWireError) {
    guard let name = dto.categoryName else {
      throw .malformedJSON(field: FieldPath.text(path + ["categoryName"]), reason: "missing")
    }
    self.init(id: CategoryID(dto.id), name: name)
  }
}
