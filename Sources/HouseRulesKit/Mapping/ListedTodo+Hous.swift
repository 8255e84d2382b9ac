import Foundation

extension ListedTodo {
  /// The server's three lists of todos, each with its own fields.
  enum HousList {
    /// `GET /room/{roomId}/rules/me`: `_id`, `categoryIcon`, `ruleName`, `isChecked`.
    case mine
    /// The home screen's `todoList`: `ruleName`, `isChecked`.
    case home
    /// The rules screen's `todayTodoRules`: `_id`, `ruleName`, `todayMembersWithTypeColor`, `isTmpMember`,
    /// `isAllChecked`.
    case house
  }

  /// Maps a todo of `list`, needing that list's fields; `path` is where it sits (`["data", 2]`).
  init(wire dto: HousTodoWire, list: HousList, path: [FieldPath.Component]) throws(HousWireError) {
    func need<Value>(_ value: Value?, _ key: String) throws(HousWireError) -> Value {
      guard let value else { throw .malformedJSON(field: FieldPath.text(path + [.key(key)]), reason: "missing") }
      return value
    }
    switch list {
    case .mine:
      let id = try need(dto.id, "_id")
      let iconText = try need(dto.categoryIcon, "categoryIcon")
      guard let icon = CategoryIcon(rawValue: iconText) else {
        throw .unknownIcon(iconText, field: FieldPath.text(path + ["categoryIcon"]))
      }
      let isChecked = try need(dto.isChecked, "isChecked")
      self.init(rule: RuleID(id), name: dto.ruleName, icon: icon, isChecked: isChecked)
    case .home:
      let isChecked = try need(dto.isChecked, "isChecked")
      self.init(rule: nil, name: dto.ruleName, isChecked: isChecked)
    case .house:
      let id = try need(dto.id, "_id")
      let members = try need(dto.todayMembersWithTypeColor, "todayMembersWithTypeColor")
      let assignees = try ListedHomie.list(
        wire: members, path: path + ["todayMembersWithTypeColor"], needsID: false)
      let isTemporary = try need(dto.isTmpMember, "isTmpMember")
      let isAllChecked = try need(dto.isAllChecked, "isAllChecked")
      self.init(
        rule: RuleID(id), name: dto.ruleName, assignees: assignees, isTemporary: isTemporary,
        isAllChecked: isAllChecked)
    }
  }

  /// Maps a list of todos at `path`; an error names the todo's index (`[1].categoryIcon`).
  static func list(wire: [HousTodoWire], list: HousList, path: [FieldPath.Component]) throws(HousWireError)
    -> [ListedTodo]
  {
    var todos: [ListedTodo] = []
    for (index, dto) in wire.enumerated() {
      todos.append(try ListedTodo(wire: dto, list: list, path: path + [.index(index)]))
    }
    return todos
  }
}
