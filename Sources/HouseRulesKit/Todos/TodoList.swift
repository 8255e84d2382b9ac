/// The todos of a day, in display order, as a random-access collection of ``Todo`` values.
///
/// Building the list costs one array of small entries; each ``Todo`` is assembled when read.
public struct TodoList: RandomAccessCollection, Sendable {
  struct Entry: Hashable, Sendable {
    let position: Int
    let assignees: UInt64
    let checked: UInt64
    let isTemporary: Bool
  }

  let entries: [Entry]
  let rules: [Rule]
  let roster: [HomieID]
  /// The day of the todos.
  public let day: CalendarDay

  /// The position of the first todo (0).
  public var startIndex: Int { entries.startIndex }
  /// The position after the last todo.
  public var endIndex: Int { entries.endIndex }

  /// The todo at a position, assembled on access.
  public subscript(index: Int) -> Todo {
    let entry = entries[index]
    return Todo(
      rule: rules[entry.position], day: day, isTemporary: entry.isTemporary, assigneeMask: entry.assignees,
      checkedMask: entry.checked, roster: roster)
  }
}

extension TodoList: Equatable {
  /// Two lists are equal when they are for the same day and hold equal todos in the same order.
  public static func == (lhs: TodoList, rhs: TodoList) -> Bool {
    lhs.day == rhs.day && lhs.elementsEqual(rhs)
  }
}
