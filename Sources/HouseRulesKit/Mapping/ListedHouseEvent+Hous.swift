import Foundation

extension ListedHouseEvent {
  /// Maps an event's details; `path` is where they sit (`["data"]`). The document lists every member under
  /// `participants`, each with `isChecked`; the kit reads `isChecked` as "takes part", so the event's participants
  /// are the checked members.
  init(wire dto: HousEventDetailWire, path: [FieldPath.Component]) throws(HousWireError) {
    guard let icon = EventIcon(rawValue: dto.eventIcon) else {
      throw .unknownIcon(dto.eventIcon, field: FieldPath.text(path + ["eventIcon"]))
    }
    let date = try HouseEvent.housDay(dto.date, field: FieldPath.text(path + ["date"]))
    let homies = try ListedHomie.list(wire: dto.participants, path: path + ["participants"])
    var participants: [HomieID] = []
    for (index, (member, homie)) in zip(dto.participants, homies).enumerated() {
      guard let isChecked = member.isChecked else {
        let field = FieldPath.text(path + ["participants", .index(index), "isChecked"])
        throw .malformedJSON(field: field, reason: "missing")
      }
      if isChecked, let id = homie.id { participants.append(id) }
    }
    self.init(
      event: HouseEvent(id: EventID(dto.id), name: dto.eventName, icon: icon, date: date, participants: participants),
      homies: homies)
  }
}
