import Foundation

extension HouseEvent {

  /// Maps a decoded event; `path` is where the event sits in its document (`["data"]`), for the errors' fields.
  init(wire dto: HousEventWire, id: EventID?, path: [FieldPath.Component] = []) throws(HousWireError) {
    guard let id = dto.id.map({ EventID($0) }) ?? id else { throw .missingID }
    guard let icon = EventIcon(rawValue: dto.eventIcon) else {
      throw .unknownIcon(dto.eventIcon, field: FieldPath.text(path + ["eventIcon"]))
    }
    self.init(
      id: id, name: dto.eventName, icon: icon,
      date: try Self.housDay(dto.date, field: FieldPath.text(path + ["date"])),
      participants: dto.participants.map { HomieID($0) })
  }

  /// The day of a server date: `"2022-07-23"`, or the date part of `"2023-03-04T00:00:00.000Z"` (the server stored
  /// the chosen day as midnight UTC, so the date part is the day the user picked).
  static func housDay(_ text: String, field: String = "date") throws(HousWireError) -> CalendarDay {
    let utf8 = text.utf8
    let datePart: Substring
    if utf8.count == 10 {
      datePart = Substring(text)
    } else if utf8.count == 24, text.hasSuffix("Z"), utf8.dropFirst(10).first == UInt8(ascii: "T") {
      datePart = text.prefix(10)
    } else {
      throw .invalidDate(text, field: field)
    }
    guard let day = try? CalendarDay(parsing: datePart, format: .extended) else {
      throw .invalidDate(text, field: field)
    }
    return day
  }
}
