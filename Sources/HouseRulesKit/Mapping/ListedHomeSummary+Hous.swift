import Foundation

extension ListedHomeSummary {
  /// Maps the home screen; `path` is where it sits (`["data"]`).
  ///
  /// `dDay` arrives as text (`"9"`): the server's whole days from its today to the event (`dayjs` `diff`), 0 on the
  /// day, which is the kit's ``DDay/days``.
  init(wire dto: HousHomeWire, path: [FieldPath.Component]) throws(HousWireError) {
    var events: [ListedUpcomingEvent] = []
    for (index, event) in dto.eventList.enumerated() {
      let eventPath = path + ["eventList", .index(index)]
      guard let icon = EventIcon(rawValue: event.eventIcon) else {
        throw .unknownIcon(event.eventIcon, field: FieldPath.text(eventPath + ["eventIcon"]))
      }
      guard let days = Int(event.dDay) else {
        throw .malformedJSON(
          field: FieldPath.text(eventPath + ["dDay"]), reason: "\"\(event.dDay)\" is not a whole number of days")
      }
      events.append(ListedUpcomingEvent(id: EventID(event.id), icon: icon, dDay: DDay(days: days)))
    }
    self.init(
      events: events, keyRules: dto.keyRulesList,
      todos: try ListedTodo.list(wire: dto.todoList, list: .home, path: path + ["todoList"]),
      homies: try ListedHomie.list(wire: dto.homieProfileList, path: path + ["homieProfileList"]),
      inviteCode: dto.roomCode)
  }
}
